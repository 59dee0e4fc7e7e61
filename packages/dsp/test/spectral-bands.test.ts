import { beforeAll, describe, expect, it } from "vitest";
import {
  bearingFrequencies,
  defaultEnvelopeBand,
  initFft,
  type SpectralBandSpec,
  STANDARD_GRAVITY_MM_PER_S2,
  spectralBandValues,
} from "../src";
import { add, expectCode, sine } from "./signals";

const fs = 2.56 * 5300; // 13 568 Hz: Fmax 5300 Hz, Nyquist 6784 Hz
const n = 8192;
const df = fs / n; // 1.65625 Hz

const velocity = (amplitude: number, f: number) =>
  (amplitude * STANDARD_GRAVITY_MM_PER_S2) / (2 * Math.PI * f) / Math.SQRT2;
const relative = (got: number | null, expected: number) => Math.abs(got! - expected) / expected;

/** A·(1 + m·cos 2πf_m t)·sin 2πf_c t: its envelope, mean removed, is A·m·cos 2πf_m t, RMS A·m/√2. */
function amCarrier(carrier: number, modulation: number, depth: number, amplitude = 1): Float64Array {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / fs;
    x[i] =
      amplitude * (1 + depth * Math.cos(2 * Math.PI * modulation * t)) * Math.sin(2 * Math.PI * carrier * t);
  }
  return x;
}

const shaftHz = 29.75; // 1785 rpm
// A 6205 deep-groove ball bearing: 9 balls of 7.94 mm on a 39.04 mm pitch circle.
const bpfo = bearingFrequencies({ ballCount: 9, ballDiameter: 7.94, pitchDiameter: 39.04 }, shaftHz).bpfo;
const orderBand = (order: number, spectrum: SpectralBandSpec["spectrum"]): SpectralBandSpec => ({
  low: 0.8 * order * shaftHz,
  high: 1.2 * order * shaftHz,
  spectrum,
});
const bpfoBand = (spectrum: SpectralBandSpec["spectrum"]): SpectralBandSpec => ({
  low: 0.98 * bpfo,
  high: 1.02 * bpfo,
  spectrum,
});

beforeAll(async () => {
  await initFft();
});

