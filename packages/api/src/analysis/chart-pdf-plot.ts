/**
 * The spectrum drawn as vector paths for print: grid and axes with ticks and titles, the trace
 * (min/max decimated to the plot's width), the selected marker families as vertical lines, each
 * family in its own colour and dash with its labels above the plot, and the analyst's cursors as
 * solid lines labelled inside the plot's top with a dot at their amplitude. Colours follow the UI
 * guide's tokens (velocity green, acceleration yellow, alarm red for bearing markers); colour is
 * never the only carrier of meaning, so every family also has its own dash and a legend entry.
 */
import type { MarkerFamily, SpectrumMarker, SpectrumView } from "@plantwise/shared";
import type PDFDocument from "pdfkit";
import { type AmplitudeAxis, decimate, labelRows, niceTicks, tickLabel } from "./chart-pdf-scale";
import type { ChartPdfWords } from "./chart-pdf-text";
import { foldText } from "./text-fold";

export type Pdf = InstanceType<typeof PDFDocument>;

export const CHART_COLORS = {
  text: "#111827",
  muted: "#6b7280",
  grid: "#e5e7eb",
  axis: "#9ca3af",
  cursor: "#1e3a8a",
  velocity: "#16a34a",
  acceleration: "#ca8a04",
  envelope: "#4f46e5",
} as const;

/** Each family's colour and dash (length, space), so families read apart in grey print too. */
export const FAMILY_STYLE: Readonly<Record<MarkerFamily, { color: string; dash: [number, number] }>> = {
  order: { color: "#6b7280", dash: [1, 2] },
  bearing: { color: "#dc2626", dash: [5, 2.5] },
  gear: { color: "#7c3aed", dash: [3, 1.5] },
  vane: { color: "#0891b2", dash: [7, 2] },
  blade: { color: "#2563eb", dash: [2, 2] },
  belt: { color: "#db2777", dash: [9, 3] },
  line: { color: "#ea580c", dash: [12, 2] },
};

export function traceColor(unit: string): string {
  if (unit === "mm/s" || unit === "in/s") return CHART_COLORS.velocity;
  if (unit === "gE") return CHART_COLORS.envelope;
  return CHART_COLORS.acceleration;
}

/** Code points pdfkit's standard fonts can show (WinAnsi) beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set([
  402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);
const showable = (c: number) => (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(c);

/** Text the page's Helvetica can show (text-fold.ts). */
export function pdfText(text: string): string {
  return foldText(text, showable);
}

export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ChartCursor {
  label: string;
  hz: number;
  amplitude: number;
}

export interface PlotSpec {
  view: SpectrumView;
  range: [number, number];
  /** Running speed the x axis is in orders of, Hz; null for an axis in Hz. */
  ordersOf: number | null;
  axis: AmplitudeAxis;
  axisTitle: string;
  markers: SpectrumMarker[];
  cursors: ChartCursor[];
  words: ChartPdfWords;
}

const LABEL_ROW = 8;
const LABEL_ROWS = 3;
const LEFT_GUTTER = 54;
const BOTTOM_GUTTER = 26;

/** Draws the plot in `box` (marker labels above, tick labels and titles within the box's edges). */
export function drawSpectrumPlot(doc: Pdf, box: PlotBox, spec: PlotSpec): void {
  const { view, axis } = spec;
  const plot = {
    left: box.left + LEFT_GUTTER,
    top: box.top + LABEL_ROW * LABEL_ROWS,
    width: box.width - LEFT_GUTTER - 4,
    height: box.height - LABEL_ROW * LABEL_ROWS - BOTTOM_GUTTER,
  };
  const toX = (hz: number) => (spec.ordersOf ? hz / spec.ordersOf : hz);
  const [x0, x1] = [toX(spec.range[0]), toX(spec.range[1])];
  const x = (hz: number) => plot.left + ((toX(hz) - x0) / (x1 - x0)) * plot.width;
  const y = (v: number) => plot.top + plot.height - ((v - axis.lo) / (axis.hi - axis.lo)) * plot.height;
  const bottom = plot.top + plot.height;

  // Grid, ticks and tick labels.
  doc.font("Helvetica").fontSize(7).fillColor(CHART_COLORS.muted).lineWidth(0.3);
  for (const tick of axis.ticks) {
    doc
      .moveTo(plot.left, y(tick.at))
      .lineTo(plot.left + plot.width, y(tick.at))
      .strokeColor(CHART_COLORS.grid)
      .stroke();
    doc.text(tick.label, box.left + 10, y(tick.at) - 2.5, {
      width: LEFT_GUTTER - 14,
      align: "right",
      lineBreak: false,
    });
  }
  for (const tick of niceTicks(x0, x1, 10)) {
    const at = plot.left + ((tick - x0) / (x1 - x0)) * plot.width;
    doc.moveTo(at, plot.top).lineTo(at, bottom).strokeColor(CHART_COLORS.grid).stroke();
    doc
      .moveTo(at, bottom)
      .lineTo(at, bottom + 3)
      .strokeColor(CHART_COLORS.axis)
      .stroke();
    doc.text(tickLabel(tick), at - 30, bottom + 5, { width: 60, align: "center", lineBreak: false });
  }
  doc
    .rect(plot.left, plot.top, plot.width, plot.height)
    .lineWidth(0.6)
    .strokeColor(CHART_COLORS.axis)
    .stroke();

  // Axis titles: the x title centred below, the y title turned along the left edge.
  doc.fontSize(7.5).fillColor(CHART_COLORS.text);
  const xTitle = spec.ordersOf ? spec.words.ordersAxis : spec.words.frequencyAxis;
  doc.text(xTitle, plot.left, bottom + 15, { width: plot.width, align: "center", lineBreak: false });
  doc.save().rotate(-90, { origin: [box.left, plot.top + plot.height] });
  doc.text(pdfText(spec.axisTitle), box.left, plot.top + plot.height, {
    width: plot.height,
    align: "center",
    lineBreak: false,
  });
  doc.restore();

  // The trace, marker lines and cursor lines, clipped to the plot.
  doc.save();
  doc.rect(plot.left, plot.top, plot.width, plot.height).clip();
  const first = Math.max(0, Math.floor(spec.range[0] / view.df));
  const last = Math.min(view.amplitudes.length - 1, Math.ceil(spec.range[1] / view.df));
  const points = decimate(view.amplitudes, view.df, first, last, plot.width);
  if (points.length > 0) {
    doc.moveTo(x(points[0]!.hz), y(axis.of(points[0]!.amplitude)));
    for (const p of points.slice(1)) doc.lineTo(x(p.hz), y(axis.of(p.amplitude)));
    doc.lineWidth(0.6).lineJoin("round").strokeColor(traceColor(view.unit)).stroke();
  }
  for (const m of spec.markers) {
    const style = FAMILY_STYLE[m.kind];
    doc.moveTo(x(m.hz), plot.top).lineTo(x(m.hz), bottom);
    doc
      .lineWidth(0.7)
      .dash(style.dash[0], { space: style.dash[1] })
      .strokeColor(style.color)
      .stroke()
      .undash();
  }
  for (const c of spec.cursors) {
    doc
      .moveTo(x(c.hz), plot.top)
      .lineTo(x(c.hz), bottom)
      .lineWidth(0.8)
      .strokeColor(CHART_COLORS.cursor)
      .stroke();
    doc.circle(x(c.hz), y(axis.of(c.amplitude)), 1.8).fill(CHART_COLORS.cursor);
  }
  drawCursorLabels(doc, spec.cursors, x, plot.top);
  doc.restore();
  drawMarkerLabels(doc, spec.markers, x, box.top);
}

