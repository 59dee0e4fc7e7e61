/**
 * What every signal chart shares: the measured width (or a fixed one, as tests pass), the skeleton of
 * a chart's shape while loading (UI.md: no spinner in a blank box), the honest empty state, and the
 * axis/tick styling on the theme's tokens.
 */
import { useParentSize } from "@visx/responsive";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export const CHART_MARGIN = { top: 12, right: 16, bottom: 32, left: 56 } as const;
/** Room under the x axis for its label (spectrum and waveform name their axis). */
export const LABELLED_MARGIN = { ...CHART_MARGIN, bottom: 46 } as const;

/** The plot's size inside a chart of `width` × `height` and its margins (never under 10 px). */
export function plotSize(
  width: number,
  height: number,
  margin: { top: number; right: number; bottom: number; left: number },
): { innerW: number; innerH: number } {
  return {
    innerW: Math.max(10, width - margin.left - margin.right),
    innerH: Math.max(10, height - margin.top - margin.bottom),
  };
}

export const tickLabel = { fill: "var(--muted-foreground)", fontSize: 11 } as const;
export const axisLabel = { fill: "var(--muted-foreground)", fontSize: 11, textAnchor: "middle" } as const;

/** Renders `children(width)` once the container's width is known (or at the fixed `width`). */
export function ChartSize({
  width,
  height,
  children,
}: {
  width?: number | undefined;
  height: number;
  children: (width: number) => ReactNode;
}) {
  const { parentRef, width: measured } = useParentSize({ debounceTime: 60 });
  const actual = width ?? measured;
  return (
    <div ref={parentRef} className="relative w-full" style={{ height }}>
      {actual > 0 ? children(actual) : null}
    </div>
  );
}

/** The chart's outline: an axis, a few bars of a line, in the skeleton colour. */
export function ChartSkeleton({ height, label }: { height: number; label: string }) {
  return (
    <div
      className="flex w-full gap-2"
      style={{ height }}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="chart-skeleton"
    >
      <div className="flex w-10 flex-col justify-between py-2">
        <Skeleton className="h-2 w-8" />
        <Skeleton className="h-2 w-6" />
        <Skeleton className="h-2 w-8" />
        <Skeleton className="h-2 w-6" />
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex flex-1 items-end gap-1 border-b border-l px-1 pb-1">
          {[40, 55, 48, 62, 58, 70, 52, 45, 60, 66, 50, 57].map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative shape
            <Skeleton key={i} className="flex-1" style={{ height: `${h}%` }} />
          ))}
        </div>
        <div className="flex justify-between pt-2">
          <Skeleton className="h-2 w-10" />
          <Skeleton className="h-2 w-10" />
          <Skeleton className="h-2 w-10" />
        </div>
      </div>
    </div>
  );
}

/** An empty chart says what it would show and why it is empty. */
export function ChartEmpty({ height, title, body }: { height: number; title: string; body?: string }) {
  return (
    <div
      className="flex w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed text-center"
      style={{ height }}
      data-testid="chart-empty"
    >
      <p className="text-sm font-medium">{title}</p>
      {body ? <p className="max-w-md text-xs text-muted-foreground">{body}</p> : null}
    </div>
  );
}
