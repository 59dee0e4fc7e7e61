/**
 * Spectral band values benchmark (not a test): 100 captures of 8192 float32 samples, six bands each
 * (1× and 2× velocity, BPFO ± 2 % acceleration, velocity 6–1000 Hz, acceleration 1000–5300 Hz and
 * BPFO ± 2 % of the envelope), through DspPool with 1 and 2 workers and in the main thread, in the
 * same run. Each capture has its own running speed, so its own order bands.
 *
 * Called by bench/run.ts, or on its own: `npx tsx packages/dsp/bench/bands.ts`. Rounds of the three
 * ways alternate, and the best round of each is reported: other processes share the CPU and only ever
 * slow a round down.
 */
import { pathToFileURL } from "node:url";
import { bearingFrequencies, initFft, type SpectralBandSpec, spectralBandValues, synthesize } from "../src";
import { DspPool } from "../src/pool/pool";

const SIZE = 8192;
const FS = 2.56 * 5300;
const CAPTURES = 100;
const BATCH = 25;
const ROUNDS = 5;

interface Capture {
  samples: Float32Array;
  bands: SpectralBandSpec[];
}

function captures(): Capture[] {
  const geometry = { ballCount: 9, ballDiameter: 7.94, pitchDiameter: 39.04 };
  return Array.from({ length: CAPTURES }, (_, i) => {
    const shaftHz = 20 + (i * 20) / CAPTURES;
    const bpfo = bearingFrequencies(geometry, shaftHz).bpfo;
    const samples = Float32Array.from(
      synthesize({
        sampleRate: FS,
        length: SIZE,
        harmonics: { shaftHz, amplitudes: [1, 0.3, 0.1] },
        impacts: { defectHz: bpfo, resonanceHz: 3000, dampingRatio: 0.05, amplitude: 0.5 },
        noiseRms: 0.05,
        seed: i + 1,
      }),
    );
    const bands: SpectralBandSpec[] = [
      { low: 0.8 * shaftHz, high: 1.2 * shaftHz, spectrum: "velocity" },
      { low: 1.6 * shaftHz, high: 2.4 * shaftHz, spectrum: "velocity" },
      { low: 0.98 * bpfo, high: 1.02 * bpfo, spectrum: "acceleration" },
      { low: 6, high: 1000, spectrum: "velocity" },
      { low: 1000, high: 5300, spectrum: "acceleration" },
      { low: 0.98 * bpfo, high: 1.02 * bpfo, spectrum: "envelope" },
    ];
    return { samples, bands };
  });
}

function inThread(all: readonly Capture[]): (number | null)[][] {
  return all.map((c) => spectralBandValues(c.samples, { sampleRate: FS, bands: c.bands }));
}

/** Every capture through the pool: the batches go out at once, one list of bands per waveform. */
async function throughPool(pool: DspPool, all: readonly Capture[]): Promise<(number | null)[][]> {
  const batches: Promise<(number | null)[][]>[] = [];
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    batches.push(
      pool.spectralBands(
        batch.map((c) => c.samples),
        { sampleRate: FS, bands: batch.map((c) => c.bands) },
      ),
    );
  }
  return (await Promise.all(batches)).flat();
}

async function timed<T>(fn: () => T | Promise<T>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function benchBands(): Promise<void> {
  const backend = await initFft();
  const all = captures();
  const pools = [new DspPool({ workers: 1 }), new DspPool({ workers: 2 })];
  try {
    // Warm-up (workers start, WASM loads, the JIT settles), and the pool's numbers are the direct ones.
    const direct = inThread(all);
    for (const pool of pools) {
      const viaPool = await throughPool(pool, all);
      if (JSON.stringify(viaPool) !== JSON.stringify(direct))
        throw new Error("pool and in-thread values differ");
    }
    const best = {
      thread: Number.POSITIVE_INFINITY,
      one: Number.POSITIVE_INFINITY,
      two: Number.POSITIVE_INFINITY,
    };
    for (let r = 0; r < ROUNDS; r++) {
      best.thread = Math.min(best.thread, await timed(() => inThread(all)));
      best.one = Math.min(best.one, await timed(() => throughPool(pools[0]!, all)));
      best.two = Math.min(best.two, await timed(() => throughPool(pools[1]!, all)));
    }
    const line = (label: string, ms: number, note = "") =>
      console.log(
        `  ${label.padEnd(28)}${ms.toFixed(1).padStart(8)} ms  ${((ms * 1000) / CAPTURES).toFixed(0).padStart(6)} µs/capture${note}`,
      );
    console.log(
      `Spectral band values: ${CAPTURES} captures × ${SIZE} float32 samples at ${FS} Hz, 6 bands each, batches of ${BATCH}; FFT backend ${backend}, best of ${ROUNDS} rounds`,
    );
    line("in-thread", best.thread);
    line("pool, 1 worker", best.one, `  (in-thread / pool ${(best.thread / best.one).toFixed(2)}×)`);
    line("pool, 2 workers", best.two, `  (in-thread / pool ${(best.thread / best.two).toFixed(2)}×)`);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}

/** The name bench/run.ts looks for. */
export const runBandBench = benchBands;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchBands();
