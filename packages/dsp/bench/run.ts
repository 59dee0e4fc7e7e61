/**
 * Benchmark (not a test): `pnpm --filter @plantwise/dsp bench`.
 * Prints real-FFT transforms per second (ours on the active backend, our float64 JS path, fft.js),
 * the ratio ours/fft.js, and the time of the spectrum and envelope pipelines. Targets from issue 4:
 * ratio ≥ 8 at 8192 and 65536; spectrum pipeline ≤ 1.5× the bare FFT.
 */
import { existsSync } from "node:fs";
import pffftFactory from "@echogarden/pffft-wasm/simd";
import FFT from "fft.js";
import { amplitudeSpectrum, amplitudeSpectrumInto, envelopeSpectrum, getRealFft, initFft } from "../src";

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

console.log("\nReal FFT, transforms per second");
console.log("  ours = getRealFft(n).forward: float64 in, re/im float64 out (conversion included)");
console.log("  packed = getRealFft(n).forwardPacked: float32 in, PFFFT-ordered float32 spectrum out");
console.log("  kernel = bare pffft_transform_ordered on data already in the WASM heap (the ceiling)");
console.log(
  "size    ours        ours-js-f64  fft.js      ours/fft.js  packed      packed/fft.js  kernel      kernel/fft.js",
);
const pffft = await pffftFactory();
const bareFft = new Map<number, number>();
for (const size of [1024, 8192, 65536]) {
  const x = signal(size, fs);
  const re = new Float64Array(size / 2 + 1);
  const im = new Float64Array(size / 2 + 1);
  const ours = getRealFft(size);
  const js = getRealFft(size, "js-float64");
  const ref = new FFT(size);
  const out = ref.createComplexArray();
  const input = x; // fft.js reads any indexable array; a Float64Array is its fastest input
  const oursRate = rate(() => ours.forward(x, re, im));
  const jsRate = rate(() => js.forward(x, re, im));
  const refRate = rate(() => ref.realTransform(out, input));
  const x32 = Float32Array.from(x);
  const packedOut = new Float32Array(size);
  const packedRate = rate(() => ours.forwardPacked(x32, packedOut));
  const setup = pffft._pffft_new_setup(size, 0);
  const buffers = [0, 1, 2].map(() => pffft._pffft_aligned_malloc(size * 4)) as [number, number, number];
  pffft.HEAPF32.set(Float32Array.from(x), buffers[0] >> 2);
  const kernelRate = rate(() => pffft._pffft_transform_ordered(setup, buffers[0], buffers[1], buffers[2], 0));
  bareFft.set(size, oursRate);
  console.log(
    `${String(size).padEnd(8)}${fmt(oursRate).padEnd(12)}${fmt(jsRate).padEnd(13)}${fmt(refRate).padEnd(12)}${(oursRate / refRate).toFixed(2).padEnd(13)}${fmt(packedRate).padEnd(12)}${(packedRate / refRate).toFixed(2).padEnd(15)}${fmt(kernelRate).padEnd(12)}${(kernelRate / refRate).toFixed(2)}`,
  );
}

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

// ── Pool throughput: bench/pool.ts belongs to the pool's owner. It runs when present; if it exports
// `runPoolBench`, that is awaited, otherwise importing it is expected to run it.
const poolBench = new URL("./pool.ts", import.meta.url);
if (existsSync(poolBench)) {
  console.log("\nPool");
  const mod = (await import(poolBench.href)) as { runPoolBench?: () => Promise<void> };
  if (typeof mod.runPoolBench === "function") await mod.runPoolBench();
}
