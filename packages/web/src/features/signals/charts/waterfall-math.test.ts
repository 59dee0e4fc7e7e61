import { describe, expect, it } from "vitest";
import {
  amplitudeShare,
  COLOUR_MAP_STOPS,
  cascadeLayout,
  cascadeRowAt,
  colourMapLut,
  decimateRow,
  labelledRows,
  mapBand,
  ordersAvailable,
  rowOrigin,
  strongestLine,
  unitsPerHz,
  visibleMax,
  xExtent,
} from "./waterfall-math";

/** The (x, amplitude) pairs decimateRow wrote. */
function decimated(
  values: number[],
  first: number,
  last: number,
  x0: number,
  pxPerLine: number,
  columns: number,
) {
  const out = new Float64Array(columns * 4);
  const n = decimateRow(values, first, last, x0, pxPerLine, columns, out);
  return Array.from({ length: n }, (_, i) => [out[i * 2], out[i * 2 + 1]]);
}

describe("decimateRow", () => {
  it("keeps each column's smallest and largest line, in their order along the row", () => {
    // Two lines per column: (1, 5) rising, (2, 0) falling, (3, 3) flat, (9, 4) falling.
    expect(decimated([1, 5, 2, 0, 3, 3, 9, 4], 0, 7, 0, 0.5, 4)).toEqual([
      [0, 1],
      [0.5, 5],
      [1, 2],
      [1.5, 0],
      [2, 3],
      [3, 9],
      [3.5, 4],
    ]);
  });

  it("loses no peak or dip inside a column of four lines", () => {
    expect(decimated([0, 9, 1, 2, 5, 5, 5, 5, 3, -1, 7, 2], 0, 11, 0, 0.25, 3)).toEqual([
      [0, 0],
      [0.25, 9],
      [1, 5],
      [2.25, -1],
      [2.5, 7],
    ]);
  });

  it("writes every line once when lines are wider than a pixel, from `first` on", () => {
    expect(decimated([4, 3, 2, 1], 0, 3, 0, 2, 8)).toEqual([
      [0, 4],
      [2, 3],
      [4, 2],
      [6, 1],
    ]);
    // Lines 2…5 of ten, the row zoomed so line 2 is at x = 0.
    expect(decimated([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 2, 5, -2, 1, 4)).toEqual([
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 5],
    ]);
  });

  it("folds a line past the last column into it: never more than two points per column", () => {
    // Line 4 lands on x = 4, one past the 4 columns: column 3 holds lines 3 and 4.
    expect(decimated([1, 2, 3, 4, 0], 0, 4, 0, 1, 4)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
    ]);
    const noisy = Array.from({ length: 3200 }, (_, k) => Math.sin(k * 1.7) + (k % 7));
    expect(decimated(noisy, 0, 3199, 0, 500 / 3199, 500).length).toBeLessThanOrEqual(1000);
  });

  it("refuses a buffer too small for the columns", () => {
    expect(() => decimateRow([1, 2], 0, 1, 0, 1, 10, new Float64Array(8))).toThrow(/needs 40/);
  });
});

describe("cascade geometry", () => {
  const plot = { left: 50, top: 10, width: 500, height: 200 };

  it("offsets each older row up and to the right, the newest on the plot's foot", () => {
    // 11 rows: 55 % of 200 px (110) over 10 steps, 12 % of 500 px (60) over 10 steps.
    const layout = cascadeLayout(plot, 11);
    expect(layout.dy).toBeCloseTo(11);
    expect(layout.dx).toBeCloseTo(6);
    expect(layout.rowWidth).toBeCloseTo(440);
    expect(layout.rowHeight).toBeCloseTo(90);
    expect(rowOrigin(layout, 10)).toEqual({ x: 50, y: 210 });
    const oldest = rowOrigin(layout, 0);
    expect(oldest.x).toBeCloseTo(110);
    expect(oldest.y).toBeCloseTo(100);
    // The oldest row's full scale reaches the plot's top exactly.
    expect(oldest.y - layout.rowHeight).toBeCloseTo(plot.top);
  });

  it("gives a single row the whole plot", () => {
    const layout = cascadeLayout(plot, 1);
    expect([layout.dx, layout.dy, layout.rowWidth, layout.rowHeight]).toEqual([0, 0, 500, 200]);
    expect(rowOrigin(layout, 0)).toEqual({ x: 50, y: 210 });
  });

  it("stacks colour-map bands oldest on top", () => {
    expect(mapBand(plot, 4, 0)).toEqual({ y: 10, height: 50 });
    expect(mapBand(plot, 4, 3)).toEqual({ y: 160, height: 50 });
  });
});

