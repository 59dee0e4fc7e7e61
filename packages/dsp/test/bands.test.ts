import { beforeAll, describe, expect, it } from "vitest";
import { bandValues, HIGH_FREQUENCY_BAND_HZ, initFft, OVERALL_VELOCITY_BAND_HZ } from "../src";
import { add, expectCode, sine } from "./signals";

/** Deterministic Gaussian noise (mulberry32 + Box–Muller). */
function gaussian(n: number, seed: number): Float64Array {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 2 ** 32;
  };
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++)
    out[i] = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return out;
}

const fs = 25600;
const n = 8192; // Δf = 3.125 Hz; 100 Hz = 256 samples per period

beforeAll(async () => {
  await initFft();
});

describe("band values", () => {
  it("uses the spec's bands by default", () => {
    expect(OVERALL_VELOCITY_BAND_HZ).toEqual([6, 1000]);
    expect(HIGH_FREQUENCY_BAND_HZ).toEqual([1000, 5300]);
  });

  it.each([
    { f: 100, unit: "mm/s", scale: 1 },
    { f: 500, unit: "mm/s", scale: 1 },
    { f: 500, unit: "in/s", scale: 1 / 25.4 },
  ] as const)("a g sine at $f Hz has velocity RMS A·9806.65/(2πf)/√2 in $unit", ({ f, unit, scale }) => {
    const amplitude = 0.9;
    const v = bandValues(sine(n, fs, f, amplitude), { sampleRate: fs, velocityUnit: unit });
    const expected = ((amplitude * 9806.65) / (2 * Math.PI * f) / Math.SQRT2) * scale;
    // The tone's lines are counted as one peak at its frequency: Hann's leakage to f ± Δf, where 1/f
    // differs by (Δf/f)², no longer weights it (that once allowed 1e-3 at 100 Hz).
    expect(Math.abs(v.velocityRms! - expected) / expected).toBeLessThan(1e-6);
    expect(v.velocityUnit).toBe(unit);
  });

  it("takes float32 samples as well", () => {
    const v = bandValues(Float32Array.from(sine(n, fs, 2000, 0.4)), { sampleRate: fs });
    expect(Math.abs(v.highFrequencyRms! - 0.4 / Math.SQRT2) / (0.4 / Math.SQRT2)).toBeLessThan(1e-5);
  });

  it("high-frequency RMS counts only 1000–5300 Hz", () => {
    const x = add(sine(n, fs, 100, 3), sine(n, fs, 2000, 0.4));
    const v = bandValues(x, { sampleRate: fs });
    expect(Math.abs(v.highFrequencyRms! - 0.4 / Math.SQRT2) / (0.4 / Math.SQRT2)).toBeLessThan(1e-5);
    expect(v.highFrequencyBand).toEqual([1000, 5300]);
  });

  it("waveform values of a sine: peak A, peak-to-peak 2A, RMS A/√2, crest √2, kurtosis 1.5", () => {
    const v = bandValues(sine(n, fs, 100, 2), { sampleRate: fs });
    expect(v.peak).toBeCloseTo(2, 12);
    expect(v.peakToPeak).toBeCloseTo(4, 12);
    expect(v.rms).toBeCloseTo(Math.SQRT2, 12);
    expect(v.crestFactor).toBeCloseTo(Math.SQRT2, 12);
    expect(v.kurtosis).toBeCloseTo(1.5, 12);
  });

  it("a ±1 square wave has crest factor 1 and kurtosis 1", () => {
    const x = new Float64Array(1024).map((_, i) => (Math.floor(i / 8) % 2 === 0 ? 1 : -1));
    const v = bandValues(x, { sampleRate: fs });
    expect(v.crestFactor).toBe(1);
    expect(v.kurtosis).toBe(1);
  });

  it("Gaussian noise has kurtosis near 3", () => {
    expect(bandValues(gaussian(65536, 42), { sampleRate: fs }).kurtosis).toBeCloseTo(3, 1);
  });

  it("an all-zero record has null crest factor and kurtosis, not NaN", () => {
    const v = bandValues(new Float64Array(512), { sampleRate: fs });
    expect(v.crestFactor).toBeNull();
    expect(v.kurtosis).toBeNull();
    expect(v.velocityRms).toBe(0);
  });

  it.each([
    { sampleRate: 4096, velocityBand: [6, 1000], highFrequencyBand: [1000, 2048] },
    { sampleRate: 1664, velocityBand: [6, 832], highFrequencyBand: null },
  ])(
    "clips the default bands to Nyquist at $sampleRate Hz",
    ({ sampleRate, velocityBand, highFrequencyBand }) => {
      const v = bandValues(sine(2048, sampleRate, 64, 1), { sampleRate });
      expect(v.velocityBand).toEqual(velocityBand);
      expect(v.highFrequencyBand).toEqual(highFrequencyBand);
      expect(v.highFrequencyRms === null).toBe(highFrequencyBand === null);
    },
  );

  it.each([
    ["empty", () => bandValues(new Float64Array(0), { sampleRate: fs }), "EMPTY_INPUT"],
    ["NaN", () => bandValues(Float64Array.of(1, Number.NaN), { sampleRate: fs }), "NON_FINITE_SAMPLE"],
    [
      "Infinity",
      () => bandValues(Float64Array.of(Number.POSITIVE_INFINITY), { sampleRate: fs }),
      "NON_FINITE_SAMPLE",
    ],
    ["rate 0", () => bandValues(new Float64Array(512), { sampleRate: 0 }), "INVALID_SAMPLE_RATE"],
    ["rate < 0", () => bandValues(new Float64Array(512), { sampleRate: -100 }), "INVALID_SAMPLE_RATE"],
    [
      "explicit band above Nyquist",
      () => bandValues(new Float64Array(512), { sampleRate: 8000, highFrequencyBand: [1000, 5300] }),
      "BAND_OUTSIDE_NYQUIST",
    ],
    ["too short for a spectrum", () => bandValues(new Float64Array(100), { sampleRate: fs }), "INVALID_SIZE"],
  ] as const)("refuses %s", (_name, fn, code) => expectCode(fn, code));
});
