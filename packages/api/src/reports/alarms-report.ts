/**
 * The "alarms" scheduled report: for each of the report's plants, the alarms raised in the period
 * or still open during it, with their sensor and place, as a PDF table and a short text summary
 * for the e-mail body. Times are in each plant's own time zone.
 */
import { type Database, schema } from "@plantwise/db";
import { alertTypeInfo } from "@plantwise/shared";
import { and, asc, eq } from "drizzle-orm";
import { parameterLabel } from "./digest-pdf";
import { COLORS, finishPdf, heading, line, num, startPdf, table, when } from "./pdf";
import { alarmsOpenDuring, reportPlants } from "./report-queries";

const { alarms, equipmentItems, sensors } = schema;

/** Alarms per plant in one report; beyond it the PDF says how many more there were. */
const MAX_ALARMS_PER_PLANT = 1000;

export interface PlantAlarms {
  plant: { id: number; name: string; time_zone: string };
  total: number;
  open: number;
  rows: {
    created_at: Date;
    alert_type: string;
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
      rows: rows.slice(0, MAX_ALARMS_PER_PLANT).map((r) => ({
        ...r,
        alert_type: alertTypeInfo(r.alert_type)?.label ?? `Alert ${r.alert_type}`,
      })),
    });
  }
  return out;
}

export function alarmsSummaryText(lines: PlantAlarms[]): string {
  if (lines.length === 0) return "This report covers no plants.";
  return lines
    .map((l) => {
      const more = l.total > MAX_ALARMS_PER_PLANT ? "more than " : "";
      return `${l.plant.name}: ${more}${Math.min(l.total, MAX_ALARMS_PER_PLANT)} alarms, ${l.open} still open`;
    })
    .join("\n");
}

export async function renderAlarmsPdf(
  title: string,
  lines: PlantAlarms[],
  period: { from: Date; to: Date; time_zone: string },
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const { doc, bytes } = startPdf({ title, compress: options.compress ?? true });
  doc.font("Helvetica-Bold").fontSize(16).text(title);
  line(
    doc,
    `Alarms ${when(period.from, period.time_zone)} – ${when(period.to, period.time_zone)} (${period.time_zone})`,
    COLORS.muted,
  );
  if (lines.length === 0) line(doc, "This report covers no plants.", COLORS.muted);
  for (const l of lines) {
    heading(doc, `${l.plant.name} (${l.plant.time_zone})`);
    line(doc, `${l.rows.length} alarms, ${l.open} still open`);
    if (l.total > MAX_ALARMS_PER_PLANT)
      line(doc, `Only the first ${MAX_ALARMS_PER_PLANT} are listed.`, COLORS.muted);
    if (l.rows.length === 0) continue;
    const tz = l.plant.time_zone;
    table(
      doc,
      [
        { header: "Raised", width: 80 },
        { header: "Type", width: 80 },
        { header: "Sensor", width: 85 },
        { header: "Item", width: 85 },
        { header: "Parameter", width: 70 },
        { header: "Value", width: 40, align: "right" },
        { header: "Cleared", width: 75 },
      ],
      l.rows.map((r) => [
        when(r.created_at, tz),
        r.alert_type,
        r.sensor ?? "–",
        r.item ?? "–",
        parameterLabel(r.parameter_type),
        num(r.value),
        r.cleared_at ? when(r.cleared_at, tz) : r.acknowledged_at ? "acknowledged" : "open",
      ]),
    );
  }
  finishPdf(doc, title);
  return bytes;
}
