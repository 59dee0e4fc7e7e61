import { beforeAll, describe, expect, it } from "vitest";
import {
  activeFftBackend,
  activeWasmKernel,
  getRealFft,
  initFft,
  isSupportedFftSize,
  type RealFftPlan,
  WINDOW_KINDS,
  wasmPlanOn,
  wasmSimdSupported,
  windowCoefficients,
  windowTaps,
} from "../src";
import { expectCode, noise } from "./signals";

/** Direct O(N²) DFT of bins 0…N/2, with an exact twiddle table indexed by (k·n) mod N. */
function directDft(x: Float64Array): { re: Float64Array; im: Float64Array } {
  const n = x.length;
  const cos = new Float64Array(n);
  const sin = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / n);
    sin[i] = Math.sin((2 * Math.PI * i) / n);
  }
  const re = new Float64Array(n / 2 + 1);
  const im = new Float64Array(n / 2 + 1);
  for (let k = 0; k <= n / 2; k++) {
    let sr = 0;
    let si = 0;
    for (let i = 0; i < n; i++) {
      const t = (k * i) % n;
      sr += x[i]! * cos[t]!;
      si -= x[i]! * sin[t]!;
    }
    re[k] = sr;
    im[k] = si;
  }
  return { re, im };
}

/** The three transforms held to the same results: the float64 JS path and both WASM kernels. */
type Path = "js-float64" | "wasm-rfft" | "wasm-pffft";
const PLAN_SIZES = [256, 512, 1024, 2048, 4096];
const pffftPlans = new Map<number, RealFftPlan>();
const rfftPlans = new Map<number, RealFftPlan>();

function planOn(path: Path, size: number): RealFftPlan {
  if (path === "js-float64") return getRealFft(size, "js-float64");
  const plan = (path === "wasm-rfft" ? rfftPlans : pffftPlans).get(size);
  if (!plan) throw new Error(`no ${path} plan for ${size}`);
  return plan;
}

beforeAll(async () => {
  await initFft();
  for (const size of PLAN_SIZES) {
    rfftPlans.set(size, await wasmPlanOn("rfft", size));
    pffftPlans.set(size, await wasmPlanOn("pffft", size));
  }
});

const backends: { backend: Path; tolerance: number }[] = [
  // float64: error relative to the largest bin; float32: 1e-5 of the peak.
  { backend: "js-float64", tolerance: 1e-9 },
  { backend: "wasm-rfft", tolerance: 1e-5 },
  { backend: "wasm-pffft", tolerance: 1e-5 },
];
const sizes = [256, 1024, 4096];
const cases = backends.flatMap((b) => sizes.map((size) => ({ ...b, size })));

