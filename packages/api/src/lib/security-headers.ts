/**
 * The security headers of every answer (the web app's pages and assets, `/api`, `/trpc`): helmet's
 * set with a Content-Security-Policy written for what the built web app does, and
 * Strict-Transport-Security only on requests that came over TLS.
 *
 * The policy, directive by directive:
 * - `script-src 'self'` plus the SHA-256 of each inline script of the built index.html (the theme
 *   script that must run before first paint). The hashes are read from the file once, when the app
 *   starts; a release restarts the process. No 'unsafe-inline', no 'unsafe-eval'.
 * - `style-src 'self' 'unsafe-inline'`: the stylesheet is a file, but the toasts (sonner) and the
 *   dialogs' scroll lock (Radix) insert `<style>` elements at run time with values computed then, so
 *   they cannot be hashed ahead of time; styles cannot run code.
 * - `img-src 'self' data: blob:`: equipment pictures are fetched with the session and shown as blob:
 *   URLs, the authenticator QR code is a data: PNG. `media-src 'self' blob:` for the sound player.
 * - `connect-src 'self'`: tRPC, the REST downloads and the notification stream are same-origin fetches.
 * - `font-src 'self'`, `worker-src 'self'`: none today; same-origin only if ever added.
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`, `script-src-attr 'none'`.
 * - `frame-ancestors 'self'`, with X-Frame-Options SAMEORIGIN for browsers that know only that.
 *
 * `upgrade-insecure-requests` is left out: on a plant network the app may be served over plain
 * http, where the directive would send the app's own assets to an https port that does not answer.
 *
 * HSTS is sent only when `req.secure`: the connection was TLS, or a proxy that the app's
 * `trust proxy` setting believes said so in X-Forwarded-Proto. Over plain http it means nothing
 * to a browser, and a client claiming https itself is not believed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** One year: long enough that a returning browser never falls back to http in between. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_SECONDS}`;

/**
 * The `'sha256-…'` source of every inline script of an HTML page, as the browser hashes it: the
 * exact text between `<script …>` and `</script>`. Scripts with `src` are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The Content-Security-Policy directives, given the inline-script hashes of the page served. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
}

/** The headers middleware; `indexHtml` is the built page whose inline scripts the policy allows. */
export function securityHeaders(options: { indexHtml: string | null }): RequestHandler {
  const html =
    options.indexHtml && existsSync(options.indexHtml) ? readFileSync(options.indexHtml, "utf8") : "";
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(inlineScriptHashes(html)),
    },
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "sameorigin" },
    // Sent below, over TLS only.
    strictTransportSecurity: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_HEADER);
    headers(req, res, next);
  };
}
