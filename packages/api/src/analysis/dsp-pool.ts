/**
 * The API process's DSP worker pool, started on first use: band values of incoming captures are
 * computed off the request thread. When the pool cannot run (no worker could start), the same
 * function runs in-thread, so a capture still gets its values; the failure is logged once.
 */
import { type SpectralBandOptions, spectralBandValues } from "@plantwise/dsp";
import { DspPool, PoolError } from "@plantwise/dsp/pool";

let pool: DspPool | null = null;
let poolBroken = false;

/** Band values of equal-length captures sampled alike; values[i] belongs to waveforms[i]. */
export async function spectralBandsOf(
  waveforms: readonly Float32Array[],
  sampleRate: number,
  bands: SpectralBandOptions["bands"][],
): Promise<(number | null)[][]> {
  if (!poolBroken) {
    try {
      pool ??= new DspPool();
      return await pool.spectralBands(waveforms, { sampleRate, bands });
    } catch (error) {
      if (!(error instanceof PoolError)) throw error;
      poolBroken = true;
      console.error("[analysis] DSP pool unavailable, computing band values in-thread:", error.message);
    }
  }
  return waveforms.map((samples, i) => spectralBandValues(samples, { sampleRate, bands: bands[i] ?? [] }));
}

/** Stops the pool's workers (server shutdown). */
export async function closeDspPool(): Promise<void> {
  const running = pool;
  pool = null;
  await running?.close();
}
