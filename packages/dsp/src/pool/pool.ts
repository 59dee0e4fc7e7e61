/**
 * DspPool: spectra, envelope spectra, band values and spectral band values on worker threads
 * (Piscina), so a burst of sensor uploads does not stall the API's event loop.
 *
 * Why batches: a Piscina round trip costs 0.1–0.4 ms here, more than a whole 8192-point spectrum,
 * so one task per waveform would spend most of its time in messaging. A task carries a batch of
 * equal-length waveforms packed into one ArrayBuffer that is transferred, not copied, to the worker;
 * the spectra come back packed in one transferred buffer too, and the input buffer is handed back
 * (`result.input`) so a caller can refill and resend it without allocating. Parallelism comes from
 * several batches in flight at once (one per worker at least). Each worker is handed two tasks at a
 * time (`concurrentTasksPerWorker: 2`; the work is synchronous, so they still run one after the
 * other): the next batch is already waiting in the worker when one finishes, instead of the worker
 * idling through a round trip to the main thread. That raised a worker's busy share from 0.86 to 0.95.
 *
 * Worker loading: Node 20 worker threads cannot load .ts files by themselves. When this module runs
 * from source (pool.ts, e.g. under vitest or tsx) the worker is started with tsx's loader —
 * `execArgv: ["--import", <tsx's loader URL>]`, resolved from this package so the process's cwd does
 * not matter. A build that emits worker.js needs no loader and gets none.
 *
 * Back-pressure: at most `maxQueue` tasks wait behind the running ones; beyond that a call rejects at
 * once with PoolError QUEUE_FULL rather than buffering unbounded memory.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { BandValueOptions, BandValues } from "../bands";
import type { EnvelopeOptions } from "../envelope";
import { CodedError, DspError, type DspErrorCode } from "../errors";
import type { FftBackend } from "../fft";
import type { SpectrumOptions } from "../spectrum";
import type { BatchLayout, PoolReply, PoolTask, SampleType, SpectralBandBatchOptions } from "./protocol";

export type { BatchLayout, SampleType, SpectralBandBatchOptions } from "./protocol";

export type PoolErrorCode = "QUEUE_FULL" | "POOL_CLOSED" | "WORKER_FAILED";

/** A failure of the pool itself, as opposed to a DspError about the input. */
export class PoolError extends CodedError<PoolErrorCode> {
  override readonly name = "PoolError";
}

export interface DspPoolOptions {
  /** Worker threads, fixed for the pool's life (default: available CPUs − 1, at least 1). */
  workers?: number;
  /** Tasks allowed to wait behind the running ones (default 4 per worker). */
  maxQueue?: number;
  /** FFT backend in the workers (default: the best available, as initFft()). */
  fftBackend?: FftBackend;
}

/**
 * Waveforms packed end to end: waveform i is samples[i·length … (i+1)·length). When `samples`
 * spans its whole ArrayBuffer that buffer is transferred to the worker and the caller's array is
 * detached (length 0) afterwards; otherwise it is copied first.
 */
export interface PackedWaveforms {
  samples: Float64Array | Float32Array;
  count: number;
  length: number;
}

/** A list of equal-length waveforms (copied into one buffer; the caller keeps them) or a packed batch. */
export type WaveformBatch = readonly (Float64Array | Float32Array)[] | PackedWaveforms;

/** The spectra of one batch: the layout shared by all, and one amplitude view per waveform. */
export interface SpectrumBatch extends BatchLayout {
  /** amplitudes[i] belongs to waveform i; all are views of one buffer. */
  amplitudes: Float64Array[];
  /** Frequency of each bin, Hz (k·df). */
  frequencies: Float64Array;
  /**
   * The batch's samples, handed back by the worker (transferred, not copied): a detached packed
   * batch can be refilled from here and sent again without allocating.
   */
  input: PackedWaveforms;
}

const DSP_CODES: ReadonlySet<string> = new Set<DspErrorCode>([
  "EMPTY_INPUT",
  "NON_FINITE_SAMPLE",
  "INVALID_SAMPLE_RATE",
  "INVALID_SIZE",
  "BAND_OUTSIDE_NYQUIST",
  "INVALID_ARGUMENT",
]);

