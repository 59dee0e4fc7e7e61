/**
 * The .xlsx of the work order list or the log: one sheet, a styled and frozen header row in the
 * reader's language (users.language: 1 English, 2 Spanish), one row per order. Dates are written as
 * the wall clock of the reader's time zone (Excel dates have no zone), formatted yyyy-mm-dd hh:mm.
 */
import { LANGUAGE_CODES, Language, type WorkOrderRow } from "@plantwise/shared";
import ExcelJS from "exceljs";
import { wallClock } from "../lib/zoned-time";

type Lang = "en" | "es";

export type ExportRow = Pick<
  WorkOrderRow,
  | "id"
  | "title"
  | "production_line_name"
  | "machine_name"
  | "asset_name"
  | "equipment_item_name"
  | "maintenance_type"
  | "category_name"
  | "priority"
  | "status"
  | "scheduled_start"
  | "due_at"
  | "total_minutes"
  | "assignees"
  | "completed_at"
  | "labour_hours"
  | "materials_cost"
  | "labour_cost"
>;

const COLUMNS = [
  { key: "number", en: "Number", es: "Número", width: 10 },
  { key: "title", en: "Title", es: "Título", width: 36 },
  {
    key: "place",
    en: "Place (line / machine / asset / item)",
    es: "Ubicación (línea / máquina / activo / equipo)",
    width: 48,
  },
  { key: "type", en: "Type", es: "Tipo", width: 14 },
  { key: "category", en: "Category", es: "Categoría", width: 20 },
  { key: "priority", en: "Priority", es: "Prioridad", width: 12 },
  { key: "status", en: "Status", es: "Estado", width: 14 },
  { key: "scheduled_start", en: "Scheduled start", es: "Inicio programado", width: 18 },
  { key: "due", en: "Due", es: "Vencimiento", width: 18 },
  { key: "total_minutes", en: "Total time (min)", es: "Tiempo total (min)", width: 14 },
  { key: "assignees", en: "Assignees", es: "Asignados", width: 30 },
  { key: "completed_at", en: "Completed at", es: "Completada el", width: 18 },
  { key: "labour_hours", en: "Labour hours", es: "Horas de mano de obra", width: 14 },
  { key: "material_cost", en: "Material cost", es: "Costo de materiales", width: 14 },
  { key: "labour_cost", en: "Labour cost", es: "Costo de mano de obra", width: 14 },
] as const;

const WORDS: Record<
  Lang,
  { types: Record<string, string>; priorities: string[]; statuses: string[]; sheet: Record<string, string> }
> = {
  en: {
    types: { breakdown: "Breakdown", setup: "Setup", pm: "PM" },
    priorities: ["Low", "Medium", "High", "Urgent"],
    statuses: ["Pending", "In work", "Completed", "Closed"],
    sheet: { work_orders: "Work orders", logs: "Maintenance log" },
  },
  es: {
    types: { breakdown: "Avería", setup: "Ajuste", pm: "Preventivo" },
    priorities: ["Baja", "Media", "Alta", "Urgente"],
    statuses: ["Pendiente", "En trabajo", "Completada", "Cerrada"],
    sheet: { work_orders: "Órdenes de trabajo", logs: "Registro de mantenimiento" },
  },
};

export function exportLanguage(language: number): Lang {
  return LANGUAGE_CODES[language as Language] ?? LANGUAGE_CODES[Language.ENGLISH];
}

/** The column titles of the export in a language (tests and the e-mail read them too). */
export function exportColumnTitles(lang: Lang): string[] {
  return COLUMNS.map((c) => c[lang]);
}

/** An instant as a Date whose UTC fields are the wall clock of `timeZone`. */
function localDate(instant: Date | null, timeZone: string): Date | null {
  if (!instant) return null;
  const w = wallClock(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

export interface ExportOptions {
  language: number;
  timeZone: string;
  view: "work_orders" | "logs";
}

export async function buildWorkOrdersWorkbook(
  rows: readonly ExportRow[],
  options: ExportOptions,
): Promise<Buffer> {
  const lang = exportLanguage(options.language);
  const words = WORDS[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Plantwise";
  const sheet = workbook.addWorksheet(words.sheet[options.view] ?? "Sheet1", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1F4E79" } };
  header.alignment = { vertical: "middle" };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  for (const row of rows) {
    sheet.addRow({
      number: row.id,
      title: row.title,
      place: [row.production_line_name, row.machine_name, row.asset_name, row.equipment_item_name]
        .filter((name): name is string => Boolean(name))
        .join(" / "),
      type: words.types[row.maintenance_type] ?? row.maintenance_type,
      category: row.category_name ?? "",
      priority: words.priorities[row.priority - 1] ?? String(row.priority),
      status: words.statuses[row.status - 1] ?? String(row.status),
      scheduled_start: localDate(row.scheduled_start, options.timeZone),
      due: localDate(row.due_at, options.timeZone),
      total_minutes: row.total_minutes,
      assignees: row.assignees.map((a) => a.name).join(", "),
      completed_at: localDate(row.completed_at, options.timeZone),
      labour_hours: row.labour_hours,
      material_cost: row.materials_cost,
      labour_cost: row.labour_cost,
    });
  }
  for (const key of ["scheduled_start", "due", "completed_at"])
    sheet.getColumn(key).numFmt = "yyyy-mm-dd hh:mm";
  for (const key of ["labour_hours", "material_cost", "labour_cost"])
    sheet.getColumn(key).numFmt = "#,##0.00";
  // The column format reaches the header too: keep the titles plain text.
  header.eachCell((cell) => {
    cell.numFmt = "@";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The e-mail's subject and text in the reader's language. */
export function exportEmail(language: number, fileName: string, rows: number) {
  return exportLanguage(language) === "es"
    ? {
        subject: "Exportación de mantenimiento a Excel",
        text: `Adjuntamos el archivo ${fileName} con ${rows} filas.`,
      }
    : { subject: "Maintenance export to Excel", text: `Attached is ${fileName} with ${rows} rows.` };
}
