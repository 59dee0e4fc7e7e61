/**
 * Float32 real FFT for power-of-two N = 256…65536, WebAssembly SIMD (v128).
 *
 * Forward, unscaled: X[k] = Σ x[n]·e^{−2πikn/N}, written in PFFFT "ordered" packing
 *   out = [X0, X(N/2), Re X1, Im X1, …, Re X(N/2−1), Im X(N/2−1)].
 * Inverse takes the same packing and returns N·x (unscaled).
 *
 * Method: complex FFT of M = N/2 points z[n] = x[2n] + i·x[2n+1], then the split post-processing
 *   X[k] = ½(Z[k] + conj Z[M−k]) − ½i·W^k·(Z[k] − conj Z[M−k]),  W = e^{−2πi/N}.
 * The complex FFT is a Stockham DIF (self-sorting, out of place, ping-pong buffers) on split re/im
 * arrays, so every butterfly is vertical f32x4 arithmetic. Passes are radix 8 where possible
 * (nextBits: radix 4 / radix 2 only when log2 M is not a multiple of 3): the first pass (stride 1)
 * deinterleaves x, runs 4 consecutive butterflies per step (one per lane, vector twiddles) and
 * stores through two 4×4 transposes; the general passes (stride ≥ 8) use splatted scalar twiddles;
 * the last pass has no twiddles. Radix-8 butterflies are "staged" through a 384-byte scratch area
 * (b_j = x_j − x_{j+4} parked in memory) because V8 has 16 XMM registers and otherwise spills
 * heavily. For N = 8192 and 65536 (M = 8^k, M ≥ 1024) the forward ping-pong buffers carry a
 * 64-byte gap after each M/8-float segment (padBytes): the eight streams of a radix-8 pass are then
 * not congruent modulo 4 KiB. The post-processing pass writes the packed interleaved output.
 * The inverse runs the same forward complex FFT on swapped re/im (IFFT(Z) = swap(FFT(swap(Z)))),
 * unpadded.
 *
 * Memory: a bump allocator over linear memory (memory.grow); plans for several sizes coexist.
 * Nothing is allocated inside forward/inverse.
 */

// ── allocation ────────────────────────────────────────────────────────────────────────────────────

let bump: usize = 0;

function alloc(bytes: usize): usize {
  if (bump == 0) bump = (__heap_base + 63) & ~(<usize>63);
  const p = bump;
  bump = (p + bytes + 63) & ~(<usize>63);
  const have = <usize>memory.size();
  const need = (bump + 0xffff) >>> 16;
  if (need > have) {
    if (memory.grow(<i32>(need - have)) < 0) unreachable();
  }
  return p;
}

// Plan table: one row of FIELDS pointers per log2(N).
const FIELDS: usize = 8;
const F_IN: usize = 0; // N floats (+ padding), interleaved real input / packed spectrum input
const F_OUT: usize = 1; // N floats (+ padding), packed spectrum output / real output
const F_ARE: usize = 2; // M (+4) floats
const F_AIM: usize = 3;
const F_BRE: usize = 4;
const F_BIM: usize = 5;
const F_TW: usize = 6; // twiddles: first pass (vector layout), then general passes (scalar layout)
const F_POST: usize = 7; // post-processing twiddles: per 4 k, [½cos ×4][−½sin ×4]

let plans: usize = 0;

function log2(n: i32): i32 {
  return 31 - clz(n);
}

function row(n: i32): usize {
  if (plans == 0) {
    plans = alloc(32 * FIELDS * 4);
    memory.fill(plans, 0, 32 * FIELDS * 4);
  }
  return plans + <usize>log2(n) * FIELDS * 4;
}

@inline function field(r: usize, f: usize): usize {
  return <usize>load<u32>(r + f * 4);
}

/** Prepares buffers and twiddles for size n (power of two, 256…65536). Idempotent. */
export function prepare(n: i32): void {
  const r = row(n);
  if (field(r, F_IN) != 0) return;
  const m = n >> 1;
  const nb = <usize>n * 4 + 64;
  const mb = <usize>m * 4 + 9 * 64; // + 8 segment gaps of 64 bytes (see padBytes)
  store<u32>(r + F_IN * 4, <u32>alloc(nb));
  store<u32>(r + F_OUT * 4, <u32>alloc(nb));
  store<u32>(r + F_ARE * 4, <u32>alloc(mb));
  store<u32>(r + F_AIM * 4, <u32>alloc(mb));
  store<u32>(r + F_BRE * 4, <u32>alloc(mb));
  store<u32>(r + F_BIM * 4, <u32>alloc(mb));

  if (scratch == 0) scratch = alloc(384);
  // First pass (radix 8, length M): per 4 butterflies p, 7 twiddles w^{jp} as [re ×4][im ×4] vectors.
  let twBytes = <usize>(m >> 5) * 224;
  let b = 28 - clz(m);
  let nl = m >> 3;
  while (true) {
    const rb = nextBits(b);
    if (rb == b) break;
    twBytes += <usize>(nl >> rb) * (rb == 3 ? 56 : 24);
    nl >>= rb;
    b -= rb;
  }
  const tw = alloc(twBytes);
  store<u32>(r + F_TW * 4, <u32>tw);
  const n0 = m >> 3;
  for (let p = 0; p < n0; p++) {
    const g = tw + <usize>(p >> 2) * 224 + <usize>(p & 3) * 4;
    for (let j = 1; j <= 7; j++) {
      const a = (-2.0 * Math.PI * <f64>(j * p)) / <f64>m;
      store<f32>(g + <usize>(j - 1) * 32, <f32>Math.cos(a));
      store<f32>(g + <usize>(j - 1) * 32 + 16, <f32>Math.sin(a));
    }
  }
  // General passes (sub-length nl): per p < nl/2^rb, 2^rb − 1 scalar twiddles [re, im].
  let t = tw + <usize>(m >> 5) * 224;
  b = 28 - clz(m);
  nl = m >> 3;
  while (true) {
    const rb = nextBits(b);
    if (rb == b) break;
    const q0 = nl >> rb;
    const jn = (1 << rb) - 1;
    for (let p = 0; p < q0; p++) {
      for (let j = 1; j <= jn; j++) {
        const a = (-2.0 * Math.PI * <f64>(j * p)) / <f64>nl;
        store<f32>(t, <f32>Math.cos(a));
        store<f32>(t + 4, <f32>Math.sin(a));
        t += 8;
      }
    }
    nl >>= rb;
    b -= rb;
  }

  // Post-processing: k = 0…M/2−1, per block of 4 k: [½cos(2πk/N) ×4][−½sin(2πk/N) ×4].
  const post = alloc(<usize>(m >> 1) * 8);
  store<u32>(r + F_POST * 4, <u32>post);
  for (let k = 0; k < m >> 1; k++) {
    const a = (2.0 * Math.PI * <f64>k) / <f64>n;
    const g = post + <usize>(k >> 2) * 32 + <usize>(k & 3) * 4;
    store<f32>(g, <f32>(0.5 * Math.cos(a)));
    store<f32>(g + 16, <f32>(-0.5 * Math.sin(a)));
  }
}