describe("real FFT", () => {
  it("runs on WASM SIMD under Node 20 once initialised", () => {
    expect(wasmSimdSupported()).toBe(true);
    expect(activeFftBackend()).toBe("wasm-simd-f32");
    expect(getRealFft(1024).backend).toBe("wasm-simd-f32");
    expect(activeWasmKernel()).toBe("rfft");
  });

  it("keeps one plan per size and backend", () => {
    expect(getRealFft(2048)).toBe(getRealFft(2048));
    expect(getRealFft(2048, "js-float64")).not.toBe(getRealFft(2048, "wasm-simd-f32"));
  });

  it.each(cases)(
    "$backend N=$size matches a direct DFT within $tolerance of the peak",
    ({ backend, size, tolerance }) => {
      const x = noise(size, size);
      const ref = directDft(x);
      const re = new Float64Array(size / 2 + 1);
      const im = new Float64Array(size / 2 + 1);
      planOn(backend, size).forward(x, re, im);
      let peak = 0;
      let err = 0;
      for (let k = 0; k <= size / 2; k++) {
        peak = Math.max(peak, Math.sqrt(ref.re[k]! ** 2 + ref.im[k]! ** 2));
        err = Math.max(err, Math.abs(re[k]! - ref.re[k]!), Math.abs(im[k]! - ref.im[k]!));
      }
      expect(err / peak).toBeLessThan(tolerance);
    },
  );

  it.each(cases)(
    "$backend N=$size: the packed layout matches a direct DFT within $tolerance of the peak",
    ({ backend, size, tolerance }) => {
      const x = noise(size, 3 * size);
      const ref = directDft(x);
      const packed = new Float32Array(size);
      planOn(backend, size).forwardPacked(Float32Array.from(x), packed);
      const m = size / 2;
      let peak = 0;
      for (let k = 0; k <= m; k++) peak = Math.max(peak, Math.sqrt(ref.re[k]! ** 2 + ref.im[k]! ** 2));
      let err = Math.max(Math.abs(packed[0]! - ref.re[0]!), Math.abs(packed[1]! - ref.re[m]!));
      for (let k = 1; k < m; k++) {
        err = Math.max(err, Math.abs(packed[2 * k]! - ref.re[k]!), Math.abs(packed[2 * k + 1]! - ref.im[k]!));
      }
      // Float32 input and output: single precision bounds both paths here.
      expect(err / peak).toBeLessThan(Math.max(tolerance, 1e-5));
    },
  );

  it.each(cases)(
    "$backend N=$size: forwardInPlace on the plan's own buffer equals forwardPacked",
    ({ backend, size }) => {
      const x = noise(size, 5 * size);
      const plan = planOn(backend, size);
      const packed = new Float64Array(size);
      plan.forwardPacked(x, packed);
      plan.inputView().set(x);
      const inPlace = plan.forwardInPlace();
      expect(inPlace.length).toBe(size);
      // The same float32 (or float64) input through the same kernel: bit for bit the same spectrum.
      let err = 0;
      for (let i = 0; i < size; i++) err = Math.max(err, Math.abs(inPlace[i]! - packed[i]!));
      expect(err).toBe(0);
    },
  );

  it.each(cases)("$backend N=$size: inverse(forward(x)) returns x", ({ backend, size, tolerance }) => {
    const x = noise(size, 7 * size);
    const re = new Float64Array(size / 2 + 1);
    const im = new Float64Array(size / 2 + 1);
    const back = new Float64Array(size);
    const plan = planOn(backend, size);
    plan.forward(x, re, im);
    plan.inverse(re, im, back);
    for (let i = 0; i < size; i++) expect(Math.abs(back[i]! - x[i]!)).toBeLessThan(tolerance);
  });

  it.each(cases)("$backend N=$size satisfies Parseval's identity", ({ backend, size, tolerance }) => {
    const x = noise(size, 3 * size + 1);
    const re = new Float64Array(size / 2 + 1);
    const im = new Float64Array(size / 2 + 1);
    planOn(backend, size).forward(x, re, im);
    let time = 0;
    for (let i = 0; i < size; i++) time += x[i]! * x[i]!;
    const m = size / 2;
    let freq = re[0]! ** 2 + re[m]! ** 2;
    for (let k = 1; k < m; k++) freq += 2 * (re[k]! ** 2 + im[k]! ** 2);
    freq /= size;
    expect(Math.abs(freq - time) / time).toBeLessThan(tolerance);
  });

  it.each(backends)(
    "$backend: the fused window equals transforming the product",
    ({ backend, tolerance }) => {
      const size = 512;
      const x = noise(size, 11);
      const w = noise(size, 12);
      const product = x.map((v, i) => v * w[i]!);
      const a = { re: new Float64Array(size / 2 + 1), im: new Float64Array(size / 2 + 1) };
      const b = { re: new Float64Array(size / 2 + 1), im: new Float64Array(size / 2 + 1) };
      const plan = planOn(backend, size);
      plan.forward(x, a.re, a.im, w);
      plan.forward(product, b.re, b.im);
      for (let k = 0; k <= size / 2; k++) {
        expect(Math.abs(a.re[k]! - b.re[k]!)).toBeLessThan(tolerance);
        expect(Math.abs(a.im[k]! - b.im[k]!)).toBeLessThan(tolerance);
      }
    },
  );

  it.each(
    backends.flatMap((b) =>
      WINDOW_KINDS.flatMap((kind) => [256, 2048].map((size) => ({ ...b, kind, size }))),
    ),
  )(
    "$backend N=$size: frequency-domain $kind taps give the power of the time-windowed transform",
    ({ backend, kind, size, tolerance }) => {
      const x = noise(size, 99 + size);
      const m = size / 2;
      const re = new Float64Array(m + 1);
      const im = new Float64Array(m + 1);
      getRealFft(size, "js-float64").forward(x, re, im, windowCoefficients(kind, size));
      const power = new Float64Array(m + 1);
      const plan = planOn(backend, size);
      plan.forwardPower(x, power, m + 1, false, windowTaps(kind));
      plan.forwardPower(x, power, m + 1, true, windowTaps(kind)); // accumulate doubles it
      let peak = 0;
      for (let k = 0; k <= m; k++) peak = Math.max(peak, re[k]! ** 2 + im[k]! ** 2);
      for (let k = 0; k <= m; k++) {
        expect(Math.abs(power[k]! / 2 - (re[k]! ** 2 + im[k]! ** 2)) / peak).toBeLessThan(tolerance);
      }
    },
  );

  it("accepts float32 input on both paths", () => {
    const x = Float32Array.from(noise(256, 5));
    const re = new Float64Array(129);
    const im = new Float64Array(129);
    const ref = directDft(Float64Array.from(x));
    getRealFft(256, "js-float64").forward(x, re, im);
    expect(Math.abs(re[3]! - ref.re[3]!)).toBeLessThan(1e-9);
    getRealFft(256, "wasm-simd-f32").forward(x, re, im);
    expect(Math.abs(re[3]! - ref.re[3]!)).toBeLessThan(1e-4);
  });

  it.each([0, 1, 128, 100, 1000, 256.5, 131072, -256, Number.NaN])(
    "refuses size %s with INVALID_SIZE",
    (size) => {
      expect(isSupportedFftSize(size)).toBe(false);
      expectCode(() => getRealFft(size), "INVALID_SIZE", "power of two");
    },
  );

  it.each(backends)("$backend refuses buffers shorter than the plan with INVALID_SIZE", ({ backend }) => {
    const plan = planOn(backend, 256);
    const ok = new Float64Array(129);
    const calls = [
      () => plan.forward(new Float64Array(255), ok, ok),
      () => plan.forward(new Float64Array(256), new Float64Array(128), ok),
      () => plan.forward(new Float64Array(256), ok, ok, new Float64Array(10)),
      () => plan.inverse(ok, ok, new Float64Array(255)),
      () => plan.forwardPower(new Float64Array(256), new Float64Array(5), 129, false, Float64Array.of(1)),
    ];
    for (const call of calls) expectCode(call, "INVALID_SIZE");
  });

  it.each([256, 512, 8192, 65536])("accepts size %i", (size) => {
    expect(isSupportedFftSize(size)).toBe(true);
    expect(getRealFft(size, "js-float64").size).toBe(size);
  });
});
