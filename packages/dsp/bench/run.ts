/**
 * Benchmark (not a test): `pnpm --filter @plantwise/dsp bench`.
 * Prints real-FFT transforms per second (our forward and packed paths, the bare rfft.wasm and PFFFT
 * kernels, fft.js),
 * the ratio ours/fft.js, the time of the spectrum and envelope pipelines, and spectral band values of
 * 100 captures through the pool against the same work in-thread (bench/bands.ts). Targets:
 * ratio ≥ 8 at 8192 and 65536; spectrum pipeline ≤ 1.5× the bare FFT.
 */
import { existsSync, readFileSync } from "node:fs";
import pffftFactory from "@echogarden/pffft-wasm/simd";
import FFT from "fft.js";
import { amplitudeSpectrum, amplitudeSpectrumInto, envelopeSpectrum, getRealFft, initFft } from "../src";
import type { RfftExports } from "../src/fft/wasm-real-fft";
import { runBandBench } from "./bands";

/**
 * Calls per second of `fn`: after a warm-up (WASM tiers up from Liftoff to TurboFan), the best of
 * several short rounds. The best round, not the mean, because other processes share the CPU and only
 * ever slow a round down.
 */
function rate(fn: () => void, rounds = 7, roundMs = 120): number {
  const warmUntil = performance.now() + 200;
  while (performance.now() < warmUntil) fn();
  let best = 0;
  for (let r = 0; r < rounds; r++) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    while (now - start < roundMs) {
      for (let i = 0; i < 4; i++) fn();
      calls += 4;
      now = performance.now();
    }
    best = Math.max(best, (calls * 1000) / (now - start));
  }
  return best;
}

function signal(n: number, fs: number): Float64Array {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / fs;
    x[i] =
      (1 + 0.5 * Math.cos(2 * Math.PI * 97 * t)) * Math.sin(2 * Math.PI * 3100 * t) +
      0.3 * Math.sin(2 * Math.PI * 50 * t);
  }
  return x;
}

const us = (perSecond: number) => `${(1e6 / perSecond).toFixed(1)} µs`;
const fmt = (v: number) => Math.round(v).toLocaleString("en-US");

const backend = await initFft();
console.log(`FFT backend: ${backend}`);
const fs = 25600;