export function inputPtr(n: i32): usize {
  prepare(n);
  return field(row(n), F_IN);
}

export function outputPtr(n: i32): usize {
  prepare(n);
  return field(row(n), F_OUT);
}

// ── SIMD helpers ──────────────────────────────────────────────────────────────────────────────────

// @ts-expect-error: decorator
@inline function add(a: v128, b: v128): v128 {
  return f32x4.add(a, b);
}
// @ts-expect-error: decorator
@inline function sub(a: v128, b: v128): v128 {
  return f32x4.sub(a, b);
}
// @ts-expect-error: decorator
@inline function mul(a: v128, b: v128): v128 {
  return f32x4.mul(a, b);
}

// ── passes ────────────────────────────────────────────────────────────────────────────────────────

const SQRT_HALF: f32 = 0.70710678118654752440;

/** Scratch for the first pass: 8 re + 8 im vectors (256 bytes), allocated once. */
let scratch: usize = 0;

// @ts-expect-error: decorator
@inline function tw8(vr: v128, vi: v128, t: usize, twMode: i32, r: usize, yr: usize, yi: usize): void {
  if (twMode == 0) {
    v128.store(yr, vr);
    v128.store(yi, vi);
  } else {
    let wr: v128;
    let wi: v128;
    if (twMode == 1) {
      wr = v128.load32_splat(t + (r - 1) * 8);
      wi = v128.load32_splat(t + (r - 1) * 8 + 4);
    } else {
      wr = v128.load(t + (r - 1) * 32);
      wi = v128.load(t + (r - 1) * 32 + 16);
    }
    v128.store(yr, sub(mul(vr, wr), mul(vi, wi)));
    v128.store(yi, add(mul(vr, wi), mul(vi, wr)));
  }
}

/** 4×4 transpose of y0…y3 (lane j = butterfly p0+j); row j stored at d + j·32. */
// @ts-expect-error: decorator
@inline function transpose4(y0: v128, y1: v128, y2: v128, y3: v128, d: usize): void {
  const t0 = v128.shuffle<f32>(y0, y1, 0, 4, 1, 5);
  const t1 = v128.shuffle<f32>(y0, y1, 2, 6, 3, 7);
  const t2 = v128.shuffle<f32>(y2, y3, 0, 4, 1, 5);
  const t3 = v128.shuffle<f32>(y2, y3, 2, 6, 3, 7);
  v128.store(d, v128.shuffle<f32>(t0, t2, 0, 1, 4, 5));
  v128.store(d, v128.shuffle<f32>(t0, t2, 2, 3, 6, 7), 32);
  v128.store(d, v128.shuffle<f32>(t1, t3, 0, 1, 4, 5), 64);
  v128.store(d, v128.shuffle<f32>(t1, t3, 2, 3, 6, 7), 96);
}

/** Complex multiply by a vector twiddle pair at t + o, stored at (yr, yi). */
// @ts-expect-error: decorator
@inline function cmulStore(vr: v128, vi: v128, t: usize, o: usize, yr: usize, yi: usize): void {
  const wr = v128.load(t + o);
  const wi = v128.load(t + o + 16);
  v128.store(yr, sub(mul(vr, wr), mul(vi, wi)));
  v128.store(yi, add(mul(vr, wi), mul(vi, wr)));
}

/** 4×4 transpose of the vectors at s + 32·i (i = 0…3); row j stored at d + j·32. */
// @ts-expect-error: decorator
@inline function transposeFrom(s: usize, d: usize): void {
  const y0 = v128.load(s);
  const y1 = v128.load(s, 32);
  const y2 = v128.load(s, 64);
  const y3 = v128.load(s, 96);
  transpose4(y0, y1, y2, y3, d);
}

