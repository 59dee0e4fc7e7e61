import { describe, expect, it } from "vitest";
import {
  brushRange,
  cursorInterval,
  cursorLabels,
  grabbedCursor,
  labelStride,
  nearestSample,
  placeCursor,
  placeLabels,
  revolutionMarks,
  visibleSamples,
} from "./waveform-math";

// 2560 samples a second: 0.390625 ms apart.
const DT_MS = 1000 / 2560;

describe("nearestSample", () => {
  it("rounds a time to the nearest point and stays within the capture", () => {
    // 10 ms / 0.390625 ms = 25.6 → point 26.
    expect(nearestSample(10, DT_MS, 4096)).toBe(26);
    expect(nearestSample(2.4, 1, 4)).toBe(2);
    expect(nearestSample(2.6, 1, 4)).toBe(3);
    expect(nearestSample(-5, 1, 4)).toBe(0);
    expect(nearestSample(10, 1, 4)).toBe(3);
  });
});

describe("visibleSamples", () => {
  it("takes one point beyond each edge of the range", () => {
    // 10 ms is point 25.6 and 20 ms point 51.2: draw 25 … 52.
    expect(visibleSamples([10, 20], DT_MS, 4096)).toEqual([25, 52]);
    // The whole capture: 4095 × 0.390625 = 1599.609375 ms.
    expect(visibleSamples([0, 1599.609375], DT_MS, 4096)).toEqual([0, 4095]);
  });
});

describe("brushRange", () => {
  it("orders the ends, clamps them to the view and ignores a drag too short to zoom", () => {
    expect(brushRange(30, 10, [0, 100], 2)).toEqual([10, 30]);
    expect(brushRange(-5, 50, [0, 100], 2)).toEqual([0, 50]);
    expect(brushRange(10, 11.5, [0, 100], 2)).toBeNull();
  });
});

describe("cursorInterval", () => {
  it("gives Δt, 1/Δt in Hz and RPM, and in orders of a known running speed", () => {
    // 12.5 → 62.5 ms: Δt 50 ms, 20 Hz, 1200 RPM; against 30 Hz that is 2/3 of an order.
    const interval = cursorInterval([12.5, 62.5], 30);
    expect(interval?.deltaMs).toBe(50);
    expect(interval?.hz).toBeCloseTo(20, 12);
    expect(interval?.rpm).toBeCloseTo(1200, 9);
    expect(interval?.orders).toBeCloseTo(2 / 3, 12);
    // Either order of the cursors; no orders without a running speed.
    expect(cursorInterval([62.5, 12.5], null)).toEqual({ deltaMs: 50, hz: 20, rpm: 1200, orders: null });
  });

  it("has nothing to say until both cursors are set apart", () => {
    expect(cursorInterval([12.5, null], 30)).toBeNull();
    expect(cursorInterval([null, null], 30)).toBeNull();
    expect(cursorInterval([40, 40], 30)).toBeNull();
  });
});

describe("placeCursor", () => {
  it("sets T1, then T2, then starts a new pair", () => {
    expect(placeCursor([null, null], 5)).toEqual([5, null]);
    expect(placeCursor([5, null], 9)).toEqual([5, 9]);
    expect(placeCursor([5, 9], 2)).toEqual([2, null]);
  });
});

describe("grabbedCursor", () => {
  it("grabs the nearer cursor within the tolerance, or none", () => {
    expect(grabbedCursor(105, [100, 108], 6)).toBe(1);
    expect(grabbedCursor(102, [100, 108], 6)).toBe(0);
    expect(grabbedCursor(120, [100, 108], 6)).toBe(-1);
    expect(grabbedCursor(52, [null, 50], 6)).toBe(1);
  });
});

describe("revolutionMarks", () => {
  it("marks every revolution of a 30 Hz shaft over 1.6 s from 0: 48 of them", () => {
    const marks = revolutionMarks(0, 30, [0, 1600]);
    expect(marks).toHaveLength(48);
    expect(marks[0]?.rev).toBe(1);
    expect(marks[0]?.ms).toBeCloseTo(100 / 3, 9);
    expect(marks[47]).toEqual({ rev: 48, ms: 1600 });
  });

  it("counts from the first cursor and keeps only the marks inside a zoomed range", () => {
    // 25 Hz: 40 ms a turn from 12.5 ms; 100–300 ms holds revolutions 3 (132.5 ms) to 7 (292.5 ms).
    expect(revolutionMarks(12.5, 25, [100, 300])).toEqual([
      { rev: 3, ms: 132.5 },
      { rev: 4, ms: 172.5 },
      { rev: 5, ms: 212.5 },
      { rev: 6, ms: 252.5 },
      { rev: 7, ms: 292.5 },
    ]);
    expect(revolutionMarks(12.5, 25, [100, 300], 2)).toHaveLength(2);
    // Nothing before the origin, nothing without a speed.
    expect(revolutionMarks(500, 25, [0, 400])).toEqual([]);
    expect(revolutionMarks(0, 0, [0, 400])).toEqual([]);
  });
});

describe("labelStride", () => {
  it("labels every 1, 2, 5, 10, 20, 50… revolutions so 30 px labels do not overlap", () => {
    expect(labelStride(40, 30)).toBe(1);
    expect(labelStride(15, 30)).toBe(2);
    // 12 px apart: 2 × 12 = 24 is too tight, 5 × 12 = 60 fits.
    expect(labelStride(12, 30)).toBe(5);
    // 0.5 px apart: 50 × 0.5 = 25 is too tight, 100 × 0.5 = 50 fits.
    expect(labelStride(0.5, 30)).toBe(100);
    expect(labelStride(0, 30)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("placeLabels", () => {
  it("writes a label after its line, before it at the right edge, and drops one with no room", () => {
    // 30 px labels in a 100 px plot: 10 → 13–43, 50 → 53–83; at 90, after runs past 100 and
    // before (57–87) would touch the label ending at 83.
    expect(placeLabels([10, 50, 90], [30, 30, 30], 100)).toEqual(["after", "after", null]);
    // With room before it (57 ≥ 43 + 3), the last label goes there.
    expect(placeLabels([10, 90], [30, 30], 100)).toEqual(["after", "before"]);
    // 10 px apart: the second has room on neither side.
    expect(placeLabels([10, 20], [30, 30], 100)).toEqual(["after", null]);
  });
});

describe("cursorLabels", () => {
  it("writes the labels outside the pair, moving in from the edges and down a row when they touch", () => {
    const row0 = (side: "after" | "before") => ({ side, row: 0 });
    expect(cursorLabels([100, 200], 14, 300)).toEqual([row0("before"), row0("after")]);
    // T1 5 px from the left edge: its label goes after the line, 8–22 px, clear of T2's.
    expect(cursorLabels([5, 200], 14, 300)).toEqual([row0("after"), row0("after")]);
    // 7 px apart at the edge: 8–22 and 15–29 would touch, so the later one drops a row.
    expect(cursorLabels([5, 12], 14, 300)).toEqual([row0("after"), { side: "after", row: 1 }]);
    expect(cursorLabels([12, 5], 14, 300)).toEqual([{ side: "after", row: 1 }, row0("after")]);
    // A lone T2 near the right edge: before its line.
    expect(cursorLabels([null, 295], 14, 300)).toEqual([null, row0("before")]);
  });
});
