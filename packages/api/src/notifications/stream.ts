/**
 * GET /api/notifications/stream: server-sent events for the open web app. On connect it sends the
 * unread count (`event: unread`), then every new notification of the signed-in user as it commits
 * (`event: notification`, followed by the new count), and a comment line every
 * STREAM_HEARTBEAT_MS so proxies keep the connection open. Closing the request unsubscribes and
 * stops the heartbeat: nothing is kept per connection after it ends.
 *
 * The stream lives no longer than its session: a sign-out (or renewal) in this process ends it at
 * once, and every STREAM_SESSION_CHECK_MS it asks whether the session still holds (ended by
 * another process, revoked, expired, or its user deactivated), ending the response when it does
 * not. The client's reconnection then meets the same 401 as any other request.
 *
 * Authenticated like every API request, by the bearer session: the web app reads the stream with
 * fetch (which can send the Authorization header, unlike EventSource), so the token never appears
 * in a URL or a server log. Mount before the REST facade:
 *   app.use("/api", notificationStreamRoutes(services));
 */
import { schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { authorize, sendHttpError } from "../access/authorize";
import { onSessionEnd, sessionIsCurrent } from "../access/sessions";
import type { AppServices } from "../context";
import { AppError } from "../errors";
import { notificationHub } from "./hub";
import { countUnread, notificationColumns } from "./notification-rows";

const { notifications } = schema;

export const STREAM_HEARTBEAT_MS = 25_000;
/** How often an open stream re-reads its session: the longest a sign-out elsewhere goes unseen. */
export const STREAM_SESSION_CHECK_MS = 30_000;

export function notificationStreamRoutes(
  services: AppServices,
  options: { heartbeatMs?: number; sessionCheckMs?: number } = {},
): Router {
  const api = express.Router();
  api.get("/notifications/stream", async (req: Request, res: Response) => {
    let userId: number;
    let sessionId: string;
    try {
      const { user, ctx } = await authorize(services, req);
      userId = user.id;
      sessionId = ctx.session.id;
    } catch (error) {
      sendHttpError(res, error, "notifications/stream");
      return;
    }

    // Writes go one after another, so a notification and the count after it keep their order.
    let queue = Promise.resolve();
    let closed = false;
    const send = (work: () => Promise<string | null>) => {
      queue = queue
        .then(async () => {
          if (closed) return;
          const chunk = await work();
          if (chunk && !closed) res.write(chunk);
        })
        .catch((error) => console.error("[notifications/stream]", error));
    };
    const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    const unreadEvent = async () => event("unread", { unread: await countUnread(services.db, userId) });

    let unsubscribe: (() => void) | null = null;
    const heartbeat = setInterval(() => {
      if (!closed) res.write(": ping\n\n");
    }, options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    const sessionCheck = setInterval(() => {
      sessionIsCurrent(services.db, sessionId).then(
        (current) => {
          if (!current) endWithSession();
        },
        (error) => console.error("[notifications/stream] session check failed", error),
      );
    }, options.sessionCheckMs ?? STREAM_SESSION_CHECK_MS);
    sessionCheck.unref();
    // Listening from before the first await on, so a sign-out while the stream starts is not missed.
    const stopWatchingSession = onSessionEnd(sessionId, () => endWithSession());
    const cleanup = () => {
      closed = true;
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      stopWatchingSession();
      unsubscribe?.();
      unsubscribe = null;
    };
    /** The session ended: the stream ends too (a 401 when it had not started yet). */
    const endWithSession = () => {
      if (closed) return;
      cleanup();
      if (res.headersSent) res.end();
      else sendHttpError(res, new AppError("UNAUTHORIZED", "Not authorized"), "notifications/stream");
    };
    // The response closes when the client goes away (the request's own close fires once its body is read).
    res.on("close", cleanup);

    try {
      // Subscribed before the first count is read, so nothing committed in between is missed.
      const off = await notificationHub(services.db).subscribe(userId, (signal) => {
        send(async () => {
          const [row] = await services.db
            .select(notificationColumns)
            .from(notifications)
            .where(and(eq(notifications.id, signal.id), eq(notifications.user_id, userId)));
          return row ? event("notification", row) + (await unreadEvent()) : null;
        });
      });
      if (closed) {
        // The client went away, or the session ended, while the subscription started.
        off();
        return;
      }
      unsubscribe = off;
    } catch (error) {
      cleanup();
      console.error("[notifications/stream] cannot listen", error);
      if (!res.headersSent) res.status(503).json({ message: "Real-time notifications are unavailable" });
      return;
    }

    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache, no-transform");
    res.setHeader("Connection", "keep-alive");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    res.write("retry: 5000\n\n");
    send(unreadEvent);
  });
  return api;
}
