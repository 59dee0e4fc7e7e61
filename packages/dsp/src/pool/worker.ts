/**
 * The DspPool worker: runs one batch per task with the package's own functions, so the pool's
 * numbers are the direct call's numbers. Loaded as TypeScript through tsx (see pool.ts); it
 * initialises the FFT backend the pool asks for once, on first use, via workerData.
 */
import { move, transferableSymbol, valueSymbol, workerData } from "piscina";
import { bandValues } from "../bands";
import { envelopeSpectrum } from "../envelope";
import { DspError } from "../errors";
import { type FftBackend, getRealFft, initFft } from "../fft";
import { assertSpectralBands, spectralBandValues } from "../spectral-bands";
import { amplitudeSpectrumInto, spectrumLayout } from "../spectrum";
import { type BatchLayout, type PoolReply, type PoolTask, viewOf } from "./protocol";

let ready: Promise<FftBackend> | null = null;

function runBatch(task: PoolTask): { reply: PoolReply; transfer: ArrayBuffer[] } {
  const { buffer, sampleType, count, length } = task;
  if (task.op === "bands") {
    const values = [];
    for (let i = 0; i < count; i++)
      values.push(bandValues(viewOf(buffer, sampleType, i * length, length), task.options));
    return { reply: { ok: true, op: "bands", values }, transfer: [] };
  }
  if (task.op === "spectralBands") {
    const { bands, ...options } = task.options;
    if (!Array.isArray(bands) || bands.length !== count) {
      throw new DspError("INVALID_ARGUMENT", `bands must hold one list per waveform (${count})`);
    }
    const values = [];
    for (let i = 0; i < count; i++) {
      assertSpectralBands(bands[i]!, `bands[${i}]`);
      const samples = viewOf(buffer, sampleType, i * length, length);
      values.push(spectralBandValues(samples, { ...options, bands: bands[i]! }));
    }
    return { reply: { ok: true, op: "spectralBands", values }, transfer: [] };
  }
  if (task.op === "spectrum") {
    // The allocation-free form: one layout for the batch, every spectrum written in place.
    const { bins, df, fftSize, fmax, averages, overlap, window, scaling, sampleRate } = spectrumLayout(
      length,
      task.options,
    );
    const out = new Float64Array(count * bins);
    for (let i = 0; i < count; i++) {
      const samples = viewOf(buffer, sampleType, i * length, length);
      amplitudeSpectrumInto(samples, task.options, out.subarray(i * bins, (i + 1) * bins));
    }
    const backend = getRealFft(fftSize).backend;
    const layout = { bins, df, fftSize, fmax, averages, overlap, window, scaling, sampleRate, backend };
    return reply(task.op, out, layout, buffer);
  }
  let out = new Float64Array(0);
  let layout: BatchLayout | null = null;
  for (let i = 0; i < count; i++) {
    const s = envelopeSpectrum(viewOf(buffer, sampleType, i * length, length), task.options);
    if (layout === null) {
      const bins = s.amplitudes.length;
      out = new Float64Array(count * bins);
      layout = {
        bins,
        df: s.df,
        fftSize: s.fftSize,
        fmax: s.fmax,
        averages: s.averages,
        overlap: s.overlap,
        window: s.window,
        scaling: s.scaling,
        sampleRate: s.sampleRate,
        backend: s.backend,
        band: s.band,
      };
    }
    out.set(s.amplitudes, i * layout.bins);
  }
  if (layout === null) throw new DspError("EMPTY_INPUT", "a batch needs at least one waveform");
  return reply(task.op, out, layout, buffer);
}

function reply(
  op: "spectrum" | "envelope",
  out: Float64Array,
  layout: BatchLayout,
  input: ArrayBuffer,
): { reply: PoolReply; transfer: ArrayBuffer[] } {
  const amplitudes = out.buffer as ArrayBuffer;
  return {
    reply: { ok: true, op, amplitudes, layout, input },
    transfer: [amplitudes, input],
  };
}

export default async function dspTask(task: PoolTask): Promise<unknown> {
  ready ??= initFft({ prefer: (workerData as { fftBackend?: FftBackend } | undefined)?.fftBackend });
  await ready;
  try {
    const { reply, transfer } = runBatch(task);
    return move({
      get [transferableSymbol]() {
        return transfer;
      },
      get [valueSymbol]() {
        return reply;
      },
    });
  } catch (e) {
    // An Error's own properties do not survive the thread boundary, so the code travels as data.
    const reply: PoolReply =
      e instanceof DspError
        ? { ok: false, code: e.code, message: e.message }
        : { ok: false, code: "WORKER_FAILED", message: e instanceof Error ? e.message : String(e) };
    return reply;
  }
}
