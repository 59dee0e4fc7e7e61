/**
 * The maths of the time-waveform tools: which point lies under a time, which points a zoomed range
 * draws, the time cursors' interval and its frequency, the shaft-revolution marks in a range and how
 * many of their labels fit. Times are milliseconds from the capture's first sample; points are
 * `dtMs` apart.
 */

/** A time range, ms: [from, to]. */
export type TimeRange = [number, number];

/** T1 and T2 (ms), each null until set. */
export type CursorPair = [number | null, number | null];

/** The point nearest a time, clamped to the `count` points. */
export function nearestSample(ms: number, dtMs: number, count: number): number {
  if (count <= 0 || !(dtMs > 0)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(ms / dtMs)));
}

/**
 * First and last point to draw for a range: one beyond each edge, so the line runs to the plot's
 * sides instead of stopping at the last point inside.
 */
export function visibleSamples(range: TimeRange, dtMs: number, count: number): [number, number] {
  if (count <= 0 || !(dtMs > 0)) return [0, -1];
  const first = Math.max(0, Math.floor(range[0] / dtMs));
  const last = Math.min(count - 1, Math.ceil(range[1] / dtMs));
  return [first, Math.max(first, last)];
}

/**
 * The range a brush dragged from `a` to `b` (ms, either way round) zooms to, within `bounds`; null
 * when narrower than `minMs` (a click or a slip, not a zoom).
 */
export function brushRange(a: number, b: number, bounds: TimeRange, minMs: number): TimeRange | null {
  const from = Math.max(bounds[0], Math.min(a, b));
  const to = Math.min(bounds[1], Math.max(a, b));
  return to - from >= minMs ? [from, to] : null;
}

export interface CursorInterval {
  /** |T2 − T1|, ms. */
  deltaMs: number;
  /** 1/Δt, Hz. */
  hz: number;
  /** 60/Δt: the shaft speed whose revolution lasts Δt, RPM. */
  rpm: number;
  /** 1/Δt over the running speed; null when the speed is unknown. */
  orders: number | null;
}

/** Δt between the two cursors and its reciprocal; null until both are set or while they coincide. */
export function cursorInterval(cursors: CursorPair, runningSpeedHz: number | null): CursorInterval | null {
  const [t1, t2] = cursors;
  if (t1 === null || t2 === null || t1 === t2) return null;
  const deltaMs = Math.abs(t2 - t1);
  const hz = 1000 / deltaMs;
  return {
    deltaMs,
    hz,
    rpm: hz * 60,
    orders: runningSpeedHz !== null && runningSpeedHz > 0 ? hz / runningSpeedHz : null,
  };
}

/**
 * The cursors after a click at `ms`: the first click sets T1, the second T2, and a click with both
 * set starts a new pair from T1.
 */
export function placeCursor(cursors: CursorPair, ms: number): CursorPair {
  const [t1, t2] = cursors;
  if (t1 === null) return [ms, t2];
  if (t2 === null) return [t1, ms];
  return [ms, null];
}

/**
 * Which cursor a press at pixel `px` grabs: the nearer of those within `tolerance` pixels (0 for T1,
 * 1 for T2), or −1 when the press is on neither.
 */