/**
 * First-pass radix-8 butterfly on 4 consecutive butterflies (one per lane), staged through the
 * scratch area so that few vectors are live at once (V8 has 16 XMM registers):
 *   stage 1: a_j = x_j + x_{j+4} kept, b_j = x_j − x_{j+4} → scratch;
 *   stage 2: even outputs from a (radix 4) × twiddles → scratch;
 *   stage 3: odd outputs from b·W8^j (radix 4) × twiddles → scratch;
 *   stage 4: two 4×4 transposes per re/im → y[8(p0+j) + r].
 * Scratch layout: b at sc + 256 + 32j (re) / +16 (im); outputs y_r at sc + 32r (re) / +16 (im).
 */
// @ts-expect-error: decorator
@inline function firstOddEven(
  a0r: v128, a0i: v128, a1r: v128, a1i: v128, a2r: v128, a2i: v128, a3r: v128, a3i: v128,
  t: usize, sc: usize, yr: usize, yi: usize,
): void {
  // even outputs
  const s02r = add(a0r, a2r);
  const s02i = add(a0i, a2i);
  const d02r = sub(a0r, a2r);
  const d02i = sub(a0i, a2i);
  const s13r = add(a1r, a3r);
  const s13i = add(a1i, a3i);
  const d13r = sub(a1r, a3r);
  const d13i = sub(a1i, a3i);
  v128.store(sc, add(s02r, s13r));
  v128.store(sc, add(s02i, s13i), 16);
  cmulStore(sub(s02r, s13r), sub(s02i, s13i), t, 96, sc + 128, sc + 144);
  cmulStore(add(d02r, d13i), sub(d02i, d13r), t, 32, sc + 64, sc + 80);
  cmulStore(sub(d02r, d13i), add(d02i, d13r), t, 160, sc + 192, sc + 208);
  // odd outputs
  const b0r = v128.load(sc, 256);
  const b0i = v128.load(sc, 272);
  const b1r = v128.load(sc, 288);
  const b1i = v128.load(sc, 304);
  const b2r = v128.load(sc, 320);
  const b2i = v128.load(sc, 336);
  const b3r = v128.load(sc, 352);
  const b3i = v128.load(sc, 368);
  const h = f32x4.splat(SQRT_HALF);
  const t1r = add(b1r, b1i);
  const t1i = sub(b1i, b1r);
  const t3r = sub(b3i, b3r);
  const u3 = add(b3i, b3r); // t3i = −u3
  const e02r = add(b0r, b2i);
  const e02i = sub(b0i, b2r);
  const f02r = sub(b0r, b2i);
  const f02i = add(b0i, b2r);
  const e13r = mul(h, add(t1r, t3r));
  const e13i = mul(h, sub(t1i, u3));
  const f13r = mul(h, sub(t1r, t3r));
  const f13i = mul(h, add(t1i, u3));
  cmulStore(add(e02r, e13r), add(e02i, e13i), t, 0, sc + 32, sc + 48);
  cmulStore(sub(e02r, e13r), sub(e02i, e13i), t, 128, sc + 160, sc + 176);
  cmulStore(add(f02r, f13i), sub(f02i, f13r), t, 64, sc + 96, sc + 112);
  cmulStore(sub(f02r, f13i), add(f02i, f13r), t, 192, sc + 224, sc + 240);
  // transposes: re rows y0…y3 at sc + 32r, y4…y7 at sc + 128 + 32r
  transposeFrom(sc, yr);
  transposeFrom(sc + 128, yr + 16);
  transposeFrom(sc + 16, yi);
  transposeFrom(sc + 144, yi + 16);
}

/**
 * First radix-8 DIF pass (length M, stride 1) from interleaved z (= real x): four consecutive
 * butterflies p0…p0+3 per step (one per lane), vector twiddles, transposed output (y[8p + r]).
 */
function firstPass8Interleaved(x: usize, yr: usize, yi: usize, m: i32, tw: usize, padB: usize): void {
  const q = <usize>m; // M/8 complex × 8 bytes
  const n0 = m >> 3;
  const lm = ctz(m);
  const sc = scratch;
  let xp = x;
  let t = tw;
  for (let p0 = 0; p0 < n0; p0 += 4) {
    // y[8p0 …] lies in segment 8p0 / (M/8)
    const yo = <usize>p0 * 32 + <usize>((p0 << 6) >>> lm) * padB;
    // stage 1, j = 0…3: a_j kept, b_j to scratch
    let v0 = v128.load(xp);
    let v1 = v128.load(xp, 16);
    let v2 = v128.load(xp + 4 * q);
    let v3 = v128.load(xp + 4 * q, 16);
    let pr = v128.shuffle<f32>(v0, v1, 0, 2, 4, 6);
    let pi = v128.shuffle<f32>(v0, v1, 1, 3, 5, 7);
    let qr = v128.shuffle<f32>(v2, v3, 0, 2, 4, 6);
    let qi = v128.shuffle<f32>(v2, v3, 1, 3, 5, 7);
    const a0r = add(pr, qr);
    const a0i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 256);
    v128.store(sc, sub(pi, qi), 272);
    v0 = v128.load(xp + q);
    v1 = v128.load(xp + q, 16);
    v2 = v128.load(xp + 5 * q);
    v3 = v128.load(xp + 5 * q, 16);
    pr = v128.shuffle<f32>(v0, v1, 0, 2, 4, 6);
    pi = v128.shuffle<f32>(v0, v1, 1, 3, 5, 7);
    qr = v128.shuffle<f32>(v2, v3, 0, 2, 4, 6);
    qi = v128.shuffle<f32>(v2, v3, 1, 3, 5, 7);
    const a1r = add(pr, qr);
    const a1i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 288);
    v128.store(sc, sub(pi, qi), 304);
    v0 = v128.load(xp + 2 * q);
    v1 = v128.load(xp + 2 * q, 16);
    v2 = v128.load(xp + 6 * q);
    v3 = v128.load(xp + 6 * q, 16);
    pr = v128.shuffle<f32>(v0, v1, 0, 2, 4, 6);
    pi = v128.shuffle<f32>(v0, v1, 1, 3, 5, 7);
    qr = v128.shuffle<f32>(v2, v3, 0, 2, 4, 6);
    qi = v128.shuffle<f32>(v2, v3, 1, 3, 5, 7);
    const a2r = add(pr, qr);
    const a2i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 320);
    v128.store(sc, sub(pi, qi), 336);
    v0 = v128.load(xp + 3 * q);
    v1 = v128.load(xp + 3 * q, 16);
    v2 = v128.load(xp + 7 * q);
    v3 = v128.load(xp + 7 * q, 16);
    pr = v128.shuffle<f32>(v0, v1, 0, 2, 4, 6);
    pi = v128.shuffle<f32>(v0, v1, 1, 3, 5, 7);
    qr = v128.shuffle<f32>(v2, v3, 0, 2, 4, 6);
    qi = v128.shuffle<f32>(v2, v3, 1, 3, 5, 7);
    const a3r = add(pr, qr);
    const a3i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 352);
    v128.store(sc, sub(pi, qi), 368);
    firstOddEven(a0r, a0i, a1r, a1i, a2r, a2i, a3r, a3i, t, sc, yr + yo, yi + yo);
    xp += 32;
    t += 224;
  }
}

