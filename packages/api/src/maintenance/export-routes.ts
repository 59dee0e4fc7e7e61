/**
 * The Excel export as a download: GET /files/maintenance/work-orders.xlsx?<the list's filters>&view=…
 * answers the same file the export e-mails (export-work-orders.ts), signed in with the bearer token
 * and gated by view_maintenance like the procedure. A binary answer, so a plain Express route.
 *
 * Mount (server.ts, through service.ts): app.use(maintenanceFileRoutes(services)) before the SPA.
 */
import { exportWorkOrdersInput } from "@plantwise/shared";
import express, { type Request, type Response, type Router } from "express";
import { authorize, sendHttpError } from "../access/authorize";
import type { AppServices } from "../context";
import { validationFailed } from "../errors";
import { buildExportFile, EXPORT_DOWNLOAD_PATH } from "./export-work-orders";

export function maintenanceFileRoutes(services: AppServices): Router {
  const routes = express.Router();
  routes.get(EXPORT_DOWNLOAD_PATH, async (req: Request, res: Response) => {
    try {
      const auth = await authorize(services, req, "view_maintenance");
      const parsed = exportWorkOrdersInput.safeParse(req.query);
      if (!parsed.success) throw validationFailed(parsed.error);
      const file = await buildExportFile(auth.ctx.db, { user: auth.user, scope: auth.scope }, parsed.data);
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
      res.setHeader("Cache-Control", "no-store");
      res.send(file.content);
    } catch (error) {
      sendHttpError(res, error, "maintenance/export");
    }
  });
  return routes;
}
