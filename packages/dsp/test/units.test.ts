import { beforeAll, describe, expect, it } from "vitest";
import {
  accelerationToVelocitySpectrum,
  amplitudeSpectrum,
  convertVelocity,
  initFft,
  integrateAccelerationToVelocity,
  velocityToAccelerationSpectrum,
  velocityUnitFor,
} from "../src";
import { expectCode, sine } from "./signals";

const fs = 25600;
const n = 8192; // Δf = 3.125 Hz

beforeAll(async () => {
  await initFft();
});

// Bin-centred frequencies (k·Δf) across the useful range.
const tones = [
  { bin: 4, f: 12.5 },
  { bin: 32, f: 100 },
  { bin: 320, f: 1000 },
  { bin: 1000, f: 3125 },
];

describe("acceleration ↔ velocity", () => {
  it.each(tones)("a g sine of amplitude A at $f Hz integrates to A·9806.65/(2πf) mm/s", ({ bin, f }) => {
    const amplitude = 1.7;
    const s = amplitudeSpectrum(sine(n, fs, f, amplitude), { sampleRate: fs });
    const mmPerS = accelerationToVelocitySpectrum(s.amplitudes, s.frequencies, { unit: "mm/s" });
    const inPerS = accelerationToVelocitySpectrum(s.amplitudes, s.frequencies, { unit: "in/s" });
    const expected = (amplitude * 9806.65) / (2 * Math.PI * f);
    expect(Math.abs(mmPerS[bin]! - expected) / expected).toBeLessThan(1e-5);
    expect(Math.abs(inPerS[bin]! - expected / 25.4) / (expected / 25.4)).toBeLessThan(1e-5);
  });

  it.each(tones)("the time-domain integration of a $f Hz g sine is −A·9806.65/(2πf)·cos(2πft)", ({ f }) => {
    const amplitude = 0.8;
    const v = integrateAccelerationToVelocity(sine(n, fs, f, amplitude), { sampleRate: fs });
    const peak = (amplitude * 9806.65) / (2 * Math.PI * f);
    let err = 0;
    for (let i = 0; i < n; i++)
      err = Math.max(err, Math.abs(v[i]! + peak * Math.cos((2 * Math.PI * f * i) / fs)));
    expect(err / peak).toBeLessThan(1e-5);
  });

  it("zeroes lines below the low-frequency cut-off instead of amplifying them", () => {
    const amplitudes = Float64Array.of(1, 1, 1, 1);
    const frequencies = Float64Array.of(0, 1, 5, 10);
    const v = accelerationToVelocitySpectrum(amplitudes, frequencies, { lowCutoffHz: 5 });
    expect(Array.from(v.subarray(0, 2))).toEqual([0, 0]);
    expect(v[2]).toBeCloseTo(9806.65 / (2 * Math.PI * 5), 9);
    expect(v[3]).toBeCloseTo(9806.65 / (2 * Math.PI * 10), 9);
  });

  it.each(["mm/s", "in/s"] as const)("velocity → acceleration (%s) inverts the integration", (unit) => {
    const frequencies = Float64Array.of(10, 100, 1000);
    const a = Float64Array.of(0.3, 1.1, 2.4);
    const back = velocityToAccelerationSpectrum(
      accelerationToVelocitySpectrum(a, frequencies, { unit }),
      frequencies,
      unit,
    );
    for (let k = 0; k < 3; k++) expect(back[k]).toBeCloseTo(a[k]!, 12);
  });

  it.each([
    [25.4, "mm/s", "in/s", 1],
    [1, "in/s", "mm/s", 25.4],
    [3, "mm/s", "mm/s", 3],
  ] as const)("%f %s is %f %s... converted", (value, from, to, expected) => {
    expect(convertVelocity(value, from, to)).toBeCloseTo(expected, 12);
  });

  it("maps metric/imperial to mm/s and in/s", () => {
    expect(velocityUnitFor("metric")).toBe("mm/s");
    expect(velocityUnitFor("imperial")).toBe("in/s");
  });

  const f2 = Float64Array.of(10, 20);
  it.each([
    [
      "NaN amplitude",
      () => accelerationToVelocitySpectrum(Float64Array.of(1, Number.NaN), f2),
      "NON_FINITE_SAMPLE",
    ],
    ["empty", () => accelerationToVelocitySpectrum(new Float64Array(0), new Float64Array(0)), "EMPTY_INPUT"],
    ["length mismatch", () => accelerationToVelocitySpectrum(Float64Array.of(1), f2), "INVALID_ARGUMENT"],
    [
      "cut-off 0",
      () => accelerationToVelocitySpectrum(Float64Array.of(1, 1), f2, { lowCutoffHz: 0 }),
      "INVALID_ARGUMENT",
    ],
    [
      "rate 0",
      () => integrateAccelerationToVelocity(sine(256, fs, 100, 1), { sampleRate: 0 }),
      "INVALID_SAMPLE_RATE",
    ],
    [
      "Infinity sample",
      () =>
        integrateAccelerationToVelocity(new Float64Array(256).fill(Number.NEGATIVE_INFINITY), {
          sampleRate: fs,
        }),
      "NON_FINITE_SAMPLE",
    ],
    [
      "length not an FFT size",
      () => integrateAccelerationToVelocity(sine(1000, fs, 100, 1), { sampleRate: fs }),
      "INVALID_SIZE",
    ],
  ] as const)("refuses %s", (_name, fn, code) => expectCode(fn, code));
});
