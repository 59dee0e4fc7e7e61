/**
 * maintenance.statistics.get (GET /maintenance/statistics): the counts, times, costs and shares of
 * the statistics screen over one date range, for one plant or every plant in the caller's scope.
 *
 * - Pending and rejected requests are not work orders and count nowhere; converted ones do.
 * - Open (pending, in work) and overdue are counts of now; completed and closed count the orders
 *   completed (closed) inside the range. Overdue is derived as in shared `isOverdue`: the scheduled
 *   end, coalesce(due_at, scheduled_start + total_minutes), before now while pending or in work.
 * - Mean time to complete, costs and the type shares are over the orders completed in the range
 *   (the log of the range): labour and material are each order's running totals.
 * - The per-day series counts completions per calendar day of the time zone, zero days included.
 *
 * All of it is one statement (`statisticsStatement`); the plant's time zone comes with the signed-in
 * user's plants (plant-zone.ts).
 */
import { rowsOf, schema } from "@plantwise/db";
import {
  DEFAULT_RANGE_PRESETS,
  MAINTENANCE_TYPES,
  maintenanceStatistics,
  maintenanceStatisticsInput,
  presetRange,
  STATISTICS_TOP_DEFAULT,
  type StatisticsCostGroup,
  WorkOrderStatus,
} from "@plantwise/shared";
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { invalid } from "../lib/fields";
import { permitted } from "../trpc";
import { plantTimeZone } from "./plant-zone";
import { isWorkOrder, overdueSql } from "./work-order-query";

const { machines, workOrderCategories, workOrders } = schema;

const DAY_MS = 86_400_000;
/** Longest range the per-day series covers (a little over 3 years of days). */
const MAX_SERIES_DAYS = 1200;

/** Work orders as statistics see them: in scope, of the plant asked for, no open or rejected request. */
export function statisticsBase(scope: Scope, plantId: number | null | undefined): SQL | undefined {
  return and(
    inPlantScope(scope, workOrders.plant_id),
    plantId ? eq(workOrders.plant_id, plantId) : undefined,
    isWorkOrder,
  );
}

interface GroupRow {
  id: number | null;
  name: string | null;
  work_orders: number;
  labour_hours: string | number | null;
  labour_cost: string | number | null;
  material_cost: string | number | null;
}

/** Largest cost first; the first `top` named, the rest summed into "other". */
export function topGroups(rows: readonly GroupRow[], top: number, noneName: string): StatisticsCostGroup[] {
  const groups: StatisticsCostGroup[] = rows.map((r) => ({
    kind: r.id === null ? "none" : "record",
    id: r.id,
    name: r.id === null ? noneName : (r.name ?? ""),
    work_orders: Number(r.work_orders),
    labour_hours: round(Number(r.labour_hours ?? 0)),
    labour_cost: round(Number(r.labour_cost ?? 0)),
    material_cost: round(Number(r.material_cost ?? 0)),
  }));
  groups.sort(
    (a, b) =>
      b.labour_cost + b.material_cost - (a.labour_cost + a.material_cost) ||
      b.labour_hours - a.labour_hours ||
      b.work_orders - a.work_orders ||
      a.name.localeCompare(b.name),
  );
  if (groups.length <= top) return groups;
  const rest = groups.slice(top);
  const other: StatisticsCostGroup = {
    kind: "other",
    id: null,
    name: "Other",
    work_orders: rest.reduce((n, g) => n + g.work_orders, 0),
    labour_hours: round(rest.reduce((n, g) => n + g.labour_hours, 0)),
    labour_cost: round(rest.reduce((n, g) => n + g.labour_cost, 0)),
    material_cost: round(rest.reduce((n, g) => n + g.material_cost, 0)),
  };
  return [...groups.slice(0, top), other];
}

function round(n: number, places = 2): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
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

