/**
 * The first page's JavaScript, from Vite's build manifest (dist/.vite/manifest.json): the entry
 * chunk of index.html and every chunk it imports statically, transitively. Dynamic imports (the
 * screens, the signed-in shell) load later and are not counted.
 */
import { gzipSync } from "node:zlib";

/** One chunk of Vite's manifest (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

/** The budget for the first page's JavaScript, gzipped. */
export const FIRST_PAGE_JS_LIMIT_BYTES = 300 * 1024;

/** The JavaScript files the browser must load before the first page runs, entry first. */
export function firstPageFiles(manifest: Manifest, entryKey = "index.html"): string[] {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`the manifest has no entry "${entryKey}"`);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names "${key}" as an import but has no such chunk`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

/** Each first-page file with its gzip size (node:zlib, default level), and their total. */
export function firstPageGzip(
  manifest: Manifest,
  read: (file: string) => Uint8Array,
  entryKey = "index.html",
): { files: SizedFile[]; totalBytes: number } {
  const files = firstPageFiles(manifest, entryKey).map((file) => ({
    file,
    gzipBytes: gzipSync(read(file)).length,
  }));
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The first page against a budget, with a summary naming each file. */
export function firstPageReport(
  manifest: Manifest,
  read: (file: string) => Uint8Array,
  limitBytes = FIRST_PAGE_JS_LIMIT_BYTES,
): { files: SizedFile[]; totalBytes: number; withinLimit: boolean; summary: string } {
  const { files, totalBytes } = firstPageGzip(manifest, read);
  const summary = [
    `first page JavaScript: ${kib(totalBytes)} gzipped (limit ${kib(limitBytes)})`,
    ...files.map((f) => `  ${f.file}  ${kib(f.gzipBytes)}`),
  ].join("\n");
  return { files, totalBytes, withinLimit: totalBytes <= limitBytes, summary };
}

/** The script and modulepreload JavaScript files a built index.html names. */
export function htmlScriptFiles(html: string): string[] {
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set(files)];
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
