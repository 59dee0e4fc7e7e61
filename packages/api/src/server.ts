import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { captureExportRoutes } from "./analysis/service";
import type { TrustProxy } from "./config";
import { type AppServices, createContext } from "./context";
import { equipmentPictureRoutes } from "./equipments/service";
import { ingestRoutes } from "./ingest/service";
import { requestGate } from "./lib/request-gate";
import { securityHeaders } from "./lib/security-headers";
import { maintenanceFileRoutes, workOrderAttachmentRoutes } from "./maintenance/service";
import { notificationStreamRoutes } from "./notifications/service";
import { requisitionAttachmentRoutes } from "./requisitions/service";
import { restFacade } from "./rest/facade";
import { rfqFileRoutes } from "./rfqs/service";
import { appRouter } from "./root";
import { soundWaveformRoutes } from "./signals/service";
import { successFileRoutes } from "./success/service";

export interface AppOptions {
  /** The built web app (`packages/web/dist`); when missing, only the API is served. */
  webDist?: string | null;
  /**
   * Requests the embedded database serves at once (see lib/request-gate.ts); default 4. PostgreSQL
   * is not gated.
   */
  pgliteConcurrency?: number;
  /** Express's `trust proxy` (config TRUST_PROXY); default false: X-Forwarded-For is not believed. */
  trustProxy?: TrustProxy;
}

/** The largest /trpc request body read, in bytes (1 MiB, as the facade's express.json limit). */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/**
 * One Express app on one port (ARCHITECTURE.md): `/trpc` for the web app, `/api` for external
 * clients, `/health` for load balancers, and the built single-page app with its fallback.
 */
export function createApp(services: AppServices, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // The client address rate limits count under: the socket's unless a trusted proxy says otherwise.
  app.set("trust proxy", options.trustProxy ?? false);
  const webDist = options.webDist === undefined ? defaultWebDist : options.webDist;
  const indexHtml = webDist ? path.join(webDist, "index.html") : null;
  // CSP (allowing index.html's inline scripts by hash), frame-ancestors, nosniff, HSTS over TLS.
  app.use(securityHeaders({ indexHtml }));
  app.use(compression({ filter: worthCompressing }));

  app.get("/health", async (_req, res) => {
    try {
      await services.db.execute(sql`select 1`);
      res.json({ status: "ok", database: services.driver });
    } catch {
      res.status(503).json({ status: "unavailable", database: services.driver });
    }
  });

  if (services.driver === "pglite") {
    const gate = requestGate({
      concurrency: options.pgliteConcurrency ?? 4,
      maxQueue: 5_000,
      // The notification stream stays open for the whole visit: it would hold a turn for ever.
      bypass: (req) => req.originalUrl.startsWith("/api/notifications/stream"),
    });
    app.use(["/trpc", "/api"], gate);
  }

  app.use(
    "/trpc",
    createExpressMiddleware({
      router: appRouter,
      // The same cap as the REST facade's JSON bodies: a larger body is refused (413) while it
      // streams in, instead of being read whole into memory.
      maxBodySize: TRPC_MAX_BODY_BYTES,
      createContext: ({ req }) => createContext(services, req),
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          console.error(`[trpc] ${path ?? "?"}:`, error.cause ?? error);
      },
    }),
  );
  // Gateway batches: device-token auth and their own body limit (INGEST_LIMITS), before the facade.
  app.use("/api/ingest", ingestRoutes(services));
  // Multipart picture uploads and file downloads are plain Express routes, before the facade's catch-all.
  app.use("/api", equipmentPictureRoutes({ services }));
  app.use("/api", soundWaveformRoutes(services));
  app.use("/api", captureExportRoutes(services));
  app.use("/api", notificationStreamRoutes(services));
  app.use("/api", workOrderAttachmentRoutes({ services }));
  app.use("/api", requisitionAttachmentRoutes({ services }));
  app.use("/api", successFileRoutes(services));
  app.use("/api", rfqFileRoutes(services));
  app.use("/api", restFacade(services));
  // File downloads outside the documented /api paths (the Excel export of work orders).
  app.use(maintenanceFileRoutes(services));

  if (webDist && indexHtml && existsSync(indexHtml)) {
    // The build's hashed files never change under their name: cached for a year, never revalidated.
    app.use(
      "/assets",
      express.static(path.join(webDist, "assets"), { index: false, maxAge: "1y", immutable: true }),
    );
    // A chunk this build does not have (a page open across a release) is a 404, not the SPA's HTML;
    // a path without a file extension is the SPA's own asset route (/assets/12/details).
    app.use("/assets", (req, res, next) => {
      if (!path.extname(req.path)) return next();
      res.status(404).json({ message: "Not found" });
    });
    // Other files keep their names across releases (favicon …): a short cache. index.html is
    // revalidated on every load, so a release reaches the next visit.
    app.use(
      express.static(webDist, {
        index: false,
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (path.basename(file) === "index.html") res.setHeader("Cache-Control", "no-cache");
        },
      }),
    );
    // Every other GET is a client-side route: the SPA decides, including its own not-found page.
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(indexHtml);
    });
  } else {
    app.get("/", (_req, res) => {
      res
        .type("text/plain")
        .send(
          "Plantwise API is running. The web app is not built: run `pnpm start` (or `pnpm dev` for development).",
        );
    });
  }
  app.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return app;
}

/**
 * Compresses what compression's own filter deems compressible (JSON, HTML, JS, CSS, CSV …; not
 * images, PDFs, spreadsheets or archives, already compressed), except event streams: their events
 * must reach the browser as they are written, not wait in a compressor's buffer.
 */
function worthCompressing(req: Request, res: Response): boolean {
  const type = res.getHeader("Content-Type");
  if (typeof type === "string" && type.startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}
