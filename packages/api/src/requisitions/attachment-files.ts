/**
 * Where requisition attachments are kept (DATA_DIR/uploads/requisitions), the names files are
 * stored under, and the check of a file's real type from its first bytes.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../config";

let configuredDataDir: string | undefined;

/** Overrides DATA_DIR for the uploads (tests). */
export function configureRequisitionUploads(options: { dataDir: string }): void {
  configuredDataDir = options.dataDir;
}

export function requisitionUploadsDir(): string {
  return path.join(configuredDataDir ?? readConfig().dataDir, "uploads", "requisitions");
}

/** The names files are stored under: random hex and the type's extension, nothing a client chose. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|pdf)$/;

/** The largest file accepted: 10 MB. */
export const REQUISITION_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The real type from the first bytes (never the declared one): JPEG, PNG, GIF, WebP or PDF. */
export function sniffRequisitionFile(buffer: Buffer): { mime: string; ext: string } | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => buffer[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { mime: "image/gif", ext: "gif" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: "image/webp", ext: "webp" };
  }
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", ext: "pdf" };
  return null;
}

/** Removes stored files (after the rows naming them are gone); a failure is logged, not thrown. */
export async function removeRequisitionFiles(names: readonly string[]): Promise<void> {
  for (const name of names) {
    if (!STORED_NAME.test(name)) continue;
    await rm(path.join(requisitionUploadsDir(), name), { force: true }).catch((error) => {
      console.error(`[uploads] could not remove ${name}`, error);
    });
  }
}