/** Every calendar day of the zone from `from`'s day to `to`'s day. */
export function daysBetween(from: Date, to: Date, timeZone: string): string[] {
  const first = localDate(from, timeZone);
  const last = localDate(to, timeZone);
  const days: string[] = [];
  let day = new Date(`${first}T00:00:00Z`);
  const end = new Date(`${last}T00:00:00Z`);
  while (day <= end && days.length < MAX_SERIES_DAYS) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + DAY_MS);
  }
  return days;
}

/** The sums of a group of completed orders, over the `done` rows of the statistics statement. */
const GROUP_SUMS = sql.raw(`count(*)::int as "work_orders",
  coalesce(sum("done"."labour_hours"), 0) as "labour_hours",
  coalesce(sum("done"."labour_cost"), 0) as "labour_cost",
  coalesce(sum("done"."materials_cost"), 0) as "material_cost"`);

/** The groups a select over `done` answers, as a JSON array. */
function groupsJson(select: SQL): SQL {
  return sql`(select coalesce(json_agg("g"), '[]'::json) from (${select}) "g")`;
}

interface StatisticsRow {
  now: { pending: number; in_work: number; overdue: number } | null;
  completed: {
    work_orders: number;
    labour_hours: number | string;
    labour_cost: number | string;
    material_cost: number | string;
    mean_hours: number | string | null;
  } | null;
  closed: number | null;
  by_category: GroupRow[];
  by_machine: GroupRow[];
  by_type: (Omit<GroupRow, "id" | "name"> & { maintenance_type: string })[];
  per_day: { day: string; n: number }[];
}

/**
 * Every number of the screen in one statement: the orders completed in the range (`done`) once,
 * its totals and groupings, the open orders of now and the orders closed in the range, as one
 * JSON object.
 */
function statisticsStatement(
  base: SQL | undefined,
  range: { from: Date; to: Date },
  now: Date,
  timeZone: string,
) {
  const fromIso = range.from.toISOString();
  const toIso = range.to.toISOString();
  const inRange = (column: AnyPgColumn) =>
    and(gte(column, sql`${fromIso}::timestamptz`), lte(column, sql`${toIso}::timestamptz`));
  const open = sql`${workOrders.status} in (${WorkOrderStatus.PENDING}, ${WorkOrderStatus.IN_WORK})`;
  return sql`with "done" as (
      select ${workOrders.category_id} as "category_id", ${workOrders.machine_id} as "machine_id",
        ${workOrders.maintenance_type} as "maintenance_type", ${workOrders.labour_hours} as "labour_hours",
        ${workOrders.labour_cost} as "labour_cost", ${workOrders.materials_cost} as "materials_cost",
        ${workOrders.completed_at} as "completed_at",
        greatest(0, extract(epoch from (${workOrders.completed_at} - coalesce(${workOrders.started_at}, ${workOrders.scheduled_start}))) / 3600.0) as "hours"
      from ${workOrders} where ${and(base, inRange(workOrders.completed_at))}
    )
    select json_build_object(
      'now', (
        select json_build_object(
          'pending', count(*) filter (where ${workOrders.status} = ${WorkOrderStatus.PENDING})::int,
          'in_work', count(*) filter (where ${workOrders.status} = ${WorkOrderStatus.IN_WORK})::int,
          'overdue', count(*) filter (where ${overdueSql(now)})::int)
        from ${workOrders} where ${and(base, open)}
      ),
      'completed', (select json_build_object('work_orders', count(*)::int,
          'labour_hours', coalesce(sum("labour_hours"), 0), 'labour_cost', coalesce(sum("labour_cost"), 0),
          'material_cost', coalesce(sum("materials_cost"), 0), 'mean_hours', avg("hours")::float8)
        from "done"),
      'closed', (select count(*)::int from ${workOrders} where ${and(base, inRange(workOrders.closed_at))}),
      'by_category', ${groupsJson(sql`select "done"."category_id" as "id", ${workOrderCategories.name} as "name", ${GROUP_SUMS}
        from "done" left join ${workOrderCategories} on ${workOrderCategories.id} = "done"."category_id"
        group by "done"."category_id", ${workOrderCategories.name}`)},
      'by_machine', ${groupsJson(sql`select "done"."machine_id" as "id", ${machines.name} as "name", ${GROUP_SUMS}
        from "done" left join ${machines} on ${machines.id} = "done"."machine_id"
        group by "done"."machine_id", ${machines.name}`)},
      'by_type', ${groupsJson(sql`select "done"."maintenance_type" as "maintenance_type", ${GROUP_SUMS}
        from "done" group by "done"."maintenance_type"`)},
      'per_day', (select coalesce(json_agg(json_build_object('day', "d"."day", 'n', "d"."n")), '[]'::json)
        from (select to_char("done"."completed_at" at time zone ${timeZone}, 'YYYY-MM-DD') as "day", count(*)::int as "n"
          from "done" group by 1) "d")
    )::text as "statistics"`;
}

