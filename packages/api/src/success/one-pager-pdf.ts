/**
 * The ROI one-pager as one printable A4 page (pdfkit), in the house style of the reports (the UI
 * guide's colours, Helvetica, 40 pt margins): the title, company, plant and period; the headline
 * money (total savings, cost, net, ROI %); the counts behind it; the items with the largest savings;
 * and the provider's summary, cut to what the page holds. Written in the reader's language.
 */
import { formatDate, type LanguageCode, type OnePagerDetails } from "@plantwise/shared";
import PDFDocument from "pdfkit";
import { type OnePagerWords, onePagerWords } from "./one-pager-text";

type Pdf = InstanceType<typeof PDFDocument>;

const COLORS = {
  text: "#111827",
  muted: "#6b7280",
  grid: "#e5e7eb",
  axis: "#9ca3af",
  tile: "#f3f4f6",
  good: "#16a34a",
  bad: "#dc2626",
} as const;
const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

function money(value: number, w: OnePagerWords): string {
  return new Intl.NumberFormat(w.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

function sectionTitle(doc: Pdf, text: string): void {
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(11).fillColor(COLORS.text);
  doc.text(text, PAGE.margin, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

/** The headline figures: four tiles across the page. */
function tiles(doc: Pdf, items: { label: string; value: string; color?: string }[]): void {
  const gap = 8;
  const height = 52;
  const width = (WIDTH - gap * (items.length - 1)) / items.length;
  const top = doc.y;
  items.forEach((item, i) => {
    const x = PAGE.margin + i * (width + gap);
    doc.roundedRect(x, top, width, height, 4).fillColor(COLORS.tile).fill();
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(item.label, x + 8, top + 8, { width: width - 16, lineBreak: false, ellipsis: true });
    doc
      .font("Helvetica-Bold")
      .fontSize(15)
      .fillColor(item.color ?? COLORS.text)
      .text(item.value, x + 8, top + 24, { width: width - 16, lineBreak: false, ellipsis: true });
  });
  doc.x = PAGE.margin;
  doc.y = top + height;
}

/** Label and value rows, ruled underneath. */
function rows(doc: Pdf, lines: { label: string; value: string; note?: string }[]): void {
  const rowHeight = 18;
  for (const line of lines) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(line.label, PAGE.margin, y + 4, { width: WIDTH * 0.6, lineBreak: false, ellipsis: true });
    const value = line.note ? `${line.value}  (${line.note})` : line.value;
    doc.font("Helvetica-Bold").text(value, PAGE.margin + WIDTH * 0.6, y + 4, {
      width: WIDTH * 0.4,
      align: "right",
      lineBreak: false,
    });
    doc
      .moveTo(PAGE.margin, y + rowHeight)
      .lineTo(PAGE.margin + WIDTH, y + rowHeight)
      .lineWidth(0.3)
      .strokeColor(COLORS.grid)
      .stroke();
    doc.y = y + rowHeight;
  }
  doc.x = PAGE.margin;
}

/** The top items as a compact table. */
function itemsTable(doc: Pdf, onePager: OnePagerDetails, w: OnePagerWords): void {
  const columns = [
    { header: w.columns.item, width: WIDTH * 0.46, align: "left" as const },
    { header: w.columns.savings, width: WIDTH * 0.22, align: "right" as const },
    { header: w.columns.workOrders, width: WIDTH * 0.16, align: "right" as const },
    { header: w.columns.requisitions, width: WIDTH * 0.16, align: "right" as const },
  ];
  const rowHeight = 16;
  const draw = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = PAGE.margin;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(COLORS.text);
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? "", x + 2, y + 4, {
        width: c.width - 4,
        align: c.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += c.width;
    });
    doc
      .moveTo(PAGE.margin, y + rowHeight)
      .lineTo(PAGE.margin + WIDTH, y + rowHeight)
      .lineWidth(bold ? 0.7 : 0.3)
      .strokeColor(bold ? COLORS.axis : COLORS.grid)
      .stroke();
    doc.y = y + rowHeight;
  };
  draw(
    columns.map((c) => c.header),
    true,
  );
  for (const item of onePager.figures.top_items) {
    draw([item.name, money(item.savings, w), String(item.work_orders), String(item.requisitions)], false);
  }
  doc.x = PAGE.margin;
}

/** The one-pager as PDF bytes, in the reader's language (English by default). */
export function renderOnePagerPdf(
  onePager: OnePagerDetails,
  options: { language?: LanguageCode; compress?: boolean; now?: Date } = {},
): Promise<Uint8Array> {
  const w = onePagerWords(options.language ?? "en");
  const zone = onePager.time_zone;
  const f = onePager.figures;
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: onePager.title,
      Subject: onePager.plant_name,
      Author: onePager.company_name,
      Producer: "Plantwise",
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  doc.font("Helvetica").fontSize(9).fillColor(COLORS.muted).text(w.heading.toUpperCase(), { width: WIDTH });
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(COLORS.text)
    .text(onePager.title, { width: WIDTH, height: 48, ellipsis: true });
  doc.moveDown(0.2).font("Helvetica").fontSize(11).text(`${onePager.company_name} · ${onePager.plant_name}`);
  doc
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(
      w.period(
        formatDate(onePager.period_start, { timeZone: zone }),
        formatDate(onePager.period_end, { timeZone: zone }),
        zone,
      ),
    );
  doc.moveDown(0.8);

  tiles(doc, [
    { label: w.totalSavings, value: money(f.savings, w), color: COLORS.good },
    { label: w.cost, value: money(f.cost, w) },
    { label: w.net, value: money(f.net, w), color: f.net < 0 ? COLORS.bad : COLORS.text },
    { label: w.roi, value: f.roi_percent === null ? w.noRoi : `${f.roi_percent} %` },
  ]);
  doc.moveDown(0.6);
  rows(doc, [
    { label: w.sensorsMonitored, value: String(f.sensors_monitored) },
    { label: w.alarmsRaised, value: String(f.alarms_raised) },
    {
      label: w.avoidedFailures,
      value: String(f.avoided_failures),
      note: w.avoidedSavings(money(f.avoided_failure_savings, w)),
    },
    { label: w.workOrdersCompleted, value: String(f.work_orders_completed) },
    {
      label: w.requisitionsCompleted,
      value: String(f.requisitions_completed),
      note: w.requisitionSavings(money(f.requisition_savings, w)),
    },
  ]);

  sectionTitle(doc, w.topItems);
  if (f.top_items.length === 0) {
    doc.font("Helvetica").fontSize(9).fillColor(COLORS.muted).text(w.noTopItems, { width: WIDTH });
  } else {
    itemsTable(doc, onePager, w);
  }

  sectionTitle(doc, w.summary);
  // The summary takes what is left of the page, and ends in "…" when it needs more.
  const room = BOTTOM - 24 - doc.y;
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(onePager.summary ? COLORS.text : COLORS.muted)
    .text(onePager.summary ?? w.noSummary, PAGE.margin, doc.y, {
      width: WIDTH,
      height: Math.max(room, 12),
      ellipsis: true,
    });

  // The footer sits in the bottom margin; pdfkit would start a new page for text written there.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(w.footer(formatDate(options.now ?? new Date(), { timeZone: zone })), PAGE.margin, BOTTOM + 10, {
      width: WIDTH,
      align: "center",
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
  doc.end();
  return bytes;
}
