/// <reference path="./pffft-wasm.d.ts" />
/**
 * Real FFT entry point: size checks, one cached plan per size and backend, and the choice between
 * the WASM SIMD (float32, PFFFT) path and the float64 JavaScript path.
 *
 * Until `await initFft()` has resolved, every transform runs on the JS path, so synchronous callers
 * always work; after it, the WASM path is used when the runtime validates WebAssembly SIMD.
 * `activeFftBackend()` says which path is active.
 */
import { DspError } from "../errors";
import { JsRealFft } from "./js-real-fft";
import type { FftBackend, RealFftPlan } from "./types";
import { pffftKernel, type RfftExports, rfftKernel, WasmRealFft } from "./wasm-real-fft";

export type { FftBackend, FftInput, RealFftPlan } from "./types";

export const MIN_FFT_SIZE = 256;
export const MAX_FFT_SIZE = 65536;

/** Supported sizes: powers of two 256…65536. */
export function isSupportedFftSize(size: number): boolean {
  return Number.isInteger(size) && size >= MIN_FFT_SIZE && size <= MAX_FFT_SIZE && (size & (size - 1)) === 0;
}

export function assertFftSize(size: number): void {
  if (!isSupportedFftSize(size)) {
    throw new DspError(
      "INVALID_SIZE",
      `FFT size ${size} is not supported: use a power of two from ${MIN_FFT_SIZE} to ${MAX_FFT_SIZE}`,
    );
  }
}

/**
 * The smallest module that uses a v128 instruction (i8x16.splat); from the wasm-feature-detect
 * project. WebAssembly.validate on it is the standard SIMD probe.
 */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

export function wasmSimdSupported(): boolean {
  try {
    // lib ES2023 has no WebAssembly globals in its typings; the runtime (Node 20, browsers) has them.
    const wasm = (globalThis as { WebAssembly?: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    return wasm?.validate(SIMD_PROBE) === true;
  } catch {
    return false;
  }
}

type PffftModule = import("@echogarden/pffft-wasm/simd").PffftModule;

let pffft: PffftModule | null = null;
let rfft: RfftExports | null = null;
let initPromise: Promise<FftBackend> | null = null;
let preferred: FftBackend = "js-float64";
const plans: Record<FftBackend, Map<number, RealFftPlan>> = {
  "wasm-simd-f32": new Map(),
  "js-float64": new Map(),
};

export interface InitFftOptions {
  /** "js-float64" keeps the float64 path even when WASM SIMD is available. */
  prefer?: FftBackend;
}

/**
 * Loads and instantiates PFFFT when WebAssembly SIMD is available; idempotent. Resolves to the active
 * backend. A failure to load falls back to the JS path rather than rejecting: the JS path gives the
 * same answers (more precisely), only slower.
 */
export function initFft(options: InitFftOptions = {}): Promise<FftBackend> {
  if (options.prefer === "js-float64") {
    preferred = "js-float64";
    return Promise.resolve(preferred);
  }
  initPromise ??= (async (): Promise<FftBackend> => {
    if (!wasmSimdSupported()) return "js-float64";
    // PLANTWISE_FFT_KERNEL=pffft keeps PFFFT on the WASM path (a fallback switch for operators).
    const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
    if (env?.PLANTWISE_FFT_KERNEL !== "pffft") rfft = await loadRfft();
    if (rfft) return "wasm-simd-f32";
    try {
      const factory = (await import("@echogarden/pffft-wasm/simd")).default;
      pffft = await factory();
      return "wasm-simd-f32";
    } catch {
      pffft = null;
      return "js-float64";
    }
  })();
  return initPromise.then((backend) => {
    preferred = backend;
    return backend;
  });
}

/**
 * Our kernel (rfft.wasm, built from assembly/rfft.ts), or null when it cannot be read or instantiated
 * here; PFFFT then serves the WASM path. The module has no imports; `env.abort` is what AssemblyScript
 * would call on a failed assertion (the build has none).
 */
async function loadRfft(): Promise<RfftExports | null> {
  try {
    const { readFile } = await import("node:fs/promises");
    const bytes = await readFile(new URL("./rfft.wasm", import.meta.url));
    const wasm = (globalThis as unknown as { WebAssembly: WasmNamespace }).WebAssembly;
    const { instance } = await wasm.instantiate(bytes, {
      env: {
        abort: () => {
          throw new Error("rfft.wasm aborted");
        },
      },
    });
    return instance.exports as RfftExports;
  } catch {
    return null;
  }
}

/** The part of the WebAssembly global this module uses (lib ES2023 has no WebAssembly typings). */
interface WasmNamespace {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}

/**
 * A plan on a named WASM kernel, whichever is active: tests hold both kernels to the same DFT, and
 * the benchmark compares them. Not cached; the active path is `getRealFft`.
 */
export async function wasmPlanOn(kernel: "rfft" | "pffft", size: number): Promise<RealFftPlan> {
  assertFftSize(size);
  if (kernel === "rfft") {
    const exports = rfft ?? (await loadRfft());
    if (!exports) throw new DspError("INVALID_ARGUMENT", "rfft.wasm cannot be instantiated here");
    return new WasmRealFft(rfftKernel(exports, size), size);
  }
  const mod = pffft ?? (await (await import("@echogarden/pffft-wasm/simd")).default());
  pffft ??= mod;
  return new WasmRealFft(pffftKernel(mod, size), size);
}

/** Which WASM kernel serves "wasm-simd-f32": ours, PFFFT (fallback), or none before initFft(). */
export function activeWasmKernel(): "rfft" | "pffft" | null {
  return rfft ? "rfft" : pffft ? "pffft" : null;
}

export function activeFftBackend(): FftBackend {
  return preferred;
}

/**
 * The cached plan for `size` (created on first use). `backend` defaults to the active one; asking for
 * "wasm-simd-f32" before `initFft()` has loaded it is an error.
 */
export function getRealFft(size: number, backend: FftBackend = preferred): RealFftPlan {
  assertFftSize(size);
  const cache = plans[backend];
  let plan = cache.get(size);
  if (!plan) {
    if (backend === "wasm-simd-f32") {
      if (rfft) plan = new WasmRealFft(rfftKernel(rfft, size), size);
      else if (pffft) plan = new WasmRealFft(pffftKernel(pffft, size), size);
      else throw new DspError("INVALID_ARGUMENT", "the WASM SIMD FFT is not loaded: await initFft() first");
    } else {
      plan = new JsRealFft(size);
    }
    cache.set(size, plan);
  }
  return plan;
}
