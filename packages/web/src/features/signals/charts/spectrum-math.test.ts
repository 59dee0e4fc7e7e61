import { describe, expect, it } from "vitest";
import {
  amplitudeDomain,
  decimateSpectrum,
  harmonics,
  labelRows,
  orderOf,
  snapToPeak,
  waveformStats,
} from "./spectrum-math";

describe("spectrum helpers", () => {
  it("gives orders of the running speed", () => {
    expect(orderOf(59.5, 29.75)).toBe(2);
    expect(orderOf(10, null)).toBeNull();
  });

  it("lists harmonics up to 10× within fmax", () => {
    expect(harmonics(100, 5000)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(harmonics(1000, 3500)).toEqual([1000, 2000, 3000]);
  });

  it("snaps a click to the strongest bin nearby", () => {
    const amplitudes = [0, 0.1, 0.2, 0.9, 0.2, 0.1, 0];
    expect(snapToPeak(1, amplitudes, 1)).toBe(3);
  });

  it("decimates to at most two points per column and keeps the peaks", () => {
    const amplitudes = Array.from({ length: 10_000 }, (_, i) => (i === 7_777 ? 5 : 0.01));
    const drawn = decimateSpectrum(amplitudes, 0.5, 200);
    expect(drawn.length).toBeLessThanOrEqual(400);
    expect(drawn.some((p) => p.amplitude === 5 && p.hz === 7_777 * 0.5)).toBe(true);
  });

  it("staggers marker labels into rows and drops those with no room", () => {
    // 0 and 10 collide: the second goes to row 1; 20 fits row 2; 30 finds no row; 60 fits row 0 again.
    expect(labelRows([0, 10, 20, 30, 60], 44, 3)).toEqual([0, 1, 2, -1, 0]);
    expect(labelRows([100, 0], 44, 1)).toEqual([0, 0]);
  });

  it("starts a log axis four decades under the maximum", () => {
    expect(amplitudeDomain([0, 2, 1], "linear")).toEqual([0, 2.1]);
    const [lo, hi] = amplitudeDomain([0, 2, 1], "log");
    expect(lo).toBeCloseTo(2e-4);
    expect(hi).toBe(3);
  });
});

describe("waveformStats", () => {
  it("measures peak and RMS", () => {
    const { peak, rms } = waveformStats([1, -1, 1, -1]);
    expect(peak).toBe(1);
    expect(rms).toBe(1);
    expect(waveformStats([0, -3, 4]).peak).toBe(4);
    expect(waveformStats([])).toEqual({ peak: 0, rms: 0 });
  });
});