describe("spectral band values", () => {
  it("1× and 2× tones read their closed-form RMS in their own 0.8–1.2× order bands only", () => {
    const x = add(sine(n, fs, shaftHz, 0.2), sine(n, fs, 2 * shaftHz, 0.05, 1));
    const [v1, v2, a1, a2] = spectralBandValues(x, {
      sampleRate: fs,
      bands: [
        orderBand(1, "velocity"),
        orderBand(2, "velocity"),
        orderBand(1, "acceleration"),
        orderBand(2, "acceleration"),
      ],
    });
    expect(relative(v1!, velocity(0.2, shaftHz))).toBeLessThan(0.005);
    expect(relative(v2!, velocity(0.05, 2 * shaftHz))).toBeLessThan(0.005);
    expect(relative(a1!, 0.2 / Math.SQRT2)).toBeLessThan(0.005);
    expect(relative(a2!, 0.05 / Math.SQRT2)).toBeLessThan(0.005);
  });

  it("a tone at BPFO reads its RMS in BPFO ± 2 %, in g and in mm/s", () => {
    expect(bpfo).toBeCloseTo(106.6, 0); // 3.58 × 29.75 Hz
    const [a, v] = spectralBandValues(sine(n, fs, bpfo, 0.03, 0.5), {
      sampleRate: fs,
      bands: [bpfoBand("acceleration"), bpfoBand("velocity")],
    });
    expect(relative(a!, 0.03 / Math.SQRT2)).toBeLessThan(0.005);
    expect(relative(v!, velocity(0.03, bpfo))).toBeLessThan(0.005);
  });

  it("velocity in in/s when asked", () => {
    const [v] = spectralBandValues(sine(n, fs, shaftHz, 0.2), {
      sampleRate: fs,
      bands: [orderBand(1, "velocity")],
      velocityUnit: "in/s",
    });
    expect(relative(v!, velocity(0.2, shaftHz) / 25.4)).toBeLessThan(0.005);
  });

  it("a tone outside every band reads under 0.5 % of its own value in each", () => {
    const f = 200.3;
    const bands = [
      orderBand(1, "velocity"),
      orderBand(2, "velocity"),
      bpfoBand("velocity"),
      bpfoBand("acceleration"),
      { low: 1000, high: 5300, spectrum: "acceleration" as const },
      { low: f + 2 * df, high: 900, spectrum: "velocity" as const },
      { low: 6, high: f - 2 * df, spectrum: "velocity" as const },
    ];
    const values = spectralBandValues(sine(n, fs, f, 1), { sampleRate: fs, bands });
    values.forEach((v, i) => {
      const own = bands[i]!.spectrum === "velocity" ? velocity(1, f) : Math.SQRT1_2;
      expect(v!, `band ${i}`).toBeLessThan(0.005 * own);
    });
  });

  it("an amplitude-modulated 3 kHz carrier reads the envelope's RMS A·m/√2 at the modulation frequency", () => {
    // Whole cycles in the block (carrier 1811 lines, modulation 60 lines), as an envelope of one period.
    const carrier = 1811 * df; // 2999.47 Hz
    const modulation = 60 * df; // 99.375 Hz
    const x = amCarrier(carrier, modulation, 0.5, 0.8);
    const [atModulation, elsewhere, vibration] = spectralBandValues(x, {
      sampleRate: fs,
      bands: [
        { low: 0.9 * modulation, high: 1.1 * modulation, spectrum: "envelope" },
        { low: 300, high: 400, spectrum: "envelope" },
        { low: 2900, high: 3100, spectrum: "acceleration" },
      ],
    });
    expect(relative(atModulation!, (0.8 * 0.5) / Math.SQRT2)).toBeLessThan(1e-3);
    expect(elsewhere!).toBeLessThan(1e-3 * atModulation!);
    // The carrier and its two sidebands: A²/2·(1 + m²/2).
    expect(relative(vibration!, 0.8 * Math.sqrt((1 + 0.5 ** 2 / 2) / 2))).toBeLessThan(1e-3);
  });

  it("demodulates in the given envelope band: a carrier outside it leaves no envelope", () => {
    const x = amCarrier(1811 * df, 60 * df, 0.5);
    const band = { low: 50, high: 150, spectrum: "envelope" as const };
    const [inside] = spectralBandValues(x, { sampleRate: fs, bands: [band], envelopeBand: [2000, 4000] });
    const [outside] = spectralBandValues(x, { sampleRate: fs, bands: [band], envelopeBand: [3500, 5000] });
    expect(relative(inside!, 0.5 / Math.SQRT2)).toBeLessThan(1e-3);
    expect(outside!).toBeLessThan(1e-3 * inside!);
  });

  it("the default envelope band is 1000–5300 Hz, lowered to fit Fmax", () => {
    expect(defaultEnvelopeBand(13568)).toEqual([1000, 5300]);
    expect(defaultEnvelopeBand(2.56 * 1300)).toEqual([650, 1300]);
    expect(defaultEnvelopeBand(2.56 * 325)).toEqual([162.5, 325]);
  });

  it("null for a band wholly above Fmax; a band reaching above it is clipped at Fmax", () => {
    // 5200 Hz is below Fmax (5300 Hz); 5350 Hz lies between Fmax and Nyquist, outside the spectrum.
    const x = add(sine(n, fs, 5200, 0.3), sine(n, fs, 5350, 0.4));
    const values = spectralBandValues(x, {
      sampleRate: fs,
      bands: [
        { low: 5000, high: 6000, spectrum: "acceleration" },
        { low: 5300, high: 6000, spectrum: "acceleration" },
        { low: 5400, high: 6000, spectrum: "envelope" },
      ],
    });
    expect(relative(values[0]!, 0.3 / Math.SQRT2)).toBeLessThan(0.005);
    expect(values.slice(1)).toEqual([null, null]);
  });

  it("takes float32 samples; no bands, no values", () => {
    const x = Float32Array.from(sine(n, fs, bpfo, 0.03));
    const [a] = spectralBandValues(x, { sampleRate: fs, bands: [bpfoBand("acceleration")] });
    expect(relative(a!, 0.03 / Math.SQRT2)).toBeLessThan(0.005);
    expect(spectralBandValues(x, { sampleRate: fs, bands: [] })).toEqual([]);
  });

  const ok: SpectralBandSpec = { low: 10, high: 20, spectrum: "velocity" };
  const refuse = (band: unknown) => () =>
    spectralBandValues(new Float64Array(n), { sampleRate: fs, bands: [ok, band as SpectralBandSpec] });
  it.each([
    ["low = high", refuse({ low: 50, high: 50, spectrum: "velocity" }), "bands[1] 50–50 Hz"],
    ["low > high", refuse({ low: 60, high: 50, spectrum: "acceleration" }), "0 ≤ low < high"],
    ["negative low", refuse({ low: -5, high: 50, spectrum: "envelope" }), "0 ≤ low < high"],
    ["NaN high", refuse({ low: 5, high: Number.NaN, spectrum: "velocity" }), "bands[1] needs finite"],
    ["infinite high", refuse({ low: 5, high: Number.POSITIVE_INFINITY, spectrum: "velocity" }), "finite"],
    ["unknown spectrum", refuse({ low: 5, high: 50, spectrum: "displacement" }), "bands[1].spectrum"],
    ["a missing band", refuse(undefined), "bands[1].spectrum"],
  ] as const)("refuses %s with INVALID_ARGUMENT", (_name, fn, text) =>
    expectCode(fn, "INVALID_ARGUMENT", text),
  );

  it.each([
    ["empty", () => spectralBandValues(new Float64Array(0), { sampleRate: fs, bands: [ok] }), "EMPTY_INPUT"],
    [
      "too short",
      () => spectralBandValues(new Float64Array(100), { sampleRate: fs, bands: [ok] }),
      "INVALID_SIZE",
    ],
    [
      "rate 0",
      () => spectralBandValues(new Float64Array(n), { sampleRate: 0, bands: [ok] }),
      "INVALID_SAMPLE_RATE",
    ],
    [
      "NaN sample",
      () =>
        spectralBandValues(Float64Array.of(...new Float64Array(300), Number.NaN), {
          sampleRate: fs,
          bands: [ok],
        }),
      "NON_FINITE_SAMPLE",
    ],
    [
      "envelope band above Nyquist",
      () =>
        spectralBandValues(new Float64Array(n), { sampleRate: fs, bands: [ok], envelopeBand: [1000, 7000] }),
      "BAND_OUTSIDE_NYQUIST",
    ],
  ] as const)("refuses %s", (_name, fn, code) => expectCode(fn, code));
});
