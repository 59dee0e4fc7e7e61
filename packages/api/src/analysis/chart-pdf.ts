/**
 * The one-page chart PDF: what the analyst has on screen, printed on one A4 landscape page, in
 * the requester's language (chart-pdf-text.ts). From the top:
 * - header: the item's place (plant › line › machine › asset › item), the sensor, axis, spectrum
 *   or envelope, unit and scaling, Fmax, lines, resolution, window, the capture's time in the
 *   plant's time zone, the running speed (Hz and RPM, or unknown) and the bearing;
 * - the spectrum over the chosen range, amplitude linear, log (decades) or dB re a reference, the
 *   frequency in Hz or in orders, with the selected marker families and the cursors
 *   (chart-pdf-plot.ts), and a legend;
 * - the cursor table (label, frequency, order when the speed is known, amplitude with its unit,
 *   and the level in dB on a dB chart), in up to four side-by-side blocks so 60 cursors fit;
 * - the footer: the notes on the capture (two lines at most) and when the page was generated.
 * The chart takes whatever height the table leaves. Text is Helvetica (WinAnsi): a name with
 * letters it lacks is printed with those letters' base form or "?".
 */
import {
  axisLabel,
  type chartPdfInput,
  formatDate,
  type LanguageCode,
  type SpectrumView,
} from "@plantwise/shared";
import PDFDocument from "pdfkit";
import type { z } from "zod";
import {
  CHART_COLORS,
  type ChartCursor,
  drawLegend,
  drawSpectrumPlot,
  type Pdf,
  pdfText,
} from "./chart-pdf-plot";
import { amplitudeAxis, drawnRange, hzDecimals, significant } from "./chart-pdf-scale";
import { type ChartPdfWords, chartPdfWords } from "./chart-pdf-text";

type ChartInput = z.output<typeof chartPdfInput>;

/** What the chart PDF draws: the view, what the screen shows of it, and the names around it. */
export interface ChartPdfData extends Pick<ChartInput, "y_scale" | "x_mode" | "families" | "cursors"> {
  view: SpectrumView;
  /** The range shown, Hz; the view's initial range when not given. */
  range_hz?: [number, number] | undefined;
  /** Plant, line, machine, asset, item: those the sensor has, outermost first. */
  path: string[];
  sensor_name: string;
  /** The plant's IANA time zone: the capture's and the generation time are written in it. */
  time_zone: string;
  /** The amplitude 0 dB stands for, in the view's unit (the screen's dB reference). */
  db_reference: number;
  /** When the page is made, epoch milliseconds. */
  generated_at: number;
}

const PAGE = { width: 841.89, height: 595.28, margin: 32 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 9;
const BLOCK_GAP = 14;

function zoned(ts: number, timeZone: string): string {
  return `${formatDate(ts, { withTime: true, timeZone })} (${timeZone})`;
}

/** One line of text at (x, y), cut with "…" at `width`. */
function textLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  align: "left" | "right" = "left",
) {
  doc.text(pdfText(text), x, y, {
    width,
    align,
    lineBreak: false,
    height: doc.currentLineHeight(),
    ellipsis: true,
  });
}

function header(doc: Pdf, d: ChartPdfData, w: ChartPdfWords, speedHz: number | null): number {
  const v = d.view;
  let y = PAGE.margin;
  doc.font("Helvetica-Bold").fontSize(13).fillColor(CHART_COLORS.text);
  textLine(doc, d.path.length > 0 ? d.path.join(" › ") : d.sensor_name, PAGE.margin, y, CONTENT_WIDTH);
  y += 18;
  const setup = [
    w.sensor(d.sensor_name),
    w.axis(axisLabel(v.capture.axis) || String(v.capture.axis)),
    v.kind === "envelope" ? w.envelope : w.spectrum,
    `${v.unit} ${w.scaling[v.scaling]}`,
    w.fmax(significant(v.fmax, 6)),
    w.lines(String(v.lines)),
    w.resolution(significant(v.df, 4)),
    w.window(v.window),
    ...(v.envelope_band
      ? [w.band(significant(v.envelope_band[0], 5), significant(v.envelope_band[1], 5))]
      : []),
  ];
  doc.font("Helvetica").fontSize(8.5);
  textLine(doc, setup.join(" · "), PAGE.margin, y, CONTENT_WIDTH);
  y += 12;
  const speed =
    speedHz === null
      ? w.runningSpeedUnknown
      : `${w.runningSpeed(significant(speedHz, 5), significant(speedHz * 60, 5))}` +
        (v.running_speed_source ? `, ${w.speedSource[v.running_speed_source]}` : "");
  const when = [
    w.captured(zoned(v.capture.ts, d.time_zone)),
    speed,
    v.bearing ? w.bearing(v.bearing.name) : w.noBearing,
  ];
  textLine(doc, when.join(" · "), PAGE.margin, y, CONTENT_WIDTH);
  return y + 16;
}

