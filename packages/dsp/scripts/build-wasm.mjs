/**
 * Builds the AssemblyScript real-FFT kernel: assembly/rfft.ts → src/fft/rfft.wasm.
 * Run from anywhere: `node packages/dsp/scripts/build-wasm.mjs [out.wasm]` (default src/fft/rfft.wasm;
 * test/rfft-kernel.test.ts builds to a temporary file and checks the committed binary is identical).
 * Flags: -O3, stub runtime (bump allocation, never frees), no assertions, SIMD enabled.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import asc from "assemblyscript/asc";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = [
  resolve(root, "assembly/rfft.ts"),
  "--outFile",
  process.argv[2] ? resolve(process.argv[2]) : resolve(root, "src/fft/rfft.wasm"),
  "-O3",
  "--runtime",
  "stub",
  "--noAssert",
  "--enable",
  "simd",
];
const { error, stderr } = await asc.main(args, {});
if (error) {
  console.error(stderr.toString());
  console.error(`asc failed: ${error.message}`);
  process.exit(1);
}
console.log(`wrote ${args[2]}`);
