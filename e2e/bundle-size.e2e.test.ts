import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FIRST_PAGE_JS_LIMIT_BYTES,
  firstPageFiles,
  firstPageGzip,
  firstPageReport,
  htmlScriptFiles,
  kib,
  type Manifest,
} from "./bundle-size";

const dist = path.resolve(import.meta.dirname, "..", "packages", "web", "dist");

describe("first-page size computation", () => {
  // entry → framework → shared, a screen only by dynamic import, a CSS file among the imports.
  const manifest: Manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_framework.js", "_shared.js"],
      dynamicImports: ["src/screen.tsx"],
    },
    "_framework.js": { file: "assets/framework.js", imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
    "_style.css": { file: "assets/style.css" },
    "src/screen.tsx": { file: "assets/screen.js", imports: ["_shared.js", "_chart.js"] },
    "_chart.js": { file: "assets/chart.js" },
  };
  const bytes: Record<string, Uint8Array> = {
    "assets/index.js": Buffer.from("console.log('entry');\n".repeat(40)),
    "assets/framework.js": Buffer.from("x"),
    "assets/shared.js": Buffer.from("y"),
    "assets/screen.js": Buffer.from("never read"),
    "assets/chart.js": Buffer.from("never read"),
  };
  const read = (file: string) => {
    const content = bytes[file];
    if (!content) throw new Error(`read ${file}`);
    return content;
  };

  it("follows the entry's static imports once each, not its dynamic imports", () => {
    expect(firstPageFiles(manifest)).toEqual(["assets/index.js", "assets/framework.js", "assets/shared.js"]);
  });

  it("adds up each file's gzip size", () => {
    const { files, totalBytes } = firstPageGzip(manifest, read);
    expect(files.map((f) => f.file)).toEqual(["assets/index.js", "assets/framework.js", "assets/shared.js"]);
    // 40 repeated lines compress to far less than their 880 bytes; one byte gzips to 21.
    expect(files[0]?.gzipBytes).toBeLessThan(100);
    expect(files[1]?.gzipBytes).toBe(21);
    expect(totalBytes).toBe(files.reduce((sum, f) => sum + f.gzipBytes, 0));
  });

  it("fails the budget when a screen becomes a static import of the entry", () => {
    const withScreen = (imports: string[]): Manifest => ({
      ...manifest,
      "index.html": { file: "assets/index.js", isEntry: true, imports },
    });
    const big: Record<string, Uint8Array> = {
      "assets/screen.js": randomBytes(4096),
      "assets/chart.js": randomBytes(4096),
    };
    const readBig = (file: string) => big[file] ?? read(file);
    const lazy = firstPageReport(withScreen(["_framework.js"]), readBig, 2048);
    const eager = firstPageReport(withScreen(["_framework.js", "src/screen.tsx"]), readBig, 2048);
    expect(lazy.withinLimit).toBe(true);
    expect(eager.files.map((f) => f.file)).toEqual([
      "assets/index.js",
      "assets/framework.js",
      "assets/shared.js",
      "assets/screen.js",
      "assets/chart.js",
    ]);
    expect(eager.totalBytes).toBeGreaterThan(8192);
    expect(eager.withinLimit).toBe(false);
    expect(eager.summary).toContain("limit 2.0 KiB");
    expect(eager.summary).toContain("assets/chart.js");
  });

  it("refuses a manifest without the entry or with a dangling import", () => {
    expect(() => firstPageFiles({})).toThrow('no entry "index.html"');
    expect(() =>
      firstPageFiles({ "index.html": { file: "assets/index.js", isEntry: true, imports: ["_gone.js"] } }),
    ).toThrow('"_gone.js"');
  });

  it("reads the scripts and module preloads a built index.html names", () => {
    const html = `<script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/framework-B.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">`;
    expect(htmlScriptFiles(html)).toEqual(["assets/index-A.js", "assets/framework-B.js"]);
  });
});

describe("the built web app's first page", () => {
  const manifestPath = path.join(dist, ".vite", "manifest.json");

  it(`loads at most ${kib(FIRST_PAGE_JS_LIMIT_BYTES)} of JavaScript, gzipped`, () => {
    expect(existsSync(manifestPath), `${manifestPath} (build the web app first)`).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
    const report = firstPageReport(manifest, (file) => readFileSync(path.join(dist, file)));
    console.log(report.summary);
    // The manifest and the HTML the browser gets agree on what the first page loads.
    const html = readFileSync(path.join(dist, "index.html"), "utf8");
    expect(htmlScriptFiles(html).sort()).toEqual(report.files.map((f) => f.file).sort());
    expect(report.withinLimit, report.summary).toBe(true);
  });
});
