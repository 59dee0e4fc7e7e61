import { describe, expect, it } from "vitest";
import { drawWaterfall, type WaterfallDrawOptions, type WaterfallInput } from "./waterfall-draw";
import { COLOUR_MAP_STOPS } from "./waterfall-math";

interface Call {
  op: string;
  args: number[];
  fillStyle: string;
  strokeStyle: string;
}

/** A 2D context that records the calls the drawing makes (jsdom has no canvas). */
function recordingContext() {
  const calls: Call[] = [];
  const state = { fillStyle: "", strokeStyle: "", lineWidth: 1, lineJoin: "miter" };
  const record =
    (op: string) =>
    (...args: number[]) => {
      calls.push({ op, args, fillStyle: state.fillStyle, strokeStyle: state.strokeStyle });
    };
  const images: { data: Uint8ClampedArray; width: number; height: number }[] = [];
  const ctx = Object.assign(state, {
    setTransform: record("setTransform"),
    clearRect: record("clearRect"),
    beginPath: record("beginPath"),
    moveTo: record("moveTo"),
    lineTo: record("lineTo"),
    fill: record("fill"),
    stroke: record("stroke"),
    createImageData(width: number, height: number) {
      const image = { data: new Uint8ClampedArray(width * height * 4), width, height };
      images.push(image);
      return image;
    },
    putImageData: (_image: unknown, x: number, y: number) => record("putImageData")(x, y),
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, images };
}

/** Three rows of 3 200 lines; row i has a peak of (i + 1) at line 1 000 + 500·i over a 0.1 floor. */
function input(): WaterfallInput {
  const rows = [0, 1, 2].map((i) =>
    Array.from({ length: 3201 }, (_, k) => (k === 1000 + 500 * i ? i + 1 : 0.1 + 0.05 * Math.sin(k))),
  );
  return { rows, df: 0.5, runningSpeedHz: [25, 25, 25] };
}

// A 400 × 240 canvas at 2 device pixels per CSS pixel; the plot 300 × 200 at (40, 10).
// Three rows: dy = 200·0.55 / 2 = 55, dx = 300·0.12 / 2 = 18, rows 264 px long (528 device
// columns) with a 90 px full scale. Baselines (device px): row 0 (152, 200), row 1 (116, 310),
// row 2 (80, 420).
const options: WaterfallDrawOptions = {
  width: 400,
  height: 240,
  pixelRatio: 2,
  plot: { left: 40, top: 10, width: 300, height: 200 },
  view: "cascade",
  mode: "hz",
  xDomain: [0, 1600],
  amplitudeMax: 3,
  scale: "linear",
  colors: { line: "grey", newest: "blue" },
};

/** The calls of each row's path, from its beginPath to the next. */
function paths(calls: Call[]): Call[][] {
  const out: Call[][] = [];
  for (const call of calls) {
    if (call.op === "beginPath") out.push([]);
    else if (out.length > 0) out.at(-1)!.push(call);
  }
  return out;
}

const points = (path: Call[]) => path.filter((c) => c.op === "moveTo" || c.op === "lineTo");
const ops = (path: Call[]) =>
  points(path).map((c) => `${c.op} ${c.args.map((v) => +v.toFixed(2)).join(",")}`);

describe("drawWaterfall, cascade", () => {
  it("strokes one path per row, front (newest, in its own colour) to back, and never fills", () => {
    const { ctx, calls } = recordingContext();
    drawWaterfall(ctx, input(), options);
    const rows = paths(calls);
    expect(rows).toHaveLength(3);
    expect(rows.map((p) => p.filter((c) => c.op === "stroke").map((c) => c.strokeStyle))).toEqual([
      ["blue"],
      ["grey"],
      ["grey"],
    ]);
    expect(calls.filter((c) => c.op === "fill")).toHaveLength(0);
    // Each row starts at its baseline's left end: front (80), then 116, then 152 device px.
    expect(rows.map((p) => Math.round(Math.min(...points(p).map((c) => c.args[0]!))))).toEqual([
      80, 116, 152,
    ]);
  });

  it("keeps each row's peak and never draws more points than twice the pixel columns", () => {
    const { ctx, calls } = recordingContext();
    drawWaterfall(ctx, input(), options);
    const columns = 528;
    const [front, middle, back] = paths(calls).map(points);
    // The front row is never hidden: its points are the decimated row, ~6 lines per column.
    expect(front!.length).toBeLessThanOrEqual(2 * columns);
    expect(front!.length).toBeGreaterThan(columns);
    // A hidden stretch costs one moveTo and one cut lineTo.
    for (const path of [middle!, back!]) {
      const moves = path.filter((c) => c.op === "moveTo").length;
      expect(path.length - moves).toBeLessThanOrEqual(2 * columns + moves);
    }
    // Peak (i + 1) of a full scale of 3 is (i + 1) / 3 of 180 device px over row i's baseline, at
    // line 1 000 + 500·i of 3 200 along its 528 columns.
    for (const [path, i, baseline, left] of [
      [front!, 2, 420, 80],
      [middle!, 1, 310, 116],
      [back!, 0, 200, 152],
    ] as const) {
      const top = path.reduce((a, b) => (b.args[1]! < a.args[1]! ? b : a));
      expect(top.args[1]).toBeCloseTo(baseline - ((i + 1) / 3) * 180);
      expect(top.args[0]).toBeCloseTo(left + ((1000 + 500 * i) / 3200) * columns);
    }
  });

  it("hides what lies behind a nearer row's area, cutting the line where it meets it", () => {
    // A 100 × 100 plot at 1 px per pixel: three rows 27.5 px apart and 6 px to the right of each
    // other, 88 px long, 45 px full scale; baselines at (0, 100), (6, 72.5) and (12, 45). Lines
    // 0…87 at one pixel each.
    const { ctx, calls } = recordingContext();
    const line = (value: (k: number) => number) => Array.from({ length: 88 }, (_, k) => value(k));
    const rows = [
      line(() => 0),
      // 0.2 of full scale: 9 px over its baseline, at y = 63.5.
      line(() => 0.2),
      // A plateau at full scale (y = 55) over lines 40…60, flat on its baseline elsewhere.
      line((k) => (k >= 40 && k <= 60 ? 1 : 0)),
    ];
    drawWaterfall(
      ctx,
      { rows, df: 1, runningSpeedHz: [null, null, null] },
      {
        ...options,
        width: 100,
        height: 100,
        pixelRatio: 1,
        plot: { left: 0, top: 0, width: 100, height: 100 },
        xDomain: [0, 88],
        amplitudeMax: 1,
      },
    );
    const [front, middle, back] = paths(calls).map(ops);
    expect(front).toHaveLength(88);
    // The middle row runs from x = 6 to 93; the plateau covers columns 40…60 up to y = 55, over
    // its y = 63.5: the line stops half-way into column 39→40 and resumes half-way 60→61.
    expect(middle).toEqual([
      "moveTo 6,63.5",
      ...Array.from({ length: 33 }, (_, j) => `lineTo ${7 + j},63.5`),
      "lineTo 39.5,63.5",
      "moveTo 60.5,63.5",
      ...Array.from({ length: 33 }, (_, j) => `lineTo ${61 + j},63.5`),
    ]);
    // The back row, on its baseline at y = 45, is above everything in front: all drawn.
    expect(back).toEqual(["moveTo 12,45", ...Array.from({ length: 87 }, (_, j) => `lineTo ${13 + j},45`)]);
  });

  it("cuts a zoomed-in row's long segments where a narrow peak in front crosses them", () => {
    // As above, but three lines per row stretched over the 88 px (44 px per line). The front row is
    // a triangle: (0, 100) → (44, 55) → (88, 100). The middle row is level at y = 63.5 from x = 6 to
    // 94: the triangle reaches over it for x + 0.5 from 36.5 to 51.5 (its height at a column's centre).
    const { ctx, calls } = recordingContext();
    drawWaterfall(
      ctx,
      {
        rows: [
          [0, 0, 0],
          [0.2, 0.2, 0.2],
          [0, 1, 0],
        ],
        df: 1,
        runningSpeedHz: [null, null, null],
      },
      {
        ...options,
        width: 100,
        height: 100,
        pixelRatio: 1,
        plot: { left: 0, top: 0, width: 100, height: 100 },
        xDomain: [0, 2],
        amplitudeMax: 1,
      },
    );
    const [front, middle, back] = paths(calls).map(ops);
    expect(front).toEqual(["moveTo 0,100", "lineTo 44,55", "lineTo 88,100"]);
    expect(middle).toEqual(["moveTo 6,63.5", "lineTo 36,63.5", "moveTo 52,63.5", "lineTo 94,63.5"]);
    expect(back).toEqual(["moveTo 12,45", "lineTo 56,45", "lineTo 100,45"]);
  });

  it("in orders, places each row's lines by its own running speed", () => {
    const { ctx, calls } = recordingContext();
    const twoSpeeds = { ...input(), runningSpeedHz: [25, 25, 50] };
    // 0…64 orders: the front row (50 Hz) reaches 1 600 / 50 = 32 orders, half its 528 columns.
    drawWaterfall(ctx, twoSpeeds, { ...options, mode: "orders", xDomain: [0, 64] });
    const front = points(paths(calls)[0]!);
    expect(Math.max(...front.map((c) => c.args[0]!))).toBeCloseTo(80 + 264, 0);
  });
});

describe("drawWaterfall, colour map", () => {
  it("paints each row as a band of colour, oldest on top, in one image", () => {
    const { ctx, calls, images } = recordingContext();
    const rows = [new Array(101).fill(0), new Array(101).fill(2)];
    drawWaterfall(
      ctx,
      { rows, df: 1, runningSpeedHz: [null, null] },
      { ...options, view: "colormap", xDomain: [0, 100], amplitudeMax: 2 },
    );
    expect(calls.filter((c) => c.op === "stroke")).toHaveLength(0);
    expect(calls.filter((c) => c.op === "putImageData").map((c) => c.args)).toEqual([[80, 20]]);
    const image = images[0]!;
    expect([image.width, image.height]).toEqual([600, 400]);
    const pixel = (x: number, y: number) =>
      Array.from(image.data.slice((y * 600 + x) * 4, (y * 600 + x) * 4 + 4));
    // Row 0 silent: the map's lowest colour; row 1 at full scale: its highest.
    expect(pixel(0, 0)).toEqual([...COLOUR_MAP_STOPS[0]!, 255]);
    expect(pixel(599, 199)).toEqual([...COLOUR_MAP_STOPS[0]!, 255]);
    expect(pixel(0, 200)).toEqual([...COLOUR_MAP_STOPS.at(-1)!, 255]);
    expect(pixel(300, 399)).toEqual([...COLOUR_MAP_STOPS.at(-1)!, 255]);
  });
});
