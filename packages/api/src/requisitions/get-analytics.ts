/**
 * requisitions.analytics (GET /plants/work-orders/analytics): the requisition dashboard over one
 * date range, for one plant or every plant in the caller's scope.
 *
 * - The breakdowns (status now, request type, priority reason, work type) and the estimated cost
 *   of what was asked are over the requisitions raised (created) in the range.
 * - Completed means status completed with completed_at in the range (a reset one no longer counts);
 *   its estimate, cost and savings are summed.
 * - Lead times in hours: raised → approved over those first approved in the range (the first
 *   "approved" event, else approved_at); approved → completed from the last approval before
 *   completion, and raised → completed, over those completed in the range. Count, mean, median.
 * - The series buckets by calendar day of the time zone, by week (from Monday) past
 *   ANALYTICS_DAILY_MAX_DAYS days, every bucket listed.
 */
import { type Database, type Reader, rowsOf, schema } from "@plantwise/db";
import {
  ANALYTICS_DAILY_MAX_DAYS,
  type LeadTime,
  REQUISITION_PRIORITIES,
  RequestType,
  type RequisitionAnalytics,
  RequisitionStatus,
  requisitionAnalytics,
  requisitionAnalyticsInput,
  SERVICE_TYPES,
} from "@plantwise/shared";
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { inPlantScope } from "../access/scope";
import { requisitionAnalyticsProcedure } from "./analytics-access";
import { DAY_MS, type ResolvedRange, resolveRange } from "./analytics-range";

const { requisitionEvents, requisitions } = schema;

/** Weeks the series holds at most (some 23 years); a longer range's series stops there. */
const MAX_BUCKETS = 1200;

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

function within(column: PgColumn, range: ResolvedRange): SQL | undefined {
  return and(
    gte(column, sql`${range.from.toISOString()}::timestamptz`),
    lte(column, sql`${range.to.toISOString()}::timestamptz`),
  );
}

/** "YYYY-MM-DD" of an instant in the zone, as SQL. */
const localDay = (column: PgColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

interface RaisedGroup {
  status: number;
  request_type: number;
  priority_reason: string;
  work_type: string | null;
  day: string;
  n: number;
  estimated: string | number;
}

/** Requisitions raised in the range, grouped by everything the breakdowns and the series need. */
function raisedGroups(db: Reader, base: SQL | undefined, range: ResolvedRange): Promise<RaisedGroup[]> {
  const day = localDay(requisitions.created_at, range.time_zone);
  return (
    db
      .select({
        status: requisitions.status,
        request_type: requisitions.request_type,
        priority_reason: requisitions.priority_reason,
        work_type: requisitions.work_type,
        day,
        n: sql<number>`count(*)::int`,
        estimated: sql<string>`coalesce(sum(${requisitions.estimated_cost}), 0)`,
      })
      .from(requisitions)
      .where(and(base, within(requisitions.created_at, range)))
      // By position: the day is a second parameter of the same time zone, which PostgreSQL cannot
      // match with the selected expression.
      .groupBy(sql`1, 2, 3, 4, 5`)
  );
}

interface CompletedDay {
  day: string;
  n: number;
  estimated: string | number;
  cost: string | number;
  savings: string | number;
}

type LeadTimes = RequisitionAnalytics["lead_times"];
interface RawLeadTime {
  count: number;
  mean: number | null;
  median: number | null;
}

/** count, mean and median of the hours `hours` over the milestones rows `where` keeps. */
function leadTimeJson(hours: SQL, where: SQL | undefined): SQL {
  return sql`(select json_build_object('count', count(*)::int, 'mean', avg("h"),
      'median', percentile_cont(0.5) within group (order by "h"))
    from (select greatest(0, extract(epoch from (${hours})) / 3600.0)::float8 as "h"
      from "milestones" where ${where}) "lead")`;
}

/**
 * In one statement, over the milestones of the requisitions in `base`: the three lead times, and
 * the requisitions completed in the range per day of the time zone.
 */
async function completions(
  db: Database,
  base: SQL | undefined,
  range: ResolvedRange,
): Promise<{ lead_times: LeadTimes; completed: CompletedDay[] }> {
  const approvals = (aggregate: SQL, extra?: SQL) =>
    sql`(select ${aggregate} from ${requisitionEvents} where ${and(
      eq(requisitionEvents.requisition_id, requisitions.id),
      eq(requisitionEvents.event, "approved"),
      extra,
    )})`;
  const first = sql`coalesce(${approvals(sql`min(${requisitionEvents.created_at})`)}, ${requisitions.approved_at})`;
  const last = sql`coalesce(${approvals(
    sql`max(${requisitionEvents.created_at})`,
    lte(requisitionEvents.created_at, requisitions.completed_at),
  )}, ${requisitions.approved_at})`;
  const inRange = (column: string) =>
    sql`${sql.identifier(column)} between ${range.from.toISOString()}::timestamptz and ${range.to.toISOString()}::timestamptz`;
  const completed = sql`"status" = ${RequisitionStatus.COMPLETED} and ${inRange("completed_at")}`;
  const statement = sql`with "milestones" as (
      select ${requisitions.created_at} as "raised_at", ${requisitions.status} as "status",
        ${requisitions.completed_at} as "completed_at", ${first} as "first_approved_at",
        ${last} as "last_approved_at", ${requisitions.estimated_cost} as "estimated_cost",
        ${requisitions.cost} as "cost", ${requisitions.cost_savings} as "cost_savings"
      from ${requisitions}
      where ${and(base, lte(requisitions.created_at, sql`${range.to.toISOString()}::timestamptz`))}
    )
    select json_build_object(
      'raised_to_approved', ${leadTimeJson(sql`"first_approved_at" - "raised_at"`, inRange("first_approved_at"))},
      'approved_to_completed', ${leadTimeJson(
        sql`"completed_at" - "last_approved_at"`,
        sql`${completed} and "last_approved_at" is not null`,
      )},
      'raised_to_completed', ${leadTimeJson(sql`"completed_at" - "raised_at"`, completed)},
      'completed', (select coalesce(json_agg("c"), '[]'::json) from (
        select to_char("completed_at" at time zone ${range.time_zone}, 'YYYY-MM-DD') as "day",
          count(*)::int as "n", coalesce(sum("estimated_cost"), 0) as "estimated",
          coalesce(sum("cost"), 0) as "cost", coalesce(sum("cost_savings"), 0) as "savings"
        from "milestones" where ${completed} group by 1) "c")
    )::text as "answer"`;
  const [row] = rowsOf<{ answer: string }>(await db.execute(statement));
  const raw = JSON.parse(row!.answer) as Record<keyof LeadTimes, RawLeadTime> & { completed: CompletedDay[] };
  const shaped = (t: RawLeadTime): LeadTime => ({
    count: Number(t.count),
    mean_hours: t.mean === null ? null : round(Number(t.mean)),
    median_hours: t.median === null ? null : round(Number(t.median)),
  });
  return {
    lead_times: {
      raised_to_approved: shaped(raw.raised_to_approved),
      approved_to_completed: shaped(raw.approved_to_completed),
      raised_to_completed: shaped(raw.raised_to_completed),
    },
    completed: raw.completed,
  };
}

/** "YYYY-MM-DD" of an instant in a zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

const plusDays = (day: string, n: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday on or before a day. */
const mondayOf = (day: string) => plusDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The first day of every bucket of the range, and the bucket a day falls in. */
export function seriesBuckets(range: ResolvedRange): { bucket: "day" | "week"; starts: string[] } {
  const bucket =
    range.to.getTime() - range.from.getTime() > ANALYTICS_DAILY_MAX_DAYS * DAY_MS ? "week" : "day";
  const last = localDate(range.to, range.time_zone);
  const first = localDate(range.from, range.time_zone);
  const starts: string[] = [];
  let day = bucket === "week" ? mondayOf(first) : first;
  while (day <= last && starts.length < MAX_BUCKETS) {
    starts.push(day);
    day = plusDays(day, bucket === "week" ? 7 : 1);
  }
  return { bucket, starts };
}

/** Counts of `rows` per value of `keys`, every key listed in its order. */
function countBy<K, R>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => unknown,
  n: (row: R) => number,
) {
  return keys.map((key) => ({
    key,
    count: rows.filter((r) => keyOf(r) === key).reduce((sum, r) => sum + n(r), 0),
  }));
}

