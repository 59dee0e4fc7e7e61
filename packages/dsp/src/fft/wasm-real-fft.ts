/// <reference path="./pffft-wasm.d.ts" />
/**
 * Float32 real FFT plans on a WebAssembly SIMD kernel. Two kernels share this wrapper:
 *  - ours (`rfft.wasm`, built from assembly/rfft.ts by scripts/build-wasm.mjs): radix-8 Stockham on
 *    split re/im arrays, 1.25–1.35× PFFFT at 8192 and 65536 points on this project's machine;
 *  - PFFFT (@echogarden/pffft-wasm, `/simd` export), the fallback when ours cannot be instantiated.
 * Both read N floats at `inPtr` and write the spectrum at `outPtr` packed as pffft.h's ordered real
 * output, [X0, X(N/2), Re X1, Im X1, Re X2, …]; forward is unscaled and inverse(forward(x)) = N·x, so
 * `inverse` divides by N. The heap view is re-read on each call: a memory grow replaces the buffer.
 */
import type { PffftModule } from "@echogarden/pffft-wasm/simd";
import { type AmplitudeGains, assertLength, type FftInput, type RealFftPlan, storePower } from "./types";

/** One size's buffers in a kernel's linear memory and its two transforms. */
export interface WasmKernel {
  /** The kernel's memory as floats (a fresh view if the memory grew). */
  heap(): Float32Array;
  readonly inPtr: number;
  readonly outPtr: number;
  forward(): void;
  /** Unscaled: the packed spectrum at inPtr becomes N·x at outPtr. */
  inverse(): void;
}

const PFFFT_REAL = 0;
const PFFFT_FORWARD = 0;
const PFFFT_BACKWARD = 1;

/** PFFFT's setup and three aligned buffers (input, output, work) for one size. */
export function pffftKernel(mod: PffftModule, size: number): WasmKernel {
  const setup = mod._pffft_new_setup(size, PFFFT_REAL);
  const inPtr = mod._pffft_aligned_malloc(size * 4);
  const outPtr = mod._pffft_aligned_malloc(size * 4);
  const workPtr = mod._pffft_aligned_malloc(size * 4);
  if (!setup || !inPtr || !outPtr || !workPtr) {
    throw new Error(`PFFFT could not prepare a real transform of size ${size}`);
  }
  return {
    heap: () => mod.HEAPF32,
    inPtr,
    outPtr,
    forward: () => mod._pffft_transform_ordered(setup, inPtr, outPtr, workPtr, PFFFT_FORWARD),
    inverse: () => mod._pffft_transform_ordered(setup, inPtr, outPtr, workPtr, PFFFT_BACKWARD),
  };
}

/** The exports of rfft.wasm (assembly/rfft.ts). */
export interface RfftExports {
  memory: { buffer: ArrayBuffer };
  prepare(n: number): void;
  inputPtr(n: number): number;
  outputPtr(n: number): number;
  forward(n: number): void;
  inverse(n: number): void;
}

/** Our kernel for one size: `prepare` lays out the size's buffers and twiddles once. */
export function rfftKernel(exports: RfftExports, size: number): WasmKernel {
  exports.prepare(size);
  let view = new Float32Array(exports.memory.buffer);
  return {
    heap: () => {
      if (view.buffer !== exports.memory.buffer) view = new Float32Array(exports.memory.buffer);
      return view;
    },
    inPtr: exports.inputPtr(size),
    outPtr: exports.outputPtr(size),
    forward: () => exports.forward(size),
    inverse: () => exports.inverse(size),
  };
}

export class WasmRealFft implements RealFftPlan {
  readonly size: number;
  readonly backend = "wasm-simd-f32" as const;
  private readonly kernel: WasmKernel;
  private readonly inPtr: number;
  private readonly outPtr: number;

  constructor(kernel: WasmKernel, size: number) {
    this.kernel = kernel;
    this.size = size;
    this.inPtr = kernel.inPtr;
    this.outPtr = kernel.outPtr;
  }

  /** Loads (windowed) input into the heap, transforms, and returns the heap view. */
  private run(input: FftInput, window: FftInput | undefined): Float32Array {
    const n = this.size;
    assertLength("input", input.length, n);
    if (window) assertLength("window", window.length, n);
    const heap = this.kernel.heap();
    const i0 = this.inPtr >> 2;
    if (window) {
      for (let i = 0; i < n; i++) heap[i0 + i] = input[i]! * window[i]!;
    } else {
      heap.set(input.length === n ? input : input.subarray(0, n), i0);
    }
    this.kernel.forward();
    return this.kernel.heap();
  }

  forward(input: FftInput, outRe: Float64Array, outIm: Float64Array, window?: FftInput): void {
    const n = this.size;
    assertLength("output", Math.min(outRe.length, outIm.length), (n >> 1) + 1);
    const heap = this.run(input, window);
    const o0 = this.outPtr >> 2;
    const m = n >> 1;
    outRe[0] = heap[o0]!;
    outIm[0] = 0;
    outRe[m] = heap[o0 + 1]!;
    outIm[m] = 0;
    for (let k = 1, p = o0 + 2; k < m; k++, p += 2) {
      outRe[k] = heap[p]!;
      outIm[k] = heap[p + 1]!;
    }
  }

  inputView(): Float32Array {
    const i0 = this.inPtr >> 2;
    return this.kernel.heap().subarray(i0, i0 + this.size);
  }

  forwardInPlace(): Float32Array {
    this.kernel.forward();
    const o0 = this.outPtr >> 2;
    return this.kernel.heap().subarray(o0, o0 + this.size);
  }

