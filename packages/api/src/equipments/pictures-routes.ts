import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { schema } from "@plantwise/db";
import { PICTURE_MAX_BYTES, type PICTURE_MIME_TYPES, THUMBNAIL_SIZE_PX } from "@plantwise/shared";
import { and, eq, or } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import type { Scope } from "../access/auth-user";
import { type Authorized, authorize, sendHttpError } from "../access/authorize";
import { inPlantScope } from "../access/scope";
import { readConfig } from "../config";
import type { AppServices } from "../context";
import { AppError } from "../errors";

/**
 * Equipment pictures: files under DATA_DIR/uploads/equipment, each with a thumbnail. Uploads are
 * multipart, so they are plain Express routes next to the REST facade rather than tRPC procedures;
 * they authenticate, check permissions and scope exactly as the facade's procedures do.
 *
 * Mount before the facade (its catch-all answers unknown paths with 404):
 *   app.use("/api", equipmentPictureRoutes({ services }));  // then app.use("/api", restFacade(services))
 * and call configureUploads({ dataDir: config.dataDir }) at start-up (main.ts), like configureSecretKey.
 */

const { equipmentHistories, equipmentItems, equipmentPictures } = schema;

let configuredDataDir: string | undefined;

/** Where uploads live; without configuration, DATA_DIR as readConfig() reads it. */
export function configureUploads(options: { dataDir: string }): void {
  configuredDataDir = options.dataDir;
}

export function equipmentUploadsDir(): string {
  return path.join(configuredDataDir ?? readConfig().dataDir, "uploads", "equipment");
}

/** Removes stored files by name; a file already gone is fine. Call after the transaction commits. */
export async function removeEquipmentFiles(names: readonly string[]): Promise<void> {
  const dir = equipmentUploadsDir();
  await Promise.all(
    names.filter(isStoredName).map((name) =>
      rm(path.join(dir, name), { force: true }).catch((error) => {
        console.error(`[uploads] could not remove ${name}`, error);
      }),
    ),
  );
}

const STORED_NAME = /^[a-f0-9]{32}(-thumb)?\.(jpg|png|gif|svg|webp)$/;
function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** sharp's format name → the spec's media type and the stored extension. */
const FORMATS: Record<string, { mime: (typeof PICTURE_MIME_TYPES)[number]; ext: string }> = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  gif: { mime: "image/gif", ext: "gif" },
  svg: { mime: "image/svg+xml", ext: "svg" },
};
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
};

const TOO_BIG = `picture: must be at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`;
const NOT_AN_IMAGE = "picture: must be a JPEG, PNG, GIF or SVG image";

function invalid(message: string): AppError {
  return new AppError("BAD_REQUEST", "Validation error", { messages: [[message]] });
}

type Authed = Authorized & { scope: Scope };

function positiveId(value: unknown, what: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError("NOT_FOUND", `${what} not found`);
  return n;
}

async function itemInScope(auth: Authed, itemId: number): Promise<{ id: number }> {
  const [item] = await auth.ctx.db
    .select({ id: equipmentItems.id })
    .from(equipmentItems)
    .where(and(eq(equipmentItems.id, itemId), inPlantScope(auth.scope, equipmentItems.plant_id)));
  if (!item) throw new AppError("NOT_FOUND", "Equipment item not found");
  return item;
}

/**
 * The largest picture decoded, in pixels (width × height). A file of a few kilobytes can declare
 * 30 000 × 30 000 pixels; decoding is what costs memory (40 MP is 120 MB as RGB), so the header's
 * dimensions are checked before any pixel is read, and sharp is told the same limit.
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
const TOO_MANY_PIXELS = `picture: Image is larger than ${PICTURE_MAX_PIXELS / 1_000_000} megapixels`;

/**
 * Pictures decoded at once in this process, and how many more may wait for their turn: a burst of
 * uploads decodes a couple at a time instead of all at once, and past the queue the answer is 503.
 */
const PICTURE_DECODES_AT_ONCE = 2;
const PICTURE_DECODES_WAITING = 16;
const decodeTurns = pLimit(PICTURE_DECODES_AT_ONCE);

/** Whether sharp refused the input for its pixel count (its only wording of that refusal). */
function pixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** Reads the real format from the bytes (never the declared type) and makes the thumbnail. */
async function inspectPicture(buffer: Buffer): Promise<{ mime: string; ext: string; thumb: Buffer }> {
  let metadata: Metadata;
  try {
    // The header only: sharp reads no pixels for metadata, so its own limit is not needed here.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(NOT_AN_IMAGE);
  }
  const known = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!known) throw invalid(NOT_AN_IMAGE);
  // One frame: the thumbnail is made of an animation's first frame only.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_MAX_PIXELS) {
    throw invalid(TOO_MANY_PIXELS);
  }
  if (decodeTurns.pendingCount >= PICTURE_DECODES_WAITING) {
    throw new AppError("SERVICE_UNAVAILABLE", "The server is busy; try again in a moment");
  }
  try {
    const thumb = await decodeTurns(() =>
      sharp(buffer, { limitInputPixels: PICTURE_MAX_PIXELS })
        .rotate()
        .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: "inside", withoutEnlargement: true })
        .webp()
        .toBuffer(),
    );
    return { ...known, thumb };
  } catch (error) {
    throw invalid(pixelLimitError(error) ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
  }
}

