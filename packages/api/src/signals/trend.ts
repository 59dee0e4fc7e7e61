/**
 * Trends: one parameter of one sensor over a time range, downsampled on the server so a chart never
 * receives more than `width` points (min, max and mean per bucket, drawn as a band and a line).
 *
 * Bucket size: the range divided by width − 1, rounded up to the next "nice" size (1, 2, 5 … ms,
 * 1 s … 30 s, 1 min … 30 min, 1 h, 2 h, 3 h, 6 h, 12 h, 1 d …). Buckets are aligned on multiples
 * of their size since the epoch (so every chart of the same range agrees), which is why the
 * divisor is width − 1: a range of (width − 1) buckets touches at most width aligned ones.
 *
 * Source: a bucket of an hour or more reads the hourly rollup (sensor_readings_hourly: min, max,
 * sum/count per hour, every nice size ≥ 1 h being a whole number of hours); a smaller bucket groups
 * the raw readings. Bucketing is plain arithmetic, floor(epoch_ms / bucket), which PostgreSQL and
 * PGlite compute the same way (no date_bin, no TimescaleDB needed). It runs in double precision on
 * the time rounded to the millisecond: whole milliseconds (< 2^53) and their quotients by a whole
 * bucket are exact there, and it is 1.5–2.5× faster than numeric on PGlite. A bucket without
 * readings is absent: gaps stay gaps.
 *
 * `queryTrend` does no scope check: the procedure (and the public graph) check the sensor first.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import {
  axisSchema,
  BAND_SPECTRUM_UNITS,
  type BandSpectrum,
  bandIdOf,
  parameterTypeInfo,
  parameterTypeSchema,
  type TrendPoint,
  type TrendSeries,
} from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { instantSchema } from "../lib/fields";
import { idSchema, invalid, scopedSensor, viewSignals } from "./sensor-procedures";
import { zoneOfSeries } from "./zone-rows";

const { sensorLevelZones, spectralBands } = schema;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Nice bucket sizes, ms, ascending. */
export const NICE_BUCKETS_MS: readonly number[] = [
  1,
  2,
  5,
  10,
  20,
  50,
  100,
  200,
  500,
  SECOND,
  2 * SECOND,
  5 * SECOND,
  10 * SECOND,
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  60 * DAY,
  90 * DAY,
  180 * DAY,
  365 * DAY,
];

export const TREND_LIMITS = {
  minWidth: 10,
  maxWidth: 4000,
  /** Five years (of 365.25 days). */
  maxRangeMs: Math.round(5 * 365.25 * DAY),
} as const;

export interface TrendInput {
  sensor_id: number;
  parameter_type: number;
  axis: number;
  /** Epoch milliseconds or a Date. */
  from: number | Date;
  to: number | Date;
  width: number;
}

/** The smallest nice bucket that keeps a range of `rangeMs` within `width` aligned buckets. */
export function trendBucketMs(rangeMs: number, width: number): number {
  const need = Math.ceil(rangeMs / (width - 1));
  return NICE_BUCKETS_MS.find((b) => b >= need) ?? NICE_BUCKETS_MS[NICE_BUCKETS_MS.length - 1]!;
}

function ms(v: number | Date): number {
  return v instanceof Date ? v.getTime() : v;
}

interface BucketRow {
  t: number;
  min: number;
  max: number;
  mean: number;
  n: number;
}

/** A parameter's base unit; a spectral band's is its spectrum's (mm/s, g or gE). */
async function unitOf(db: Database, parameterType: number): Promise<string> {
  const band = bandIdOf(parameterType);
  if (band === null) return parameterTypeInfo(parameterType)?.unit ?? "";
  const [row] = await db
    .select({ spectrum: spectralBands.spectrum })
    .from(spectralBands)
    .where(eq(spectralBands.id, band));
  return row ? (BAND_SPECTRUM_UNITS[row.spectrum as BandSpectrum] ?? "") : "";
}

/** The downsampled series; throws a 422 naming the field for an impossible range or width. */
export async function queryTrend(db: Database, input: TrendInput): Promise<TrendSeries> {
  const from = ms(input.from);
  const to = ms(input.to);
  const { width } = input;
  if (!Number.isFinite(from)) throw invalid("from", "must be a time");
  if (!Number.isFinite(to)) throw invalid("to", "must be a time");
  if (!(from < to)) throw invalid("to", "must be after from");
  if (to - from > TREND_LIMITS.maxRangeMs) throw invalid("to", "the range may span at most 5 years");
  if (!(Number.isInteger(width) && width >= TREND_LIMITS.minWidth && width <= TREND_LIMITS.maxWidth)) {
    throw invalid("width", `must be an integer from ${TREND_LIMITS.minWidth} to ${TREND_LIMITS.maxWidth}`);
  }
  const bucket = trendBucketMs(to - from, width);
  const source: TrendSeries["source"] = bucket >= HOUR ? "hourly" : "raw";
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to).toISOString();
  const key = sql`sensor_id = ${input.sensor_id} and parameter_type = ${input.parameter_type} and axis = ${input.axis}`;
  const query =
    source === "raw"
      ? sql`select floor(round(date_part('epoch', ts) * 1000) / ${bucket}::float8) * ${bucket}::float8 as t,
            min(value)::float8 as min, max(value)::float8 as max, avg(value)::float8 as mean, count(*)::int as n
          from sensor_readings
          where ${key} and ts >= ${fromIso}::timestamptz and ts <= ${toIso}::timestamptz
          group by 1 order by 1`
      : sql`select floor(round(date_part('epoch', bucket) * 1000) / ${bucket}::float8) * ${bucket}::float8 as t,
            min(min)::float8 as min, max(max)::float8 as max, (sum(sum) / sum(count))::float8 as mean,
            sum(count)::int as n
          from sensor_readings_hourly
          where ${key} and bucket >= date_trunc('hour', ${fromIso}::timestamptz at time zone 'UTC') at time zone 'UTC'
            and bucket <= ${toIso}::timestamptz
          group by 1 order by 1`;
  const [rows, zones, unit] = await Promise.all([
    db.execute(query).then((r) => rowsOf<BucketRow>(r)),
    db
      .select({ warning_zone: sensorLevelZones.warning_zone, alarm_zone: sensorLevelZones.alarm_zone })
      .from(sensorLevelZones)
      .where(zoneOfSeries(input)),
    unitOf(db, input.parameter_type),
  ]);
  const points: TrendPoint[] = rows.map((r) => ({
    t: Number(r.t),
    min: Number(r.min),
    max: Number(r.max),
    mean: Number(r.mean),
    n: Number(r.n),
  }));
  return {
    sensor_id: input.sensor_id,
    parameter_type: input.parameter_type,
    axis: input.axis,
    unit,
    bucket_ms: bucket,
    source,
    from,
    to,
    points,
    warning_zone: zones[0]?.warning_zone ?? null,
    alarm_zone: zones[0]?.alarm_zone ?? null,
  };
}

export const trendInput = z.object({
  sensor_id: idSchema,
  parameter_type: parameterTypeSchema,
  axis: axisSchema.default(0),
  from: instantSchema,
  to: instantSchema,
  width: z.coerce.number().int().min(TREND_LIMITS.minWidth).max(TREND_LIMITS.maxWidth).default(800),
});

/** signals.trend: the sensor (in scope) then queryTrend. */
export const trend = viewSignals.input(trendInput).query(async ({ ctx, input }) => {
  await scopedSensor(ctx, input.sensor_id);
  return queryTrend(ctx.db, input);
});