function positiveInteger(name: string, v: number): number {
  if (!(Number.isInteger(v) && v >= 1)) {
    throw new DspError("INVALID_ARGUMENT", `${name} must be an integer ≥ 1 (got ${v})`);
  }
  return v;
}

/** Copies equal-length waveforms into one Float64Array (Float32Array when every one is float32). */
export function packWaveforms(waveforms: readonly (Float64Array | Float32Array)[]): PackedWaveforms {
  if (waveforms.length === 0) throw new DspError("EMPTY_INPUT", "a batch needs at least one waveform");
  const length = waveforms[0]!.length;
  if (length === 0) throw new DspError("EMPTY_INPUT", "waveform 0 is empty");
  const allF32 = waveforms.every((w) => w instanceof Float32Array);
  const samples = allF32
    ? new Float32Array(waveforms.length * length)
    : new Float64Array(waveforms.length * length);
  waveforms.forEach((w, i) => {
    if (w.length !== length) {
      throw new DspError(
        "INVALID_SIZE",
        `waveform ${i} has ${w.length} samples; every waveform of a batch must have ${length}`,
      );
    }
    samples.set(w, i * length);
  });
  return { samples, count: waveforms.length, length };
}

interface Payload {
  buffer: ArrayBuffer;
  sampleType: SampleType;
  count: number;
  length: number;
}

function toTransferable(batch: WaveformBatch): Payload {
  const packed = Array.isArray(batch) ? packWaveforms(batch) : (batch as PackedWaveforms);
  const { samples } = packed;
  const count = positiveInteger("count", packed.count);
  const length = positiveInteger("length", packed.length);
  if (samples.length !== count * length) {
    throw new DspError(
      "INVALID_SIZE",
      `a batch of ${count} waveforms of ${length} samples needs ${count * length} samples (got ${samples.length})`,
    );
  }
  const sampleType: SampleType = samples instanceof Float32Array ? "float32" : "float64";
  const whole =
    samples.buffer instanceof ArrayBuffer &&
    samples.byteOffset === 0 &&
    samples.byteLength === samples.buffer.byteLength;
  const buffer = whole ? (samples.buffer as ArrayBuffer) : (samples.slice().buffer as ArrayBuffer);
  return { buffer, sampleType, count, length };
}

function workerLaunch(): { filename: string; execArgv: string[] } {
  const self = import.meta.url;
  if (self.endsWith(".ts")) {
    const tsxLoader = pathToFileURL(createRequire(self).resolve("tsx")).href;
    return { filename: new URL("./worker.ts", self).href, execArgv: ["--import", tsxLoader] };
  }
  return { filename: new URL("./worker.js", self).href, execArgv: [] };
}

export class DspPool {
  readonly workers: number;
  readonly maxQueue: number;
  #piscina: Piscina<PoolTask, PoolReply>;
  #closed = false;

