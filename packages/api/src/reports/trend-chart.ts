/**
 * A trend drawn as vector paths for print: the bucket min–max as a light band, the mean as a line
 * in the metric's colour, the warning and alarm zones as dashed amber and red lines, time on the
 * x axis in the plant's time zone. Gaps stay gaps: the line breaks where buckets are missing for
 * longer than three times the usual spacing.
 */
import type { TrendSeries } from "@plantwise/shared";
import { parameterTypeInfo } from "@plantwise/shared";
import { COLORS, CONTENT_WIDTH, ensureSpace, niceTicks, num, PAGE, type Pdf, when } from "./pdf";
import type { ReportWords } from "./report-text";

const CHART_HEIGHT = 130;
const LEFT_GUTTER = 44;
const BOTTOM_GUTTER = 16;

function metricColor(parameterType: number): string {
  return COLORS[parameterTypeInfo(parameterType)?.metric ?? "other"];
}

/** Indexes where a new run of points starts (the first point, and every point after a gap). */
export function runStarts(times: readonly number[]): Set<number> {
  const starts = new Set<number>([0]);
  if (times.length < 3) return starts;
  const steps = times
    .slice(1)
    .map((t, i) => t - times[i]!)
    .sort((a, b) => a - b);
  const usual = steps[Math.floor(steps.length / 2)]!;
  for (let i = 1; i < times.length; i++) if (times[i]! - times[i - 1]! > 3 * usual) starts.add(i);
  return starts;
}

/** Height a chart takes with its axis labels and caption; a title above it keeps it on its page. */
export const CHART_BLOCK_HEIGHT = CHART_HEIGHT + BOTTOM_GUTTER + 24;

export function drawTrendChart(
  doc: Pdf,
  series: TrendSeries,
  timeZone: string,
  words: ReportWords["chart"],
): void {
  ensureSpace(doc, CHART_BLOCK_HEIGHT);
  const top = doc.y + 4;
  const left = PAGE.margin + LEFT_GUTTER;
  const width = CONTENT_WIDTH - LEFT_GUTTER;
  const height = CHART_HEIGHT;
  const points = series.points;

  const values = points.flatMap((p) => [p.min, p.max]);
  for (const zone of [series.warning_zone, series.alarm_zone]) if (zone !== null) values.push(zone);
  let lo = values.length ? Math.min(...values) : 0;
  let hi = values.length ? Math.max(...values) : 1;
  if (lo === hi) {
    lo -= Math.abs(lo) * 0.1 || 1;
    hi += Math.abs(hi) * 0.1 || 1;
  }
  const pad = (hi - lo) * 0.05;
  lo -= pad;
  hi += pad;
  const x = (t: number) => left + ((t - series.from) / (series.to - series.from)) * width;
  const y = (v: number) => top + height - ((v - lo) / (hi - lo)) * height;

  // Grid and y ticks.
  doc.lineWidth(0.3).strokeColor(COLORS.grid);
  doc.font("Helvetica").fontSize(7).fillColor(COLORS.muted);
  for (const tick of niceTicks(lo, hi, 5)) {
    doc
      .moveTo(left, y(tick))
      .lineTo(left + width, y(tick))
      .stroke();
    doc.text(num(tick), PAGE.margin, y(tick) - 3, {
      width: LEFT_GUTTER - 4,
      align: "right",
      lineBreak: false,
    });
  }
  // x ticks: five labels across the range.
  for (let i = 0; i <= 4; i++) {
    const t = series.from + ((series.to - series.from) * i) / 4;
    const label = when(t, timeZone);
    const align = i === 0 ? "left" : i === 4 ? "right" : "center";
    const labelWidth = 90;
    const at = i === 0 ? x(t) : i === 4 ? x(t) - labelWidth : x(t) - labelWidth / 2;
    doc.text(label, at, top + height + 4, { width: labelWidth, align, lineBreak: false });
  }
  doc.rect(left, top, width, height).lineWidth(0.6).strokeColor(COLORS.axis).stroke();

  if (points.length === 0) {
    doc.fontSize(9).fillColor(COLORS.muted);
    doc.text(words.noReadings, left, top + height / 2 - 5, { width, align: "center" });
  } else {
    const color = metricColor(series.parameter_type);
    const starts = runStarts(points.map((p) => p.t));
    const runs: (typeof points)[] = [];
    points.forEach((p, i) => {
      if (starts.has(i)) runs.push([]);
      runs[runs.length - 1]!.push(p);
    });
    doc.save();
    doc.rect(left, top, width, height).clip();
    // The min–max band of each run, then the mean line over it.
    for (const run of runs) {
      if (run.length < 2) continue;
      doc.moveTo(x(run[0]!.t), y(run[0]!.max));
      for (const p of run.slice(1)) doc.lineTo(x(p.t), y(p.max));
      for (const p of [...run].reverse()) doc.lineTo(x(p.t), y(p.min));
      doc.closePath().fillOpacity(0.18).fill(color);
    }
    doc.fillOpacity(1).lineWidth(1).strokeColor(color);
    for (const run of runs) {
      if (run.length === 1) {
        doc.circle(x(run[0]!.t), y(run[0]!.mean), 1.2).fill(color);
        continue;
      }
      doc.moveTo(x(run[0]!.t), y(run[0]!.mean));
      for (const p of run.slice(1)) doc.lineTo(x(p.t), y(p.mean));
      doc.stroke();
    }
    for (const [zone, zoneColor] of [
      [series.warning_zone, COLORS.warning],
      [series.alarm_zone, COLORS.alarm],
    ] as const) {
      if (zone === null) continue;
      doc
        .moveTo(left, y(zone))
        .lineTo(left + width, y(zone))
        .lineWidth(0.9)
        .dash(4, { space: 3 })
        .strokeColor(zoneColor)
        .stroke()
        .undash();
    }
    doc.restore();
  }
  doc.y = top + height + BOTTOM_GUTTER;
  // Legend: the colour is never the only carrier of meaning (UI guide), so each line is named.
  const unit = series.unit ? ` ${series.unit}` : "";
  const legend = [
    words.legend,
    series.warning_zone !== null ? words.warning(`${num(series.warning_zone)}${unit}`) : null,
    series.alarm_zone !== null ? words.alarm(`${num(series.alarm_zone)}${unit}`) : null,
  ].filter(Boolean);
  doc
    .fontSize(7)
    .fillColor(COLORS.muted)
    .text(legend.join(" · "), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor(COLORS.text);
}
