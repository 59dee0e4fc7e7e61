/**
 * The machine's run level at each reading level evaluation judges (running.ts), from the sensor's
 * velocity readings that series-locks.ts reads with the pending readings.
 */
import { SENSOR_OFFLINE_AFTER_MS } from "@plantwise/shared";

export interface ReadingRow {
  ts: string;
  ms: number;
  value: number;
  run_level: number | null;
}

/**
 * Each reading's run level from the velocity readings (both in time order): per axis the latest
 * velocity at or before the reading, no older than SENSOR_OFFLINE_AFTER_MS, the highest of those;
 * null when no axis has one. The velocity readings may start before the series' first reading (a
 * sensor's series share one list): only the latest per axis at each reading counts.
 */
export function withRunLevels(
  readings: readonly { ts: string; ms: number; value: number }[],
  velocity: readonly { axis: number; ms: number; value: number }[],
): ReadingRow[] {
  const latest = new Map<number, { ms: number; value: number }>();
  let next = 0;
  return readings.map((r) => {
    while (next < velocity.length && velocity[next]!.ms <= r.ms) {
      const v = velocity[next++]!;
      latest.set(v.axis, { ms: v.ms, value: v.value });
    }
    let level: number | null = null;
    for (const v of latest.values()) {
      if (v.ms > r.ms - SENSOR_OFFLINE_AFTER_MS && (level === null || v.value > level)) level = v.value;
    }
    return { ...r, run_level: level };
  });
}
