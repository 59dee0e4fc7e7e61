/**
 * Float64 real FFT in plain JavaScript: the fallback where WebAssembly SIMD is missing and the
 * reference the float32 WASM path is tested against.
 *
 * A real N-point transform is computed as one complex N/2-point radix-2 transform of the packed
 * sequence z[n] = x[2n] + i·x[2n+1], then split into even/odd halves (Oppenheim & Schafer,
 * "Discrete-Time Signal Processing", §9.x; the "two-for-one" trick):
 *   E[k] = (Z[k] + conj Z[M−k]) / 2,  O[k] = (Z[k] − conj Z[M−k]) / 2i,  X[k] = E[k] + e^{−2πik/N} O[k].
 * Every table (twiddles, bit reversal) is built once per size; transforms only touch preallocated
 * scratch arrays.
 */
import { type AmplitudeGains, assertLength, type FftInput, type RealFftPlan, storePower } from "./types";

export class JsRealFft implements RealFftPlan {
  readonly size: number;
  readonly backend = "js-float64" as const;
  private readonly half: number;
  /** cos/−sin of 2πt/M for the complex M-point stages. */
  private readonly twRe: Float64Array;
  private readonly twIm: Float64Array;
  /** cos/−sin of 2πk/N for the real split, k = 0…M. */
  private readonly splitRe: Float64Array;
  private readonly splitIm: Float64Array;
  private readonly rev: Uint32Array;
  private readonly zr: Float64Array;
  private readonly zi: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;

  constructor(size: number) {
    this.size = size;
    const m = size >> 1;
    this.half = m;
    this.twRe = new Float64Array(m >> 1);
    this.twIm = new Float64Array(m >> 1);
    for (let t = 0; t < m >> 1; t++) {
      this.twRe[t] = Math.cos((2 * Math.PI * t) / m);
      this.twIm[t] = -Math.sin((2 * Math.PI * t) / m);
    }
    this.splitRe = new Float64Array(m + 1);
    this.splitIm = new Float64Array(m + 1);
    for (let k = 0; k <= m; k++) {
      this.splitRe[k] = Math.cos((2 * Math.PI * k) / size);
      this.splitIm[k] = -Math.sin((2 * Math.PI * k) / size);
    }
    const bits = Math.log2(m);
    this.rev = new Uint32Array(m);
    for (let i = 0; i < m; i++) {
      let r = 0;
      for (let b = 0, v = i; b < bits; b++, v >>= 1) r = (r << 1) | (v & 1);
      this.rev[i] = r;
    }
    this.zr = new Float64Array(m);
    this.zi = new Float64Array(m);
    this.re = new Float64Array(m + 1);
    this.im = new Float64Array(m + 1);
  }

  forwardPower(
    input: FftInput,
    power: Float64Array,
    bins: number,
    accumulate: boolean,
    taps: Float64Array,
    amplitude?: AmplitudeGains,
  ): number {
    const { re, im } = this;
    assertLength("power", power.length, bins);
    this.forward(input, re, im);
    let sum = 0;
    for (let k = 0; k < bins; k++) {
      let xr = taps[0]! * re[k]!;
      let xi = taps[0]! * im[k]!;
      for (let j = 1; j < taps.length; j++) {
        const c = taps[j]!;
        xr += c * (this.binRe(k - j) + this.binRe(k + j));
        xi += c * (this.binIm(k - j) + this.binIm(k + j));
      }
      sum += storePower(power, k, xr * xr + xi * xi, accumulate, amplitude, this.half);
    }
    return sum;
  }

  /** Bin k of the last forward transform, any k: X[−k] = conj X[k], X[N/2 + k] = conj X[N/2 − k]. */
  private binRe(k: number): number {
    return this.re[k < 0 ? -k : k > this.half ? this.size - k : k]!;
  }

  private binIm(k: number): number {
    if (k < 0) return -this.im[-k]!;
    if (k > this.half) return -this.im[this.size - k]!;
    return this.im[k]!;
  }

  private inBuffer: Float64Array | null = null;
  private outBuffer: Float64Array | null = null;

  inputView(): Float64Array {
    this.inBuffer ??= new Float64Array(this.size);
    return this.inBuffer;
  }

