/**
 * `pnpm --filter @plantwise/api bench`: the API's benchmarks, one after the other. Ingest always;
 * the trend benchmark when bench/trend.ts is present (it is written separately, so this file must
 * run without it); then the HTTP load benchmark (bench/http.ts, also `bench:http` on its own).
 */
import { existsSync } from "node:fs";
import { runHttpBench } from "./http";
import { runIngestBench } from "./ingest";

await runIngestBench();

const trend = new URL("./trend.ts", import.meta.url);
if (existsSync(trend)) {
  const { runTrendBench } = (await import(trend.href)) as { runTrendBench: () => Promise<unknown> };
  await runTrendBench();
}

await runHttpBench();