describe("frequency axis in Hz or orders", () => {
  const rows = [new Array(401).fill(0), new Array(401).fill(0)];

  it("converts by each row's own running speed", () => {
    expect(unitsPerHz("hz", null)).toBe(1);
    expect(unitsPerHz("orders", 25)).toBe(0.04);
    expect(unitsPerHz("orders", null)).toBeNull();
    // 400 lines of 2.5 Hz: 1000 Hz; in orders 1000 / 25 = 40 and 1000 / 30 ≈ 33.3: the axis ends at 40.
    expect(xExtent(rows, 2.5, "hz", [25, 30])).toBe(1000);
    expect(xExtent(rows, 2.5, "orders", [25, 30])).toBe(40);
  });

  it("offers orders only when every capture has a speed", () => {
    expect(ordersAvailable([25, 30])).toBe(true);
    expect(ordersAvailable([25, null])).toBe(false);
    expect(ordersAvailable([25, 0])).toBe(false);
    expect(ordersAvailable([])).toBe(false);
  });

  it("scales every row to the largest line inside the range shown", () => {
    const two = [
      [1, 2, 3, 9],
      [4, 8, 1, 1],
    ];
    expect(visibleMax(two, 1, "hz", [null, null], [0, 2])).toBe(8);
    expect(visibleMax(two, 1, "hz", [null, null], [2, 3])).toBe(9);
    // Row 0 at 1 Hz per order shows lines 0…0 up to 0.5 orders; row 1 at 2 Hz shows lines 0…1.
    expect(visibleMax(two, 1, "orders", [1, 2], [0, 0.5])).toBe(8);
  });

  it("reads the strongest line under a pixel column, else the nearest line", () => {
    const row = [0, 1, 5, 2, 0];
    expect(strongestLine(row, 2.2, 1, 1)).toBe(2);
    expect(strongestLine(row, 3.4, 0.2, 1)).toBe(3);
    expect(strongestLine(row, 9, 0.2, 1)).toBe(4);
  });
});

describe("amplitude share", () => {
  it("is linear, or spans three decades on the log scale", () => {
    expect(amplitudeShare(0.5, 2, "linear")).toBe(0.25);
    expect(amplitudeShare(3, 2, "linear")).toBe(1);
    expect(amplitudeShare(0.01, 1, "log")).toBeCloseTo(1 / 3);
    expect(amplitudeShare(1, 1, "log")).toBe(1);
    expect(amplitudeShare(1e-4, 1, "log")).toBe(0);
    expect(amplitudeShare(1, 0, "linear")).toBe(0);
  });
});

describe("labelledRows", () => {
  it("labels every step-th row from the newest so labels stay apart", () => {
    // Rows 5 px apart, labels need 12: every third row, newest (9) first.
    expect(labelledRows(10, 5, 12)).toEqual([0, 3, 6, 9]);
    expect(labelledRows(5, 4, 12)).toEqual([1, 4]);
    expect(labelledRows(3, 20, 12)).toEqual([0, 1, 2]);
    expect(labelledRows(0, 5, 12)).toEqual([]);
  });
});

describe("cascadeRowAt", () => {
  // Three rows on a 100 × 100 plot: dy 27.5, dx 6, rows 88 px long with a 45 px full scale.
  // Baselines: row 2 at (0, 100), row 1 at (6, 72.5), row 0 at (12, 45); flat traces 40, 10, 20 px high.
  const layout = cascadeLayout({ left: 0, top: 0, width: 100, height: 100 }, 3);
  const heights = [40, 10, 20];
  const heightAt = (row: number) => heights[row] ?? 0;

  it("finds the frontmost row whose area covers the point", () => {
    expect(cascadeRowAt(layout, 50, 85, heightAt)).toBe(2);
    expect(cascadeRowAt(layout, 50, 20, heightAt)).toBe(0);
  });

  it("over empty space, picks the row whose trace passes nearest", () => {
    // 75 px: 5 px over row 2's trace (top 80); rows 1 and 0 have their baselines above the point.
    expect(cascadeRowAt(layout, 50, 75, heightAt)).toBe(2);
    // 60 px: row 1's trace tops at 62.5 (2.5 px away), row 2's at 80 (20 px).
    expect(cascadeRowAt(layout, 50, 60, heightAt)).toBe(1);
    // Left of rows 0 and 1 (they start at 12 and 6 px): only row 2 is there.
    expect(cascadeRowAt(layout, 5, 20, heightAt)).toBe(2);
  });
});

describe("colourMapLut", () => {
  it("runs from the first stop to the last", () => {
    const lut = colourMapLut();
    expect(Array.from(lut.slice(0, 3))).toEqual([...COLOUR_MAP_STOPS[0]!]);
    expect(Array.from(lut.slice(255 * 3))).toEqual([...COLOUR_MAP_STOPS.at(-1)!]);
  });
});