  forwardInPlace(): Float64Array {
    this.outBuffer ??= new Float64Array(this.size);
    this.forwardPacked(this.inputView(), this.outBuffer);
    return this.outBuffer;
  }

  forwardPacked(input: FftInput, out: Float32Array | Float64Array): void {
    const n = this.size;
    assertLength("output", out.length, n);
    const { re, im } = this;
    this.forward(input, re, im);
    const m = n >> 1;
    out[0] = re[0]!;
    out[1] = re[m]!;
    for (let k = 1, p = 2; k < m; k++, p += 2) {
      out[p] = re[k]!;
      out[p + 1] = im[k]!;
    }
  }

  forward(input: FftInput, outRe: Float64Array, outIm: Float64Array, window?: FftInput): void {
    const { half: m, rev, zr, zi, splitRe, splitIm } = this;
    assertLength("input", input.length, this.size);
    assertLength("output", Math.min(outRe.length, outIm.length), m + 1);
    if (window) assertLength("window", window.length, this.size);
    if (window) {
      for (let n = 0; n < m; n++) {
        const s = 2 * rev[n]!;
        zr[n] = input[s]! * window[s]!;
        zi[n] = input[s + 1]! * window[s + 1]!;
      }
    } else {
      for (let n = 0; n < m; n++) {
        const s = 2 * rev[n]!;
        zr[n] = input[s]!;
        zi[n] = input[s + 1]!;
      }
    }
    this.complexInPlace();
    for (let k = 0; k <= m; k++) {
      const a = k === m ? 0 : k;
      const b = k === 0 ? 0 : m - k;
      const zrk = zr[a]!;
      const zik = zi[a]!;
      const zrm = zr[b]!;
      const zim = zi[b]!;
      const er = 0.5 * (zrk + zrm);
      const ei = 0.5 * (zik - zim);
      const or = 0.5 * (zik + zim);
      const oi = -0.5 * (zrk - zrm);
      const c = splitRe[k]!;
      const s = splitIm[k]!;
      outRe[k] = er + c * or - s * oi;
      outIm[k] = ei + c * oi + s * or;
    }
  }

  inverse(re: Float64Array, im: Float64Array, out: Float64Array): void {
    const { half: m, rev, zr, zi, splitRe, splitIm } = this;
    assertLength("spectrum", Math.min(re.length, im.length), m + 1);
    assertLength("output", out.length, this.size);
    // Rebuild Z[k] = E[k] + i·O[k], conjugated so the forward kernel computes the inverse.
    for (let k = 0; k < m; k++) {
      const xrk = re[k]!;
      const xik = k === 0 ? 0 : im[k]!;
      const xrm = re[m - k]!;
      const xim = k === 0 ? 0 : im[m - k]!;
      const er = 0.5 * (xrk + xrm);
      const ei = 0.5 * (xik - xim);
      const dr = 0.5 * (xrk - xrm);
      const di = 0.5 * (xik + xim);
      const c = splitRe[k]!;
      const s = -splitIm[k]!; // e^{+2πik/N} = (c, s)
      const or = dr * c - di * s;
      const oi = dr * s + di * c;
      const j = rev[k]!;
      zr[j] = er - oi;
      zi[j] = -(ei + or);
    }
    this.complexInPlace();
    const scale = 1 / m;
    for (let n = 0; n < m; n++) {
      out[2 * n] = zr[n]! * scale;
      out[2 * n + 1] = -zi[n]! * scale;
    }
  }

  /** Iterative radix-2 decimation-in-time on bit-reversed zr/zi. */
  private complexInPlace(): void {
    const { half: m, zr, zi, twRe, twIm } = this;
    for (let len = 2; len <= m; len <<= 1) {
      const h = len >> 1;
      const step = m / len;
      for (let i = 0; i < m; i += len) {
        for (let j = 0, t = 0; j < h; j++, t += step) {
          const wr = twRe[t]!;
          const wi = twIm[t]!;
          const a = i + j;
          const b = a + h;
          const br = zr[b]!;
          const bi = zi[b]!;
          const xr = br * wr - bi * wi;
          const xi = br * wi + bi * wr;
          const ar = zr[a]!;
          const ai = zi[a]!;
          zr[b] = ar - xr;
          zi[b] = ai - xi;
          zr[a] = ar + xr;
          zi[a] = ai + xi;
        }
      }
    }
  }
}
