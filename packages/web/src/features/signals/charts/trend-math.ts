/**
 * The maths of a trend chart: runs split at missing buckets (gaps stay gaps) and the value axis's
 * domain. Kept apart from the component so they are unit-tested directly.
 */
import type { TrendPoint } from "@plantwise/shared";

/**
 * Splits trend points into drawable runs, so a line never bridges missing data. The expected step is
 * the larger of the bucket and the series' own cadence (its lower-quartile step: a sensor reporting
 * every 10 minutes into 1-minute buckets is not missing nine buckets out of ten). Points stay in one
 * run while the step to the next is at most 1.5 buckets (bucketed) or 2.5 cadences (raw or sparse).
 */
export function splitSegments(points: readonly TrendPoint[], bucketMs: number): TrendPoint[][] {
  if (points.length === 0) return [];
  const sorted = [...points].sort((a, b) => a.t - b.t);
  const cadence = typicalStep(sorted);
  const expected = Math.max(bucketMs, cadence);
  const factor = bucketMs > 0 && expected === bucketMs ? 1.5 : 2.5;
  const limit = expected > 0 ? expected * factor : Number.POSITIVE_INFINITY;
  const segments: TrendPoint[][] = [];
  let current: TrendPoint[] = [];
  let previous: TrendPoint | undefined;
  for (const point of sorted) {
    if (previous && point.t - previous.t > limit) {
      segments.push(current);
      current = [];
    }
    current.push(point);
    previous = point;
  }
  segments.push(current);
  return segments;
}

/** The lower-quartile step between consecutive points: the series' cadence, robust to outages. */
function typicalStep(sorted: readonly TrendPoint[]): number {
  if (sorted.length < 2) return 0;
  const steps: number[] = [];
  for (let i = 1; i < sorted.length; i++) steps.push((sorted[i]?.t ?? 0) - (sorted[i - 1]?.t ?? 0));
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 4)] ?? 0;
}

/** The y domain covering the band and the zones, padded by 5 %, never flat. */
export function valueDomain(
  points: readonly TrendPoint[],
  zones: readonly (number | null | undefined)[] = [],
): [number, number] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    lo = Math.min(lo, p.min);
    hi = Math.max(hi, p.max);
  }
  for (const z of zones) {
    if (z === null || z === undefined || !Number.isFinite(z)) continue;
    lo = Math.min(lo, z);
    hi = Math.max(hi, z);
  }
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (lo === hi) return [lo - Math.max(1, Math.abs(lo) * 0.1), hi + Math.max(1, Math.abs(hi) * 0.1)];
  const pad = (hi - lo) * 0.05;
  // Non-negative quantities keep 0 as their floor instead of a meaningless negative pad.
  return [lo >= 0 && lo - pad < 0 ? 0 : lo - pad, hi + pad];
}
