import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import type { Scope } from "../access/auth-user";
import { type Authorized, authorize, sendHttpError } from "../access/authorize";
import { inPlantScope } from "../access/scope";
import { readConfig } from "../config";
import type { AppServices } from "../context";
import { AppError } from "../errors";
import { attachmentUrl } from "./get-work-order";
import { assertEditable, lockWorkOrder } from "./work-order-writes";

/**
 * Work order attachments: pictures and PDFs under DATA_DIR/uploads/work-orders. Uploads are
 * multipart, so they are plain Express routes next to the REST facade; they authenticate, check
 * permissions and scope the order as the procedures do. A closed order refuses new files and
 * removals (409) until it is unlocked.
 *
 *   POST   /maintenance/{id}/attachments                   multipart field `file`
 *   GET    /maintenance/{id}/attachments/{attachmentId}    the file
 *   DELETE /maintenance/{id}/attachments/{attachmentId}
 *
 * Mount under /api before the facade (its catch-all answers unknown paths with 404).
 */

const { workOrderAttachments, workOrders } = schema;

/** The largest file accepted: 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

let configuredDataDir: string | undefined;

/** Where attachments live; without configuration, DATA_DIR as readConfig() reads it. */
export function configureWorkOrderUploads(options: { dataDir: string }): void {
  configuredDataDir = options.dataDir;
}

export function workOrderUploadsDir(): string {
  return path.join(configuredDataDir ?? readConfig().dataDir, "uploads", "work-orders");
}

const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|pdf)$/;

/** The real type from the first bytes (never the declared one): JPEG, PNG, GIF, WebP or PDF. */
export function sniffAttachment(buffer: Buffer): { mime: string; ext: string } | null {
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

const TOO_BIG = `file: must be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;
const WRONG_TYPE = "file: must be a picture (JPEG, PNG, GIF, WebP) or a PDF";

function invalid(message: string): AppError {
  return new AppError("BAD_REQUEST", "Validation error", { messages: [[message]] });
}

function positiveId(value: unknown, what: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new AppError("NOT_FOUND", `${what} not found`);
  return n;
}

type Authed = Authorized & { scope: Scope };

async function removeFile(name: string) {
  if (!STORED_NAME.test(name)) return;
  await rm(path.join(workOrderUploadsDir(), name), { force: true }).catch((error) => {
    console.error(`[uploads] could not remove ${name}`, error);
  });
}

export interface AttachmentRouteDeps {
  services: AppServices;
  /** Overrides DATA_DIR (tests). */
  dataDir?: string;
}

export function workOrderAttachmentRoutes(deps: AttachmentRouteDeps): Router {
  if (deps.dataDir) configuredDataDir = deps.dataDir;
  const { services } = deps;
  const api = express.Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 20 },
  }).single("file");

  api.post("/maintenance/:id/attachments", async (req: Request, res: Response) => {
    try {
      const auth: Authed = await authorize(services, req, "edit_maintenance");
      const orderId = positiveId(req.params.id, "Work order");
      // The order is checked before the body is read: nothing is stored for an order out of reach.
      await auth.ctx.db.transaction(async (tx) =>
        assertEditable(await lockWorkOrder(tx, auth.scope, orderId)),
      );
      await new Promise<void>((resolve, reject) => {
        upload(req, res, (error: unknown) => {
          if (!error) return resolve();
          if (error instanceof multer.MulterError) {
            return reject(invalid(error.code === "LIMIT_FILE_SIZE" ? TOO_BIG : `file: ${error.message}`));
          }
          reject(invalid("file: the upload could not be read"));
        });
      });
      const file = req.file;
      if (!file) throw invalid("file: is required");
      const kind = sniffAttachment(file.buffer);
      if (!kind) throw invalid(WRONG_TYPE);
      const fileName = `${randomBytes(16).toString("hex")}.${kind.ext}`;
      const dir = workOrderUploadsDir();
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), file.buffer);
      try {
        const row = await auth.ctx.db.transaction(async (tx) => {
          const order = await lockWorkOrder(tx, auth.scope, orderId);
          assertEditable(order);
          const [created] = await tx
            .insert(workOrderAttachments)
            .values({
              work_order_id: order.id,
              file_name: fileName,
              original_name: (file.originalname || fileName).slice(0, 255),
              mime_type: kind.mime,
              size_bytes: file.size,
              uploaded_by: auth.ctx.user.id,
            })
            .returning();
          return created!;
        });
        res.status(200).json({
          data: {
            id: row.id,
            work_order_id: row.work_order_id,
            original_name: row.original_name,
            mime_type: row.mime_type,
            size_bytes: row.size_bytes,
            url: attachmentUrl(row.work_order_id, row.id),
          },
        });
      } catch (error) {
        await removeFile(fileName);
        throw error;
      }
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.get("/maintenance/:id/attachments/:attachmentId", async (req: Request, res: Response) => {
    try {
      const auth: Authed = await authorize(services, req, "view_maintenance");
      const orderId = positiveId(req.params.id, "Work order");
      const attachmentId = positiveId(req.params.attachmentId, "Attachment");
      const [found] = await auth.ctx.db
        .select({
          file_name: workOrderAttachments.file_name,
          mime_type: workOrderAttachments.mime_type,
          original_name: workOrderAttachments.original_name,
        })
        .from(workOrderAttachments)
        .innerJoin(workOrders, eq(workOrders.id, workOrderAttachments.work_order_id))
        .where(
          and(
            eq(workOrderAttachments.id, attachmentId),
            eq(workOrderAttachments.work_order_id, orderId),
            inPlantScope(auth.scope, workOrders.plant_id),
          ),
        );
      if (!found || !STORED_NAME.test(found.file_name))
        throw new AppError("NOT_FOUND", "Attachment not found");
      res.setHeader("Content-Type", found.mime_type);
      res.setHeader("Cache-Control", "private, max-age=3600");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader(
        "Content-Disposition",
        `inline; filename="${found.original_name.replace(/["\\\r\n]/g, "_")}"`,
      );
      res.sendFile(path.join(workOrderUploadsDir(), found.file_name), (error) => {
        if (error && !res.headersSent) res.status(404).json({ message: "File not found" });
      });
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.delete("/maintenance/:id/attachments/:attachmentId", async (req: Request, res: Response) => {
    try {
      const auth: Authed = await authorize(services, req, "edit_maintenance");
      const orderId = positiveId(req.params.id, "Work order");
      const attachmentId = positiveId(req.params.attachmentId, "Attachment");
      const removed = await auth.ctx.db.transaction(async (tx) => {
        const order = await lockWorkOrder(tx, auth.scope, orderId);
        assertEditable(order);
        const [row] = await tx
          .delete(workOrderAttachments)
          .where(
            and(eq(workOrderAttachments.id, attachmentId), eq(workOrderAttachments.work_order_id, order.id)),
          )
          .returning();
        if (!row) throw new AppError("NOT_FOUND", "Attachment not found");
        return row;
      });
      await removeFile(removed.file_name);
      res.status(200).json({ status: "ok", id: removed.id });
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.use((error: unknown, _req: Request, res: Response, _next: NextFunction) =>
    sendHttpError(res, error, "uploads"),
  );
  return api;
}
