/**
 * The "alarms" scheduled report: for each of the report's plants, the alarms raised in the period
 * or still open during it, with their sensor and place, as a PDF table and a short text summary
 * for the e-mail body. Times are in each plant's own time zone; the words are the reader's language.
 */
import { type Database, schema } from "@plantwise/db";
import type { LanguageCode } from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { COLORS, finishPdf, heading, line, num, startPdf, table, when } from "./pdf";
import { alarmsOpenDuring, reportPlants } from "./report-queries";
import { reportText } from "./report-text";

const { alarms, equipmentItems, sensors } = schema;

/** Alarms per plant in one report; beyond it the PDF says how many more there were. */
const MAX_ALARMS_PER_PLANT = 1000;

export interface PlantAlarms {
  plant: { id: number; name: string; time_zone: string };
  total: number;
  open: number;
  rows: {
    created_at: Date;
    /** The alert type id; the report names it in its reader's language. */
    alert_type: number;
    sensor: string | null;
    item: string | null;
    parameter_type: number | null;
    value: number | null;
    acknowledged_at: Date | null;
    cleared_at: Date | null;
  }[];
}

export async function loadPlantAlarms(
  db: Database,
  plantIds: readonly number[],
  from: Date,
  to: Date,
): Promise<PlantAlarms[]> {
  const plantRows = await reportPlants(db, plantIds);
  const out: PlantAlarms[] = [];
  for (const plant of plantRows) {
    const rows = await db
      .select({
        created_at: alarms.created_at,
        alert_type: alarms.alert_type,
        sensor: sensors.name,
        item: equipmentItems.name,
        parameter_type: alarms.parameter_type,
        value: alarms.value,
        acknowledged_at: alarms.acknowledged_at,
        cleared_at: alarms.cleared_at,
      })
      .from(alarms)
      .leftJoin(sensors, eq(sensors.id, alarms.sensor_id))
      .leftJoin(equipmentItems, eq(equipmentItems.id, alarms.equipment_item_id))
      .where(and(eq(alarms.plant_id, plant.id), alarmsOpenDuring(from, to)))
      .orderBy(asc(alarms.created_at), asc(alarms.id))
      .limit(MAX_ALARMS_PER_PLANT + 1);
    out.push({
      plant,
      total: rows.length,
      open: rows.filter((r) => r.cleared_at === null).length,
      rows: rows.slice(0, MAX_ALARMS_PER_PLANT),
    });
  }
  return out;
}

export function alarmsSummaryText(lines: PlantAlarms[], language: LanguageCode = "en"): string {
  const w = reportText(language);
  if (lines.length === 0) return w.noPlants;
  return lines
    .map((l) =>
      w.alarms.plantLine(
        l.plant.name,
        Math.min(l.total, MAX_ALARMS_PER_PLANT),
        l.open,
        l.total > MAX_ALARMS_PER_PLANT,
      ),
    )
    .join("\n");
}

export async function renderAlarmsPdf(
  title: string,
  lines: PlantAlarms[],
  period: { from: Date; to: Date; time_zone: string },
  options: { compress?: boolean; language?: LanguageCode } = {},
): Promise<Uint8Array> {
  const w = reportText(options.language ?? "en");
  const { doc, bytes } = startPdf({ title, compress: options.compress ?? true });
  doc.font("Helvetica-Bold").fontSize(16).text(title);
  const tz = period.time_zone;
  line(doc, w.alarms.title(w.period(when(period.from, tz), when(period.to, tz), tz)), COLORS.muted);
  if (lines.length === 0) line(doc, w.noPlants, COLORS.muted);
  for (const l of lines) {
    heading(doc, `${l.plant.name} (${l.plant.time_zone})`);
    line(doc, w.alarms.count(l.rows.length, l.open));
    if (l.total > MAX_ALARMS_PER_PLANT) line(doc, w.alarms.onlyFirst(MAX_ALARMS_PER_PLANT), COLORS.muted);
    if (l.rows.length === 0) continue;
    const tz = l.plant.time_zone;
    const c = w.columns;
    table(
      doc,
      [
        { header: c.raised, width: 80 },
        { header: c.type, width: 80 },
        { header: c.sensor, width: 85 },
        { header: c.item, width: 85 },
        { header: c.parameter, width: 70 },
        { header: c.value, width: 40, align: "right" },
        { header: c.cleared, width: 75 },
      ],
      l.rows.map((r) => [
        when(r.created_at, tz),
        w.alertType(r.alert_type),
        r.sensor ?? "–",
        r.item ?? "–",
        w.parameter(r.parameter_type),
        num(r.value),
        r.cleared_at ? when(r.cleared_at, tz) : r.acknowledged_at ? w.acknowledged : w.open,
      ]),
    );
  }
  finishPdf(doc, title, w.page);
  return bytes;
}
