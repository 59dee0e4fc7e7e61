/**
 * Benchmark (not a test): `pnpm --filter @plantwise/web bench`.
 * Bundles the waterfall drawing (src/features/signals/charts/waterfall-draw.ts, through
 * bench/waterfall-page.ts) with vite, runs it in headless Chromium on a 1400 × 700 canvas with
 * 100 seeded rows of 3 200 lines, and prints the median draw time of the cascade and colour map
 * with its ratio to two references measured in the same page:
 *   - plain polylines: the same 100 rows stroked point by point, unfilled (the obvious way to draw
 *     them, with less work per point than the cascade's fill + stroke), so the ratio shows what the
 *     per-column decimation saves;
 *   - one putImageData of the whole canvas: the cost of touching every pixel once, a floor no full
 *     redraw can beat.
 * It also times, for comparison, hidden lines removed by filling each row's area with the background
 * before stroking it (back to front): the same picture, which the cascade draws with a floating
 * horizon instead (waterfall-draw.ts) because that fill dominates the time.
 * Times include rasterisation (a one-pixel read-back forces it). There is no pass/fail: wall-clock
 * time depends on the machine; the ratios are the comparable numbers.
 */
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { build, type Rollup } from "vite";

const here = import.meta.dirname;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: path.resolve(here, ".."),
    build: {
      write: false,
      minify: false,
      target: "es2022",
      lib: { entry: path.join(here, "waterfall-page.ts"), formats: ["iife"], name: "WaterfallBench" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs[0]?.output.find((o): o is Rollup.OutputChunk => o.type === "chunk");
  if (!chunk) throw new Error("vite produced no bundle for bench/waterfall-page.ts");
  return chunk.code;
}

interface CaseResult {
  name: string;
  median: number;
  min: number;
}

const code = await bundle();
const browser = await chromium.launch({
  executablePath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 700 }, deviceScaleFactor: 1 });
  await page.setContent("<!doctype html><html><body style='margin:0'></body></html>");
  await page.addScriptTag({ content: code });
  const { cases, columns } = (await page.evaluate("WaterfallBench.run()")) as {
    cases: CaseResult[];
    columns: number;
  };
  const byName = new Map(cases.map((c) => [c.name, c]));
  const polylines = byName.get("ref: plain polylines, all points")!;
  const putImage = byName.get("ref: one putImageData")!;
  console.log(
    `Waterfall drawing: 100 rows × 3 200 lines on a 1400 × 700 canvas, rows ${columns} px wide ` +
      `(at most ${2 * columns} points per row after decimation)`,
  );
  console.log(`Chromium ${browser.version()} (--disable-gpu: software raster), ${os.cpus().length} CPUs`);
  console.log(
    "Median and best of 15 draws (5 for the fill comparison) after 3 warm-ups, rasterisation included\n",
  );
  const pad = (s: string, n: number) => s.padEnd(n);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${pad("case", 40)}${pad("median", 11)}${pad("best", 11)}${pad("÷ polylines", 14)}÷ putImageData`,
  );
  for (const c of cases) {
    console.log(
      `${pad(c.name, 40)}${pad(ms(c.median), 11)}${pad(ms(c.min), 11)}` +
        `${pad((c.median / polylines.median).toFixed(2), 14)}${(c.median / putImage.median).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
}
