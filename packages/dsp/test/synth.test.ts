import { describe, expect, it } from "vitest";
import { seededRandom, synthesize } from "../src";
import { expectCode } from "./signals";

const FS = 8192;

describe("synthesize", () => {
  it("a sum of sines equals the closed form at every sample", () => {
    const x = synthesize({
      sampleRate: FS,
      length: 1024,
      tones: [
        { frequency: 50, amplitude: 2 },
        { frequency: 313.7, amplitude: 0.5, phase: 1.1 },
      ],
    });
    for (let n = 0; n < x.length; n++) {
      const t = n / FS;
      const want = 2 * Math.sin(2 * Math.PI * 50 * t) + 0.5 * Math.sin(2 * Math.PI * 313.7 * t + 1.1);
      expect(x[n]).toBeCloseTo(want, 10);
    }
  });

  it("running-speed harmonics are tones at k × shaftHz", () => {
    const a = synthesize({
      sampleRate: FS,
      length: 2048,
      harmonics: { shaftHz: 29.75, amplitudes: [3, 1, 0.25] },
    });
    const b = synthesize({
      sampleRate: FS,
      length: 2048,
      tones: [
        { frequency: 29.75, amplitude: 3 },
        { frequency: 59.5, amplitude: 1 },
        { frequency: 89.25, amplitude: 0.25 },
      ],
    });
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it("bearing impacts equal the sum of decaying rings, one per 1/defectHz", () => {
    const impacts = {
      defectHz: 107.36,
      resonanceHz: 2500,
      dampingRatio: 0.05,
      amplitude: 1.5,
      firstImpactS: 0.001,
    };
    const x = synthesize({ sampleRate: FS, length: 4096, impacts });
    const decay = impacts.dampingRatio * 2 * Math.PI * impacts.resonanceHz;
    for (const n of [0, 8, 9, 10, 50, 500, 1234, 4095]) {
      const t = n / FS;
      let want = 0;
      for (let k = 0; ; k++) {
        const t0 = impacts.firstImpactS + k / impacts.defectHz;
        if (t0 > t) break;
        const tau = t - t0;
        want +=
          impacts.amplitude * Math.exp(-decay * tau) * Math.sin(2 * Math.PI * impacts.resonanceHz * tau);
      }
      expect(Math.abs(x[n]! - want)).toBeLessThan(1e-8);
    }
    expect(x[0]).toBe(0); // before the first impact
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const opts = { sampleRate: FS, length: 1001, noiseRms: 0.3, tones: [{ frequency: 100, amplitude: 1 }] };
    const a = synthesize({ ...opts, seed: 42 });
    const b = synthesize({ ...opts, seed: 42 });
    const c = synthesize({ ...opts, seed: 43 });
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(c));
  });

  it("noise has the requested RMS and zero mean (seed 7, 2^17 samples, within 1 %)", () => {
    const x = synthesize({ sampleRate: FS, length: 1 << 17, noiseRms: 0.8, seed: 7 });
    let sum = 0;
    let sq = 0;
    for (let n = 0; n < x.length; n++) {
      sum += x[n]!;
      sq += x[n]! * x[n]!;
    }
    const mean = sum / x.length;
    const rms = Math.sqrt(sq / x.length - mean * mean);
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(rms / 0.8 - 1)).toBeLessThan(0.01);
  });

  it("seededRandom stays in [0, 1)", () => {
    const r = seededRandom(123);
    for (let i = 0; i < 10_000; i++) {
      const v = r();
      expect(v >= 0 && v < 1).toBe(true);
    }
  });

  it.each([
    ["sample rate 0", { sampleRate: 0, length: 8 }, "INVALID_SAMPLE_RATE", "sample rate"],
    ["length 0", { sampleRate: FS, length: 0 }, "INVALID_SIZE", "length"],
    [
      "tone above Nyquist",
      { sampleRate: FS, length: 8, tones: [{ frequency: 5000, amplitude: 1 }] },
      "BAND_OUTSIDE_NYQUIST",
      "tones[0].frequency",
    ],
    [
      "NaN amplitude",
      { sampleRate: FS, length: 8, tones: [{ frequency: 50, amplitude: Number.NaN }] },
      "INVALID_ARGUMENT",
      "tones[0].amplitude",
    ],
    [
      "harmonic above Nyquist",
      { sampleRate: FS, length: 8, harmonics: { shaftHz: 2000, amplitudes: [1, 1, 1] } },
      "BAND_OUTSIDE_NYQUIST",
      "harmonic 3×",
    ],
    [
      "damping 1",
      {
        sampleRate: FS,
        length: 8,
        impacts: { defectHz: 100, resonanceHz: 2000, dampingRatio: 1, amplitude: 1 },
      },
      "INVALID_ARGUMENT",
      "dampingRatio",
    ],
    [
      "resonance above Nyquist",
      {
        sampleRate: FS,
        length: 8,
        impacts: { defectHz: 100, resonanceHz: 4096, dampingRatio: 0.1, amplitude: 1 },
      },
      "BAND_OUTSIDE_NYQUIST",
      "resonanceHz",
    ],
    ["negative noise", { sampleRate: FS, length: 8, noiseRms: -1 }, "INVALID_ARGUMENT", "noiseRms"],
    ["fractional seed", { sampleRate: FS, length: 8, noiseRms: 1, seed: 1.5 }, "INVALID_ARGUMENT", "seed"],
  ] as const)("refuses %s", (_label, options, code, text) =>
    expectCode(() => synthesize(options), code, text),
  );
});