console.log("\nReal FFT, transforms per second (candidates measured alternately, best round of each)");
console.log("  forward = getRealFft(n).forward: float64 in, re/im float64 out (conversions included)");
console.log("  packed  = getRealFft(n).forwardPacked: float32 in, packed float32 spectrum out (two copies)");
console.log(
  "  inplace = getRealFft(n).forwardInPlace: samples already in inputView(), spectrum read in place",
);
console.log("  kernel  = bare rfft.wasm forward, data already in its memory (the ceiling)");
console.log("  pffft   = bare PFFFT pffft_transform_ordered, data already in its heap (the previous kernel)");
console.log(
  "size    forward     packed      inplace     kernel      pffft       fft.js      packed/fft.js  inplace/fft.js  kernel/fft.js  pffft/fft.js  kernel/pffft",
);
const pffft = await pffftFactory();
const rfft = (
  (await (
    globalThis as unknown as {
      WebAssembly: { instantiate(b: Uint8Array, i: object): Promise<{ instance: { exports: unknown } }> };
    }
  ).WebAssembly.instantiate(readFileSync(new URL("../src/fft/rfft.wasm", import.meta.url)), {})) as {
    instance: { exports: unknown };
  }
).instance.exports as RfftExports;
const bareFft = new Map<number, number>();
const packedRatios: string[] = [];
for (const size of [1024, 8192, 65536]) {
  const x = signal(size, fs);
  const re = new Float64Array(size / 2 + 1);
  const im = new Float64Array(size / 2 + 1);
  const ours = getRealFft(size);
  const ref = new FFT(size);
  const out = ref.createComplexArray();
  const x32 = Float32Array.from(x);
  const packedOut = new Float32Array(size);
  const setup = pffft._pffft_new_setup(size, 0);
  const buffers = [0, 1, 2].map(() => pffft._pffft_aligned_malloc(size * 4)) as [number, number, number];
  pffft.HEAPF32.set(x32, buffers[0] >> 2);
  ours.inputView().set(x32);
  rfft.prepare(size);
  new Float32Array(rfft.memory.buffer, rfft.inputPtr(size), size).set(x32);
  const candidates: Record<string, () => void> = {
    forward: () => ours.forward(x, re, im),
    packed: () => ours.forwardPacked(x32, packedOut),
    inplace: () => ours.forwardInPlace(),
    kernel: () => rfft.forward(size),
    pffft: () => pffft._pffft_transform_ordered(setup, buffers[0], buffers[1], buffers[2], 0),
    // fft.js reads any indexable array; a Float64Array in and its own complex array out are its fastest.
    fftjs: () => ref.realTransform(out, x),
  };
  const best: Record<string, number> = {};
  for (let round = 0; round < 5; round++) {
    for (const [name, fn] of Object.entries(candidates)) {
      best[name] = Math.max(best[name] ?? 0, rate(fn, 3, 100));
    }
  }
  const r = (a: string, b: string) => (best[a]! / best[b]!).toFixed(2);
  bareFft.set(size, best.forward!);
  if (size >= 8192) packedRatios.push(`${size}: ${r("inplace", "fftjs")}`);
  console.log(
    `${String(size).padEnd(8)}${fmt(best.forward!).padEnd(12)}${fmt(best.packed!).padEnd(12)}${fmt(best.inplace!).padEnd(12)}${fmt(best.kernel!).padEnd(12)}${fmt(best.pffft!).padEnd(12)}${fmt(best.fftjs!).padEnd(12)}${r("packed", "fftjs").padEnd(15)}${r("inplace", "fftjs").padEnd(16)}${r("kernel", "fftjs").padEnd(15)}${r("pffft", "fftjs").padEnd(14)}${r("kernel", "pffft")}`,
  );
}
console.log(`  target ours (inplace)/fft.js ≥ 8 at 8192 and 65536 — measured ${packedRatios.join(", ")}`);

console.log("\nPipelines (one block, Hann, peak scaling), time per call");
console.log("  pipeline = amplitudeSpectrumInto: window + FFT + scaled amplitudes into a caller buffer");
console.log("  allocating = amplitudeSpectrum: the same plus new amplitude and frequency arrays");
console.log("size    bare FFT    pipeline    pipeline/FFT  allocating  envelope");
for (const size of [8192, 65536]) {
  const x = signal(size, fs);
  const out = new Float64Array(size / 2 + 1);
  const pipelineRate = rate(() => amplitudeSpectrumInto(x, { sampleRate: fs, window: "hann" }, out));
  const spectrumRate = rate(() => amplitudeSpectrum(x, { sampleRate: fs, window: "hann" }));
  const envelopeRate = rate(() => envelopeSpectrum(x, { sampleRate: fs }));
  const fft = bareFft.get(size)!;
  console.log(
    `${String(size).padEnd(8)}${us(fft).padEnd(12)}${us(pipelineRate).padEnd(12)}${(fft / pipelineRate).toFixed(2).padEnd(14)}${us(spectrumRate).padEnd(12)}${us(envelopeRate)}`,
  );
}

console.log("\nSpectral band values");
await runBandBench();

// ── Pool throughput: bench/pool.ts belongs to the pool's owner. It runs when present; if it exports
// `runPoolBench`, that is awaited, otherwise importing it is expected to run it.
const poolBench = new URL("./pool.ts", import.meta.url);
if (existsSync(poolBench)) {
  console.log("\nPool");
  const mod = (await import(poolBench.href)) as { runPoolBench?: () => Promise<void> };
  if (typeof mod.runPoolBench === "function") await mod.runPoolBench();
}