export const getMaintenanceStatistics = permitted("view_maintenance")
  .input(maintenanceStatisticsInput)
  .output(maintenanceStatistics)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const plantZone = input.plant_id ? await plantTimeZone(ctx.db, ctx, input.plant_id) : null;
    const timeZone = input.time_zone ?? plantZone ?? "UTC";
    const range =
      input.preset || (!input.from && !input.to)
        ? presetRange(input.preset ?? DEFAULT_RANGE_PRESETS.work_orders, now, timeZone)
        : {
            from: input.from ?? new Date((input.to ?? now).getTime() - 7 * DAY_MS),
            to: input.to ?? now,
          };
    if (!(range.from.getTime() < range.to.getTime())) throw invalid("to", "must be after from");

    const base = statisticsBase(ctx.scope, input.plant_id);
    const [answer] = rowsOf<{ statistics: string }>(
      await ctx.db.execute(statisticsStatement(base, range, now, timeZone)),
    );
    const stats = JSON.parse(answer!.statistics) as StatisticsRow;
    const { now: now_, completed, closed } = stats;
    const categoryRows = stats.by_category;
    const machineRows = stats.by_machine;
    const typeRows = stats.by_type;
    const dayRows = stats.per_day;

    const completedCount = Number(completed?.work_orders ?? 0);
    const top = input.top ?? STATISTICS_TOP_DEFAULT;
    const perDay = new Map(dayRows.map((r) => [r.day, Number(r.n)]));
    const meanHours = completed?.mean_hours == null ? null : round(Number(completed.mean_hours));
    return {
      plant_id: input.plant_id ?? null,
      from: range.from,
      to: range.to,
      time_zone: timeZone,
      counts: {
        pending: Number(now_?.pending ?? 0),
        in_work: Number(now_?.in_work ?? 0),
        open: Number(now_?.pending ?? 0) + Number(now_?.in_work ?? 0),
        overdue: Number(now_?.overdue ?? 0),
        completed: completedCount,
        closed: Number(closed ?? 0),
      },
      mean_hours_to_complete: meanHours,
      labour_hours: round(Number(completed?.labour_hours ?? 0)),
      labour_cost: round(Number(completed?.labour_cost ?? 0)),
      material_cost: round(Number(completed?.material_cost ?? 0)),
      by_category: topGroups(categoryRows, top, "No type"),
      by_machine: topGroups(machineRows, top, "No machine"),
      by_type: MAINTENANCE_TYPES.map((type) => {
        const row = typeRows.find((r) => r.maintenance_type === type);
        const n = Number(row?.work_orders ?? 0);
        return {
          maintenance_type: type,
          work_orders: n,
          share: completedCount === 0 ? 0 : round(n / completedCount, 4),
          labour_hours: round(Number(row?.labour_hours ?? 0)),
        };
      }),
      completed_per_day: daysBetween(range.from, range.to, timeZone).map((date) => ({
        date,
        count: perDay.get(date) ?? 0,
      })),
    };
  });
