import { beforeAll, describe, expect, it } from "vitest";
import { bandValues, initFft, STANDARD_GRAVITY_MM_PER_S2, synthesize } from "../src";

/**
 * White Gaussian noise of standard deviation σ sampled at fs has the single-sided PSD 2σ²/fs, so
 *   acceleration RMS² in [a, b] = 2σ²/fs·(b − a),
 *   velocity RMS² in [a, b]     = 2σ²/fs·(g/2π)²·(1/a − 1/b).
 *
 * The estimate scatters around that. Each line's power is exponentially distributed (relative
 * standard deviation 1, 1/√K after averaging K blocks), and Hann correlates neighbouring lines with
 * amplitude coefficients −2/3 and 1/6, i.e. power correlations 4/9 and 1/36. So the relative standard
 * deviation of Σ w_k·P_k is √(Σ_k Σ_j w_k·w_j·ρ²_{k−j}) / (√K·Σ w_k), and an RMS's is half that.
 * Counting whole peaks scatters more than line-by-line Parseval, because a band edge takes or leaves
 * a noise peak whole: measured over 24–1000 records, 1.34× for velocity 6–1000 Hz with these
 * 32 blocks, 1.4× with one 8192-line block at 13 568 Hz (6 Hz 3.6 lines above DC), 1.0× in the
 * high-frequency band. So the tolerance is 4 × 1.5 × the formula's standard deviation.
 */
function relativeSd(weights: Float64Array, averages: number): number {
  const rho2 = [1, 4 / 9, 1 / 36];
  let variance = 0;
  let sum = 0;
  for (let k = 0; k < weights.length; k++) {
    sum += weights[k]!;
    for (let d = -2; d <= 2; d++) {
      const j = k + d;
      if (j >= 0 && j < weights.length) variance += weights[k]! * weights[j]! * rho2[Math.abs(d)]!;
    }
  }
  return Math.sqrt(variance / averages) / sum / 2;
}

/** Weights w_k of the lines in [low, high]: 1 or 1/f². */
function lineWeights(low: number, high: number, df: number, velocity: boolean): Float64Array {
  const first = Math.ceil(low / df);
  const last = Math.floor(high / df);
  return Float64Array.from({ length: last - first + 1 }, (_, i) =>
    velocity ? 1 / ((first + i) * df) ** 2 : 1,
  );
}

beforeAll(async () => {
  await initFft();
});

describe("band values of white noise match the PSD integral", () => {
  const sigma = 0.2;

  it("high-frequency RMS 1000–5300 Hz: 65 536 samples at 13 568 Hz, one block", () => {
    const fs = 13568;
    const x = synthesize({ sampleRate: fs, length: 65536, noiseRms: sigma, seed: 7 });
    const expected = Math.sqrt(((2 * sigma * sigma) / fs) * (5300 - 1000));
    const sd = relativeSd(lineWeights(1000, 5300, fs / 65536, false), 1);
    expect(sd).toBeGreaterThan(0.004); // ≈ 0.48 %: 20 770 lines
    expect(sd).toBeLessThan(0.006);
    const got = bandValues(x, { sampleRate: fs }).highFrequencyRms!;
    expect(Math.abs(got - expected) / expected).toBeLessThan(4 * 1.5 * sd);
  });

  it("velocity RMS 6–1000 Hz: 32 blocks of 65 536 samples at 3 328 Hz", () => {
    const fs = 3328;
    const x = synthesize({ sampleRate: fs, length: 32 * 65536, noiseRms: sigma, seed: 11 });
    const scale = STANDARD_GRAVITY_MM_PER_S2 / (2 * Math.PI);
    const expected = Math.sqrt(((2 * sigma * sigma) / fs) * scale * scale * (1 / 6 - 1 / 1000));
    const sd = relativeSd(lineWeights(6, 1000, fs / 65536, true), 32);
    expect(sd).toBeGreaterThan(0.005); // ≈ 0.65 %: 1/f² leaves about 350 lines' worth
    expect(sd).toBeLessThan(0.008);
    const v = bandValues(x, { sampleRate: fs });
    expect(Math.abs(v.velocityRms! - expected) / expected).toBeLessThan(4 * 1.5 * sd);
  });
});
