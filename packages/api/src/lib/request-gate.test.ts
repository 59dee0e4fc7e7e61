import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { requestGate } from "./request-gate";

/** An app whose `/work/:n` answers only when the test releases request n. */
async function gatedApp(options: { concurrency: number; maxQueue: number }) {
  const gate = requestGate({ ...options, bypass: (req) => req.originalUrl.startsWith("/stream") });
  const started: number[] = [];
  const release = new Map<number, () => void>();
  let peak = 0;
  const app = express();
  app.use(gate);
  app.get("/work/:n", async (req, res) => {
    const n = Number(req.params.n);
    started.push(n);
    peak = Math.max(peak, gate.activeCount);
    await new Promise<void>((resolve) => release.set(n, resolve));
    res.json({ n });
  });
  app.get("/stream", (_req, res) => {
    res.json({ stream: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    gate,
    started,
    release,
    peak: () => peak,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the condition holds (the server's event loop moves on between checks). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let closeApp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeApp?.();
  closeApp = undefined;
});

describe("requestGate", () => {
  it("serves a few requests at a time, in the order they arrived", async () => {
    const app = await gatedApp({ concurrency: 2, maxQueue: 100 });
    closeApp = app.close;
    const answers: Promise<Response>[] = [];
    for (let n = 1; n <= 6; n++) {
      answers.push(fetch(`${app.url}/work/${n}`));
      // Arrival order is the order the server sees the requests in.
      await until(() => app.gate.activeCount + app.gate.pendingCount === n);
    }
    await until(() => app.started.length === 2);
    expect(app.gate.pendingCount).toBe(4);
    for (let n = 1; n <= 6; n++) {
      await until(() => app.release.has(n));
      app.release.get(n)!();
    }
    const bodies = await Promise.all(answers.map(async (a) => (await (await a).json()) as { n: number }));
    expect(bodies.map((b) => b.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(app.started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(app.peak()).toBe(2);
  });

  it("answers 503 with Retry-After when the line is full, in the caller's language", async () => {
    const app = await gatedApp({ concurrency: 1, maxQueue: 1 });
    closeApp = app.close;
    const first = fetch(`${app.url}/work/1`);
    await until(() => app.started.length === 1);
    const second = fetch(`${app.url}/work/2`);
    await until(() => app.gate.pendingCount === 1);
    const refused = await fetch(`${app.url}/work/3`, { headers: { "accept-language": "es" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "El servidor está ocupado; inténtelo de nuevo en un momento",
    );
    app.release.get(1)!();
    await until(() => app.release.has(2));
    app.release.get(2)!();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("frees a turn when a client goes away, and lets bypassed routes through at once", async () => {
    const app = await gatedApp({ concurrency: 1, maxQueue: 10 });
    closeApp = app.close;
    const aborted = new AbortController();
    const gone = fetch(`${app.url}/work/1`, { signal: aborted.signal }).catch(() => null);
    await until(() => app.started.length === 1);
    // The stream does not wait behind the busy turn.
    expect(((await (await fetch(`${app.url}/stream`)).json()) as { stream: boolean }).stream).toBe(true);
    const next = fetch(`${app.url}/work/2`);
    await until(() => app.gate.pendingCount === 1);
    aborted.abort();
    await gone;
    await until(() => app.release.has(2));
    app.release.get(2)!();
    expect((await next).status).toBe(200);
  });
});
