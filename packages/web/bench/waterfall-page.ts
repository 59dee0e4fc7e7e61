/**
 * The browser side of the waterfall benchmark (bench/waterfall.ts bundles it and runs it in
 * Chromium): seeded spectra, and the timing of drawWaterfall against two references drawn on the
 * same canvas in the same page.
 */
import {
  drawWaterfall,
  type WaterfallDrawOptions,
  type WaterfallInput,
} from "../src/features/signals/charts/waterfall-draw";
import {
  amplitudeShare,
  cascadeLayout,
  decimateRow,
  rowOrigin,
} from "../src/features/signals/charts/waterfall-math";

/** A small seeded generator (mulberry32): the same rows on every run and machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rows like a machine's history: a noise floor, running-speed harmonics that wander a little, and a
 * bearing tone that grows from the oldest row to the newest.
 */
function spectra(rows: number, lines: number, df: number, seed: number): number[][] {
  const random = seeded(seed);
  return Array.from({ length: rows }, (_, r) => {
    const speed = 29.5 + random();
    const row = new Array<number>(lines + 1);
    for (let k = 0; k <= lines; k++) row[k] = 0.02 + 0.03 * random() * random();
    for (let h = 1; h <= 10; h++) {
      const k = Math.round((h * speed) / df);
      if (k <= lines) row[k] = (row[k] ?? 0) + (1.5 / h) * (0.8 + 0.4 * random());
    }
    const bearing = Math.round((7.13 * speed) / df);
    for (let j = -2; j <= 2; j++)
      row[bearing + j] = (row[bearing + j] ?? 0) + (0.05 + r / rows) * 0.6 * (1 - Math.abs(j) / 3);
    return row;
  });
}

export interface CaseResult {
  name: string;
  median: number;
  min: number;
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function run({
  rows = 100,
  lines = 3200,
  width = 1400,
  height = 700,
  runs = 15,
  warmUp = 3,
  seed = 20260115,
} = {}): { cases: CaseResult[]; columns: number } {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2D context");
  const df = 0.5;
  const input: WaterfallInput = {
    rows: spectra(rows, lines, df, seed),
    df,
    runningSpeedHz: new Array(rows).fill(30),
  };
  let max = 0;
  for (const row of input.rows) for (let k = 0; k < row.length; k++) max = Math.max(max, row[k] ?? 0);
  const options: WaterfallDrawOptions = {
    width,
    height,
    pixelRatio: 1,
    plot: { left: 56, top: 12, width: width - 56 - 72, height: height - 12 - 46 },
    view: "cascade",
    mode: "hz",
    xDomain: [0, lines * df],
    amplitudeMax: max,
    scale: "linear",
    colors: { line: "#6b7280", newest: "#1d4ed8" },
  };
  const layout = cascadeLayout(options.plot, rows);

  // Canvas calls are recorded and rasterised later; reading a pixel back makes the time include
  // the rasterisation. Every case pays the same read.
  const flush = () => ctx.getImageData(0, 0, 1, 1);
  // Reference 1: the same rows drawn the obvious way: every line of every row as one unfilled
  // polyline, at the same place and scale (no decimation, no hidden-line fill).
  const polylines = () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.strokeStyle = options.colors.line;
    ctx.lineWidth = 1;
    const step = layout.rowWidth / lines;
    for (let i = 0; i < rows; i++) {
      const row = input.rows[i]!;
      const origin = rowOrigin(layout, i);
      ctx.beginPath();
      ctx.moveTo(origin.x, origin.y - ((row[0] ?? 0) / max) * layout.rowHeight);
      for (let k = 1; k < row.length; k++)
        ctx.lineTo(origin.x + k * step, origin.y - ((row[k] ?? 0) / max) * layout.rowHeight);
      ctx.stroke();
    }
  };
  // For comparison, hidden lines removed the other way: rows back to front, each row's decimated
  // path filled with the background and then stroked. Same picture; the fill is what costs.
  const columns = Math.floor(layout.rowWidth);
  const out = new Float64Array(columns * 4);
  const fillThenStroke = () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.lineWidth = 1;
    ctx.lineJoin = "bevel";
    ctx.fillStyle = "#ffffff";
    ctx.strokeStyle = options.colors.line;
    for (let i = 0; i < rows; i++) {
      const row = input.rows[i]!;
      const origin = rowOrigin(layout, i);
      const n = decimateRow(row, 0, lines, 0, columns / lines, columns, out);
      ctx.beginPath();
      ctx.moveTo(origin.x, origin.y);
      for (let j = 0; j < n; j++) {
        ctx.lineTo(
          origin.x + out[j * 2]!,
          origin.y - amplitudeShare(out[j * 2 + 1]!, max, "linear") * layout.rowHeight,
        );
      }
      ctx.lineTo(origin.x + columns, origin.y);
      ctx.fill();
      ctx.stroke();
    }
  };
  // Reference 2: writing every pixel of the canvas once, the floor of any full redraw.
  const image = ctx.createImageData(width, height);
  for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 31) & 255;
  const putImage = () => ctx.putImageData(image, 0, 0);

  const cases: { name: string; draw: () => void; runs: number }[] = [
    { name: "cascade, hidden lines removed", draw: () => drawWaterfall(ctx, input, options), runs },
    {
      name: "cascade, log amplitude",
      draw: () => drawWaterfall(ctx, input, { ...options, scale: "log" }),
      runs,
    },
    { name: "colour map", draw: () => drawWaterfall(ctx, input, { ...options, view: "colormap" }), runs },
    { name: "ref: plain polylines, all points", draw: polylines, runs },
    { name: "cmp: fill then stroke, back to front", draw: fillThenStroke, runs: Math.min(runs, 5) },
    { name: "ref: one putImageData", draw: putImage, runs },
  ];
  for (const c of cases) {
    for (let i = 0; i < warmUp; i++) {
      c.draw();
      flush();
    }
  }
  // Round robin: a busy machine slows every case alike instead of whichever ran at the time.
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    cases.forEach((c, i) => {
      if (round >= c.runs) return;
      const start = performance.now();
      c.draw();
      flush();
      samples[i]!.push(performance.now() - start);
    });
  }
  const results = cases.map((c, i) => ({
    name: c.name,
    median: median(samples[i]!),
    min: Math.min(...samples[i]!),
  }));
  canvas.remove();
  return { cases: results, columns };
}