/** First radix-8 pass from split input (inverse path; unpadded output). */
function firstPass8Split(xr: usize, xi: usize, yr: usize, yi: usize, m: i32, tw: usize): void {
  const q = <usize>m >> 1; // M/8 floats × 4 bytes
  const n0 = m >> 3;
  const sc = scratch;
  let a = xr;
  let b = xi;
  let t = tw;
  let yro = yr;
  let yio = yi;
  for (let p0 = 0; p0 < n0; p0 += 4) {
    let pr = v128.load(a);
    let pi = v128.load(b);
    let qr = v128.load(a + 4 * q);
    let qi = v128.load(b + 4 * q);
    const a0r = add(pr, qr);
    const a0i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 256);
    v128.store(sc, sub(pi, qi), 272);
    pr = v128.load(a + q);
    pi = v128.load(b + q);
    qr = v128.load(a + 5 * q);
    qi = v128.load(b + 5 * q);
    const a1r = add(pr, qr);
    const a1i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 288);
    v128.store(sc, sub(pi, qi), 304);
    pr = v128.load(a + 2 * q);
    pi = v128.load(b + 2 * q);
    qr = v128.load(a + 6 * q);
    qi = v128.load(b + 6 * q);
    const a2r = add(pr, qr);
    const a2i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 320);
    v128.store(sc, sub(pi, qi), 336);
    pr = v128.load(a + 3 * q);
    pi = v128.load(b + 3 * q);
    qr = v128.load(a + 7 * q);
    qi = v128.load(b + 7 * q);
    const a3r = add(pr, qr);
    const a3i = add(pi, qi);
    v128.store(sc, sub(pr, qr), 352);
    v128.store(sc, sub(pi, qi), 368);
    firstOddEven(a0r, a0i, a1r, a1i, a2r, a2i, a3r, a3i, t, sc, yro, yio);
    a += 16;
    b += 16;
    t += 224;
    yro += 128;
    yio += 128;
  }
}

/**
 * Radix-8 butterfly, staged: the caller has computed a_j = x_j + x_{j+4} (passed in) and stored
 * b_j = x_j − x_{j+4} at sc + 256 + 32j (re) / +16 (im). Outputs y_r (× twiddle r, see tw8) are
 * stored at (yr, yi) + r·os.
 */
// @ts-expect-error: decorator
@inline function oddEven8(
  a0r: v128, a0i: v128, a1r: v128, a1i: v128, a2r: v128, a2i: v128, a3r: v128, a3i: v128,
  t: usize, twMode: i32, sc: usize, yr: usize, yi: usize, os: usize,
): void {
  const s02r = add(a0r, a2r);
  const s02i = add(a0i, a2i);
  const d02r = sub(a0r, a2r);
  const d02i = sub(a0i, a2i);
  const s13r = add(a1r, a3r);
  const s13i = add(a1i, a3i);
  const d13r = sub(a1r, a3r);
  const d13i = sub(a1i, a3i);
  v128.store(yr, add(s02r, s13r));
  v128.store(yi, add(s02i, s13i));
  tw8(sub(s02r, s13r), sub(s02i, s13i), t, twMode, 4, yr + 4 * os, yi + 4 * os);
  tw8(add(d02r, d13i), sub(d02i, d13r), t, twMode, 2, yr + 2 * os, yi + 2 * os);
  tw8(sub(d02r, d13i), add(d02i, d13r), t, twMode, 6, yr + 6 * os, yi + 6 * os);
  const b0r = v128.load(sc, 256);
  const b0i = v128.load(sc, 272);
  const b1r = v128.load(sc, 288);
  const b1i = v128.load(sc, 304);
  const b2r = v128.load(sc, 320);
  const b2i = v128.load(sc, 336);
  const b3r = v128.load(sc, 352);
  const b3i = v128.load(sc, 368);
  const h = f32x4.splat(SQRT_HALF);
  const t1r = add(b1r, b1i);
  const t1i = sub(b1i, b1r);
  const t3r = sub(b3i, b3r);
  const u3 = add(b3i, b3r);
  const e02r = add(b0r, b2i);
  const e02i = sub(b0i, b2r);
  const f02r = sub(b0r, b2i);
  const f02i = add(b0i, b2r);
  const e13r = mul(h, add(t1r, t3r));
  const e13i = mul(h, sub(t1i, u3));
  const f13r = mul(h, sub(t1r, t3r));
  const f13i = mul(h, add(t1i, u3));
  tw8(add(e02r, e13r), add(e02i, e13i), t, twMode, 1, yr + os, yi + os);
  tw8(sub(e02r, e13r), sub(e02i, e13i), t, twMode, 5, yr + 5 * os, yi + 5 * os);
  tw8(add(f02r, f13i), sub(f02i, f13r), t, twMode, 3, yr + 3 * os, yi + 3 * os);
  tw8(sub(f02r, f13i), add(f02i, f13r), t, twMode, 7, yr + 7 * os, yi + 7 * os);
}

