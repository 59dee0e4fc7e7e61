/**
 * How the app serves the built web app and its answers: compressed (brotli or gzip, as the browser
 * asks) where that pays, hashed assets cached for good, index.html and the SPA fallback always
 * revalidated, and the notification stream never held in a compressor's buffer. The HTTP layer
 * does not depend on the database, so one driver (PGlite) is enough.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness";

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET, its body as sent on the wire (node:http decodes nothing, unlike fetch). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decode(res: RawResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
}

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>`;
/** A JS chunk well over compression's 1 KB threshold, and as repetitive as real code. */
const ASSET_JS = `export function screen(){return "${"plant ".repeat(40)}";}\n`.repeat(60);

describe("serving the web app and compressing answers", () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), "plantwise-web-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDist, "assets", "index-Abc123.js"), ASSET_JS);
    writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\nDisallow:\n");
    writeFileSync(
      path.join(webDist, "manual.pdf"),
      Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(4096)]),
    );
    app = await startTestApp("pglite", { webDist });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
  ])("Accept-Encoding: %s", (accept, expected) => {
    it(`sends a large JSON answer as ${expected}`, async () => {
      const res = await get(`${app.url}/api/openapi.json`, { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["content-encoding"]).toBe(expected);
      const document = JSON.parse(decode(res));
      expect(document.openapi).toMatch(/^3\./);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(decode(res)) / 3);
    });

    it(`sends a JS asset as ${expected}, unchanged once decoded`, async () => {
      const res = await get(`${app.url}/assets/index-Abc123.js`, { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(res.headers["content-encoding"]).toBe(expected);
      expect(decode(res)).toBe(ASSET_JS);
      expect(res.body.length).toBeLessThan(ASSET_JS.length / 10);
    });
  });

  it("sends answers as they are to a client that asks for no encoding", async () => {
    const res = await get(`${app.url}/assets/index-Abc123.js`, { "accept-encoding": "identity" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString("utf8")).toBe(ASSET_JS);
  });

  it("leaves an already compressed type (a PDF) alone", async () => {
    const res = await get(`${app.url}/manual.pdf`, { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
  });

  it("caches hashed assets for a year without revalidation", async () => {
    const res = await get(`${app.url}/assets/index-Abc123.js`);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers an asset the build does not have with 404, not with the SPA's page", async () => {
    const res = await get(`${app.url}/assets/screen-Gone999.js`);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it.each(["/", "/index.html", "/login/sign-in", "/equipments/12/details/main", "/assets/21/details"])(
    "revalidates the app's page on every load (%s)",
    async (pagePath) => {
      const res = await get(`${app.url}${pagePath}`, { "accept-encoding": "gzip" });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decode(res)).toBe(INDEX_HTML);
    },
  );

  it("caches the build's other files for a short while", async () => {
    const res = await get(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("streams notifications uncompressed, the first event arriving while the stream stays open", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    const first = await new Promise<{ headers: RawResponse["headers"]; text: string }>((resolve, reject) => {
      const req = request(
        `${app.url}/api/notifications/stream`,
        { headers: { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
            // The stream never ends by itself: the first whole event must come through on its own.
            if (/event: unread\ndata: .*\n\n/.test(text)) {
              resolve({ headers: res.headers, text });
              req.destroy();
            }
          });
          res.on("end", () => reject(new Error(`the stream ended before its first event: ${text}`)));
        },
      );
      req.on("error", (error) => {
        if (!req.destroyed) reject(error);
      });
      req.end();
    });
    expect(first.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.text).toMatch(/event: unread\ndata: \{"unread":\d+\}\n\n/);
  });
});
