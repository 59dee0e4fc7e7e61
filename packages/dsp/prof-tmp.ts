import { synthesize } from "./src";
import { DspPool, packWaveforms } from "./src/pool/pool";

const all = Array.from({ length: 64 }, (_, i) =>
  synthesize({
    sampleRate: 25600,
    length: 8192,
    harmonics: { shaftHz: 29.75, amplitudes: [1, 0.3] },
    noiseRms: 0.05,
    seed: i + 1,
  }),
);
for (const workers of [1, 2, 1, 2, 1, 2]) {
  const pool = new DspPool({ workers, maxQueue: workers * 3 });
  const opts = { sampleRate: 25600, window: "hann" as const };
  for (let i = 0; i < 10; i++)
    await Promise.all(Array.from({ length: workers * 3 }, () => pool.spectra(packWaveforms(all), opts)));
  let done = 0,
    wms = 0;
  const start = performance.now();
  const stop = start + 1500;
  await Promise.all(
    Array.from({ length: workers * 3 }, async () => {
      let b = packWaveforms(all);
      while (performance.now() < stop) {
        const r = await pool.spectra(b, opts);
        wms += (r as any).workerMs;
        b = r.input;
        done += 64;
      }
    }),
  );
  const wall = performance.now() - start;
  console.log(
    workers,
    Math.round((done * 1000) / wall),
    "spectra/s; worker µs/spectrum",
    ((wms * 1000) / done).toFixed(1),
    "busy",
    (wms / wall / workers).toFixed(2),
  );
  await pool.close();
}