/** Stage 1 for split input at (a, b), streams q bytes apart: returns nothing, see oddEven8. */
// @ts-expect-error: decorator
@inline function stagedSplit8(a: usize, b: usize, q: usize, sc: usize, t: usize, twMode: i32, yr: usize, yi: usize, os: usize): void {
  let pr = v128.load(a);
  let pi = v128.load(b);
  let qr = v128.load(a + 4 * q);
  let qi = v128.load(b + 4 * q);
  const a0r = add(pr, qr);
  const a0i = add(pi, qi);
  v128.store(sc, sub(pr, qr), 256);
  v128.store(sc, sub(pi, qi), 272);
  pr = v128.load(a + q);
  pi = v128.load(b + q);
  qr = v128.load(a + 5 * q);
  qi = v128.load(b + 5 * q);
  const a1r = add(pr, qr);
  const a1i = add(pi, qi);
  v128.store(sc, sub(pr, qr), 288);
  v128.store(sc, sub(pi, qi), 304);
  pr = v128.load(a + 2 * q);
  pi = v128.load(b + 2 * q);
  qr = v128.load(a + 6 * q);
  qi = v128.load(b + 6 * q);
  const a2r = add(pr, qr);
  const a2i = add(pi, qi);
  v128.store(sc, sub(pr, qr), 320);
  v128.store(sc, sub(pi, qi), 336);
  pr = v128.load(a + 3 * q);
  pi = v128.load(b + 3 * q);
  qr = v128.load(a + 7 * q);
  qi = v128.load(b + 7 * q);
  const a3r = add(pr, qr);
  const a3i = add(pi, qi);
  v128.store(sc, sub(pr, qr), 352);
  v128.store(sc, sub(pi, qi), 368);
  oddEven8(a0r, a0i, a1r, a1i, a2r, a2i, a3r, a3i, t, twMode, sc, yr, yi, os);
}

/**
 * General radix-8 DIF Stockham pass, stride s ≥ 8 floats, sub-length nl = M/s:
 *   y[q + s(8p + r)] from x[q + s(p + j·nl/8)], p < nl/8, q < s; 14 scalar twiddles per p.
 */
function generalPass8(xr: usize, xi: usize, yr: usize, yi: usize, m: i32, s: i32, tw: usize, padB: usize): void {
  const n0 = (m / s) >> 3;
  const ln0 = ctz(n0);
  const sc = scratch;
  const q = (<usize>m >> 1) + padB; // s·nl/8 floats = one segment (M/8 floats) + gap
  const sb = <usize>s * 4;
  let xro = xr;
  let xio = xi;
  let t = tw;
  for (let p = 0; p < n0; p++) {
    // outputs y[s(8p + r) + q'] all lie in segment 8p / n0 (n0 ≥ 8 whenever padB ≠ 0)
    const yo = <usize>p * 8 * sb + <usize>((p << 3) >>> ln0) * padB;
    const yro = yr + yo;
    const yio = yi + yo;
    const end = xro + sb;
    let a = xro;
    let b = xio;
    let c = yro;
    let d = yio;
    while (a < end) {
      stagedSplit8(a, b, q, sc, t, 1, c, d, sb);
      a += 16;
      b += 16;
      c += 16;
      d += 16;
    }
    xro += sb;
    xio += sb;
    t += 56;
  }
}

/** Last radix-8 pass (sub-length 8, no twiddles): y[q + s·r], s = M/8. */
function lastPass8(xr: usize, xi: usize, yr: usize, yi: usize, m: i32, padB: usize): void {
  const q = (<usize>m >> 1) + padB;
  const end = xr + (<usize>m >> 1);
  const sc = scratch;
  let a = xr;
  let b = xi;
  let c = yr;
  let d = yi;
  while (a < end) {
    stagedSplit8(a, b, q, sc, 0, 0, c, d, q);
    a += 16;
    b += 16;
    c += 16;
    d += 16;
  }
}

/**
 * General radix-4 DIF Stockham pass, stride s ≥ 4 (floats), sub-length nl = M/s:
 *   y[q + s(4p + r)] from x[q + s(p + r·nl/4)], p < nl/4, q < s.
 */