  constructor(options: DspPoolOptions = {}) {
    this.workers = positiveInteger("workers", options.workers ?? Math.max(1, availableParallelism() - 1));
    const maxQueue = options.maxQueue ?? 4 * this.workers;
    if (!(Number.isInteger(maxQueue) && maxQueue >= 0)) {
      throw new DspError("INVALID_ARGUMENT", `maxQueue must be an integer ≥ 0 (got ${maxQueue})`);
    }
    this.maxQueue = maxQueue;
    this.#piscina = new Piscina<PoolTask, PoolReply>({
      ...workerLaunch(),
      minThreads: this.workers,
      maxThreads: this.workers,
      maxQueue,
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 2,
      workerData: { fftBackend: options.fftBackend },
    });
  }

  /** Tasks waiting for a worker. */
  get queueSize(): number {
    return this.#piscina.queueSize;
  }

  /** amplitudeSpectrum of every waveform of the batch. */
  async spectra(batch: WaveformBatch, options: SpectrumOptions): Promise<SpectrumBatch> {
    const payload = this.#payload(batch);
    return this.#spectra(await this.#run(payload, "spectrum", options), payload);
  }

  /** envelopeSpectrum of every waveform of the batch. */
  async envelopeSpectra(batch: WaveformBatch, options: EnvelopeOptions): Promise<SpectrumBatch> {
    const payload = this.#payload(batch);
    return this.#spectra(await this.#run(payload, "envelope", options), payload);
  }

  /** bandValues of every waveform of the batch, in order. */
  async bandValues(batch: WaveformBatch, options: BandValueOptions): Promise<BandValues[]> {
    const reply = await this.#run(this.#payload(batch), "bands", options);
    if (reply.op !== "bands") throw new PoolError("WORKER_FAILED", `expected band values, got ${reply.op}`);
    return reply.values;
  }

  /**
   * spectralBandValues of every waveform of the batch, in order: waveform i with bands[i] (one list per
   * waveform, since captures at different speeds have different order bands).
   */
  async spectralBands(batch: WaveformBatch, options: SpectralBandBatchOptions): Promise<(number | null)[][]> {
    const payload = this.#payload(batch);
    if (!Array.isArray(options.bands) || options.bands.length !== payload.count) {
      throw new DspError(
        "INVALID_ARGUMENT",
        `bands must hold one list per waveform: ${payload.count} waveforms, ${
          Array.isArray(options.bands) ? options.bands.length : "no"
        } lists`,
      );
    }
    const reply = await this.#run(payload, "spectralBands", options);
    if (reply.op !== "spectralBands") {
      throw new PoolError("WORKER_FAILED", `expected spectral band values, got ${reply.op}`);
    }
    return reply.values;
  }

  /**
   * Clean shutdown: no new calls are accepted (POOL_CLOSED); queued and running batches finish and
   * resolve, then the workers exit. `force` rejects queued batches instead of running them.
   */
  async close(options: { force?: boolean } = {}): Promise<void> {
    this.#closed = true;
    await this.#piscina.close({ force: options.force ?? false });
  }

  #payload(batch: WaveformBatch): Payload {
    if (this.#closed) throw new PoolError("POOL_CLOSED", "the DSP pool is closed");
    return toTransferable(batch);
  }

  async #run(
    payload: Payload,
    op: PoolTask["op"],
    options: PoolTask["options"],
  ): Promise<Extract<PoolReply, { ok: true }>> {
    const task = { op, options, ...payload } as PoolTask;
    let reply: PoolReply;
    try {
      reply = await this.#piscina.run(task, { transferList: [payload.buffer] });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // Piscina's two refusals: "Task queue is at limit", and with maxQueue 0 "No task queue available".
      if (message.includes("queue is at limit") || message.includes("No task queue available")) {
        throw new PoolError("QUEUE_FULL", `the DSP pool's queue is full (${this.maxQueue} waiting batches)`);
      }
      if (this.#closed)
        throw new PoolError("POOL_CLOSED", `the DSP pool closed before the batch ran: ${message}`);
      throw new PoolError("WORKER_FAILED", message);
    }
    if (!reply.ok) {
      if (DSP_CODES.has(reply.code)) throw new DspError(reply.code as DspErrorCode, reply.message);
      throw new PoolError("WORKER_FAILED", reply.message);
    }
    return reply;
  }

  #spectra(reply: Extract<PoolReply, { ok: true }>, payload: Payload): SpectrumBatch {
    if (reply.op !== "spectrum" && reply.op !== "envelope") {
      throw new PoolError("WORKER_FAILED", `expected spectra, got ${reply.op}`);
    }
    const { layout } = reply;
    const all = new Float64Array(reply.amplitudes);
    const count = all.length / layout.bins;
    const amplitudes: Float64Array[] = [];
    for (let i = 0; i < count; i++) amplitudes.push(all.subarray(i * layout.bins, (i + 1) * layout.bins));
    const frequencies = new Float64Array(layout.bins);
    for (let k = 0; k < layout.bins; k++) frequencies[k] = k * layout.df;
    const samples =
      payload.sampleType === "float32" ? new Float32Array(reply.input) : new Float64Array(reply.input);
    return {
      ...layout,
      amplitudes,
      frequencies,
      input: { samples, count: payload.count, length: payload.length },
    };
  }
}
