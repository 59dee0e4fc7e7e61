/**
 * The RFQ's two documents (pdfkit, A4): the request a vendor prices (plant, ship to, respond by, the
 * lines with their quantities and an empty price column) and, once a quote is accepted, the
 * purchase order to that vendor (its unit prices, line totals and the grand total). Text in the
 * reader's language (rfq-text.ts); a long description wraps inside its cell.
 */
import { formatDate, type ValidationLanguage } from "@plantwise/shared";
import PDFDocument from "pdfkit";
import type { RfqDocumentData } from "./rfq-document";
import { money, quantityText, type RfqWords, rfqWords } from "./rfq-text";

type Pdf = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLORS = { text: "#111827", muted: "#6b7280", rule: "#d1d5db", head: "#f3f4f6" } as const;

export interface PdfOptions {
  /** Uncompressed content streams (tests read the text). */
  compress?: boolean;
}

function startPdf(title: string, options: PdfOptions): { doc: Pdf; bytes: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: title, Producer: "Plantwise" },
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

/** Page numbers in every page's bottom margin, then the end of the document. */
function finish(doc: Pdf, words: RfqWords, reference: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${reference} · ${words.page(i + 1, range.count)}`, MARGIN, PAGE_HEIGHT - MARGIN + 10, {
        width: WIDTH,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > PAGE_HEIGHT - MARGIN) doc.addPage();
}

/** The document's title on the left, the RFQ's number on the right, and a rule under both. */
function header(doc: Pdf, title: string, reference: string, company: string): void {
  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(18).fillColor(COLORS.text).text(title, MARGIN, top, { width: WIDTH });
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .text(reference, MARGIN, top + 4, { width: WIDTH, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(company, MARGIN, top + 26, { width: WIDTH });
  const ruleY = top + 42;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + WIDTH, ruleY)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = ruleY + 10;
}

/** Label–value pairs in two columns; empty values are left out. */
function facts(doc: Pdf, pairs: [string, string | null | undefined][]): void {
  const shown = pairs.filter((p): p is [string, string] => Boolean(p[1]));
  const half = WIDTH / 2;
  for (let i = 0; i < shown.length; i += 2) {
    const row = shown.slice(i, i + 2);
    const heights = row.map(([, value]) =>
      doc
        .font("Helvetica")
        .fontSize(10)
        .heightOfString(value, { width: half - 12 }),
    );
    const height = 12 + Math.max(...heights);
    ensureSpace(doc, height + 4);
    const y = doc.y;
    row.forEach(([label, value], col) => {
      const x = MARGIN + col * half;
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(COLORS.muted)
        .text(label, x, y, { width: half - 12 });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(COLORS.text)
        .text(value, x, y + 11, { width: half - 12 });
    });
    doc.y = y + height + 6;
  }
}

interface Column {
  header: string;
  width: number;
  align?: "left" | "right";
}

/** A table whose cells wrap; rows continue on the next page under a repeated header. */
function table(doc: Pdf, columns: Column[], rows: string[][]): void {
  const pad = 3;
  const drawRow = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height =
      2 * pad +
      Math.max(
        11,
        ...columns.map((c, i) => doc.heightOfString(cells[i] ?? "", { width: c.width - 2 * pad })),
      );
    if (doc.y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
          COLORS.head,
        );
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    }
    const y = doc.y;
    if (fill) doc.rect(MARGIN, y, WIDTH, height).fill(fill);
    let x = MARGIN;
    doc.fillColor(COLORS.text);
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? "", x + pad, y + pad, { width: c.width - 2 * pad, align: c.align ?? "left" });
      x += c.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = y + height;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
    COLORS.head,
  );
  for (const row of rows) drawRow(row, false);
  doc.x = MARGIN;
}

function paragraph(doc: Pdf, label: string, text: string | null): void {
  if (!text) return;
  doc.moveDown(0.8);
  ensureSpace(doc, 40);
  doc.font("Helvetica-Bold").fontSize(9).fillColor(COLORS.text).text(label, MARGIN, doc.y, { width: WIDTH });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(text, MARGIN, doc.y + 2, { width: WIDTH });
}

const dateText = (value: Date | null, timeZone: string) => (value ? formatDate(value, { timeZone }) : null);

/** The request for quote: what to price, where it goes and by when; the price column left empty. */
export function rfqPdf(
  data: RfqDocumentData,
  language: ValidationLanguage,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  const w = rfqWords(language);
  const { rfq } = data;
  const reference = w.number(rfq.id);
  const { doc, bytes } = startPdf(`${w.rfqTitle} · ${reference}`, options);
  header(doc, w.rfqTitle, reference, data.company_name);
  facts(doc, [
    [w.fields.title, rfq.title],
    [w.fields.plant, rfq.plant_name],
    [w.fields.shipTo, rfq.ship_to],
    [w.fields.respondBy, rfq.respond_by],
    [w.fields.sentAt, dateText(rfq.sent_at, data.time_zone)],
  ]);
  doc.moveDown(0.5);
  const c = w.columns;
  table(
    doc,
    [
      { header: c.position, width: 24, align: "right" },
      { header: c.description, width: 191 },
      { header: c.partNumber, width: 90 },
      { header: c.quantity, width: 65, align: "right" },
      { header: c.unit, width: 55 },
      { header: c.unitPrice, width: 90, align: "right" },
    ],
    rfq.lines.map((line) => [
      String(line.position),
      line.description,
      line.part_number ?? "",
      quantityText(line.quantity, language),
      line.unit ?? "",
      "",
    ]),
  );
  doc.moveDown(0.8);
  doc.font("Helvetica").fontSize(9).fillColor(COLORS.muted).text(w.rfqInstructions, MARGIN, doc.y, {
    width: WIDTH,
  });
  paragraph(doc, w.fields.notes, rfq.notes);
  finish(doc, w, reference);
  return bytes;
}

/** The purchase order to the accepted vendor: its unit prices, the line totals and the grand total. */
export function purchaseOrderPdf(
  data: RfqDocumentData & { accepted: NonNullable<RfqDocumentData["accepted"]> },
  language: ValidationLanguage,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  const w = rfqWords(language);
  const { rfq, accepted } = data;
  const reference = w.number(rfq.id);
  const { doc, bytes } = startPdf(`${w.poTitle} · ${reference}`, options);
  header(doc, w.poTitle, reference, data.company_name);
  facts(doc, [
    [w.fields.vendor, accepted.name],
    [w.fields.contact, accepted.contact_name],
    [w.fields.email, accepted.email],
    [w.fields.phone, accepted.phone],
    [w.fields.address, accepted.address],
    [w.fields.title, rfq.title],
    [w.fields.plant, rfq.plant_name],
    [w.fields.shipTo, rfq.ship_to],
    [w.fields.acceptedAt, dateText(rfq.accepted_at, data.time_zone)],
    [w.fields.acceptedBy, rfq.accepted_by_name],
    [w.fields.leadTime, accepted.lead_time_days === null ? null : w.days(accepted.lead_time_days)],
  ]);
  doc.moveDown(0.5);
  const price = new Map(accepted.prices.map((p) => [p.line_id, p.unit_price]));
  const c = w.columns;
  table(
    doc,
    [
      { header: c.position, width: 24, align: "right" },
      { header: c.description, width: 156 },
      { header: c.partNumber, width: 80 },
      { header: c.quantity, width: 60, align: "right" },
      { header: c.unit, width: 40 },
      { header: c.unitPrice, width: 75, align: "right" },
      { header: c.lineTotal, width: 80, align: "right" },
    ],
    rfq.lines.map((line) => {
      const unit = price.get(line.id) ?? 0;
      return [
        String(line.position),
        line.description,
        line.part_number ?? "",
        quantityText(line.quantity, language),
        line.unit ?? "",
        money(unit, language),
        money(Math.round(unit * line.quantity * 100) / 100, language),
      ];
    }),
  );
  doc.moveDown(0.6);
  ensureSpace(doc, 20);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(`${w.grandTotal}: ${money(accepted.quoted_total ?? 0, language)}`, MARGIN, doc.y, {
      width: WIDTH,
      align: "right",
    });
  paragraph(doc, w.fields.quoteNotes, accepted.quote_notes);
  paragraph(doc, w.fields.notes, rfq.notes);
  finish(doc, w, reference);
  return bytes;
}