function generalPass4(xr: usize, xi: usize, yr: usize, yi: usize, m: i32, s: i32, tw: usize): void {
  const n0 = (m / s) >> 2;
  const q = <usize>m; // byte distance s·n0 floats = M/4 floats
  const sb = <usize>s * 4; // stride in bytes
  let xro = xr;
  let xio = xi;
  let yro = yr;
  let yio = yi;
  let t = tw;
  for (let p = 0; p < n0; p++) {
    const w1r = v128.load32_splat(t);
    const w1i = v128.load32_splat(t, 4);
    const w2r = v128.load32_splat(t, 8);
    const w2i = v128.load32_splat(t, 12);
    const w3r = v128.load32_splat(t, 16);
    const w3i = v128.load32_splat(t, 20);
    const end = xro + sb;
    let a = xro;
    let b = xio;
    let c = yro;
    let d = yio;
    while (a < end) {
      const ar = v128.load(a);
      const ai = v128.load(b);
      const br = v128.load(a + q);
      const bi = v128.load(b + q);
      const cr = v128.load(a + 2 * q);
      const ci = v128.load(b + 2 * q);
      const dr = v128.load(a + 3 * q);
      const di = v128.load(b + 3 * q);
      const apcr = add(ar, cr);
      const apci = add(ai, ci);
      const amcr = sub(ar, cr);
      const amci = sub(ai, ci);
      const bpdr = add(br, dr);
      const bpdi = add(bi, di);
      const bmdr = sub(br, dr);
      const bmdi = sub(bi, di);
      v128.store(c, add(apcr, bpdr));
      v128.store(d, add(apci, bpdi));
      const u1r = add(amcr, bmdi);
      const u1i = sub(amci, bmdr);
      const u2r = sub(apcr, bpdr);
      const u2i = sub(apci, bpdi);
      const u3r = sub(amcr, bmdi);
      const u3i = add(amci, bmdr);
      v128.store(c + sb, sub(mul(u1r, w1r), mul(u1i, w1i)));
      v128.store(d + sb, add(mul(u1r, w1i), mul(u1i, w1r)));
      v128.store(c + 2 * sb, sub(mul(u2r, w2r), mul(u2i, w2i)));
      v128.store(d + 2 * sb, add(mul(u2r, w2i), mul(u2i, w2r)));
      v128.store(c + 3 * sb, sub(mul(u3r, w3r), mul(u3i, w3i)));
      v128.store(d + 3 * sb, add(mul(u3r, w3i), mul(u3i, w3r)));
      a += 16;
      b += 16;
      c += 16;
      d += 16;
    }
    xro += sb;
    xio += sb;
    yro += 4 * sb;
    yio += 4 * sb;
    t += 24;
  }
}

/** Last radix-4 pass (sub-length 4, no twiddles): y[q + s·r], s = M/4. */
function lastPass4(xr: usize, xi: usize, yr: usize, yi: usize, m: i32): void {
  const q = <usize>m; // s floats in bytes
  const end = xr + q;
  let a = xr;
  let b = xi;
  let c = yr;
  let d = yi;
  while (a < end) {
    const ar = v128.load(a);
    const ai = v128.load(b);
    const br = v128.load(a + q);
    const bi = v128.load(b + q);
    const cr = v128.load(a + 2 * q);
    const ci = v128.load(b + 2 * q);
    const dr = v128.load(a + 3 * q);
    const di = v128.load(b + 3 * q);
    const apcr = add(ar, cr);
    const apci = add(ai, ci);
    const amcr = sub(ar, cr);
    const amci = sub(ai, ci);
    const bpdr = add(br, dr);
    const bpdi = add(bi, di);
    const bmdr = sub(br, dr);
    const bmdi = sub(bi, di);
    v128.store(c, add(apcr, bpdr));
    v128.store(d, add(apci, bpdi));
    v128.store(c + q, add(amcr, bmdi));
    v128.store(d + q, sub(amci, bmdr));
    v128.store(c + 2 * q, sub(apcr, bpdr));
    v128.store(d + 2 * q, sub(apci, bpdi));
    v128.store(c + 3 * q, sub(amcr, bmdi));
    v128.store(d + 3 * q, add(amci, bmdr));
    a += 16;
    b += 16;
    c += 16;
    d += 16;
  }
}

/** Last radix-2 pass: y[q] = x[q] + x[q + M/2], y[q + M/2] = x[q] − x[q + M/2]. */
function lastPass2(xr: usize, xi: usize, yr: usize, yi: usize, m: i32): void {
  const h = <usize>m * 2; // M/2 floats in bytes
  const end = xr + h;
  let a = xr;
  let b = xi;
  let c = yr;
  let d = yi;
  while (a < end) {
    const ar = v128.load(a);
    const ai = v128.load(b);
    const br = v128.load(a + h);
    const bi = v128.load(b + h);
    v128.store(c, add(ar, br));
    v128.store(d, add(ai, bi));
    v128.store(c + h, sub(ar, br));
    v128.store(d + h, sub(ai, bi));
    a += 16;
    b += 16;
    c += 16;
    d += 16;
  }
}

/** Bits of the next pass when b bits of the complex FFT remain after the first (radix-8) pass. */
function nextBits(b: i32): i32 {
  if (b <= 3) return b;
  if (b == 4) return 2;
  return 3;
}

/**
 * Passes 2…last of the complex FFT, from (ar, ai) after the first pass; returns 0 if the result is in
 * (ar, ai), 1 if in (br, bi).
 */
