import { describe, expect, it } from "vitest";
import {
  amplitudeAxis,
  decimate,
  drawnRange,
  hzDecimals,
  labelRows,
  niceTicks,
  significant,
} from "./chart-pdf-scale";

const ticksOf = (axis: ReturnType<typeof amplitudeAxis>) => axis.ticks.map((t) => t.label);

describe("the amplitude axis", () => {
  const values = [0.05, 4, 1.5, 0];

  it("linear: from 0 to the round tick above 5 % over the largest", () => {
    const axis = amplitudeAxis(values, "linear", 1e-6);
    expect([axis.lo, axis.hi]).toEqual([0, 5]);
    expect(ticksOf(axis)).toEqual(["0", "1", "2", "3", "4", "5"]);
    expect(axis.of(2.5)).toBe(2.5);
  });

  it("log: whole decades from the smallest positive value to above the largest", () => {
    const axis = amplitudeAxis(values, "log", 1e-6);
    expect([axis.lo, axis.hi]).toEqual([-2, 1]); // 0.01 … 10
    expect(ticksOf(axis)).toEqual(["0.01", "0.1", "1", "10"]);
    expect(axis.of(0.1)).toBeCloseTo(-1, 12);
    expect(axis.of(0)).toBe(-2); // no log of 0: drawn on the floor
  });

  it("log: never more than five decades below the top", () => {
    const axis = amplitudeAxis([1e-12, 3], "log", 1);
    expect([axis.lo, axis.hi]).toEqual([-4, 1]);
    expect(axis.of(1e-12)).toBe(-4);
  });

  it("dB: 20·log10(a/ref) in 10 dB steps, at most 100 dB deep", () => {
    // re 1e-6 mm/s: 4 mm/s is 132.0 dB, 0.05 mm/s is 94.0 dB.
    const axis = amplitudeAxis(values, "db", 1e-6);
    expect([axis.lo, axis.hi]).toEqual([90, 140]);
    expect(ticksOf(axis)).toEqual(["90", "100", "110", "120", "130", "140"]);
    expect(axis.of(4)).toBeCloseTo(20 * Math.log10(4e6), 12);
    expect(amplitudeAxis([1e-9, 4], "db", 1e-6).lo).toBe(40);
  });

  it("keeps an all-zero spectrum drawable", () => {
    expect(amplitudeAxis([0, 0], "linear", 1).hi).toBeGreaterThan(0);
    const log = amplitudeAxis([0, 0], "log", 1);
    expect(log.hi).toBeGreaterThan(log.lo);
  });
});

describe("decimation", () => {
  const amplitudes = Array.from({ length: 25_601 }, (_, i) => 1 + Math.sin(i / 50) * 0.1);
  amplitudes[12_345] = 9;
  amplitudes[20_000] = -3;

  it("keeps at most two points per column and every extreme", () => {
    const points = decimate(amplitudes, 0.5, 0, 25_600, 700);
    expect(points.length).toBeLessThanOrEqual(1400);
    expect(points).toContainEqual({ hz: 12_345 * 0.5, amplitude: 9 });
    expect(points).toContainEqual({ hz: 10_000, amplitude: -3 });
    expect(points.every((p, i) => i === 0 || p.hz > points[i - 1]!.hz)).toBe(true);
    expect(points[0]!.hz).toBe(0);
  });

  it("keeps every line of a range narrower than two lines per column", () => {
    const points = decimate(amplitudes, 0.5, 100, 199, 60);
    expect(points).toHaveLength(100);
    expect(points[0]).toEqual({ hz: 50, amplitude: amplitudes[100] });
  });
});

describe("ranges, ticks, labels and numbers", () => {
  it("clamps the range to 0…Fmax, and shows all of it when the range is empty", () => {
    expect(drawnRange([10, 400], 1000)).toEqual([10, 400]);
    expect(drawnRange([-5, 2000], 1000)).toEqual([0, 1000]);
    expect(drawnRange([500, 500], 1000)).toEqual([0, 1000]);
    expect(drawnRange(undefined, 1000)).toEqual([0, 1000]);
  });

  it("puts round ticks across a range", () => {
    expect(niceTicks(0, 400, 10)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400]);
    expect(niceTicks(0, 16, 10)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it("stacks labels in rows and drops the ones no row has room for", () => {
    const spans = [0, 10, 20, 100].map((x) => ({ x, width: 15 }));
    expect(labelRows(spans, 2)).toEqual([0, 1, 0, 0]);
    expect(labelRows(spans, 1)).toEqual([0, -1, 0, 0]);
  });

  it("writes frequencies to a tenth of a line and values to four significant digits", () => {
    expect(hzDecimals(2.5)).toBe(1);
    expect(hzDecimals(0.3125)).toBe(2);
    expect(hzDecimals(0.0390625)).toBe(3);
    expect(significant(4)).toBe("4");
    expect(significant(0.0123456)).toBe("0.01235");
    expect(significant(1234.5678)).toBe("1235");
    expect(significant(-2.5e-7)).toBe("-2.5e-7");
  });
});
