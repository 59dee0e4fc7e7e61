import { describe, expect, it } from "vitest";
import {
  amplitudeNear,
  decimateSpectrum,
  harmonics,
  highestPeaks,
  nextPeak,
  orderOf,
  peakFloor,
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
});

describe("peaks", () => {
  // 24 lines, 15 of them noise at 0.01 (the median), so the floor is 0.03. Peaks at bins 3 (0.5),
  // 7 (0.2, a flat top over 7…8) and 11 (0.9); bin 14 (0.02) is a local maximum under the floor.
  const amplitudes = [
    0.01,
    0.01,
    0.1,
    0.5,
    0.1,
    0.01,
    0.05,
    0.2,
    0.2,
    0.05,
    0.01,
    0.9,
    0.01,
    0.01,
    0.02,
    0.01,
    ...Array.from({ length: 8 }, () => 0.01),
  ];

  it("puts the floor at three times the median line", () => {
    expect(peakFloor(amplitudes)).toBeCloseTo(0.03);
    expect(peakFloor([1, 2, 3, 4])).toBeCloseTo(7.5);
  });

  it("steps to the next and the previous peak above the noise", () => {
    expect(nextPeak(amplitudes, 0, 1)).toBe(3);
    expect(nextPeak(amplitudes, 3, 1)).toBe(7);
    expect(nextPeak(amplitudes, 7, 1)).toBe(11);
    // Nothing above the floor after 11: bin 14 is noise.
    expect(nextPeak(amplitudes, 11, 1)).toBeNull();
    expect(nextPeak(amplitudes, 11, -1)).toBe(7);
    expect(nextPeak(amplitudes, 5, -1)).toBe(3);
    expect(nextPeak(amplitudes, 3, -1)).toBeNull();
    // With a floor under it, the small bump counts.
    expect(nextPeak(amplitudes, 11, 1, 0.015)).toBe(14);
  });

  it("finds the highest peaks of a band, highest first", () => {
    expect(highestPeaks(amplitudes, 0, 23, 5)).toEqual([11, 3, 7]);
    expect(highestPeaks(amplitudes, 0, 23, 2)).toEqual([11, 3]);
    expect(highestPeaks(amplitudes, 4, 10, 5)).toEqual([7]);
  });

  it("reads the largest line within one bin of a frequency", () => {
    // df 0.5 Hz: 5.4 Hz is bin 11 (0.9); 6 Hz is bin 12, whose neighbour 11 is larger.
    expect(amplitudeNear(amplitudes, 0.5, 5.4)).toBe(0.9);
    expect(amplitudeNear(amplitudes, 0.5, 6)).toBe(0.9);
    expect(amplitudeNear(amplitudes, 0.5, 6.5)).toBe(0.02);
    expect(amplitudeNear(amplitudes, 0.5, 8)).toBe(0.01);
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