function restPasses(ar: usize, ai: usize, br: usize, bi: usize, m: i32, tw: usize, padB: usize): i32 {
  let b = 28 - clz(m); // log2(M) − 3
  let s = 8;
  let nl = m >> 3;
  let t = tw + <usize>(m >> 5) * 224;
  let xr = ar;
  let xi = ai;
  let yr = br;
  let yi = bi;
  let where = 0;
  while (true) {
    const rb = nextBits(b);
    if (rb == b) {
      if (rb == 3) lastPass8(xr, xi, yr, yi, m, padB);
      else if (rb == 2) lastPass4(xr, xi, yr, yi, m);
      else lastPass2(xr, xi, yr, yi, m);
      return where ^ 1;
    }
    if (rb == 3) {
      generalPass8(xr, xi, yr, yi, m, s, t, padB);
      t += <usize>(nl >> 3) * 56;
    } else {
      generalPass4(xr, xi, yr, yi, m, s, t);
      t += <usize>(nl >> 2) * 24;
    }
    nl >>= rb;
    s <<= rb;
    b -= rb;
    let tmp = xr;
    xr = yr;
    yr = tmp;
    tmp = xi;
    xi = yi;
    yi = tmp;
    where ^= 1;
  }
  return where;
}

// ── post-processing ───────────────────────────────────────────────────────────────────────────────

/**
 * Z (split, M points; segment layout with gaps of padB bytes after every M/8 floats) → packed
 * real spectrum. Blocks k0 = 0, M/8, 2M/8, 3M/8 (whose mirror block would straddle a segment gap,
 * and k = 0) are done in scalar code; the rest, segment by segment, 4 k and their 4 mirrors M − k
 * per step. k = M/2: X = conj Z[M/2].
 */
function postForward(zr: usize, zi: usize, out: usize, m: i32, post: usize, padB: usize): void {
  const half = f32x4.splat(0.5);
  const h = m >> 1;
  const segShift = 28 - clz(m); // log2(M/8)
  const seg = m >> 3;
  for (let g = 0; g < 4; g++) {
    const kStart = g * seg;
    postScalar(zr, zi, out, m, post, padB, kStart);
    // k0 in segment g (ascending), mirrors M − k0 − 3 … M − k0 in segment 7 − g (descending)
    let ko = <usize>(kStart + 4) * 4 + <usize>g * padB;
    let mo = <usize>(m - kStart - 7) * 4 + <usize>(7 - g) * padB;
    let o = out + <usize>(kStart + 4) * 8;
    let om = out + <usize>(m - kStart - 7) * 8;
    let tp = post + <usize>(kStart + 4) * 8;
    const end = out + <usize>(kStart + seg) * 8;
    while (o < end) {
      const ar = v128.load(zr + ko);
      const ai = v128.load(zi + ko);
      let br = v128.load(zr + mo);
      let bi = v128.load(zi + mo);
      br = v128.shuffle<f32>(br, br, 3, 2, 1, 0);
      bi = v128.shuffle<f32>(bi, bi, 3, 2, 1, 0);
      const er = mul(half, add(ar, br));
      const ei = mul(half, sub(ai, bi));
      const dr = sub(ar, br);
      const di = add(ai, bi);
      const hc = v128.load(tp);
      const hs = v128.load(tp, 16);
      const t1 = add(mul(hc, di), mul(hs, dr));
      const t2 = sub(mul(hs, di), mul(hc, dr));
      const xr = add(er, t1);
      const xi = add(ei, t2);
      const yr = sub(er, t1);
      const yi = sub(t2, ei);
      v128.store(o, v128.shuffle<f32>(xr, xi, 0, 4, 1, 5));
      v128.store(o, v128.shuffle<f32>(xr, xi, 2, 6, 3, 7), 16);
      v128.store(om, v128.shuffle<f32>(yr, yi, 3, 7, 2, 6));
      v128.store(om, v128.shuffle<f32>(yr, yi, 1, 5, 0, 4), 16);
      ko += 16;
      mo -= 16;
      o += 32;
      om -= 32;
      tp += 32;
    }
  }
  const zo = <usize>h * 4 + <usize>(h >> segShift) * padB;
  store<f32>(out + <usize>m * 4, load<f32>(zr + zo));
  store<f32>(out + <usize>m * 4 + 4, -load<f32>(zi + zo));
}

/** Scalar post-processing of k = k0…k0+3 and their mirrors M − k (k = 0: X0 and X(N/2)). */
function postScalar(zr: usize, zi: usize, out: usize, m: i32, post: usize, padB: usize, k0: i32): void {
  const segShift = 28 - clz(m);
  for (let k = k0; k < k0 + 4; k++) {
    const ko = <usize>k * 4 + <usize>(k >> segShift) * padB;
    const ar = load<f32>(zr + ko);
    const ai = load<f32>(zi + ko);
    if (k == 0) {
      store<f32>(out, ar + ai);
      store<f32>(out, ar - ai, 4);
      continue;
    }
    const mk = m - k;
    const mo = <usize>mk * 4 + <usize>(mk >> segShift) * padB;
    const br = load<f32>(zr + mo);
    const bi = load<f32>(zi + mo);
    const er: f32 = 0.5 * (ar + br);
    const ei: f32 = 0.5 * (ai - bi);
    const dr = ar - br;
    const di = ai + bi;
    const g = post + <usize>(k >> 2) * 32 + <usize>(k & 3) * 4;
    const hc = load<f32>(g);
    const hs = load<f32>(g, 16);
    const t1 = hc * di + hs * dr;
    const t2 = hs * di - hc * dr;
    store<f32>(out + <usize>k * 8, er + t1);
    store<f32>(out + <usize>k * 8, ei + t2, 4);
    store<f32>(out + <usize>mk * 8, er - t1);
    store<f32>(out + <usize>mk * 8, t2 - ei, 4);
  }
}

