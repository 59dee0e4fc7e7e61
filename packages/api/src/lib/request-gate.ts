/**
 * Fair admission for the embedded database. PGlite runs one statement at a time on the server's
 * own thread; left alone, a hundred concurrent requests interleave their statements in its queue,
 * so every request waits behind every other one's statements and the slowest time out. The gate
 * admits a few requests at a time in arrival order: an admitted request finishes quickly, the
 * others wait their turn in line, and latency grows with the queue's length instead of with the
 * number of statements in flight. A queue past its limit answers 503 with Retry-After rather than
 * keeping a client waiting for ever.
 *
 * PostgreSQL needs no gate: its connection pool queues fairly and the server runs statements in
 * parallel.
 */

import { serverMessageText, validationLanguageOf } from "@plantwise/shared";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import pLimit from "p-limit";

export interface RequestGateOptions {
  /** Requests served at once: enough to overlap one request's JavaScript with another's statements. */
  concurrency: number;
  /** Requests allowed to wait; beyond it the answer is 503. */
  maxQueue: number;
  /** Requests that never take a turn: long-lived streams, which would hold theirs for ever. */
  bypass?: (req: Request) => boolean;
}

export interface RequestGate extends RequestHandler {
  /** Requests being served and waiting, for tests and the benchmark. */
  readonly activeCount: number;
  readonly pendingCount: number;
}

export function requestGate(options: RequestGateOptions): RequestGate {
  const limit = pLimit(options.concurrency);
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (options.bypass?.(req)) return next();
    if (limit.pendingCount >= options.maxQueue) {
      res.setHeader("Retry-After", "1");
      res.status(503).json({
        message: serverMessageText(
          "The server is busy; try again in a moment",
          validationLanguageOf(req.header("accept-language")),
        ),
      });
      return;
    }
    void limit(
      () =>
        new Promise<void>((done) => {
          // The turn ends when the answer is sent or the client goes away, whichever comes first.
          res.once("finish", done);
          res.once("close", done);
          // A client that left while waiting in line costs nothing.
          if (req.destroyed || res.writableEnded) return done();
          next();
        }),
    );
  };
  return Object.defineProperties(handler, {
    activeCount: { get: () => limit.activeCount },
    pendingCount: { get: () => limit.pendingCount },
  }) as RequestGate;
}
