import type { TrendPoint } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { splitSegments, valueDomain } from "./trend-math";

const HOUR = 3_600_000;
const point = (t: number, mean = 1): TrendPoint => ({ t, min: mean - 0.5, max: mean + 0.5, mean, n: 1 });

describe("splitSegments", () => {
  it("keeps consecutive buckets in one run", () => {
    const segments = splitSegments([point(0), point(HOUR), point(2 * HOUR)], HOUR);
    expect(segments).toHaveLength(1);
    expect(segments[0]).toHaveLength(3);
  });

  it("breaks the line where buckets are missing", () => {
    const segments = splitSegments(
      [point(0), point(HOUR), point(5 * HOUR), point(6 * HOUR), point(9 * HOUR)],
      HOUR,
    );
    expect(segments.map((s) => s.map((p) => p.t / HOUR))).toEqual([[0, 1], [5, 6], [9]]);
  });

  it("sorts out-of-order points before splitting", () => {
    const segments = splitSegments([point(2 * HOUR), point(0), point(HOUR)], HOUR);
    expect(segments[0]?.map((p) => p.t)).toEqual([0, HOUR, 2 * HOUR]);
  });

  it("uses the cadence for raw readings", () => {
    const t = [0, 60_000, 120_000, 180_000, 900_000, 960_000];
    const segments = splitSegments(
      t.map((x) => point(x)),
      0,
    );
    expect(segments.map((s) => s.length)).toEqual([4, 2]);
  });

  it("follows the sensor's cadence when it reports less often than the bucket", () => {
    const tenMinutes = 600_000;
    const t = [0, 1, 2, 3, 4, 10, 11].map((i) => i * tenMinutes);
    // One-minute buckets: ten-minute steps are the cadence, the hour-long hole is a gap.
    const segments = splitSegments(
      t.map((x) => point(x)),
      60_000,
    );
    expect(segments.map((s) => s.length)).toEqual([5, 2]);
  });

  it("answers nothing for no points", () => {
    expect(splitSegments([], HOUR)).toEqual([]);
  });
});

describe("valueDomain", () => {
  it("covers the band and the zones", () => {
    const [lo, hi] = valueDomain([point(0, 2), point(1, 3)], [4.5, 7]);
    expect(lo).toBeCloseTo(1.225);
    expect(hi).toBeCloseTo(7.275);
  });

  it("does not pad a non-negative quantity below zero", () => {
    const [lo] = valueDomain([point(0, 0.6), point(1, 9)]);
    expect(lo).toBe(0);
  });

  it("never collapses to a single value", () => {
    const [lo, hi] = valueDomain([{ t: 0, min: 5, max: 5, mean: 5, n: 1 }]);
    expect(hi).toBeGreaterThan(lo);
  });
});
