/**
 * The AssemblyScript SIMD real-FFT kernel (src/fft/rfft.wasm, built from assembly/rfft.ts by
 * scripts/build-wasm.mjs) against the float64 JS path, in PFFFT "ordered" packing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getRealFft } from "../src";
import type { RfftExports } from "../src/fft/wasm-real-fft";
import { noise } from "./signals";

/** lib ES2023 has no WebAssembly typings (see src/fft/index.ts); Node has the global. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
    };
  }
).WebAssembly;

type Kernel = RfftExports;

let k: Kernel;

beforeAll(async () => {
  const bytes = readFileSync(new URL("../src/fft/rfft.wasm", import.meta.url));
  const { instance } = await wasm.instantiate(bytes, {
    env: {
      abort() {
        throw new Error("abort");
      },
    },
  });
  k = instance.exports as unknown as Kernel;
});

const SIZES = [256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536];

describe("rfft.wasm kernel", () => {
  for (const n of SIZES) {
    it(`forward matches the float64 reference at N = ${n}`, () => {
      const x = noise(n, 1234 + n);
      const ref = new Float64Array(n);
      getRealFft(n, "js-float64").forwardPacked(x, ref);
      k.prepare(n);
      new Float32Array(k.memory.buffer, k.inputPtr(n), n).set(x);
      k.forward(n);
      const out = new Float32Array(k.memory.buffer, k.outputPtr(n), n);
      let peak = 0;
      for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(ref[i]!));
      let err = 0;
      for (let i = 0; i < n; i++) err = Math.max(err, Math.abs(out[i]! - ref[i]!));
      expect(err).toBeLessThanOrEqual(1e-5 * peak);
    });

    it(`inverse(forward(x)) = N·x at N = ${n}`, () => {
      const x = noise(n, 99 + n);
      k.prepare(n);
      new Float32Array(k.memory.buffer, k.inputPtr(n), n).set(x);
      k.forward(n);
      const spec = new Float32Array(k.memory.buffer, k.outputPtr(n), n).slice();
      new Float32Array(k.memory.buffer, k.inputPtr(n), n).set(spec);
      k.inverse(n);
      const back = new Float32Array(k.memory.buffer, k.outputPtr(n), n);
      let err = 0;
      for (let i = 0; i < n; i++) err = Math.max(err, Math.abs(back[i]! / n - x[i]!));
      expect(err).toBeLessThanOrEqual(1e-5);
    });
  }

  it("plans for several sizes coexist", () => {
    const a = noise(1024, 7);
    k.prepare(1024);
    k.prepare(65536);
    new Float32Array(k.memory.buffer, k.inputPtr(1024), 1024).set(a);
    k.forward(1024);
    const first = new Float32Array(k.memory.buffer, k.outputPtr(1024), 1024).slice();
    k.prepare(4096);
    k.forward(65536);
    k.forward(1024);
    expect(new Float32Array(k.memory.buffer, k.outputPtr(1024), 1024)).toEqual(first);
  });
});

describe("rfft.wasm binary", () => {
  it("is exactly what assembly/rfft.ts builds to (the committed binary never drifts from its source)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rfft-"));
    try {
      const out = path.join(dir, "rfft.wasm");
      const script = new URL("../scripts/build-wasm.mjs", import.meta.url);
      execFileSync(process.execPath, [script.pathname, out], { stdio: "pipe" });
      const built = readFileSync(out);
      const committed = readFileSync(new URL("../src/fft/rfft.wasm", import.meta.url));
      expect(built.length).toBe(committed.length);
      expect(built.equals(committed)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
