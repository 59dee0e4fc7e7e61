import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "../access/sessions";
import { notificationHub } from "./hub";
import { notificationStreamRoutes } from "./stream";

/** An open notification stream: its events as they come, and whether the server has ended it. */
interface OpenStream {
  firstEvent: Promise<string>;
  /** Resolves when the server ends the response (not when the test aborts it). */
  ended: Promise<void>;
  abort(): void;
}

async function openStream(baseUrl: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let resolveFirst: (event: string) => void = () => {};
  const firstEvent = new Promise<string>((resolve) => {
    resolveFirst = resolve;
  });
  const ended = (async () => {
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += value;
      const event = /^event: (.*)$/m.exec(text)?.[1];
      if (event) resolveFirst(event);
    }
  })();
  return { firstEvent, ended, abort: () => controller.abort() };
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An open notification stream lives no longer than the session that opened it: a sign-out in this
 * process ends it at once; a session ended behind the process's back (another process, a
 * revocation, the absolute lifetime) ends it at the next periodic check.
 */
describe.each(testDrivers())("the notification stream and its session on %s", (driver) => {
  const app = useTestApp(driver);
  /** The stream alone, checking its session every 100 ms instead of every 30 s. */
  let quickServer: Server;
  let quickUrl: string;

  beforeAll(async () => {
    const quick = express();
    quick.use("/api", notificationStreamRoutes({ db: app.handle.db, driver }, { sessionCheckMs: 100 }));
    quickServer = quick.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => quickServer.once("listening", resolve));
    quickUrl = `http://127.0.0.1:${(quickServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    quickServer?.closeAllConnections();
    await new Promise<void>((resolve) => quickServer.close(() => resolve()));
  });

  it("ends the stream as soon as its session signs out", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const stream = await openStream(app.url, token);
    try {
      expect(await stream.firstEvent).toBe("unread");
      // Still open while the session holds.
      expect(await settlesWithin(stream.ended, 300)).toBe(false);
      const out = await app.call("GET", "/api/auth/logout", { token });
      expect(out.status).toBe(200);
      // Well before the 30-second session check: the sign-out itself ends it.
      expect(await settlesWithin(stream.ended, 2000)).toBe(true);
      expect(
        (
          await fetch(`${app.url}/api/notifications/stream`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(401);
    } finally {
      stream.abort();
    }
  });

  it("keeps another session's stream of the same user open", async () => {
    const kept = await app.signIn("plantuser@plantwise.demo");
    const other = await app.signIn("plantuser@plantwise.demo");
    const stream = await openStream(app.url, kept);
    try {
      expect(await stream.firstEvent).toBe("unread");
      expect((await app.call("GET", "/api/auth/logout", { token: other })).status).toBe(200);
      expect(await settlesWithin(stream.ended, 500)).toBe(false);
    } finally {
      stream.abort();
    }
  });

  it("ends the stream of a session deleted behind this process's back", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const stream = await openStream(quickUrl, token);
    try {
      expect(await stream.firstEvent).toBe("unread");
      expect(await settlesWithin(stream.ended, 300)).toBe(false);
      await app.handle.db.delete(schema.sessions).where(eq(schema.sessions.id, token.split(".")[0]!));
      expect(await settlesWithin(stream.ended, 3000)).toBe(true);
    } finally {
      stream.abort();
    }
  });

  it("ends the stream when its session passes its absolute lifetime", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const stream = await openStream(quickUrl, token);
    try {
      expect(await stream.firstEvent).toBe("unread");
      await app.handle.db
        .update(schema.sessions)
        .set({ created_at: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 60_000) })
        .where(eq(schema.sessions.id, token.split(".")[0]!));
      expect(await settlesWithin(stream.ended, 3000)).toBe(true);
    } finally {
      stream.abort();
    }
  });

  it("leaves no subscription behind once the streams have ended", async () => {
    await expect.poll(() => notificationHub(app.handle.db).size(), { timeout: 5000, interval: 20 }).toBe(0);
  });
});
