import { describe, expect, it } from "vitest";
import { bearingFrequencies, envelopeSpectrum, findPeaks, initFft, rpmToHz, synthesize } from "../src";
import { expectCode } from "./signals";

describe("bearingFrequencies", () => {
  // Worked example: the drive-end bearing of the Case Western Reserve University Bearing Data
  // Center test rig, SKF 6205-2RS JEM deep-groove ball bearing: 9 balls, ball diameter 0.3126 in,
  // pitch diameter 1.537 in, contact angle 0. The Center's "Bearing information" page tabulates the
  // defect frequencies as multiples of running speed: inner ring 5.4152, outer ring 3.5848, cage
  // train 0.39828, rolling element 4.7135 (that table's rolling-element figure is 2·BSF: a ball
  // spall strikes both races once per spin). The table is given to 5 significant figures, so the
  // comparison is to a relative 1e-4.
  it.each([
    ["bpfi", 5.4152],
    ["bpfo", 3.5848],
    ["ftf", 0.39828],
    ["2·bsf", 4.7135],
  ] as const)("CWRU SKF 6205 %s = %f × running speed", (name, multiple) => {
    const shaftHz = 1797 / 60;
    const f = bearingFrequencies(
      { ballCount: 9, ballDiameter: 0.3126, pitchDiameter: 1.537, contactAngleDeg: 0 },
      shaftHz,
    );
    const got = name === "2·bsf" ? 2 * f.bsf : f[name];
    expect(Math.abs(got / shaftHz - multiple)).toBeLessThanOrEqual(1e-4 * multiple);
  });

  it.each([
    // Exact ratios: n = 8, d/D = 10/50 = 0.2, φ = 0, fr = 10 Hz:
    // FTF = 5·0.8 = 4, BPFO = 40·0.8 = 32, BPFI = 40·1.2 = 48, BSF = 2.5·10·(1 − 0.04) = 24.
    ["d/D = 0.2", 0, { ftf: 4, bpfo: 32, bpfi: 48, bsf: 24 }],
    // A 60° contact angle makes r = 0.2·cos 60° = 0.1: BPFO = 40·0.9 = 36, BPFI = 40·1.1 = 44,
    // FTF = 4.5, BSF = 2.5·10·(1 − 0.01) = 24.75.
    ["a 60° contact angle", 60, { ftf: 4.5, bpfo: 36, bpfi: 44, bsf: 24.75 }],
  ])("matches the hand-worked closed form exactly for %s", (_case, contactAngleDeg, expected) => {
    const f = bearingFrequencies({ ballCount: 8, ballDiameter: 10, pitchDiameter: 50, contactAngleDeg }, 10);
    for (const [name, value] of Object.entries(expected)) {
      expect(f[name as keyof typeof f]).toBeCloseTo(value, 12);
    }
  });

  it("BPFO + BPFI = n·fr for any geometry", () => {
    const f = bearingFrequencies(
      { ballCount: 13, ballDiameter: 7, pitchDiameter: 46, contactAngleDeg: 15 },
      24.5,
    );
    expect(f.bpfo + f.bpfi).toBeCloseTo(13 * 24.5, 10);
  });

  it.each([
    [
      "ballCount 0",
      () => bearingFrequencies({ ballCount: 0, ballDiameter: 1, pitchDiameter: 5 }, 10),
      "ballCount",
    ],
    [
      "ballCount 8.5",
      () => bearingFrequencies({ ballCount: 8.5, ballDiameter: 1, pitchDiameter: 5 }, 10),
      "ballCount",
    ],
    [
      "ballDiameter −1",
      () => bearingFrequencies({ ballCount: 8, ballDiameter: -1, pitchDiameter: 5 }, 10),
      "ballDiameter",
    ],
    [
      "pitchDiameter = ballDiameter",
      () => bearingFrequencies({ ballCount: 8, ballDiameter: 5, pitchDiameter: 5 }, 10),
      "pitchDiameter",
    ],
    [
      "contactAngleDeg 90",
      () => bearingFrequencies({ ballCount: 8, ballDiameter: 1, pitchDiameter: 5, contactAngleDeg: 90 }, 10),
      "contactAngleDeg",
    ],
    [
      "shaftHz NaN",
      () => bearingFrequencies({ ballCount: 8, ballDiameter: 1, pitchDiameter: 5 }, Number.NaN),
      "shaftHz",
    ],
    ["rpm −1", () => rpmToHz(-1), "rpm"],
  ] as const)("refuses %s", (_label, fn, text) => {
    expectCode(fn, "INVALID_ARGUMENT", text);
  });

  it("rpmToHz", () => {
    expect(rpmToHz(1800)).toBe(30);
  });
});

describe("bearing frequencies against a synthesized defect", () => {
  it("an outer-race defect at BPFO is the strongest envelope line, within one bin", async () => {
    await initFft();
    const fs = 25600;
    const shaftHz = rpmToHz(1797);
    const { bpfo } = bearingFrequencies(
      { ballCount: 9, ballDiameter: 0.3126, pitchDiameter: 1.537 },
      shaftHz,
    );
    const x = synthesize({
      sampleRate: fs,
      length: 32768,
      harmonics: { shaftHz, amplitudes: [1, 0.5, 0.2] },
      impacts: { defectHz: bpfo, resonanceHz: 3000, dampingRatio: 0.05, amplitude: 0.8 },
      noiseRms: 0.05,
      seed: 11,
    });
    const env = envelopeSpectrum(x, { sampleRate: fs, band: [2000, 4000] });
    const [strongest] = findPeaks(env.amplitudes, env.df, { maxPeaks: 1 });
    expect(Math.abs(strongest!.frequency - bpfo)).toBeLessThan(env.df);
  });
});
