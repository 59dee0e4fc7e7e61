/**
 * The graphical digest PDF: one document, one section per sensor (each on its own page), so a
 * multi-sensor report is a single attachment a planner can print in one go. A section has the
 * header (company, plant, line/machine/asset/item, sensor, period in the plant's time zone), a
 * min/avg/max table of every measured parameter, a trend chart per parameter with its zone lines,
 * and the alarms of the period. It is written in its reader's language (report-text.ts).
 */
import type { LanguageCode } from "@plantwise/shared";
import type { DigestSection } from "./digest-data";
import { COLORS, ensureSpace, finishPdf, heading, line, num, type Pdf, startPdf, table, when } from "./pdf";
import { type ReportText, reportText } from "./report-text";
import { CHART_BLOCK_HEIGHT, drawTrendChart } from "./trend-chart";

function section(doc: Pdf, s: DigestSection, w: ReportText): void {
  const tz = s.time_zone;
  doc.font("Helvetica-Bold").fontSize(16).fillColor(COLORS.text).text(w.digest.title(s.sensor.name));
  doc.moveDown(0.3);
  line(doc, `${s.company} · ${s.plant}`);
  if (s.location.length) line(doc, s.location.join(" / "));
  line(doc, w.digest.sensorLine(s.sensor.name, s.sensor.serial_number, s.sensor.family));
  line(doc, w.digest.period(w.period(when(s.from, tz), when(s.to, tz), tz)), COLORS.muted);

  heading(doc, w.digest.summary);
  if (s.parameters.length === 0) {
    line(doc, w.digest.noReadings, COLORS.muted);
  } else {
    const c = w.columns;
    table(
      doc,
      [
        { header: c.parameter, width: 135 },
        { header: c.unit, width: 45 },
        { header: c.min, width: 55, align: "right" },
        { header: c.avg, width: 55, align: "right" },
        { header: c.max, width: 55, align: "right" },
        { header: c.readings, width: 60, align: "right" },
        { header: c.warning, width: 55, align: "right" },
        { header: c.alarm, width: 55, align: "right" },
      ],
      s.parameters.map((p) => [
        w.parameter(p.series.parameter_type, p.series.axis),
        p.series.unit,
        num(p.min),
        num(p.mean),
        num(p.max),
        String(p.count),
        num(p.series.warning_zone),
        num(p.series.alarm_zone),
      ]),
    );
  }

  for (const p of s.parameters) {
    const unit = p.series.unit ? ` (${p.series.unit})` : "";
    // The chart's title goes to the next page with its chart, never alone at a page's foot.
    ensureSpace(doc, CHART_BLOCK_HEIGHT + 40);
    heading(doc, `${w.parameter(p.series.parameter_type, p.series.axis)}${unit}`, 11);
    drawTrendChart(doc, p.series, tz, w.chart);
  }

  heading(doc, w.digest.alarmsInPeriod);
  if (s.alarms.length === 0) {
    line(doc, w.digest.noAlarms, COLORS.muted);
    return;
  }
  const c = w.columns;
  table(
    doc,
    [
      { header: c.raised, width: 80 },
      { header: c.type, width: 80 },
      { header: c.parameter, width: 145 },
      { header: c.value, width: 45, align: "right" },
      { header: c.acknowledged, width: 75 },
      { header: c.cleared, width: 90 },
    ],
    s.alarms.map((a) => [
      when(a.created_at, tz),
      w.alertType(a.alert_type),
      w.parameter(a.parameter_type, a.axis),
      num(a.value),
      when(a.acknowledged_at, tz),
      a.cleared_at ? when(a.cleared_at, tz) : w.open,
    ]),
  );
}

/** The digest of one or more sensors as PDF bytes, in the reader's language (English by default). */
export async function renderDigestPdf(
  sections: DigestSection[],
  options: { title?: string; compress?: boolean; language?: LanguageCode } = {},
): Promise<Uint8Array> {
  const w = reportText(options.language ?? "en");
  const names = sections.map((s) => s.sensor.name).join(", ");
  const title = options.title ?? w.digest.title(names);
  const { doc, bytes } = startPdf({ title, subject: names, compress: options.compress ?? true });
  if (sections.length === 0) {
    doc.font("Helvetica-Bold").fontSize(16).text(title);
    line(doc, w.digest.noSensors, COLORS.muted);
  }
  sections.forEach((s, i) => {
    if (i > 0) doc.addPage();
    section(doc, s, w);
  });
  finishPdf(doc, title, w.page);
  return bytes;
}