/**
 * Packed spectrum → Z' with IFFT(Z') = N·z:
 *   Z'[k] = F + i·conj(W^k)·G,  F = X[k] + conj X[M−k],  G = X[k] − conj X[M−k].
 */
function preInverse(x: usize, zr: usize, zi: usize, m: i32, post: usize): void {
  const h = m >> 1;
  for (let k0 = 0; k0 < h; k0 += 4) {
    const o = x + <usize>k0 * 8;
    let v0 = v128.load(o);
    let v1 = v128.load(o, 16);
    const ar = v128.shuffle<f32>(v0, v1, 0, 2, 4, 6);
    const ai = v128.shuffle<f32>(v0, v1, 1, 3, 5, 7);
    const om = x + <usize>(m - k0 - 3) * 8;
    v0 = v128.load(om); // [r(M−k0−3), i, r(M−k0−2), i]
    v1 = v128.load(om, 16); // [r(M−k0−1), i, r(M−k0), i]
    const br = v128.shuffle<f32>(v0, v1, 6, 4, 2, 0); // lane j ↔ M−k0−j
    const bi = v128.shuffle<f32>(v0, v1, 7, 5, 3, 1);
    const fr = add(ar, br);
    const fi = sub(ai, bi);
    const gr = sub(ar, br);
    const gi = add(ai, bi);
    let c = v128.load(post + <usize>k0 * 8);
    let s = v128.load(post + <usize>k0 * 8, 16);
    c = add(c, c);
    s = add(s, s);
    // H = conj(W)·G = (c·Gr + s·Gi, c·Gi − s·Gr);  Z'[k] = (Fr − Hi, Fi + Hr);  Z'[M−k] = (Fr + Hi, Hr − Fi)
    const hr = add(mul(c, gr), mul(s, gi));
    const hi = sub(mul(c, gi), mul(s, gr));
    v128.store(zr + <usize>k0 * 4, sub(fr, hi));
    v128.store(zi + <usize>k0 * 4, add(fi, hr));
    const mr = add(fr, hi);
    const mi = sub(hr, fi);
    const mo = <usize>(m - k0 - 3) * 4;
    v128.store(zr + mo, v128.shuffle<f32>(mr, mr, 3, 2, 1, 0));
    v128.store(zi + mo, v128.shuffle<f32>(mi, mi, 3, 2, 1, 0));
  }
  const x0 = load<f32>(x);
  const xm = load<f32>(x + 4);
  store<f32>(zr, x0 + xm);
  store<f32>(zi, x0 - xm);
  store<f32>(zr + <usize>h * 4, 2 * load<f32>(x + <usize>m * 4));
  store<f32>(zi + <usize>h * 4, -2 * load<f32>(x + <usize>m * 4 + 4));
}

/**
 * Gap (bytes) after each M/8-float segment of the forward ping-pong buffers. The radix-8 passes read
 * and write eight streams M/8 floats apart; without a gap those addresses are congruent modulo 4 KiB
 * at the large sizes (L1 set conflicts / 4K aliasing). Used when every pass is radix 8 (M = 8^k, the
 * only plans where each pass's 8 outputs of one butterfly stay in one segment) and M ≥ 1024.
 */
function padBytes(m: i32): usize {
  return (28 - clz(m)) % 3 == 0 && m >= 1024 ? 64 : 0;
}

// ── entry points ──────────────────────────────────────────────────────────────────────────────────

/** Forward real FFT of the N floats at inputPtr(n) into outputPtr(n) (packed, unscaled). */
export function forward(n: i32): void {
  const r = row(n);
  const m = n >> 1;
  const ar = field(r, F_ARE);
  const ai = field(r, F_AIM);
  const br = field(r, F_BRE);
  const bi = field(r, F_BIM);
  const tw = field(r, F_TW);
  const padB = padBytes(m);
  firstPass8Interleaved(field(r, F_IN), ar, ai, m, tw, padB);
  const out = field(r, F_OUT);
  if (restPasses(ar, ai, br, bi, m, tw, padB) == 0) postForward(ar, ai, out, m, field(r, F_POST), padB);
  else postForward(br, bi, out, m, field(r, F_POST), padB);
}

/** Inverse of forward: packed spectrum at inputPtr(n) → N·x at outputPtr(n). */
export function inverse(n: i32): void {
  const r = row(n);
  const m = n >> 1;
  const ar = field(r, F_ARE);
  const ai = field(r, F_AIM);
  const br = field(r, F_BRE);
  const bi = field(r, F_BIM);
  const tw = field(r, F_TW);
  preInverse(field(r, F_IN), br, bi, m, field(r, F_POST));
  // IFFT(Z) = swap(FFT(swap(Z))): run the forward passes with re and im exchanged.
  firstPass8Split(bi, br, ai, ar, m, tw);
  let zr = ar;
  let zi = ai;
  if (restPasses(ai, ar, bi, br, m, tw, 0) == 1) {
    zr = br;
    zi = bi;
  }
  const out = field(r, F_OUT);
  const end = zr + <usize>m * 4;
  let a = zr;
  let b = zi;
  let o = out;
  while (a < end) {
    const vr = v128.load(a);
    const vi = v128.load(b);
    v128.store(o, v128.shuffle<f32>(vr, vi, 0, 4, 1, 5));
    v128.store(o, v128.shuffle<f32>(vr, vi, 2, 6, 3, 7), 16);
    a += 16;
    b += 16;
    o += 32;
  }
}