export const getRequisitionAnalytics = requisitionAnalyticsProcedure
  .input(requisitionAnalyticsInput)
  .output(requisitionAnalytics)
  .query(async ({ ctx, input }) => {
    const range = await resolveRange(ctx.db, ctx, input);
    const base = and(
      inPlantScope(ctx.scope, requisitions.plant_id),
      range.plant_id ? eq(requisitions.plant_id, range.plant_id) : undefined,
    );
    const raised = await raisedGroups(ctx.db, base, range);
    const { lead_times, completed } = await completions(ctx.db, base, range);

    const n = (r: { n: number }) => Number(r.n);
    const statuses = Object.values(RequisitionStatus).sort((a, b) => a - b);
    const { bucket, starts } = seriesBuckets(range);
    const bucketOf = (day: string) => (bucket === "week" ? mondayOf(day) : day);
    const series = new Map(starts.map((date) => [date, { date, raised: 0, completed: 0, savings: 0 }]));
    for (const r of raised) {
      const point = series.get(bucketOf(r.day));
      if (point) point.raised += n(r);
    }
    for (const c of completed) {
      const point = series.get(bucketOf(c.day));
      if (point) {
        point.completed += n(c);
        point.savings += Number(c.savings);
      }
    }
    const sum = <R>(rows: readonly R[], value: (row: R) => number) =>
      round(rows.reduce((total, r) => total + value(r), 0));

    return {
      ...range,
      by_status: countBy(statuses, raised, (r) => r.status, n).map(({ key, count }) => ({
        status: key,
        count,
      })),
      by_request_type: countBy(
        [RequestType.PURCHASE, RequestType.SERVICE],
        raised,
        (r) => r.request_type,
        n,
      ).map(({ key, count }) => ({ request_type: key, count })),
      by_priority_reason: countBy(REQUISITION_PRIORITIES, raised, (r) => r.priority_reason, n).map(
        ({ key, count }) => ({ priority_reason: key, count }),
      ),
      by_work_type: countBy([...SERVICE_TYPES, null], raised, (r) => r.work_type, n).map(
        ({ key, count }) => ({
          work_type: key,
          count,
        }),
      ),
      lead_times,
      totals: {
        raised: sum(raised, n),
        raised_estimated_cost: sum(raised, (r) => Number(r.estimated)),
        completed: sum(completed, n),
        estimated_cost: sum(completed, (c) => Number(c.estimated)),
        cost: sum(completed, (c) => Number(c.cost)),
        cost_savings: sum(completed, (c) => Number(c.savings)),
      },
      bucket,
      series: [...series.values()].map((p) => ({ ...p, savings: round(p.savings) })),
    };
  });