/** Marker names in up to three rows above the plot, each in its family's colour. */
function drawMarkerLabels(doc: Pdf, markers: SpectrumMarker[], x: (hz: number) => number, top: number) {
  doc.font("Helvetica").fontSize(6.5);
  const sorted = [...markers].sort((a, b) => a.hz - b.hz);
  const spans = sorted.map((m) => {
    const width = doc.widthOfString(pdfText(m.label));
    return { x: x(m.hz) - width / 2, width };
  });
  const rows = labelRows(spans, LABEL_ROWS);
  sorted.forEach((m, i) => {
    if (rows[i]! < 0) return;
    const rowTop = top + (LABEL_ROWS - 1 - rows[i]!) * LABEL_ROW;
    doc.fillColor(FAMILY_STYLE[m.kind].color);
    doc.text(pdfText(m.label), spans[i]!.x, rowTop + 1, { lineBreak: false });
  });
}

/** Cursor labels in boxes along the plot's top (up to three rows), to the right of their line. */
function drawCursorLabels(doc: Pdf, cursors: ChartCursor[], x: (hz: number) => number, top: number) {
  doc.font("Helvetica-Bold").fontSize(6.5);
  const sorted = [...cursors].sort((a, b) => a.hz - b.hz);
  const spans = sorted.map((c) => ({ x: x(c.hz) + 1.5, width: doc.widthOfString(pdfText(c.label)) + 4 }));
  const rows = labelRows(spans, LABEL_ROWS, 2);
  sorted.forEach((c, i) => {
    if (rows[i]! < 0) return;
    const boxTop = top + 2 + rows[i]! * 9;
    doc.rect(spans[i]!.x, boxTop, spans[i]!.width, 8.5).fillOpacity(0.85).fill("#ffffff").fillOpacity(1);
    doc
      .fillColor(CHART_COLORS.cursor)
      .text(pdfText(c.label), spans[i]!.x + 2, boxTop + 1.5, { lineBreak: false });
  });
  doc.font("Helvetica");
}

/** One legend line: each family shown (its dash in its colour, its name), then the cursors. */
export function drawLegend(
  doc: Pdf,
  left: number,
  top: number,
  families: MarkerFamily[],
  hasCursors: boolean,
  words: ChartPdfWords,
): void {
  doc.font("Helvetica").fontSize(7);
  let at = left;
  const sample = (color: string, dash: [number, number] | null, name: string) => {
    doc
      .moveTo(at, top + 3.5)
      .lineTo(at + 18, top + 3.5)
      .lineWidth(dash ? 0.9 : 1)
      .strokeColor(color);
    if (dash) doc.dash(dash[0], { space: dash[1] });
    doc.stroke().undash();
    doc.fillColor(CHART_COLORS.text).text(name, at + 21, top, { lineBreak: false });
    at += 21 + doc.widthOfString(name) + 12;
  };
  if (families.length > 0) {
    doc.fillColor(CHART_COLORS.muted).text(`${words.markers}:`, at, top, { lineBreak: false });
    at += doc.widthOfString(`${words.markers}:`) + 6;
    for (const f of families) sample(FAMILY_STYLE[f].color, FAMILY_STYLE[f].dash, words.families[f]);
  }
  if (hasCursors) sample(CHART_COLORS.cursor, null, words.cursors);
}
