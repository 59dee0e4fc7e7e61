/**
 * What a graphical digest shows for one sensor and period: where the sensor sits (company, plant,
 * line, machine, asset, item), every parameter and axis it measured in the period as a downsampled
 * trend (queryTrend, the same series the trend chart on screen gets) with min/avg/max derived from
 * the buckets, and the alarms raised or still open in the period.
 *
 * No scope check here: the caller (job handler) has checked that the recipient may see the sensor.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import type { TrendSeries } from "@plantwise/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { queryTrend } from "../signals/service";
import { alarmsOpenDuring } from "./report-queries";

const { alarms, assets, companies, equipmentItems, machines, plants, productionLines, sensors } = schema;

/** Points per chart: about one per 1.3 pt across the printed width. */
const CHART_POINTS = 400;

export interface ParameterDigest {
  series: TrendSeries;
  count: number;
  min: number | null;
  mean: number | null;
  max: number | null;
}

export interface AlarmLine {
  created_at: Date;
  /** The alert type id; the report names it in its reader's language. */
  alert_type: number;
  severity: number;
  parameter_type: number | null;
  axis: number;
  value: number | null;
  acknowledged_at: Date | null;
  cleared_at: Date | null;
}

export interface DigestSection {
  sensor: { id: number; name: string; serial_number: string; family: string };
  company: string;
  plant: string;
  time_zone: string;
  /** Line / machine / asset / item names, those that exist. */
  location: string[];
  from: number;
  to: number;
  parameters: ParameterDigest[];
  alarms: AlarmLine[];
}

/** Count, min, max and mean of a series from its buckets (mean weighted by readings per bucket). */
export function seriesSummary(series: TrendSeries): Omit<ParameterDigest, "series"> {
  let count = 0;
  let sum = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const p of series.points) {
    count += p.n;
    sum += p.mean * p.n;
    min = min === null ? p.min : Math.min(min, p.min);
    max = max === null ? p.max : Math.max(max, p.max);
  }
  return { count, min, max, mean: count ? sum / count : null };
}

export async function loadDigestSection(
  db: Database,
  sensorId: number,
  from: Date,
  to: Date,
): Promise<DigestSection | null> {
  const [row] = await db
    .select({
      id: sensors.id,
      name: sensors.name,
      serial_number: sensors.serial_number,
      family: sensors.family,
      company: companies.name,
      plant: plants.name,
      time_zone: plants.time_zone,
      line: productionLines.name,
      machine: machines.name,
      asset: assets.name,
      item: equipmentItems.name,
    })
    .from(sensors)
    .innerJoin(plants, eq(plants.id, sensors.plant_id))
    .innerJoin(companies, eq(companies.id, sensors.company_id))
    .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .leftJoin(machines, eq(machines.id, assets.machine_id))
    .leftJoin(productionLines, eq(productionLines.id, machines.production_line_id))
    .where(eq(sensors.id, sensorId));
  if (!row) return null;

  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const measured = rowsOf<{ parameter_type: number; axis: number }>(
    await db.execute(
      sql`select distinct parameter_type::int as parameter_type, axis::int as axis from sensor_readings
          where sensor_id = ${sensorId} and ts >= ${fromIso}::timestamptz and ts <= ${toIso}::timestamptz
          order by 1, 2`,
    ),
  );
  const parameters: ParameterDigest[] = [];
  for (const m of measured) {
    const series = await queryTrend(db, {
      sensor_id: sensorId,
      parameter_type: Number(m.parameter_type),
      axis: Number(m.axis),
      from,
      to,
      width: CHART_POINTS,
    });
    parameters.push({ series, ...seriesSummary(series) });
  }

  const alarmRows = await db
    .select()
    .from(alarms)
    .where(and(eq(alarms.sensor_id, sensorId), alarmsOpenDuring(from, to)))
    .orderBy(asc(alarms.created_at), asc(alarms.id))
    .limit(500);

  return {
    sensor: { id: row.id, name: row.name, serial_number: row.serial_number, family: row.family },
    company: row.company,
    plant: row.plant,
    time_zone: row.time_zone,
    location: [row.line, row.machine, row.asset, row.item].filter((v): v is string => Boolean(v)),
    from: from.getTime(),
    to: to.getTime(),
    parameters,
    alarms: alarmRows.map((a) => ({
      created_at: a.created_at,
      alert_type: a.alert_type,
      severity: a.severity,
      parameter_type: a.parameter_type,
      axis: a.axis,
      value: a.value,
      acknowledged_at: a.acknowledged_at,
      cleared_at: a.cleared_at,
    })),
  };
}
