/**
 * The messages between DspPool (main thread) and its worker. A task carries one batch of
 * equal-length waveforms packed end to end in a single ArrayBuffer, transferred (not copied) in
 * both directions; per-waveform spectra come back packed the same way.
 */
import type { BandValueOptions, BandValues } from "../bands";
import type { EnvelopeOptions } from "../envelope";
import type { DspErrorCode } from "../errors";
import type { SpectralBandOptions, SpectralBandSpec } from "../spectral-bands";
import type { SpectrumOptions } from "../spectrum";

export type SampleType = "float64" | "float32";

interface BatchTask {
  /** count·length samples of `sampleType`, waveform i at [i·length, (i+1)·length). */
  readonly buffer: ArrayBuffer;
  readonly sampleType: SampleType;
  readonly count: number;
  readonly length: number;
}

/** spectralBandValues options for a batch: waveforms of different speeds have different order bands. */
export interface SpectralBandBatchOptions extends Omit<SpectralBandOptions, "bands"> {
  /** bands[i] belongs to waveform i of the batch. */
  readonly bands: readonly (readonly SpectralBandSpec[])[];
}

export type PoolTask =
  | (BatchTask & { readonly op: "spectrum"; readonly options: SpectrumOptions })
  | (BatchTask & { readonly op: "envelope"; readonly options: EnvelopeOptions })
  | (BatchTask & { readonly op: "bands"; readonly options: BandValueOptions })
  | (BatchTask & { readonly op: "spectralBands"; readonly options: SpectralBandBatchOptions });

/** Everything of an AmplitudeSpectrum but its arrays: equal for every waveform of a batch. */
export interface BatchLayout {
  readonly bins: number;
  readonly df: number;
  readonly fftSize: number;
  readonly fmax: number;
  readonly averages: number;
  readonly overlap: number;
  readonly window: string;
  readonly scaling: string;
  readonly sampleRate: number;
  readonly backend: string;
  readonly band?: readonly [number, number];
}

export type PoolReply =
  | {
      readonly ok: true;
      readonly op: "spectrum" | "envelope";
      readonly amplitudes: ArrayBuffer;
      /** The task's own input buffer, transferred back so the caller can reuse it without a copy. */
      readonly input: ArrayBuffer;
      readonly layout: BatchLayout;
    }
  | { readonly ok: true; readonly op: "bands"; readonly values: BandValues[] }
  | { readonly ok: true; readonly op: "spectralBands"; readonly values: (number | null)[][] }
  | {
      readonly ok: false;
      /** DspErrorCode when the worker refused the input; "WORKER_FAILED" for anything else. */
      readonly code: DspErrorCode | "WORKER_FAILED";
      readonly message: string;
    };

export function viewOf(
  buffer: ArrayBuffer,
  type: SampleType,
  offset: number,
  length: number,
): Float64Array | Float32Array {
  return type === "float64"
    ? new Float64Array(buffer, offset * 8, length)
    : new Float32Array(buffer, offset * 4, length);
}
