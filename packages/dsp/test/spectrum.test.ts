import { beforeAll, describe, expect, it } from "vitest";
import {
  amplitudeSpectrum,
  amplitudeSpectrumInto,
  FFT_FMAX_HZ,
  initFft,
  type SpectrumOptions,
  sampleRateForFmax,
  standardFmaxFor,
  WINDOW_KINDS,
} from "../src";
import { expectCode, sine as sineAt } from "./signals";

/** A phase off zero, so no window of samples happens to start on a zero crossing. */
const sine = (n: number, fs: number, f: number, amplitude: number) => sineAt(n, fs, f, amplitude, 0.3);

const fs = 25600;
const n = 8192; // 3200 lines, Δf = 3.125 Hz

const backends = [
  { backend: "js-float64", tolerance: 1e-9 },
  { backend: "wasm-simd-f32", tolerance: 1e-5 },
] as const;

async function use(backend: "js-float64" | "wasm-simd-f32"): Promise<void> {
  await initFft(backend === "js-float64" ? { prefer: "js-float64" } : {});
}

beforeAll(async () => {
  await initFft();
});

describe("amplitude spectrum", () => {
  const binCentre = backends.flatMap((b) =>
    WINDOW_KINDS.flatMap((window) =>
      (["peak", "rms"] as const).map((scaling) => ({ ...b, window, scaling })),
    ),
  );
  it.each(binCentre)(
    "$backend $window $scaling: a bin-centred sine of amplitude A reads A (or A/√2) at its bin",
    async ({ backend, tolerance, window, scaling }) => {
      await use(backend);
      const amplitude = 2.5;
      const bin = 320; // 1000 Hz
      const s = amplitudeSpectrum(sine(n, fs, bin * (fs / n), amplitude), {
        sampleRate: fs,
        window,
        scaling,
      });
      expect(s.backend).toBe(backend);
      const expected = scaling === "peak" ? amplitude : amplitude / Math.SQRT2;
      expect(Math.abs(s.amplitudes[bin]! - expected) / expected).toBeLessThan(tolerance);
      await initFft();
    },
  );

  it.each([0.1, 0.25, 0.37, 0.5, 0.75, 0.9])(
    "flat-top keeps a sine %f bins off-centre within 0.1 %",
    (offset) => {
      const amplitude = 1.2;
      const f = (1000 + offset) * (fs / n);
      const s = amplitudeSpectrum(sine(n, fs, f, amplitude), { sampleRate: fs, window: "flattop" });
      const largest = Math.max(...s.amplitudes);
      expect(Math.abs(largest - amplitude) / amplitude).toBeLessThan(1e-3);
    },
  );

  it("takes float32 samples as well", () => {
    const x = sine(n, fs, 1000, 2.5);
    const a = amplitudeSpectrum(Float32Array.from(x), { sampleRate: fs, averages: 1 });
    expect(Math.abs(a.amplitudes[320]! - 2.5) / 2.5).toBeLessThan(1e-5);
  });

  it("DC reads its value in both scalings", () => {
    const x = new Float64Array(n).fill(0.75);
    expect(amplitudeSpectrum(x, { sampleRate: fs, scaling: "peak" }).amplitudes[0]).toBeCloseTo(0.75, 5);
    expect(amplitudeSpectrum(x, { sampleRate: fs, scaling: "rms" }).amplitudes[0]).toBeCloseTo(0.75, 5);
  });

  it("has a frequency axis k·fs/N up to fs/2.56 by default", () => {
    const s = amplitudeSpectrum(sine(n, fs, 1000, 1), { sampleRate: fs });
    expect(s.fftSize).toBe(n);
    expect(s.df).toBe(fs / n);
    expect(s.amplitudes.length).toBe(3201);
    expect(s.frequencies[0]).toBe(0);
    expect(s.frequencies[3200]).toBe(10000);
    expect(s.fmax).toBe(fs / 2.56);
  });

  it.each(FFT_FMAX_HZ.map((fmax) => ({ fmax })))(
    "Fmax $fmax Hz: sampled at 2.56·Fmax, the default spectrum ends at $fmax Hz",
    ({ fmax }) => {
      const rate = sampleRateForFmax(fmax);
      expect(standardFmaxFor(rate)).toBe(fmax);
      const s = amplitudeSpectrum(sine(4096, rate, rate / 16, 1), { sampleRate: rate, lines: 1600 });
      expect(s.amplitudes.length).toBe(1601);
      expect(s.fmax).toBeCloseTo(fmax, 9);
    },
  );

  it("picks the largest standard Fmax a sample rate supports", () => {
    expect(standardFmaxFor(51200)).toBe(10600);
    expect(standardFmaxFor(20000)).toBe(5300);
    expect(standardFmaxFor(500)).toBeNull();
  });

  it("lines select the FFT size (N = 2.56·lines) and fmax truncates the lines", () => {
    const x = sine(65536, 27136, 1000, 1);
    const s = amplitudeSpectrum(x, { sampleRate: 27136, lines: 800, fmax: 1300 });
    expect(s.fftSize).toBe(2048);
    expect(s.averages).toBe(32);
    expect(s.frequencies[s.frequencies.length - 1]).toBeLessThanOrEqual(1300);
    expect(s.frequencies[s.frequencies.length - 1]! + s.df).toBeGreaterThan(1300);
  });

  it("averages block powers (Welch): the result is the RMS of the blocks' amplitudes", () => {
    const x = new Float64Array(2 * n);
    x.set(sine(n, fs, 1000, 1));
    x.set(sine(n, fs, 1000, 3), n);
    const avg = amplitudeSpectrum(x, { sampleRate: fs, lines: 3200, averages: 2 });
    const a = amplitudeSpectrum(x.subarray(0, n), { sampleRate: fs });
    const b = amplitudeSpectrum(x.subarray(n), { sampleRate: fs });
    for (const k of [0, 100, 320, 321, 1000]) {
      expect(avg.amplitudes[k]).toBeCloseTo(
        Math.sqrt((a.amplitudes[k]! ** 2 + b.amplitudes[k]! ** 2) / 2),
        12,
      );
    }
    expect(avg.amplitudes[320]).toBeCloseTo(Math.sqrt(5), 5);
  });

  it("counts overlapping blocks: 4 blocks of N with 50 % overlap give 7 averages", () => {
    const s = amplitudeSpectrum(sine(4 * n, fs, 1000, 2), { sampleRate: fs, lines: 3200, overlap: 0.5 });
    expect(s.averages).toBe(7);
    expect(s.amplitudes[320]).toBeCloseTo(2, 4);
  });

  it.each([
    { where: "inside the block", index: 777, length: n },
    { where: "after the last block", index: n + 50, length: n + 100 },
  ])("names a NaN sample $where by its index", ({ index, length }) => {
    const x = sine(length, fs, 1000, 1);
    x[index] = Number.NaN;
    expect(() => amplitudeSpectrum(x, { sampleRate: fs, lines: 3200 })).toThrowError(
      `samples[${index}] is NaN`,
    );
  });

  it("names a NaN sample in a later averaged block", () => {
    const x = sine(4 * n, fs, 1000, 1);
    x[2 * n + 5] = Number.NaN;
    expect(() => amplitudeSpectrum(x, { sampleRate: fs, lines: 3200, averages: 4 })).toThrowError(
      `samples[${2 * n + 5}] is NaN`,
    );
  });

  it("frequencies are k·Δf, built when first read and the same array after", () => {
    const s = amplitudeSpectrum(sine(n, fs, 1000, 1), { sampleRate: fs, lines: 3200 });
    const f = s.frequencies;
    expect(f.length).toBe(s.amplitudes.length);
    expect(f[0]).toBe(0);
    expect(f[321]).toBeCloseTo(321 * s.df, 9);
    expect(f[f.length - 1]).toBeCloseTo(s.fmax, 9);
    expect(s.frequencies).toBe(f);
  });

  it("amplitudeSpectrumInto writes the same amplitudes into the caller's buffer", () => {
    const x = sine(3 * n, fs, 1000, 1.5);
    const options = { sampleRate: fs, lines: 1600, overlap: 0.5, window: "hamming", scaling: "rms" } as const;
    const full = amplitudeSpectrum(x, options);
    const out = new Float64Array(full.amplitudes.length + 10);
    const layout = amplitudeSpectrumInto(x, options, out);
    expect(layout.bins).toBe(full.amplitudes.length);
    expect(layout.averages).toBe(full.averages);
    expect(Array.from(out.subarray(0, layout.bins))).toEqual(Array.from(full.amplitudes));
  });

  const bad: [string, () => unknown, string][] = [
    [
      "output too short",
      () => amplitudeSpectrumInto(sine(n, fs, 100, 1), { sampleRate: fs }, new Float64Array(10)),
      "INVALID_ARGUMENT",
    ],
    [
      "unknown window",
      () =>
        amplitudeSpectrum(sine(n, fs, 100, 1), {
          sampleRate: fs,
          window: "kaiser",
        } as unknown as SpectrumOptions),
      "INVALID_ARGUMENT",
    ],
    ["empty", () => amplitudeSpectrum(new Float64Array(0), { sampleRate: fs }), "EMPTY_INPUT"],
    [
      "NaN",
      () => amplitudeSpectrum(Float64Array.of(...sine(512, fs, 100, 1), Number.NaN), { sampleRate: fs }),
      "NON_FINITE_SAMPLE",
    ],
    [
      "Infinity",
      () => amplitudeSpectrum(new Float64Array(512).fill(Number.POSITIVE_INFINITY), { sampleRate: fs }),
      "NON_FINITE_SAMPLE",
    ],
    ["rate 0", () => amplitudeSpectrum(sine(512, fs, 100, 1), { sampleRate: 0 }), "INVALID_SAMPLE_RATE"],
    ["rate < 0", () => amplitudeSpectrum(sine(512, fs, 100, 1), { sampleRate: -1 }), "INVALID_SAMPLE_RATE"],
    [
      "fmax above Nyquist",
      () => amplitudeSpectrum(sine(512, fs, 100, 1), { sampleRate: fs, fmax: 20000 }),
      "BAND_OUTSIDE_NYQUIST",
    ],
    ["too short", () => amplitudeSpectrum(sine(200, fs, 100, 1), { sampleRate: fs }), "INVALID_SIZE"],
    [
      "lines not a standard count",
      () => amplitudeSpectrum(sine(n, fs, 100, 1), { sampleRate: fs, lines: 300 }),
      "INVALID_ARGUMENT",
    ],
    [
      "overlap 1",
      () => amplitudeSpectrum(sine(n, fs, 100, 1), { sampleRate: fs, overlap: 1 }),
      "INVALID_ARGUMENT",
    ],
    [
      "too many averages",
      () => amplitudeSpectrum(sine(n, fs, 100, 1), { sampleRate: fs, lines: 3200, averages: 2 }),
      "INVALID_ARGUMENT",
    ],
    [
      "unknown scaling",
      () =>
        amplitudeSpectrum(sine(n, fs, 100, 1), {
          sampleRate: fs,
          scaling: "db",
        } as unknown as SpectrumOptions),
      "INVALID_ARGUMENT",
    ],
  ];
  it.each(bad)("refuses %s", (_name, fn, code) => expectCode(fn, code));
});
