import { beforeAll, describe, expect, it } from "vitest";
import {
  amplitudeSpectrum,
  bandRms,
  bandValues,
  initFft,
  STANDARD_GRAVITY_MM_PER_S2,
  spectralGroups,
  windowCorrections,
} from "../src";
import { add, expectCode, sine } from "./signals";

const G = STANDARD_GRAVITY_MM_PER_S2;
const N = 8192;
/** Standard captures: 8192 samples at 2.56·Fmax. */
const CAPTURES = [5300, 1300, 325].map((fmax) => ({ fmax, fs: 2.56 * fmax, df: (2.56 * fmax) / N }));

/** RMS velocity (mm/s) of a g-amplitude sine: A·g/(2πf)/√2. */
const velocity = (amplitude: number, f: number) => (amplitude * G) / (2 * Math.PI * f) / Math.SQRT2;
const relative = (got: number, expected: number) => Math.abs(got - expected) / expected;

/** `low`, `high`, and lines between, each 10 % above the last (or the next), at 0, ¼, ½ and ¾ line. */
function sweep(low: number, high: number, df: number): number[] {
  const out = [low, high];
  let k = Math.floor(low / df);
  while (k * df <= high) {
    for (const d of [0, 0.25, 0.5, 0.75]) {
      const f = (k + d) * df;
      if (f >= low && f <= high) out.push(f);
    }
    k = Math.max(k + 1, Math.round(k * 1.1));
  }
  return out;
}

beforeAll(async () => {
  await initFft();
});

