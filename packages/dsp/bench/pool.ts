/**
 * Pool throughput benchmark (not a test): 8192-point spectra in batches, with 1 and 2 workers.
 * Target: 2 workers ≥ 1.7× the throughput of 1.
 *
 * Called by bench/run.ts (`pnpm --filter @plantwise/dsp bench`), or on its own:
 * `npx tsx packages/dsp/bench/pool.ts`. Each in-flight lane packs its batch once and then resends
 * the buffer the worker hands back (`result.input`), so the clock covers submitting, the workers'
 * spectra and the replies, with no copying on the main thread — as for a server whose decoded
 * uploads are already one buffer per batch. The samples are float32, as the waveform table stores
 * them. Several batches stay in flight per worker so none idles between round trips.
 *
 * The machine is shared and a round's speed drifts by ±15 %, so 1 and 2 workers are measured in
 * back-to-back pairs; each pair gives a ratio and the median of the pairs is the figure reported.
 */
import { pathToFileURL } from "node:url";
import { amplitudeSpectrum, initFft, synthesize } from "../src";
import { DspPool, type PackedWaveforms, packWaveforms } from "../src/pool/pool";

const SIZE = 8192;
const FS = 25600;
const BATCHES = [16, 64] as const;
const IN_FLIGHT_PER_WORKER = 3;
const WARM_UP_MS = 400;
const MEASURE_MS = 1000;
/** Back-to-back (1 worker, 2 workers) pairs measured per batch size; the median pair ratio is reported. */
const REPEATS = 5;

function batches(count: number, waveforms: readonly (Float64Array | Float32Array)[]): PackedWaveforms[] {
  return Array.from({ length: count }, () => packWaveforms(waveforms));
}

/** Spectra per second through a pool of `workers`, keeping the pool saturated for about MEASURE_MS. */
async function throughput(
  workers: number,
  waveforms: readonly (Float64Array | Float32Array)[],
): Promise<number> {
  const perBatch = waveforms.length;
  const inFlight = workers * IN_FLIGHT_PER_WORKER;
  const pool = new DspPool({ workers, maxQueue: inFlight });
  const options = { sampleRate: FS, window: "hann" as const };
  try {
    // Warm-up: start every worker, load WASM, let the JIT settle.
    const warmUntil = performance.now() + WARM_UP_MS;
    while (performance.now() < warmUntil) {
      await Promise.all(batches(inFlight, waveforms).map((b) => pool.spectra(b, options)));
    }
    let done = 0;
    const start = performance.now();
    const stopAt = start + MEASURE_MS;
    const lane = async (): Promise<void> => {
      let batch = packWaveforms(waveforms);
      while (performance.now() < stopAt) {
        batch = (await pool.spectra(batch, options)).input;
        done += perBatch;
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    return (done * 1000) / (performance.now() - start);
  } finally {
    await pool.close();
  }
}

export async function benchPool(): Promise<void> {
  const backend = await initFft();
  const all = Array.from({ length: Math.max(...BATCHES) }, (_, i) =>
    Float32Array.from(
      synthesize({
        sampleRate: FS,
        length: SIZE,
        harmonics: { shaftHz: 29.75, amplitudes: [1, 0.3, 0.1] },
        impacts: { defectHz: 107 + i, resonanceHz: 3000, dampingRatio: 0.05, amplitude: 0.5 },
        noiseRms: 0.05,
        seed: i + 1,
      }),
    ),
  );
  // Main-thread reference: the same spectra called directly.
  let direct = 0;
  const directStart = performance.now();
  while (performance.now() - directStart < 800) {
    for (const w of all) amplitudeSpectrum(w, { sampleRate: FS, window: "hann" });
    direct += all.length;
  }
  const directRate = (direct * 1000) / (performance.now() - directStart);
  const fmt = (v: number) => Math.round(v).toLocaleString("en-US").padStart(8);
  const line = (label: string, rate: number) =>
    console.log(
      `  ${label.padEnd(30)}${fmt(rate)} spectra/s  ${(1e6 / rate).toFixed(1).padStart(6)} µs each`,
    );
  console.log(
    `Pool: ${SIZE}-point float32 spectra (Hann, peak), FFT backend ${backend}, median of ${REPEATS} back-to-back pairs`,
  );
  line("direct call (main thread)", directRate);
  for (const size of BATCHES) {
    const waveforms = all.slice(0, size);
    const pairs: { one: number; two: number }[] = [];
    for (let r = 0; r < REPEATS; r++) {
      const one = await throughput(1, waveforms);
      const two = await throughput(2, waveforms);
      pairs.push({ one, two });
    }
    pairs.sort((a, b) => a.two / a.one - b.two / b.one);
    const median = pairs[Math.floor(pairs.length / 2)]!;
    line(`batch ${size}, 1 worker`, median.one);
    line(`batch ${size}, 2 workers`, median.two);
    const ratio = median.two / median.one;
    const ratios = pairs.map((p) => (p.two / p.one).toFixed(2)).join(" ");
    console.log(
      `  ${"2 workers / 1 worker".padEnd(30)}${ratio.toFixed(2).padStart(8)}×  (target ≥ 1.70×: ${ratio >= 1.7 ? "met" : "NOT met"}; pairs ${ratios})`,
    );
  }
}

/** The name bench/run.ts looks for. */
export const runPoolBench = benchPool;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPool();
