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
import { type SQL, sql } from "drizzle-orm";
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
  t: number | string;
  min: number | string;
  max: number | string;
  mean: number | string;
  n: number;
}

/** One series' row of the trend statement: its buckets, its zone row and its band's spectrum. */
interface SeriesRow {
  i: number;
  points: string;
  warning_zone: number | null;
  alarm_zone: number | null;
  band_spectrum: number | null;
}

/** A series' range and bucket, checked; throws a 422 naming the field for an impossible one. */
function trendPlan(input: TrendInput) {
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
  return { from, to, bucket, source };
}

type TrendPlan = ReturnType<typeof trendPlan>;

/**
 * One series as one row: its buckets as a JSON array (text), its zone row's zones and, for a
 * spectral band, the band's spectrum (its unit).
 */
function seriesSelect(index: number, input: TrendInput, plan: TrendPlan): SQL {
  const { bucket } = plan;
  const fromIso = new Date(plan.from).toISOString();
  const toIso = new Date(plan.to).toISOString();
  const key = sql`sensor_id = ${input.sensor_id} and parameter_type = ${input.parameter_type} and axis = ${input.axis}`;
  const buckets =
    plan.source === "raw"
      ? sql`select floor(round(date_part('epoch', ts) * 1000) / ${bucket}::float8) * ${bucket}::float8 as t,
            min(value)::float8 as min, max(value)::float8 as max, avg(value)::float8 as mean, count(*)::int as n
          from sensor_readings
          where ${key} and ts >= ${fromIso}::timestamptz and ts <= ${toIso}::timestamptz
          group by 1`
      : sql`select floor(round(date_part('epoch', bucket) * 1000) / ${bucket}::float8) * ${bucket}::float8 as t,
            min(min)::float8 as min, max(max)::float8 as max, (sum(sum) / sum(count))::float8 as mean,
            sum(count)::int as n
          from sensor_readings_hourly
          where ${key} and bucket >= date_trunc('hour', ${fromIso}::timestamptz at time zone 'UTC') at time zone 'UTC'
            and bucket <= ${toIso}::timestamptz
          group by 1`;
  const band = bandIdOf(input.parameter_type);
  const zone = (column: "warning_zone" | "alarm_zone") =>
    sql`(select ${sql.identifier(column)} from ${sensorLevelZones} where ${zoneOfSeries(input)} limit 1)`;
  return sql`select ${index}::int as i,
      (select coalesce(json_agg(json_build_object('t', b.t, 'min', b.min, 'max', b.max, 'mean', b.mean, 'n', b.n) order by b.t), '[]'::json)
        from (${buckets}) b)::text as points,
      ${zone("warning_zone")} as warning_zone, ${zone("alarm_zone")} as alarm_zone,
      ${band === null ? sql`null::smallint` : sql`(select ${spectralBands.spectrum} from ${spectralBands} where ${spectralBands.id} = ${band})`} as band_spectrum`;
}

/** A parameter's base unit; a spectral band's is its spectrum's (mm/s, g or gE). */
function unitOf(parameterType: number, bandSpectrum: number | null): string {
  if (bandIdOf(parameterType) === null) return parameterTypeInfo(parameterType)?.unit ?? "";
  return bandSpectrum === null ? "" : (BAND_SPECTRUM_UNITS[Number(bandSpectrum) as BandSpectrum] ?? "");
}

/**
 * Several downsampled series in one statement (one row per series); throws a 422 naming the field
 * for an impossible range or width.
 */
export async function queryTrends<const T extends readonly TrendInput[]>(
  db: Database,
  inputs: T,
): Promise<{ [K in keyof T]: TrendSeries }> {
  type Answer = { [K in keyof T]: TrendSeries };
  if (inputs.length === 0) return [] as unknown as Answer;
  const plans = inputs.map(trendPlan);
  const statement = sql.join(
    inputs.map((input, i) => sql`(${seriesSelect(i, input, plans[i]!)})`),
    sql` union all `,
  );
  const rows = new Map(rowsOf<SeriesRow>(await db.execute(statement)).map((r) => [Number(r.i), r]));
  return inputs.map((input, i) => {
    const plan = plans[i]!;
    const row = rows.get(i);
    const points: TrendPoint[] = (JSON.parse(row?.points ?? "[]") as BucketRow[]).map((r) => ({
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
      unit: unitOf(input.parameter_type, row?.band_spectrum ?? null),
      bucket_ms: plan.bucket,
      source: plan.source,
      from: plan.from,
      to: plan.to,
      points,
      warning_zone: row?.warning_zone == null ? null : Number(row.warning_zone),
      alarm_zone: row?.alarm_zone == null ? null : Number(row.alarm_zone),
    };
  }) as unknown as Answer;
}

/** The downsampled series, in one statement; throws a 422 naming the field for an impossible range or width. */
export async function queryTrend(db: Database, input: TrendInput): Promise<TrendSeries> {
  const [series] = await queryTrends(db, [input]);
  return series;
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