interface Column {
  header: string;
  width: number;
  cell: (c: ChartCursor) => string;
}

/** The table's columns; the label takes what the numbers leave. */
function cursorColumns(d: ChartPdfData, w: ChartPdfWords, speedHz: number | null, width: number): Column[] {
  const decimals = hzDecimals(d.view.df);
  const numbers: Column[] = [
    { header: w.columns.frequency, width: 46, cell: (c) => c.hz.toFixed(decimals) },
    ...(speedHz === null
      ? []
      : [
          { header: w.columns.order, width: 34, cell: (c: ChartCursor) => `${(c.hz / speedHz).toFixed(2)}×` },
        ]),
    { header: w.columns.amplitude, width: 58, cell: (c) => `${significant(c.amplitude)} ${d.view.unit}` },
    ...(d.y_scale === "db"
      ? [
          {
            header: w.columns.level,
            width: 34,
            cell: (c: ChartCursor) =>
              c.amplitude > 0 ? (20 * Math.log10(c.amplitude / d.db_reference)).toFixed(1) : "–",
          },
        ]
      : []),
  ];
  const used = numbers.reduce((sum, c) => sum + c.width, 0);
  return [{ header: w.columns.label, width: width - used, cell: (c) => c.label }, ...numbers];
}

/** Blocks the cursor table is split into and rows per block: few rows for a few cursors, 60 fit. */
function tableShape(count: number, db: boolean): { blocks: number; rows: number } {
  if (count === 0) return { blocks: 0, rows: 0 };
  const blocks = Math.min(db ? 3 : 4, Math.ceil(count / 4));
  return { blocks, rows: Math.ceil(count / blocks) };
}

function cursorTable(doc: Pdf, d: ChartPdfData, w: ChartPdfWords, speedHz: number | null, top: number): void {
  const cursors = [...d.cursors].sort((a, b) => a.hz - b.hz);
  const { blocks, rows } = tableShape(cursors.length, d.y_scale === "db");
  if (blocks === 0) return;
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .fillColor(CHART_COLORS.text)
    .text(w.cursors, PAGE.margin, top, { lineBreak: false });
  const width = Math.min(260, (CONTENT_WIDTH - (blocks - 1) * BLOCK_GAP) / blocks);
  const columns = cursorColumns(d, w, speedHz, width);
  for (let b = 0; b < blocks; b++) {
    const chunk = cursors.slice(b * rows, (b + 1) * rows);
    if (chunk.length === 0) break;
    const left = PAGE.margin + b * (width + BLOCK_GAP);
    let y = top + 12;
    const row = (cells: string[], bold: boolean) => {
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(7)
        .fillColor(CHART_COLORS.text);
      let x = left;
      columns.forEach((c, i) => {
        textLine(doc, cells[i]!, x + 1.5, y + 1.5, c.width - 3, i === 0 ? "left" : "right");
        x += c.width;
      });
      doc
        .moveTo(left, y + ROW)
        .lineTo(left + width, y + ROW)
        .lineWidth(bold ? 0.6 : 0.3);
      doc.strokeColor(bold ? CHART_COLORS.axis : CHART_COLORS.grid).stroke();
      y += ROW;
    };
    row(
      columns.map((c) => c.header),
      true,
    );
    for (const c of chunk)
      row(
        columns.map((col) => col.cell(c)),
        false,
      );
  }
}

