/**
 * Where things are on a waterfall of a given size, for its overlay: the plot inside the margins,
 * the row and line under a pointer (the row actually seen there, as the drawing hides rows behind
 * nearer ones), where a row's line is drawn, and which rows get a time label and where.
 */
import type { WaterfallView } from "@plantwise/shared";
import {
  type AmplitudeScale,
  amplitudeShare,
  type CascadeLayout,
  cascadeLayout,
  cascadeRowAt,
  labelledRows,
  mapBand,
  type PlotRect,
  rowOrigin,
  strongestLine,
  unitsPerHz,
  type XMode,
} from "./waterfall-math";
import { formatZoned } from "./zoned-time";

export type WaterfallDisplay = "cascade" | "colormap";

/** Room for the amplitude axis on the left (cascade only) and the capture times on the right. */
export function waterfallMargin(display: WaterfallDisplay) {
  return { top: 12, right: 72, bottom: 46, left: display === "cascade" ? 56 : 12 } as const;
}

/** Time labels need this many pixels between rows. */
const LABEL_GAP = 13;

export interface WaterfallGeometry {
  view: WaterfallView;
  display: WaterfallDisplay;
  mode: XMode;
  scale: AmplitudeScale;
  domain: readonly [number, number];
  amplitudeMax: number;
  plot: PlotRect;
  layout: CascadeLayout;
  /** Length of a row's frequency axis, px. */
  span: number;
}

export function waterfallGeometry(
  view: WaterfallView,
  shown: Pick<WaterfallGeometry, "display" | "mode" | "scale" | "domain" | "amplitudeMax">,
  width: number,
  height: number,
): WaterfallGeometry {
  const m = waterfallMargin(shown.display);
  const plot: PlotRect = {
    left: m.left,
    top: m.top,
    width: Math.max(10, width - m.left - m.right),
    height: Math.max(10, height - m.top - m.bottom),
  };
  const layout = cascadeLayout(plot, view.rows.length);
  const span = shown.display === "cascade" ? layout.rowWidth : plot.width;
  return { view, ...shown, plot, layout, span };
}

/** The x (px from a row's start) of a frequency on row i, or null when its speed is unknown in orders. */
function xOfHz(g: WaterfallGeometry, i: number, hz: number): number | null {
  const per = unitsPerHz(g.mode, g.view.captures[i]?.running_speed_hz);
  if (per === null) return null;
  const [d0, d1] = g.domain;
  return ((hz * per - d0) / (d1 - d0)) * g.span;
}

/** The strongest line of row i under px pixels from the row's start, or null past its end. */
function lineAt(g: WaterfallGeometry, i: number, px: number): number | null {
  const per = unitsPerHz(g.mode, g.view.captures[i]?.running_speed_hz);
  const row = g.view.rows[i];
  if (per === null || !row) return null;
  const [d0, d1] = g.domain;
  const hz = (d0 + (px / g.span) * (d1 - d0)) / per;
  if (hz < 0 || hz > (row.length - 0.5) * g.view.df) return null;
  const halfHz = (d1 - d0) / g.span / per / 2;
  return strongestLine(row, hz, halfHz, g.view.df);
}

function heightOf(g: WaterfallGeometry, i: number, line: number): number {
  return amplitudeShare(g.view.rows[i]?.[line] ?? 0, g.amplitudeMax, g.scale) * g.layout.rowHeight;
}

/** The row and line seen at (px, py) of the chart, or null over no row. */
export function pickLine(g: WaterfallGeometry, px: number, py: number): { row: number; line: number } | null {
  const count = g.view.rows.length;
  if (count === 0) return null;
  if (g.display === "cascade") {
    const row = cascadeRowAt(g.layout, px, py, (i, x) => {
      const k = lineAt(g, i, x);
      return k === null ? null : heightOf(g, i, k);
    });
    const line = row === null ? null : lineAt(g, row, px - rowOrigin(g.layout, row).x);
    return row === null || line === null ? null : { row, line };
  }
  const band = g.plot.height / count;
  const row = Math.min(count - 1, Math.max(0, Math.floor((py - g.plot.top) / band)));
  const line = lineAt(g, row, px - g.plot.left);
  return line === null ? null : { row, line };
}

/** Where row i's line is drawn (its top in the cascade, its band's middle in the map). */
export function linePoint(
  g: WaterfallGeometry,
  row: number,
  line: number,
): { x: number; y: number; band: { y: number; height: number } | null } {
  const px = xOfHz(g, row, line * g.view.df) ?? 0;
  if (g.display === "colormap") {
    const band = mapBand(g.plot, g.view.rows.length, row);
    return { x: g.plot.left + px, y: band.y + band.height / 2, band };
  }
  const origin = rowOrigin(g.layout, row);
  return { x: origin.x + px, y: origin.y - heightOf(g, row, line), band: null };
}

/**
 * The rows' capture times on the plant's clock, beside the row's end (cascade) or band (map), every
 * few rows so they never overlap: mm-dd hh:mm, or yyyy-mm-dd when the rows span years.
 */
export function timeLabels(
  g: WaterfallGeometry,
  timeZone: string,
): { row: number; x: number; y: number; text: string }[] {
  const { captures } = g.view;
  const count = g.view.rows.length;
  const first = captures[0];
  const last = captures.at(-1);
  const year = (ts: number) => formatZoned(ts, timeZone, "date").slice(0, 4);
  const spansYears = first !== undefined && last !== undefined && year(first.ts) !== year(last.ts);
  const rowGap = g.display === "cascade" ? g.layout.dy : g.plot.height / Math.max(1, count);
  return labelledRows(count, rowGap, LABEL_GAP).map((row) => {
    const ts = captures[row]?.ts ?? 0;
    const text = spansYears ? formatZoned(ts, timeZone, "date") : formatZoned(ts, timeZone).slice(5);
    if (g.display === "cascade") {
      const origin = rowOrigin(g.layout, row);
      return { row, x: origin.x + g.layout.rowWidth + 4, y: origin.y, text };
    }
    const band = mapBand(g.plot, count, row);
    return { row, x: g.plot.left + g.plot.width + 4, y: band.y + band.height / 2, text };
  });
}
