/**
 * Sensor statistics: for every parameter and axis the sensor reported in the range, count, min,
 * max, mean and the last reading, with the level zones. The range is a DATE_PRESETS preset computed
 * in the plant's time zone (plants.time_zone, or `time_zone` when the screen passes one), or
 * from/to; with neither, the last 7 days. Times in the answer are epoch milliseconds, as in every
 * series.
 */
import { rowsOf, schema } from "@plantwise/db";
import { DATE_PRESETS, type ParameterStatistics, parameterTypeInfo, presetRange } from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { instantSchema } from "../lib/fields";
import { idSchema, invalid, scopedSensor, viewSignals } from "./sensor-procedures";

const { plants, sensorLevelZones } = schema;

const DAY = 24 * 60 * 60_000;

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const statisticsInput = z.object({
  sensor_id: idSchema,
  preset: z.enum(DATE_PRESETS).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  time_zone: z.string().max(64).refine(validTimeZone, { error: "must be an IANA time zone" }).optional(),
});

interface AggregateRow {
  parameter_type: number;
  axis: number;
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
}

interface LastRow {
  parameter_type: number;
  axis: number;
  value: number;
  t: number;
}

export const statistics = viewSignals.input(statisticsInput).query(async ({ ctx, input }) => {
  const sensor = await scopedSensor(ctx, input.sensor_id);
  let from: number;
  let to: number;
  if (input.preset) {
    const [plant] = await ctx.db
      .select({ time_zone: plants.time_zone })
      .from(plants)
      .where(eq(plants.id, sensor.plant_id));
    const range = presetRange(input.preset, new Date(), input.time_zone ?? plant?.time_zone ?? "UTC");
    from = range.from.getTime();
    to = range.to.getTime();
  } else {
    to = input.to ?? Date.now();
    from = input.from ?? to - 7 * DAY;
  }
  if (!(from < to)) throw invalid("to", "must be after from");
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to).toISOString();
  const where = sql`sensor_id = ${sensor.id} and ts >= ${fromIso}::timestamptz and ts <= ${toIso}::timestamptz`;
  const [aggregates, lasts, zones] = await Promise.all([
    ctx.db
      .execute(
        sql`select parameter_type::int as parameter_type, axis::int as axis, count(*)::int as count,
              min(value)::float8 as min, max(value)::float8 as max, avg(value)::float8 as mean
            from sensor_readings where ${where}
            group by parameter_type, axis order by parameter_type, axis`,
      )
      .then((r) => rowsOf<AggregateRow>(r)),
    ctx.db
      .execute(
        sql`select distinct on (parameter_type, axis) parameter_type::int as parameter_type, axis::int as axis,
              value::float8 as value, (extract(epoch from ts) * 1000)::float8 as t
            from sensor_readings where ${where}
            order by parameter_type, axis, ts desc`,
      )
      .then((r) => rowsOf<LastRow>(r)),
    ctx.db.select().from(sensorLevelZones).where(eq(sensorLevelZones.sensor_id, sensor.id)),
  ]);
  const parameters: ParameterStatistics[] = aggregates.map((a) => {
    const last = lasts.find((l) => l.parameter_type === a.parameter_type && l.axis === a.axis);
    const zone = zones.find((z) => z.parameter_type === a.parameter_type && z.axis === a.axis);
    return {
      parameter_type: a.parameter_type,
      axis: a.axis,
      unit: parameterTypeInfo(a.parameter_type)?.unit ?? "",
      count: a.count,
      min: a.min,
      max: a.max,
      mean: a.mean,
      last: last?.value ?? null,
      last_at: last ? Math.round(last.t) : null,
      warning_zone: zone?.warning_zone ?? null,
      alarm_zone: zone?.alarm_zone ?? null,
    };
  });
  return { sensor_id: sensor.id, from, to, parameters };
});
