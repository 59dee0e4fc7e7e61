/**
 * The security headers on every kind of answer: the app's page, a hashed asset, a REST answer, a
 * tRPC answer and a 404. The Content-Security-Policy allows the page's inline script by its hash
 * and nothing inline besides; HSTS is sent only over TLS (here: a trusted proxy's
 * X-Forwarded-Proto), never over plain http. The HTTP layer does not depend on the database, so
 * one driver (PGlite) is enough.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS_HEADER, inlineScriptHashes } from "../src/lib/security-headers";
import { createApp } from "../src/server";
import { startTestApp, type TestApp } from "./harness";

const THEME_SCRIPT = `
      try {
        if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
      } catch {}
    `;
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>`;
const THEME_HASH = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;

/** The policy's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("security headers", () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), "plantwise-web-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
    writeFileSync(path.join(webDist, "assets", "index-Abc123.js"), "export const x = 1;\n");
    app = await startTestApp("pglite", { webDist });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("hashes inline scripts exactly as written and skips scripts loaded from a file", () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([THEME_HASH]);
    expect(inlineScriptHashes(`<script src="/a.js"></script><SCRIPT>x()</SCRIPT >`)).toEqual([
      `'sha256-${createHash("sha256").update("x()").digest("base64")}'`,
    ]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });

  it.each([
    ["the app's page", "/", "GET"],
    ["a client-side route", "/equipments/12/details/main", "GET"],
    ["a hashed asset", "/assets/index-Abc123.js", "GET"],
    ["a REST answer", "/api/openapi.json", "GET"],
    ["a REST 401", "/api/auth/user", "GET"],
    ["a tRPC answer", "/trpc/auth.login", "POST"],
    ["the health check", "/health", "GET"],
  ])("sends the policy on %s (%s)", async (_label, pagePath, method) => {
    const res = await fetch(`${app.url}${pagePath}`, {
      method,
      ...(method === "POST" ? { headers: { "content-type": "application/json" }, body: "{}" } : {}),
    });
    await res.arrayBuffer();
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    // The theme script by its hash, files from this origin, and nothing inline or evaluated.
    expect(csp.get("script-src")).toEqual(["'self'", THEME_HASH]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-eval/);
    // Framing: the policy and the older header agree.
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Plain http: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("does not believe an untrusted client that claims https", async () => {
    const res = await fetch(`${app.url}/`, { headers: { "x-forwarded-proto": "https" } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  describe("behind a trusted TLS-terminating proxy", () => {
    let server: Server;
    let url: string;

    beforeAll(async () => {
      const proxied = createApp({ db: app.handle.db, driver: app.handle.driver }, { webDist });
      // As a deployment that trusts its local reverse proxy: X-Forwarded-Proto decides req.secure.
      proxied.set("trust proxy", "loopback");
      server = proxied.listen(0, "127.0.0.1");
      await new Promise<void>((resolve) => server.once("listening", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it.each(["/", "/assets/index-Abc123.js", "/api/openapi.json"])(
      "sends HSTS when the request came over https (%s)",
      async (pagePath) => {
        const res = await fetch(`${url}${pagePath}`, { headers: { "x-forwarded-proto": "https" } });
        await res.arrayBuffer();
        expect(res.headers.get("strict-transport-security")).toBe(HSTS_HEADER);
        expect(HSTS_HEADER).toMatch(/^max-age=31536000$/);
      },
    );

    it("sends no HSTS when the proxy says the request came over http", async () => {
      const res = await fetch(`${url}/`, { headers: { "x-forwarded-proto": "http" } });
      await res.arrayBuffer();
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("content-security-policy")).toContain(THEME_HASH);
    });
  });
});
