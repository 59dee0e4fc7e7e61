/**
 * Requisition attachments: pictures and PDFs of a requisition under DATA_DIR/uploads/requisitions.
 * Uploads are multipart, so these are plain Express routes next to the REST facade; they sign the
 * caller in, check the requisitions permission and the requisition roles (as the procedures do)
 * and find the requisition in the caller's scope (404 outside it). Files may be added and removed
 * while the requisition's form may still change (pending, on hold, denied: 409 otherwise).
 *
 *   POST   /requisitions/{id}/attachments                   multipart field `file`
 *   GET    /requisitions/{id}/attachments/{attachmentId}    the file
 *   DELETE /requisitions/{id}/attachments/{attachmentId}
 *
 * Mount under /api before the facade (its catch-all answers unknown paths with 404).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { schema, type Tx } from "@plantwise/db";
import {
  canUseRequisitions,
  type PermissionKey,
  REQUISITION_STATUS_NAMES,
  type RequisitionStatus,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import type { Scope } from "../access/auth-user";
import { authorize, sendHttpError } from "../access/authorize";
import { inPlantScope } from "../access/scope";
import type { AppServices } from "../context";
import { AppError } from "../errors";
import {
  configureRequisitionUploads,
  REQUISITION_ATTACHMENT_MAX_BYTES,
  removeRequisitionFiles,
  requisitionUploadsDir,
  STORED_NAME,
  sniffRequisitionFile,
} from "./attachment-files";
import { requisitionAttachmentUrl } from "./get-requisition";
import { NOT_A_REQUISITION_USER } from "./requisition-query";
import { isEditableStatus, lockRequisition } from "./requisition-writes";

const { requisitionAttachments, requisitions } = schema;

const TOO_BIG = `file: must be at most ${REQUISITION_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;
const WRONG_TYPE = "file: must be a picture (JPEG, PNG, GIF, WebP) or a PDF";

function invalid(message: string): AppError {
  return new AppError("BAD_REQUEST", "Validation error", { messages: [[message]] });
}

function positiveId(value: unknown, what: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new AppError("NOT_FOUND", `${what} not found`);
  return n;
}

/** Signed in, holding `key` and one of the requisition roles; the caller's scope. */
async function requisitionCaller(services: AppServices, req: Request, key: PermissionKey) {
  const auth = await authorize(services, req, key);
  if (!canUseRequisitions(auth.user)) throw new AppError("FORBIDDEN", NOT_A_REQUISITION_USER);
  return auth;
}

/** The requisition locked in scope, refusing a change of its files once its form is settled. */
async function lockForFiles(tx: Tx, scope: Scope, id: number) {
  const row = await lockRequisition(tx, scope, id);
  if (!isEditableStatus(row.status)) {
    throw new AppError(
      "CONFLICT",
      `Cannot change the attachments of a requisition that is ${REQUISITION_STATUS_NAMES[row.status as RequisitionStatus]}`,
    );
  }
  return row;
}

export interface RequisitionAttachmentDeps {
  services: AppServices;
  /** Overrides DATA_DIR (tests). */
  dataDir?: string;
}

export function requisitionAttachmentRoutes(deps: RequisitionAttachmentDeps): Router {
  if (deps.dataDir) configureRequisitionUploads({ dataDir: deps.dataDir });
  const { services } = deps;
  const api = express.Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: REQUISITION_ATTACHMENT_MAX_BYTES, files: 1, fields: 20 },
  }).single("file");

  api.post("/requisitions/:id/attachments", async (req: Request, res: Response) => {
    try {
      const auth = await requisitionCaller(services, req, "edit_requisitions");
      const id = positiveId(req.params.id, "Requisition");
      // The requisition is checked before the body is read: nothing is stored for one out of reach.
      await auth.ctx.db.transaction((tx) => lockForFiles(tx, auth.scope, id));
      await new Promise<void>((resolve, reject) => {
        upload(req, res, (error: unknown) => {
          if (!error) return resolve();
          // Multer's own wording of other refusals (an unexpected field, a second file) is not passed
          // on: it has no translation, and the reader only needs to know the upload was not taken.
          const tooBig = error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE";
          reject(invalid(tooBig ? TOO_BIG : "file: the upload could not be read"));
        });
      });
      const file = req.file;
      if (!file) throw invalid("file: is required");
      const kind = sniffRequisitionFile(file.buffer);
      if (!kind) throw invalid(WRONG_TYPE);
      const fileName = `${randomBytes(16).toString("hex")}.${kind.ext}`;
      const dir = requisitionUploadsDir();
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), file.buffer);
      try {
        const row = await auth.ctx.db.transaction(async (tx) => {
          const requisition = await lockForFiles(tx, auth.scope, id);
          const [created] = await tx
            .insert(requisitionAttachments)
            .values({
              requisition_id: requisition.id,
              file_name: fileName,
              original_name: (file.originalname || fileName).slice(0, 255),
              mime_type: kind.mime,
              size_bytes: file.size,
              uploaded_by: auth.user.id,
            })
            .returning();
          return created!;
        });
        res.status(200).json({
          data: {
            id: row.id,
            requisition_id: row.requisition_id,
            original_name: row.original_name,
            mime_type: row.mime_type,
            size_bytes: row.size_bytes,
            created_at: row.created_at,
            url: requisitionAttachmentUrl(row.requisition_id, row.id),
          },
        });
      } catch (error) {
        await removeRequisitionFiles([fileName]);
        throw error;
      }
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.get("/requisitions/:id/attachments/:attachmentId", async (req: Request, res: Response) => {
    try {
      const auth = await requisitionCaller(services, req, "view_requisitions");
      const id = positiveId(req.params.id, "Requisition");
      const attachmentId = positiveId(req.params.attachmentId, "Attachment");
      const [found] = await auth.ctx.db
        .select({
          file_name: requisitionAttachments.file_name,
          mime_type: requisitionAttachments.mime_type,
          original_name: requisitionAttachments.original_name,
        })
        .from(requisitionAttachments)
        .innerJoin(requisitions, eq(requisitions.id, requisitionAttachments.requisition_id))
        .where(
          and(
            eq(requisitionAttachments.id, attachmentId),
            eq(requisitionAttachments.requisition_id, id),
            inPlantScope(auth.scope, requisitions.plant_id),
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
      res.sendFile(path.join(requisitionUploadsDir(), found.file_name), (error) => {
        if (error && !res.headersSent)
          sendHttpError(res, new AppError("NOT_FOUND", "File not found"), "uploads");
      });
    } catch (error) {
      sendHttpError(res, error, "uploads");
    }
  });

  api.delete("/requisitions/:id/attachments/:attachmentId", async (req: Request, res: Response) => {
    try {
      const auth = await requisitionCaller(services, req, "edit_requisitions");
      const id = positiveId(req.params.id, "Requisition");
      const attachmentId = positiveId(req.params.attachmentId, "Attachment");
      const removed = await auth.ctx.db.transaction(async (tx) => {
        const requisition = await lockForFiles(tx, auth.scope, id);
        const [row] = await tx
          .delete(requisitionAttachments)
          .where(
            and(
              eq(requisitionAttachments.id, attachmentId),
              eq(requisitionAttachments.requisition_id, requisition.id),
            ),
          )
          .returning();
        if (!row) throw new AppError("NOT_FOUND", "Attachment not found");
        return row;
      });
      await removeRequisitionFiles([removed.file_name]);
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
