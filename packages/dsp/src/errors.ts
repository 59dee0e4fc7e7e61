/** What a DSP function refuses, by name: never a silent NaN spectrum. */
export type DspErrorCode =
  | "EMPTY_INPUT"
  | "NON_FINITE_SAMPLE"
  | "INVALID_SAMPLE_RATE"
  | "INVALID_SIZE"
  | "BAND_OUTSIDE_NYQUIST"
  | "INVALID_ARGUMENT";

/** An error that names its cause with a code callers can switch on; subclasses set `name`. */
export abstract class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

export class DspError extends CodedError<DspErrorCode> {
  override readonly name = "DspError";
}

/** Finite samples only; names the first bad index. */
export function assertFiniteSamples(samples: ArrayLike<number>, name = "samples"): void {
  if (samples.length === 0) throw new DspError("EMPTY_INPUT", `${name} is empty`);
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i]!;
    if (!Number.isFinite(v)) {
      throw new DspError("NON_FINITE_SAMPLE", `${name}[${i}] is ${v}: every sample must be a finite number`);
    }
  }
}

export function assertSampleRate(sampleRate: number): void {
  if (!Number.isFinite(sampleRate) || sampleRate <= 0) {
    throw new DspError(
      "INVALID_SAMPLE_RATE",
      `sample rate must be a positive number of Hz (got ${sampleRate})`,
    );
  }
}

/** A band [low, high] Hz must lie inside 0…Nyquist with low < high. */
export function assertBand(low: number, high: number, sampleRate: number): void {
  const nyquist = sampleRate / 2;
  if (!(low >= 0 && high > low && high <= nyquist)) {
    throw new DspError(
      "BAND_OUTSIDE_NYQUIST",
      `band ${low}–${high} Hz must satisfy 0 ≤ low < high ≤ Nyquist (${nyquist} Hz)`,
    );
  }
}
