/**
 * PDF building blocks of the reports (pdfkit): a document that resolves to bytes, headings, tables
 * that continue on the next page, and a vector trend chart. Colours are the UI guide's tokens, so a
 * printed digest reads like the screen: metrics velocity green, acceleration yellow; warning amber,
 * alarm red; text in near-black, grid in light grey.
 */
import { formatDate, roundNumber } from "@plantwise/shared";
import PDFDocument from "pdfkit";

export type Pdf = InstanceType<typeof PDFDocument>;

export const COLORS = {
  text: "#111827",
  muted: "#6b7280",
  grid: "#e5e7eb",
  axis: "#9ca3af",
  velocity: "#16a34a",
  acceleration: "#ca8a04",
  temperature: "#2563eb",
  other: "#4f46e5",
  warning: "#d97706",
  alarm: "#dc2626",
} as const;

export const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export interface PdfOptions {
  title: string;
  subject?: string;
  /** Uncompressed content streams (tests read the text). */
  compress?: boolean;
}

/** Starts an A4 document and the promise of its bytes, resolved once `doc.end()` is called. */
export function startPdf(options: PdfOptions): { doc: Pdf; bytes: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: options.title, Subject: options.subject ?? options.title, Producer: "Plantwise" },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  doc.font("Helvetica").fillColor(COLORS.text);
  return { doc, bytes };
}

/**
 * Page numbers in the footer of every page, written last (the document buffers its pages), worded
 * by `page` (the reader's language: report-text.ts).
 */
export function finishPdf(
  doc: Pdf,
  footer: string,
  page: (footer: string, page: number, pages: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; pdfkit would start a new page for text written there.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(page(footer, i + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin + 10, {
        width: CONTENT_WIDTH,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

/** Starts a new page when fewer than `height` points are left. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 13): void {
  ensureSpace(doc, size * 3);
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor(COLORS.text);
  doc.text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.font("Helvetica").fontSize(9).moveDown(0.2);
}

export function line(doc: Pdf, text: string, color: string = COLORS.text): void {
  doc.font("Helvetica").fontSize(9).fillColor(color).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

/** A number as the spec rounds it (1–7 decimals by magnitude), or a dash. */
export function num(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? "–" : String(roundNumber(value));
}

export function when(value: Date | number | null | undefined, timeZone: string): string {
  return value === null || value === undefined
    ? "–"
    : formatDate(value, { withTime: true, timeZone }).slice(0, 16);
}

export interface Column {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** A compact table; rows continue on the next page with the header repeated. */
export function table(doc: Pdf, columns: Column[], rows: string[][]): void {
  const rowHeight = 14;
  /** One line of cells at doc.y, ruled underneath; the next row starts below the rule. */
  const drawRow = (
    cells: string[],
    rule: { width: number; color: string },
    clip?: { height: number; ellipsis: true },
  ) => {
    const y = doc.y;
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? "", x + 2, y + 3, {
        width: c.width - 4,
        align: c.align ?? "left",
        lineBreak: false,
        ...clip,
      });
      x += c.width;
    });
    doc
      .moveTo(PAGE.margin, y + rowHeight)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + rowHeight)
      .lineWidth(rule.width)
      .strokeColor(rule.color)
      .stroke();
    doc.y = y + rowHeight;
  };
  const drawHeader = () => {
    ensureSpace(doc, rowHeight * 2);
    doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.text);
    drawRow(
      columns.map((c) => c.header),
      { width: 0.7, color: COLORS.axis },
    );
  };
  drawHeader();
  doc.font("Helvetica").fontSize(8);
  for (const row of rows) {
    if (doc.y + rowHeight > PAGE.height - PAGE.margin) {
      doc.addPage();
      drawHeader();
      doc.font("Helvetica").fontSize(8);
    }
    doc.fillColor(COLORS.text);
    // One line per cell: a long value ends in "…" (pdfkit shortens only within a height).
    drawRow(row, { width: 0.3, color: COLORS.grid }, { height: rowHeight - 3, ellipsis: true });
  }
  doc.x = PAGE.margin;
}

/** Round tick values covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step)
    ticks.push(Number(v.toPrecision(12)));
  return ticks;
}