  forwardPacked(input: FftInput, out: Float32Array | Float64Array): void {
    const n = this.size;
    assertLength("output", out.length, n);
    const heap = this.run(input, undefined);
    const o0 = this.outPtr >> 2;
    out.set(heap.subarray(o0, o0 + n));
  }

  /** Bin k of the last forward transform, reflected into 0…N/2 (X[−k] = conj X[k]). */
  private binRe(heap: Float32Array, k: number): number {
    const m = this.size >> 1;
    const r = k < 0 ? -k : k > m ? this.size - k : k;
    const o0 = this.outPtr >> 2;
    return r === 0 ? heap[o0]! : r === m ? heap[o0 + 1]! : heap[o0 + 2 * r]!;
  }

  private binIm(heap: Float32Array, k: number): number {
    const m = this.size >> 1;
    const r = k < 0 ? -k : k > m ? this.size - k : k;
    if (r === 0 || r === m) return 0;
    const v = heap[(this.outPtr >> 2) + 2 * r + 1]!;
    return k < 0 || k > m ? -v : v;
  }

  forwardPower(
    input: FftInput,
    power: Float64Array,
    bins: number,
    accumulate: boolean,
    taps: Float64Array,
    amplitude?: AmplitudeGains,
  ): number {
    assertLength("power", power.length, bins);
    const heap = this.run(input, undefined);
    const o0 = this.outPtr >> 2;
    const m = this.size >> 1;
    const J = taps.length - 1;
    // Interior bins read their neighbours straight from the interleaved output; the few bins within
    // J of DC or Nyquist reflect through binRe/binIm. The interior loops are split by output mode so
    // each stays a straight-line body (V8 does not unswitch loop-invariant branches).
    const first = Math.min(bins, J + 1);
    const last = Math.max(first, Math.min(bins, m - J));
    let sum = 0;
    for (let k = 0; k < first; k++) sum += this.edgePower(heap, taps, k, power, accumulate, amplitude);
    if (J === 1) {
      const c0 = taps[0]!;
      const c1 = taps[1]!;
      if (amplitude) {
        const g = amplitude.side;
        for (let k = first, p = o0 + 2 * first; k < last; k++, p += 2) {
          const xr = c0 * heap[p]! + c1 * (heap[p - 2]! + heap[p + 2]!);
          const xi = c0 * heap[p + 1]! + c1 * (heap[p - 1]! + heap[p + 3]!);
          const a = Math.sqrt(xr * xr + xi * xi) * g;
          power[k] = a;
          sum += a;
        }
      } else if (accumulate) {
        for (let k = first, p = o0 + 2 * first; k < last; k++, p += 2) {
          const xr = c0 * heap[p]! + c1 * (heap[p - 2]! + heap[p + 2]!);
          const xi = c0 * heap[p + 1]! + c1 * (heap[p - 1]! + heap[p + 3]!);
          const q = xr * xr + xi * xi;
          power[k]! += q;
          sum += q;
        }
      } else {
        for (let k = first, p = o0 + 2 * first; k < last; k++, p += 2) {
          const xr = c0 * heap[p]! + c1 * (heap[p - 2]! + heap[p + 2]!);
          const xi = c0 * heap[p + 1]! + c1 * (heap[p - 1]! + heap[p + 3]!);
          const q = xr * xr + xi * xi;
          power[k] = q;
          sum += q;
        }
      }
    } else {
      for (let k = first, p = o0 + 2 * first; k < last; k++, p += 2) {
        let xr = taps[0]! * heap[p]!;
        let xi = taps[0]! * heap[p + 1]!;
        for (let j = 1, d = 2; j <= J; j++, d += 2) {
          xr += taps[j]! * (heap[p - d]! + heap[p + d]!);
          xi += taps[j]! * (heap[p + 1 - d]! + heap[p + 1 + d]!);
        }
        sum += storePower(power, k, xr * xr + xi * xi, accumulate, amplitude, m);
      }
    }
    for (let k = last; k < bins; k++) sum += this.edgePower(heap, taps, k, power, accumulate, amplitude);
    return sum;
  }

  private edgePower(
    heap: Float32Array,
    taps: Float64Array,
    k: number,
    power: Float64Array,
    accumulate: boolean,
    amplitude: AmplitudeGains | undefined,
  ): number {
    let xr = taps[0]! * this.binRe(heap, k);
    let xi = taps[0]! * this.binIm(heap, k);
    for (let j = 1; j < taps.length; j++) {
      xr += taps[j]! * (this.binRe(heap, k - j) + this.binRe(heap, k + j));
      xi += taps[j]! * (this.binIm(heap, k - j) + this.binIm(heap, k + j));
    }
    return storePower(power, k, xr * xr + xi * xi, accumulate, amplitude, this.size >> 1);
  }

  inverse(re: Float64Array, im: Float64Array, out: Float64Array): void {
    const n = this.size;
    const m = n >> 1;
    assertLength("spectrum", Math.min(re.length, im.length), m + 1);
    assertLength("output", out.length, n);
    let heap = this.kernel.heap();
    const i0 = this.inPtr >> 2;
    heap[i0] = re[0]!;
    heap[i0 + 1] = re[m]!;
    for (let k = 1, p = i0 + 2; k < m; k++, p += 2) {
      heap[p] = re[k]!;
      heap[p + 1] = im[k]!;
    }
    this.kernel.inverse();
    heap = this.kernel.heap();
    const o0 = this.outPtr >> 2;
    const scale = 1 / n;
    for (let i = 0; i < n; i++) out[i] = heap[o0 + i]! * scale;
  }
}