export function grabbedCursor(px: number, cursorsPx: readonly (number | null)[], tolerance: number): number {
  let best = -1;
  let bestDistance = tolerance;
  cursorsPx.forEach((c, i) => {
    if (c === null) return;
    const distance = Math.abs(c - px);
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

export interface RevolutionMark {
  /** Revolutions since the origin: 1, 2, 3… */
  rev: number;
  ms: number;
}

/**
 * One mark per shaft revolution after `originMs` (every 1000 / f ms), those within `range`, at most
 * `limit` of them. The origin itself is not a mark: the first is "1 rev".
 */
export function revolutionMarks(
  originMs: number,
  runningSpeedHz: number,
  range: TimeRange,
  limit = 2000,
): RevolutionMark[] {
  if (!(runningSpeedHz > 0)) return [];
  // Revolutions are counted as (t − origin) · f, so whole revolutions land exactly on whole numbers.
  const revsAt = (ms: number) => ((ms - originMs) * runningSpeedHz) / 1000;
  const slack = 1e-9;
  const first = Math.max(1, Math.ceil(revsAt(range[0]) - slack));
  const last = Math.min(first + limit - 1, Math.floor(revsAt(range[1]) + slack));
  const marks: RevolutionMark[] = [];
  for (let rev = first; rev <= last; rev++) marks.push({ rev, ms: originMs + (rev * 1000) / runningSpeedHz });
  return marks;
}

const STRIDE_STEPS = [1, 2, 5] as const;

/**
 * Label every n-th revolution mark, n in 1, 2, 5, 10, 20, 50…: the smallest that leaves each label
 * `labelPx` when marks are `spacingPx` apart. The other marks keep their lines.
 */
export function labelStride(spacingPx: number, labelPx: number): number {
  if (!(labelPx > 0)) return 1;
  if (!(spacingPx > 0) || !Number.isFinite(labelPx)) return Number.POSITIVE_INFINITY;
  for (let decade = 1; ; decade *= 10) {
    for (const step of STRIDE_STEPS) {
      if (step * decade * spacingPx >= labelPx) return step * decade;
    }
  }
}

/** Which side of its line a label is written: after it (to the right) or before it. */
export type LabelSide = "after" | "before";

/** Space between a line and its label, and between two labels, px. */
const LABEL_GAP_PX = 3;

/**
 * Where each label of lines at `xs` (left to right, `widths` px wide) goes in a plot `right` px
 * wide: after its line, or before it where after would run past the edge; null where neither fits
 * clear of the previous label (the line stays, unlabelled).
 */
export function placeLabels(
  xs: readonly number[],
  widths: readonly number[],
  right: number,
): (LabelSide | null)[] {
  let previousEnd = Number.NEGATIVE_INFINITY;
  return xs.map((x, i) => {
    const width = widths[i] ?? 0;
    const after = x + LABEL_GAP_PX;
    const before = x - LABEL_GAP_PX - width;
    if (after + width <= right && after >= previousEnd + LABEL_GAP_PX) {
      previousEnd = after + width;
      return "after";
    }
    if (before >= 0 && before >= previousEnd + LABEL_GAP_PX) {
      previousEnd = x;
      return "before";
    }
    return null;
  });
}

/**
 * Where the two cursors' labels go (`width` px each; `xs` null for a cursor off the plot): outside
 * the pair where they fit (the earlier cursor's before its line, the later's after), else on the
 * other side; when the two would still touch, the later cursor's label drops to a second row.
 */
export function cursorLabels(
  xs: readonly [number | null, number | null],
  width: number,
  right: number,
): ({ side: LabelSide; row: 0 | 1 } | null)[] {
  const fits = (x: number, side: LabelSide) =>
    side === "after" ? x + LABEL_GAP_PX + width <= right : x - LABEL_GAP_PX - width >= 0;
  const sideOf = (x: number, preferred: LabelSide): LabelSide =>
    fits(x, preferred) ? preferred : preferred === "after" ? "before" : "after";
  const [a, b] = xs;
  if (a === null || b === null) {
    return xs.map((x) => (x === null ? null : { side: sideOf(x, "after"), row: 0 }));
  }
  const aSide = sideOf(a, a <= b ? "before" : "after");
  const bSide = sideOf(b, a <= b ? "after" : "before");
  const span = (x: number, side: LabelSide): [number, number] =>
    side === "after"
      ? [x + LABEL_GAP_PX, x + LABEL_GAP_PX + width]
      : [x - LABEL_GAP_PX - width, x - LABEL_GAP_PX];
  const [a0, a1] = span(a, aSide);
  const [b0, b1] = span(b, bSide);
  const touch = a0 < b1 + LABEL_GAP_PX && b0 < a1 + LABEL_GAP_PX;
  const bIsLater = a <= b;
  return [
    { side: aSide, row: touch && !bIsLater ? 1 : 0 },
    { side: bSide, row: touch && bIsLater ? 1 : 0 },
  ];
}
