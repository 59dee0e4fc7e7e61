/** Test signals and assertions the DSP suites share. */
import { expect } from "vitest";
import { DspError } from "../src";

/** `amplitude · sin(2π f t + phase)` sampled `n` times at `fs`. */
export function sine(n: number, fs: number, f: number, amplitude: number, phase = 0): Float64Array {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = amplitude * Math.sin((2 * Math.PI * f * i) / fs + phase);
  return x;
}

/** The sample-wise sum of two signals of one length. */
export function add(a: Float64Array, b: Float64Array): Float64Array {
  return a.map((v, i) => v + b[i]!);
}

/** `fn` throws a DspError with this `code` and, when `text` is given, a message containing it. */
export function expectCode(fn: () => unknown, code: string, text?: string): void {
  expect(fn).toThrowError(DspError);
  try {
    fn();
  } catch (e) {
    expect((e as DspError).code).toBe(code);
    if (text !== undefined) expect((e as DspError).message).toContain(text);
  }
}

/** Deterministic uniform noise in [−1, 1) (mulberry32). */
export function noise(n: number, seed: number): Float64Array {
  const out = new Float64Array(n);
  let a = seed >>> 0;
  for (let i = 0; i < n; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1;
  }
  return out;
}
