/**
 * The graphical digest PDF: one document, one section per sensor (each on its own page), so a
 * multi-sensor report is a single attachment a planner can print in one go. A section has the
 * header (company, plant, line/machine/asset/item, sensor, period in the plant's time zone), a
 * min/avg/max table of every measured parameter, a trend chart per parameter with its zone lines,
 * and the alarms of the period.
 */
import { AXIS_LABELS, parameterName } from "@plantwise/shared";
import type { DigestSection } from "./digest-data";
import { COLORS, ensureSpace, finishPdf, heading, line, num, type Pdf, startPdf, table, when } from "./pdf";
import { CHART_BLOCK_HEIGHT, drawTrendChart } from "./trend-chart";

/** "Velocity RMS"; "Device" for alarms about the device itself. */
export function parameterLabel(parameterType: number | null): string {
  return parameterType === null ? "Device" : parameterName(parameterType);
}

function axisLabel(axis: number): string {
  return axis ? ` · ${AXIS_LABELS[axis] ?? axis}` : "";
}

function section(doc: Pdf, s: DigestSection): void {
  const tz = s.time_zone;
  doc.font("Helvetica-Bold").fontSize(16).fillColor(COLORS.text).text(`Graphical digest: ${s.sensor.name}`);
  doc.moveDown(0.3);
  line(doc, `${s.company} · ${s.plant}`);
  if (s.location.length) line(doc, s.location.join(" / "));
  line(doc, `Sensor ${s.sensor.name} · serial ${s.sensor.serial_number} · ${s.sensor.family}`);
  line(doc, `Period ${when(s.from, tz)} – ${when(s.to, tz)} (${tz})`, COLORS.muted);

  heading(doc, "Summary");
  if (s.parameters.length === 0) {
    line(doc, "The sensor sent no readings in this period.", COLORS.muted);
  } else {
    table(
      doc,
      [
        { header: "Parameter", width: 135 },
        { header: "Unit", width: 45 },
        { header: "Min", width: 55, align: "right" },
        { header: "Avg", width: 55, align: "right" },
        { header: "Max", width: 55, align: "right" },
        { header: "Readings", width: 60, align: "right" },
        { header: "Warning", width: 55, align: "right" },
        { header: "Alarm", width: 55, align: "right" },
      ],
      s.parameters.map((p) => [
        parameterLabel(p.series.parameter_type) + axisLabel(p.series.axis),
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
    heading(doc, `${parameterLabel(p.series.parameter_type)}${axisLabel(p.series.axis)}${unit}`, 11);
    drawTrendChart(doc, p.series, tz);
  }

  heading(doc, "Alarms in the period");
  if (s.alarms.length === 0) {
    line(doc, "No alarms in this period.", COLORS.muted);
    return;
  }
  table(
    doc,
    [
      { header: "Raised", width: 80 },
      { header: "Type", width: 80 },
      { header: "Parameter", width: 145 },
      { header: "Value", width: 45, align: "right" },
      { header: "Acknowledged", width: 75 },
      { header: "Cleared", width: 90 },
    ],
    s.alarms.map((a) => [
      when(a.created_at, tz),
      a.alert_type,
      parameterLabel(a.parameter_type) + axisLabel(a.axis),
      num(a.value),
      when(a.acknowledged_at, tz),
      a.cleared_at ? when(a.cleared_at, tz) : "open",
    ]),
  );
}

/** The digest of one or more sensors as PDF bytes. */
export async function renderDigestPdf(
  sections: DigestSection[],
  options: { title?: string; compress?: boolean } = {},
): Promise<Uint8Array> {
  const names = sections.map((s) => s.sensor.name).join(", ");
  const title = options.title ?? `Graphical digest: ${names}`;
  const { doc, bytes } = startPdf({ title, subject: names, compress: options.compress ?? true });
  if (sections.length === 0) {
    doc.font("Helvetica-Bold").fontSize(16).text(title);
    line(doc, "No sensors to report on: the report names none the recipient may see.", COLORS.muted);
  }
  sections.forEach((s, i) => {
    if (i > 0) doc.addPage();
    section(doc, s);
  });
  finishPdf(doc, title);
  return bytes;
}
