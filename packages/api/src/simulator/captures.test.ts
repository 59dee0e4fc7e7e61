/**
 * Captures without the app: the backfill's grid times, how captures are split into posts, what one
 * capture carries.
 */
import { DEMO_CONTROLLERS } from "@plantwise/db";
import { INGEST_LIMITS, WaveformKind } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { capture, captureGrid, type WaveformEntry, waveformPosts } from "./captures";
import type { SimSensor } from "./model";

const HOUR_MS = 3_600_000;
const specs = DEMO_CONTROLLERS.flatMap((c) => c.sensors);
const FAULTY = specs.find((s) => s.fault)!;
const HEALTHY = specs.find((s) => s.kind === "vibration" && !s.fault)!;

function simSensor(spec: typeof FAULTY): SimSensor {
  return {
    id: 1,
    serial: spec.serial,
    spec,
    bearing: null,
    rpm: spec.rpm,
    gain: 1,
    fmax: spec.fmax,
    anchor: 0,
    key: 7,
  };
}

function entry(samples: string, ts = 0): WaveformEntry {
  return { sensor: "S", axis: 1, kind: 1, ts, sample_rate: 13_568, unit: "g", rpm: 1780, samples };
}

describe("captureGrid", () => {
  it("takes the period's marks since the epoch inside the window, ends included", () => {
    expect(captureGrid(simSensor(HEALTHY), 1 * HOUR_MS, 72 * HOUR_MS)).toEqual([
      24 * HOUR_MS,
      48 * HOUR_MS,
      72 * HOUR_MS,
    ]);
    expect(captureGrid(simSensor(FAULTY), 5 * HOUR_MS, 19 * HOUR_MS)).toEqual([
      6 * HOUR_MS,
      12 * HOUR_MS,
      18 * HOUR_MS,
    ]);
    expect(captureGrid(simSensor(FAULTY), 7 * HOUR_MS, 11 * HOUR_MS)).toEqual([]);
  });

  it("lands on the same times whatever the window's start, so a restart re-sends duplicates", () => {
    const a = captureGrid(simSensor(FAULTY), 1_000, 100 * HOUR_MS);
    const b = captureGrid(simSensor(FAULTY), 30 * HOUR_MS + 17, 100 * HOUR_MS);
    expect(a.slice(-b.length)).toEqual(b);
  });
});

describe("waveformPosts", () => {
  it("puts at most INGEST_LIMITS.maxWaveforms captures in a post, in order", () => {
    const posts = [...waveformPosts(Array.from({ length: 40 }, (_, i) => entry("AAAA", i)))];
    expect(INGEST_LIMITS.maxWaveforms).toBe(16);
    expect(posts.map((p) => p.length)).toEqual([16, 16, 8]);
    expect(posts.flat().map((e) => e.ts)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("keeps a post's samples within half the body limit", () => {
    // 3 MB of base64 each: two fit in 8 MB, a third does not.
    const big = "A".repeat(3 * 1024 * 1024);
    const posts = [...waveformPosts([entry(big), entry(big), entry(big), entry("AAAA")])];
    expect(posts.map((p) => p.length)).toEqual([2, 2]);
    expect(INGEST_LIMITS.maxBodyBytes / 2).toBe(8 * 1024 * 1024);
  });

  it("makes no post of nothing", () => {
    expect([...waveformPosts([])]).toEqual([]);
  });
});

describe("capture", () => {
  it("carries the asked number of Float32 samples at 2.56 × Fmax and the speed at its time", () => {
    const sensor = simSensor(HEALTHY);
    const c = capture(sensor, 1, WaveformKind.STANDARD, 0, 4096);
    expect(Buffer.from(c.samples, "base64").length).toBe(4096 * 4);
    expect(c.sample_rate).toBeCloseTo(2.56 * 5300, 9);
    // Midnight UTC is 19:00 local: load 0.8 + 0.2·sin(150°) = 0.9, speed 1780·(1 − 0.025·0.1) = 1775.55.
    expect(c.rpm).toBeCloseTo(1775.6, 6);
    expect(Buffer.from(capture(sensor, 1, WaveformKind.STANDARD, 0).samples, "base64").length).toBe(8192 * 4);
  });
});
