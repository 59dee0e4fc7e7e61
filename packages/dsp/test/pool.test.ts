import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  amplitudeSpectrum,
  bandValues,
  DspError,
  envelopeSpectrum,
  initFft,
  type SpectralBandSpec,
  spectralBandValues,
  synthesize,
} from "../src";
import { DspPool, PoolError, packWaveforms } from "../src/pool/pool";

const FS = 8192;

/** Four different deterministic waveforms: running speed, a bearing defect, noise. */
function waveforms(count: number, length = 8192): Float64Array[] {
  return Array.from({ length: count }, (_, i) =>
    synthesize({
      sampleRate: FS,
      length,
      harmonics: { shaftHz: 29.75 + i, amplitudes: [1, 0.4, 0.1] },
      impacts: { defectHz: 107.4 + i, resonanceHz: 2600, dampingRatio: 0.06, amplitude: 0.5 + i / 10 },
      noiseRms: 0.05,
      seed: i + 1,
    }),
  );
}

async function expectRejects(
  p: Promise<unknown>,
  type: typeof DspError | typeof PoolError,
  code: string,
  text?: string,
) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(type);
  expect((e as { code: string }).code).toBe(code);
  if (text) expect((e as Error).message).toContain(text);
}

describe("DspPool returns the direct call's numbers", () => {
  let pool: DspPool;
  beforeAll(async () => {
    // Same backend on both sides (WASM SIMD where available), so equality is exact.
    await initFft();
    pool = new DspPool({ workers: 2 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it("spectra of a float64 batch, bit for bit", async () => {
    const input = waveforms(4);
    const options = { sampleRate: FS, window: "hann" as const, scaling: "peak" as const };
    const got = await pool.spectra(input, options);
    expect(got.amplitudes).toHaveLength(4);
    input.forEach((w, i) => {
      const direct = amplitudeSpectrum(w, options);
      expect(Array.from(got.amplitudes[i]!)).toEqual(Array.from(direct.amplitudes));
      expect(Array.from(got.frequencies)).toEqual(Array.from(direct.frequencies));
      expect(got.df).toBe(direct.df);
      expect(got.fftSize).toBe(direct.fftSize);
      expect(got.backend).toBe(direct.backend);
    });
  });

  it("spectra of a float32 batch with averaging, bit for bit", async () => {
    const input = waveforms(3, 16384).map((w) => Float32Array.from(w));
    const options = { sampleRate: FS, lines: 1600, averages: 4, overlap: 0.5 };
    const got = await pool.spectra(input, options);
    input.forEach((w, i) => {
      expect(Array.from(got.amplitudes[i]!)).toEqual(Array.from(amplitudeSpectrum(w, options).amplitudes));
    });
    expect(got.averages).toBe(4);
  });

  it("envelope spectra, bit for bit", async () => {
    const input = waveforms(3);
    const options = { sampleRate: FS, band: [2000, 3500] as const };
    const got = await pool.envelopeSpectra(input, options);
    input.forEach((w, i) => {
      expect(Array.from(got.amplitudes[i]!)).toEqual(Array.from(envelopeSpectrum(w, options).amplitudes));
    });
    expect(got.band).toEqual([2000, 3500]);
  });

  it("band values, exactly", async () => {
    const input = waveforms(3);
    const options = { sampleRate: FS, velocityUnit: "mm/s" as const };
    const got = await pool.bandValues(input, options);
    expect(got).toEqual(input.map((w) => bandValues(w, options)));
  });

  it("spectral band values, exactly, each waveform with its own bands", async () => {
    const input = waveforms(3);
    // Waveform i runs at 29.75 + i Hz with its defect at 107.4 + i Hz (see waveforms()).
    const bands = input.map((_, i): SpectralBandSpec[] => [
      { low: 0.8 * (29.75 + i), high: 1.2 * (29.75 + i), spectrum: "velocity" },
      { low: 1.6 * (29.75 + i), high: 2.4 * (29.75 + i), spectrum: "velocity" },
      { low: 0.98 * (107.4 + i), high: 1.02 * (107.4 + i), spectrum: "envelope" },
      { low: 6, high: 1000, spectrum: "velocity" },
      { low: 1000, high: 5300, spectrum: "acceleration" },
      { low: 3300, high: 4000, spectrum: "acceleration" },
    ]);
    const options = { sampleRate: FS, envelopeBand: [2000, 3200] as const };
    const got = await pool.spectralBands(input, { ...options, bands });
    expect(got).toEqual(input.map((w, i) => spectralBandValues(w, { ...options, bands: bands[i]! })));
    expect(got[1]![0]).toBeGreaterThan(0);
    expect(got[2]![5]).toBeNull(); // above Fmax = 3200 Hz
  });

  it("spectral band errors come back as the worker's DspError; a band list per waveform is required", async () => {
    const ok: SpectralBandSpec = { low: 10, high: 20, spectrum: "acceleration" };
    const bad: SpectralBandSpec = { low: 20, high: 10, spectrum: "acceleration" };
    await expectRejects(
      pool.spectralBands(waveforms(2), { sampleRate: FS, bands: [[ok], [bad]] }),
      DspError,
      "INVALID_ARGUMENT",
      "bands[1][0] 20–10 Hz",
    );
    await expectRejects(
      pool.spectralBands(waveforms(2), { sampleRate: FS, bands: [[ok], [ok]], envelopeBand: [1000, 5000] }),
      DspError,
      "BAND_OUTSIDE_NYQUIST",
    );
    const input = waveforms(1);
    input[0]![5] = Number.POSITIVE_INFINITY;
    await expectRejects(
      pool.spectralBands(input, { sampleRate: FS, bands: [[ok]] }),
      DspError,
      "NON_FINITE_SAMPLE",
      "samples[5] is Infinity",
    );
    await expectRejects(
      pool.spectralBands(waveforms(2), { sampleRate: FS, bands: [[ok]] }),
      DspError,
      "INVALID_ARGUMENT",
      "2 waveforms, 1 lists",
    );
  });

  it("a packed batch is transferred: the caller's array is detached afterwards", async () => {
    const input = waveforms(2);
    const packed = packWaveforms(input);
    const expected = amplitudeSpectrum(input[1]!, { sampleRate: FS }).amplitudes;
    const got = await pool.spectra(packed, { sampleRate: FS });
    expect(packed.samples.length).toBe(0);
    expect(Array.from(got.amplitudes[1]!)).toEqual(Array.from(expected));
    // The worker hands the samples back, untouched, ready to be refilled and resent.
    expect(got.input.count).toBe(2);
    expect(got.input.length).toBe(8192);
    expect(Array.from(got.input.samples)).toEqual([...input[0]!, ...input[1]!]);
    // A list of waveforms is copied: the caller keeps it.
    expect(input[0]!.length).toBe(8192);
  });

  it("a view into a larger buffer is copied, not transferred", async () => {
    const backing = new Float64Array(3 * 8192);
    backing.set(waveforms(1)[0]!, 8192);
    const view = backing.subarray(8192, 2 * 8192);
    const got = await pool.spectra({ samples: view, count: 1, length: 8192 }, { sampleRate: FS });
    expect(backing.length).toBe(3 * 8192);
    expect(Array.from(got.amplitudes[0]!)).toEqual(
      Array.from(amplitudeSpectrum(view, { sampleRate: FS }).amplitudes),
    );
  });

  it("bad samples come back as the worker's DspError, by code and message", async () => {
    const input = waveforms(2);
    input[1]![77] = Number.NaN;
    await expectRejects(
      pool.spectra(input, { sampleRate: FS }),
      DspError,
      "NON_FINITE_SAMPLE",
      "samples[77] is NaN",
    );
    await expectRejects(pool.spectra(waveforms(1), { sampleRate: 0 }), DspError, "INVALID_SAMPLE_RATE");
    await expectRejects(
      pool.envelopeSpectra(waveforms(1), { sampleRate: FS, band: [3000, 5000] }),
      DspError,
      "BAND_OUTSIDE_NYQUIST",
    );
  });

  it("a malformed batch is refused before it leaves the main thread", async () => {
    const [a] = waveforms(1);
    await expectRejects(
      pool.spectra([a!, a!.subarray(0, 4096)], { sampleRate: FS }),
      DspError,
      "INVALID_SIZE",
      "waveform 1 has 4096",
    );
    await expectRejects(pool.spectra([], { sampleRate: FS }), DspError, "EMPTY_INPUT");
    await expectRejects(
      pool.spectra({ samples: new Float64Array(100), count: 3, length: 40 }, { sampleRate: FS }),
      DspError,
      "INVALID_SIZE",
      "needs 120 samples (got 100)",
    );
  });
});

describe("DspPool lifecycle", () => {
  it("refuses a bad size", () => {
    expect(() => new DspPool({ workers: 0 })).toThrow("workers must be an integer ≥ 1");
    expect(() => new DspPool({ workers: 1, maxQueue: -1 })).toThrow("maxQueue");
  });

  it("bounds the queue: beyond maxQueue waiting batches a call rejects with QUEUE_FULL", async () => {
    const pool = new DspPool({ workers: 1, maxQueue: 1 });
    const batch = waveforms(8);
    const calls = Array.from({ length: 10 }, () => pool.spectra(batch, { sampleRate: FS }));
    const results = await Promise.allSettled(calls);
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(fulfilled.length).toBeGreaterThanOrEqual(1);
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(PoolError);
      expect((r.reason as PoolError).code).toBe("QUEUE_FULL");
    }
    await pool.close();
  });

  it("close() lets queued batches finish, then refuses new ones with POOL_CLOSED", async () => {
    const pool = new DspPool({ workers: 1, maxQueue: 8 });
    const input = waveforms(2);
    const pending = [pool.spectra(input, { sampleRate: FS }), pool.spectra(input, { sampleRate: FS })];
    const closing = pool.close();
    await expectRejects(pool.spectra(input, { sampleRate: FS }), PoolError, "POOL_CLOSED");
    const done = await Promise.all(pending);
    expect(done.map((d) => d.amplitudes.length)).toEqual([2, 2]);
    await closing;
  });

  it("close({ force: true }) rejects the batches still queued with POOL_CLOSED", async () => {
    const pool = new DspPool({ workers: 1, maxQueue: 8 });
    const input = waveforms(4);
    const pending = Array.from({ length: 6 }, () => pool.spectra(input, { sampleRate: FS }));
    // Observe the outcomes before closing: the rejections arrive while close() is awaited.
    const settled = Promise.allSettled(pending);
    await pool.close({ force: true });
    const results = await settled;
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(PoolError);
      expect((r.reason as PoolError).code).toBe("POOL_CLOSED");
    }
  });
});