function footer(doc: Pdf, d: ChartPdfData, w: ChartPdfWords): void {
  const bottom = PAGE.height - PAGE.margin;
  doc.font("Helvetica").fontSize(7).fillColor(CHART_COLORS.muted);
  textLine(doc, w.generated(zoned(d.generated_at, d.time_zone)), PAGE.margin, bottom - 8, CONTENT_WIDTH);
  const notes = d.view.notes;
  if (notes.length === 0) return;
  // Newest first; what does not fit in two lines ends in "…".
  const shown = [...notes].reverse().map((n) => {
    const at = n.hz === null ? "" : ` (${w.noteAt(n.hz.toFixed(hzDecimals(d.view.df)))})`;
    const body = n.body.trim();
    return `${body.length > 160 ? `${body.slice(0, 159)}…` : body}${at}${n.user_name ? ` – ${n.user_name}` : ""}`;
  });
  doc.fillColor(CHART_COLORS.text);
  doc.text(pdfText(`${w.notes(String(notes.length))}: ${shown.join(" · ")}`), PAGE.margin, bottom - 28, {
    width: CONTENT_WIDTH,
    height: 18,
    ellipsis: true,
  });
}

/** Footer height: the generated line, and two lines of notes when there are notes. */
function footerHeight(d: ChartPdfData): number {
  return d.view.notes.length > 0 ? 34 : 14;
}

/** The one-page chart PDF of a spectrum as the analyst sees it. */
export async function renderChartPdf(
  data: ChartPdfData,
  language: LanguageCode,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const w = chartPdfWords(language);
  const v = data.view;
  const title = `${v.kind === "envelope" ? w.envelope : w.spectrum} · ${data.sensor_name}`;
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: { Title: pdfText(title), Subject: pdfText(data.path.join(" › ")), Producer: "Plantwise" },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // Text is placed by hand on one page; no text may push pdfkit onto a second one.
  doc.page.margins.bottom = 0;

  const speedHz = v.running_speed_hz !== null && v.running_speed_hz > 0 ? v.running_speed_hz : null;
  const range = drawnRange(data.range_hz ?? v.initial_range_hz, v.fmax);
  const first = Math.max(0, Math.floor(range[0] / v.df));
  const last = Math.min(v.amplitudes.length - 1, Math.ceil(range[1] / v.df));
  const cursors = data.cursors.filter((c) => c.hz >= range[0] && c.hz <= range[1]);
  const onScreen = [...v.amplitudes.slice(first, last + 1), ...cursors.map((c) => c.amplitude)];
  const axis = amplitudeAxis(onScreen, data.y_scale, data.db_reference);
  const markers = v.markers.filter(
    (m) => data.families.includes(m.kind) && m.hz >= range[0] && m.hz <= range[1],
  );
  const families = data.families.filter((f) => markers.some((m) => m.kind === f));

  const top = header(doc, data, w, speedHz);
  const { rows } = tableShape(data.cursors.length, data.y_scale === "db");
  const tableHeight = rows > 0 ? 12 + (rows + 1) * ROW + 8 : 0;
  const ordersUnavailable = data.x_mode === "orders" && speedHz === null;
  const legendHeight = families.length > 0 || cursors.length > 0 || ordersUnavailable ? 14 : 0;
  const chartHeight = PAGE.height - PAGE.margin - footerHeight(data) - tableHeight - legendHeight - top - 6;
  drawSpectrumPlot(
    doc,
    { left: PAGE.margin, top, width: CONTENT_WIDTH, height: chartHeight },
    {
      view: v,
      range,
      ordersOf: data.x_mode === "orders" ? speedHz : null,
      axis,
      axisTitle:
        data.y_scale === "db" ? w.levelAxis(significant(data.db_reference), v.unit) : w.amplitudeAxis(v.unit),
      markers,
      cursors,
      words: w,
    },
  );
  let y = top + chartHeight + 2;
  if (legendHeight > 0) {
    drawLegend(doc, PAGE.margin + 54, y, families, cursors.length > 0, w);
    if (ordersUnavailable) {
      doc.fillColor(CHART_COLORS.muted);
      textLine(doc, w.ordersUnavailable, PAGE.margin, y, CONTENT_WIDTH, "right");
    }
    y += legendHeight;
  }
  cursorTable(doc, data, w, speedHz, y + 4);
  footer(doc, data, w);
  doc.end();
  return bytes;
}
