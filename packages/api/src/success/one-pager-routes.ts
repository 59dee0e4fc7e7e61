/**
 * The ROI one-pager as a download: GET /api/success/roi-one-pagers/{id}/pdf answers one printable
 * A4 page (one-pager-pdf.ts) in the caller's language, signed in with the bearer token and gated by
 * view_customer_success like the procedures; a one-pager out of scope is 404. A binary answer, so a
 * plain Express route.
 *
 * Mount (server.ts, through service.ts): app.use("/api", successFileRoutes(services)), before the
 * REST facade.
 */
import { languageCode, recordId } from "@plantwise/shared";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { authorize, sendHttpError } from "../access/authorize";
import type { AppServices } from "../context";
import { validationFailed } from "../errors";
import { renderOnePagerPdf } from "./one-pager-pdf";
import { readOnePager } from "./one-pager-rows";
import { onePagerWords } from "./one-pager-text";

export const ONE_PAGER_PDF_PATH = "/success/roi-one-pagers/:id/pdf";

const pathInput = z.object({ id: recordId });

export function successFileRoutes(services: AppServices): Router {
  const routes = express.Router();
  routes.get(ONE_PAGER_PDF_PATH, async (req: Request, res: Response) => {
    try {
      const auth = await authorize(services, req, "view_customer_success");
      const parsed = pathInput.safeParse(req.params);
      if (!parsed.success) throw validationFailed(parsed.error);
      const onePager = await readOnePager(auth.ctx.db, auth.scope, parsed.data.id);
      const language = languageCode(auth.user.language);
      const pdf = await renderOnePagerPdf(onePager, { language });
      const name = `${onePagerWords(language).fileName}-${onePager.id}.pdf`;
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      res.setHeader("Cache-Control", "no-store");
      res.send(Buffer.from(pdf));
    } catch (error) {
      sendHttpError(res, error, "success/one-pager-pdf");
    }
  });
  return routes;
}
