import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENVELOPE_BAND_HZ, envelopeSpectrum, initFft } from "../src";
import { expectCode } from "./signals";

/** A·(1 + m·cos 2πf_m t)·sin 2πf_c t, plus an optional strong low-frequency tone outside the band. */
function amCarrier(
  n: number,
  fs: number,
  carrier: number,
  modulation: number,
  depth: number,
  lowTone = 0,
): Float64Array {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / fs;
    x[i] =
      (1 + depth * Math.cos(2 * Math.PI * modulation * t)) * Math.sin(2 * Math.PI * carrier * t) +
      lowTone * Math.sin(2 * Math.PI * 25 * t);
  }
  return x;
}

function largestLine(amplitudes: Float64Array): number {
  let best = 1;
  for (let k = 1; k < amplitudes.length; k++) if (amplitudes[k]! > amplitudes[best]!) best = k;
  return best;
}

const fs = 25600;
const n = 8192; // Δf = 3.125 Hz

beforeAll(async () => {
  await initFft();
});

describe("envelope spectrum", () => {
  it("defaults to the 1000–5300 Hz band", () => {
    expect(DEFAULT_ENVELOPE_BAND_HZ).toEqual([1000, 5300]);
    expect(envelopeSpectrum(amCarrier(n, fs, 3000, 100, 0.5), { sampleRate: fs }).band).toEqual([1000, 5300]);
  });

  it.each([
    { carrier: 3000, modulation: 100, lowTone: 0 },
    { carrier: 3000, modulation: 50, lowTone: 0 },
    { carrier: 2000, modulation: 162.5, lowTone: 0 },
    { carrier: 4000, modulation: 200, lowTone: 5 },
  ])(
    "a $carrier Hz carrier modulated at $modulation Hz (low tone ×$lowTone) shows $modulation Hz as its largest line",
    ({ carrier, modulation, lowTone }) => {
      const depth = 0.5;
      const s = envelopeSpectrum(amCarrier(n, fs, carrier, modulation, depth, lowTone), { sampleRate: fs });
      const k = largestLine(s.amplitudes);
      expect(s.frequencies[k]).toBe(modulation);
      // The envelope is 1 + m·cos(2πf_m t): its line has amplitude m (peak scaling).
      expect(Math.abs(s.amplitudes[k]! - depth) / depth).toBeLessThan(1e-4);
    },
  );

  it("takes float32 samples as well", () => {
    const s = envelopeSpectrum(Float32Array.from(amCarrier(n, fs, 3000, 100, 0.5)), { sampleRate: fs });
    expect(s.frequencies[largestLine(s.amplitudes)]).toBe(100);
  });

  it("passes spectrum options through (lines, fmax, averages)", () => {
    const s = envelopeSpectrum(amCarrier(4 * n, fs, 3000, 100, 0.5), {
      sampleRate: fs,
      lines: 800,
      fmax: 500,
      band: [2000, 4000],
    });
    expect(s.fftSize).toBe(2048);
    expect(s.averages).toBe(16);
    expect(s.frequencies[s.frequencies.length - 1]).toBeLessThanOrEqual(500);
    expect(s.frequencies[largestLine(s.amplitudes)]).toBe(100);
    expect(s.band).toEqual([2000, 4000]);
  });

  it.each([
    ["empty", () => envelopeSpectrum(new Float64Array(0), { sampleRate: fs }), "EMPTY_INPUT"],
    [
      "NaN",
      () => envelopeSpectrum(Float64Array.of(0, Number.NaN, 0), { sampleRate: fs }),
      "NON_FINITE_SAMPLE",
    ],
    ["rate 0", () => envelopeSpectrum(new Float64Array(n), { sampleRate: 0 }), "INVALID_SAMPLE_RATE"],
    [
      "default band above Nyquist of 8 kHz sampling",
      () => envelopeSpectrum(new Float64Array(n), { sampleRate: 8000 }),
      "BAND_OUTSIDE_NYQUIST",
    ],
    [
      "inverted band",
      () => envelopeSpectrum(new Float64Array(n), { sampleRate: fs, band: [3000, 2000] }),
      "BAND_OUTSIDE_NYQUIST",
    ],
    ["too short", () => envelopeSpectrum(new Float64Array(100), { sampleRate: fs }), "INVALID_SIZE"],
  ] as const)("refuses %s", (_name, fn, code) => expectCode(fn, code));
});