describe("overall velocity and high-frequency band values are exact for tones", () => {
  it.each(CAPTURES)(
    "velocity RMS 6–1000 Hz of tones from 6 Hz up to min(1000, Fmax) at Fmax $fmax Hz is A·g/(2πf)/√2 within 0.5 %",
    ({ fs, fmax, df }) => {
      const failures: string[] = [];
      const freqs = sweep(6, Math.min(1000, fmax), df);
      freqs.forEach((f, i) => {
        const v = bandValues(sine(N, fs, f, 0.7, i), { sampleRate: fs }).velocityRms!;
        const e = relative(v, velocity(0.7, f));
        if (!(e < 0.005)) failures.push(`${f} Hz (line ${(f / df).toFixed(2)}): off by ${e}`);
      });
      expect(freqs.length).toBeGreaterThan(150);
      expect(failures).toEqual([]);
    },
  );

  it.each(CAPTURES.filter((c) => c.fmax > 1000))(
    "high-frequency RMS of tones from 1000 Hz up to min(5300, Fmax) at Fmax $fmax Hz is A/√2 within 0.5 %",
    ({ fs, fmax, df }) => {
      const failures: string[] = [];
      for (const [i, f] of sweep(1000, Math.min(5300, fmax), df).entries()) {
        const v = bandValues(sine(N, fs, f, 0.3, i), { sampleRate: fs }).highFrequencyRms!;
        const e = relative(v, 0.3 / Math.SQRT2);
        if (!(e < 0.005)) failures.push(`${f} Hz: off by ${e}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(CAPTURES)(
    "a tone 2 lines or more outside 6–1000 Hz adds under 0.5 % of its own velocity (Fmax $fmax Hz)",
    ({ fs, fmax, df }) => {
      const outside = [-2, -2.25, -2.5, -3, -10].map((l) => 6 + l * df).filter((f) => f > 0);
      if (fmax > 1000) outside.push(...[2, 2.25, 2.5, 3, 10].map((l) => 1000 + l * df));
      const inBand = 0.4 * Math.min(1000, fmax);
      expect(outside.length).toBeGreaterThanOrEqual(3);
      for (const f of outside) {
        const own = velocity(1, f);
        const alone = bandValues(sine(N, fs, f, 1), { sampleRate: fs }).velocityRms!;
        expect(alone, `${f} Hz alone`).toBeLessThan(0.005 * own);
        // Beside a tone in the band, which reads its own value within 0.5 % of the outside tone's.
        const both = bandValues(add(sine(N, fs, f, 1), sine(N, fs, inBand, 0.5, 1)), { sampleRate: fs });
        expect(Math.abs(both.velocityRms! - velocity(0.5, inBand)), `${f} Hz beside`).toBeLessThan(
          0.005 * own,
        );
      }
    },
  );

  it.each(CAPTURES.filter((c) => c.fmax > 1000))(
    "a tone 2 lines or more outside the high-frequency band adds under 0.5 % of its own value (Fmax $fmax Hz)",
    ({ fs, fmax, df }) => {
      const outside = [-2, -2.5, -3, -10].map((l) => 1000 + l * df);
      if (fmax >= 5300) outside.push(...[2, 2.5, 3, 10].map((l) => 5300 + l * df));
      for (const f of outside) {
        const v = bandValues(sine(N, fs, f, 1), { sampleRate: fs }).highFrequencyRms!;
        expect(v, `${f} Hz`).toBeLessThan(0.005 / Math.SQRT2);
      }
    },
  );

  it.each(CAPTURES)("two tones in the band sum in power (Fmax $fmax Hz)", ({ fs, fmax, df }) => {
    const f1 = 6 + 1.3 * df;
    const f2 = 0.61 * Math.min(1000, fmax);
    const v = bandValues(add(sine(N, fs, f1, 0.05), sine(N, fs, f2, 0.8, 2)), { sampleRate: fs });
    expect(relative(v.velocityRms!, Math.hypot(velocity(0.05, f1), velocity(0.8, f2)))).toBeLessThan(0.005);
  });
});

describe("bandRms and spectral groups", () => {
  const fs = 2.56 * 5300;
  const df = fs / N;
  const enbw = windowCorrections("hann", N).enbwBins;
  const spectrum = (x: Float64Array) =>
    amplitudeSpectrum(x, { sampleRate: fs, window: "hann", scaling: "rms", fmax: fs / 2 }).amplitudes;

  it("Hann's ENBW is 1.5 lines", () => {
    expect(enbw).toBeCloseTo(1.5, 12);
  });

  it.each([3.62, 10.25, 100.5, 1000.75])(
    "a tone at line %f is one group at its frequency (within 10⁻³ line) holding its whole energy",
    (line) => {
      const groups = spectralGroups(spectrum(sine(N, fs, line * df, 2, 0.4)), df);
      let top = 0;
      for (let i = 1; i < groups.count; i++) if (groups.energies[i]! > groups.energies[top]!) top = i;
      expect(Math.abs(groups.frequencies[top]! / df - line)).toBeLessThan(1e-3);
      // Energy Σ A_k² = (A/√2)²·ENBW: the tone's RMS² before the energy correction.
      expect(relative(groups.energies[top]!, 2 * enbw)).toBeLessThan(1e-4);
    },
  );

  it("weights each group at its frequency: none (g), mm/s, in/s", () => {
    const f = 123.4;
    const a = spectrum(sine(N, fs, f, 0.5));
    expect(relative(bandRms(a, df, enbw, 100, 150), 0.5 / Math.SQRT2)).toBeLessThan(1e-4);
    expect(relative(bandRms(a, df, enbw, 100, 150, "mm/s"), velocity(0.5, f))).toBeLessThan(1e-4);
    expect(relative(bandRms(a, df, enbw, 100, 150, "in/s"), velocity(0.5, f) / 25.4)).toBeLessThan(1e-4);
  });

  it("leaves out the mean: a band from 0 Hz reads only the tone beside a 1 g offset", () => {
    const x = sine(N, fs, 20.2, 0.1).map((v) => v + 1);
    expect(relative(bandRms(spectrum(x), df, enbw, 0, 100), 0.1 / Math.SQRT2)).toBeLessThan(1e-3);
  });

  it("a band narrower than a line holds a tone inside it whole", () => {
    const f = 500.3 * df;
    const a = spectrum(sine(N, fs, f, 1));
    expect(relative(bandRms(a, df, enbw, f - 0.1 * df, f + 0.1 * df), Math.SQRT1_2)).toBeLessThan(1e-4);
  });

  it.each([
    ["df 0", () => bandRms(new Float64Array(8), 0, 1.5, 1, 2), "line spacing"],
    ["ENBW 0", () => bandRms(new Float64Array(8), 1, 0, 1, 2), "ENBW"],
    ["low ≥ high", () => bandRms(new Float64Array(8), 1, 1.5, 3, 3), "0 ≤ low < high"],
    ["negative low", () => bandRms(new Float64Array(8), 1, 1.5, -1, 3), "0 ≤ low < high"],
    ["NaN high", () => bandRms(new Float64Array(8), 1, 1.5, 1, Number.NaN), "0 ≤ low < high"],
    [
      "unknown weighting",
      () => bandRms(new Float64Array(8), 1, 1.5, 1, 3, "m/s" as "mm/s"),
      "weighting must be",
    ],
  ] as const)("refuses %s", (_name, fn, text) => expectCode(fn, "INVALID_ARGUMENT", text));
});