export interface PictureRouteDeps {
  services: AppServices;
  /** Overrides configureUploads' directory (tests). */
  dataDir?: string;
}

/**
 * POST /equipments/{itemId}/pictures (multipart field `picture`), DELETE
 * /equipments/{itemId}/pictures/{pictureId}, and GET /files/equipment/{name}, relative to /api.
 */
export function equipmentPictureRoutes(deps: PictureRouteDeps): Router {
  if (deps.dataDir) configureUploads({ dataDir: deps.dataDir });
  const { services } = deps;
  const api = express.Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 20 },
  }).single("picture");

  api.post("/equipments/:itemId/pictures", async (req: Request, res: Response) => {
    try {
      const auth = await authorize(services, req, "edit_dashboard");
      const item = await itemInScope(auth, positiveId(req.params.itemId, "Equipment item"));
      await new Promise<void>((resolve, reject) => {
        upload(req, res, (error: unknown) => {
          if (!error) return resolve();
          if (error instanceof multer.MulterError) {
            return reject(invalid(error.code === "LIMIT_FILE_SIZE" ? TOO_BIG : `picture: ${error.message}`));
          }
          reject(invalid("picture: the upload could not be read"));
        });
      });
      const file = req.file;
      if (!file) throw invalid("picture: is required");
      if (file.size > PICTURE_MAX_BYTES) throw invalid(TOO_BIG);
      const picture = await inspectPicture(file.buffer);
      const base = randomBytes(16).toString("hex");
      const fileName = `${base}.${picture.ext}`;
      const thumbName = `${base}-thumb.webp`;
      const dir = equipmentUploadsDir();
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), file.buffer);
      await writeFile(path.join(dir, thumbName), picture.thumb);
      try {
        const row = await auth.ctx.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(equipmentPictures)
            .values({
              equipment_id: item.id,
              file_name: fileName,
              thumb_file_name: thumbName,
              original_name: (file.originalname || fileName).slice(0, 255),
              mime_type: picture.mime,
              size_bytes: file.size,
              uploaded_by: auth.ctx.user.id,
            })
            .returning();
          await tx.insert(equipmentHistories).values({
            equipment_id: item.id,
            user_id: auth.ctx.user.id,
            action: "picture_added",
            details: { picture_id: created!.id, original_name: created!.original_name },
          });
          return created!;
        });
        res.status(200).json({
          data: {
            id: row.id,
            equipment_id: row.equipment_id,
            original_name: row.original_name,
            mime_type: row.mime_type,
            size_bytes: row.size_bytes,
            url: `/api/files/equipment/${fileName}`,
            thumb_url: `/api/files/equipment/${thumbName}`,
          },
        });
      } catch (error) {
        await removeEquipmentFiles([fileName, thumbName]);
        throw error;
      }
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.delete("/equipments/:itemId/pictures/:pictureId", async (req: Request, res: Response) => {
    try {
      const auth = await authorize(services, req, "edit_dashboard");
      const item = await itemInScope(auth, positiveId(req.params.itemId, "Equipment item"));
      const pictureId = positiveId(req.params.pictureId, "Picture");
      const removed = await auth.ctx.db.transaction(async (tx) => {
        const [picture] = await tx
          .delete(equipmentPictures)
          .where(and(eq(equipmentPictures.id, pictureId), eq(equipmentPictures.equipment_id, item.id)))
          .returning();
        if (!picture) throw new AppError("NOT_FOUND", "Picture not found");
        await tx.insert(equipmentHistories).values({
          equipment_id: item.id,
          user_id: auth.ctx.user.id,
          action: "picture_removed",
          details: { picture_id: picture.id, original_name: picture.original_name },
        });
        return picture;
      });
      await removeEquipmentFiles([removed.file_name, removed.thumb_file_name]);
      res.status(200).json({ status: "ok", id: removed.id });
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.get("/files/equipment/:name", async (req: Request, res: Response) => {
    try {
      const auth = await authorize(services, req, "view_dashboard");
      const name = String(req.params.name ?? "");
      if (!isStoredName(name)) throw new AppError("NOT_FOUND", "File not found");
      const [picture] = await auth.ctx.db
        .select({ id: equipmentPictures.id })
        .from(equipmentPictures)
        .innerJoin(equipmentItems, eq(equipmentItems.id, equipmentPictures.equipment_id))
        .where(
          and(
            or(eq(equipmentPictures.file_name, name), eq(equipmentPictures.thumb_file_name, name)),
            inPlantScope(auth.scope, equipmentItems.plant_id),
          ),
        );
      if (!picture) throw new AppError("NOT_FOUND", "File not found");
      const ext = name.slice(name.lastIndexOf(".") + 1);
      res.setHeader("Content-Type", CONTENT_TYPES[ext] ?? "application/octet-stream");
      res.setHeader("Cache-Control", "private, max-age=3600");
      // An SVG is a document that could carry script: never let it run when opened directly.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.sendFile(path.join(equipmentUploadsDir(), name), (error) => {
        if (error && !res.headersSent) res.status(404).json({ message: "File not found" });
      });
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.use((error: unknown, _req: Request, res: Response, _next: NextFunction) =>
    sendHttpError(res, error, "uploads"),
  );
  return api;
}
