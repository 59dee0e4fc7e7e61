/**
 * The RFQ's documents as downloads: GET /api/rfqs/{id}/pdf (the request vendors price) and
 * GET /api/rfqs/{id}/purchase-order.pdf (once a quote is accepted, 409 before), in the reader's
 * language, signed in with the bearer token and gated by view_rfqs like rfqs.get; another tenant's
 * RFQ is 404. Binary answers, so plain Express routes.
 *
 * Mount (server.ts, through service.ts): app.use("/api", rfqFileRoutes(services)) before the facade.
 */
import { rfqIdInput, validationLanguageOf } from "@plantwise/shared";
import express, { type Request, type Response, type Router } from "express";
import { authorize, sendHttpError } from "../access/authorize";
import type { AppServices } from "../context";
import { AppError, validationFailed } from "../errors";
import { loadRfqDocument } from "./rfq-document";
import { purchaseOrderPdf, rfqPdf } from "./rfq-pdf";
import { rfqWords } from "./rfq-text";

function sendPdf(res: Response, fileName: string, content: Uint8Array): void {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.send(Buffer.from(content));
}

export function rfqFileRoutes(services: AppServices): Router {
  const routes = express.Router();

  /** The signed-in reader's RFQ document, its words and the reader's language. */
  async function documentFor(req: Request) {
    const auth = await authorize(services, req, "view_rfqs");
    const parsed = rfqIdInput.safeParse({ id: req.params.id });
    if (!parsed.success) throw validationFailed(parsed.error);
    const language = validationLanguageOf(auth.user.language);
    const data = await loadRfqDocument(auth.ctx.db, auth.scope, parsed.data.id);
    return { data, language, words: rfqWords(language) };
  }

  routes.get("/rfqs/:id/pdf", async (req: Request, res: Response) => {
    try {
      const { data, language, words } = await documentFor(req);
      sendPdf(res, words.fileName(data.rfq.id), await rfqPdf(data, language));
    } catch (error) {
      sendHttpError(res, error, "rfqs/pdf");
    }
  });

  routes.get("/rfqs/:id/purchase-order.pdf", async (req: Request, res: Response) => {
    try {
      const { data, language, words } = await documentFor(req);
      const { accepted } = data;
      if (!accepted) throw new AppError("CONFLICT", "No quote of this RFQ is accepted yet");
      sendPdf(res, words.poFileName(data.rfq.id), await purchaseOrderPdf({ ...data, accepted }, language));
    } catch (error) {
      sendHttpError(res, error, "rfqs/purchase-order");
    }
  });

  return routes;
}
