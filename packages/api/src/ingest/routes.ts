/**
 * `POST /api/ingest/readings`: the HTTP entry of gateway batches, authenticated by the controller's
 * device token (`Authorization: Bearer pwd_…`), never by a session. The token is checked before
 * the body is read, and the body has its own JSON parser with the ingest limit (the REST facade's
 * is 1 MB); the router is mounted before the facade.
 */
import { INGEST_LIMITS } from "@plantwise/shared";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { type AppServices, bearerToken } from "../context";
import { authenticateGateway, type Gateway, ingestForController, UNAUTHORIZED } from "./ingest";

export function ingestRoutes(services: AppServices): Router {
  const router = express.Router();
  const parseJson = express.json({ limit: INGEST_LIMITS.maxBodyBytes, strict: true });

  router.post(
    "/readings",
    async (req: Request, res: Response, next: NextFunction) => {
      let gateway: Gateway | null;
      try {
        gateway = await authenticateGateway(services.db, bearerToken(req.header("authorization")));
      } catch (error) {
        console.error("[ingest] database failure while authenticating:", error);
        res
          .status(503)
          .json({ message: "Database unavailable: nothing was stored, send the batch again later" });
        return;
      }
      if (!gateway) {
        res.setHeader("WWW-Authenticate", "Bearer");
        res.status(UNAUTHORIZED.status).json(UNAUTHORIZED.body);
        return;
      }
      if (!req.is("application/json")) {
        res.status(415).json({ message: "Send the batch as application/json" });
        return;
      }
      res.locals.gateway = gateway;
      next();
    },
    parseJson,
    async (req: Request, res: Response) => {
      const outcome = await ingestForController(services.db, res.locals.gateway as Gateway, req.body);
      res.status(outcome.status).json(outcome.body);
    },
  );
  router.all("/readings", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "Only POST is supported on /ingest/readings" });
  });

  // Body parser failures: malformed JSON is bad input (422), an oversized body is 413.
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === "entity.parse.failed") {
      res
        .status(422)
        .json({ message: "Malformed batch: nothing was stored", messages: [["body: malformed JSON"]] });
    } else if (type === "entity.too.large") {
      res.status(413).json({
        message: `Batch too large: nothing was stored (limit ${INGEST_LIMITS.maxBodyBytes / 1024 / 1024} MB)`,
      });
    } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(415).json({ message: "Unsupported request encoding" });
    } else {
      console.error("[ingest] unexpected error:", error);
      res.status(500).json({ message: "Internal server error" });
    }
  });
  return router;
}
