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
 */
import { schema } from "@plantwise/db";
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
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { isWorkOrder, overdueSql } from "./work-order-query";

const { machines, plants, workOrderCategories, workOrders } = schema;

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

const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

export const getMaintenanceStatistics = permitted("view_maintenance")
  .input(maintenanceStatisticsInput)
  .output(maintenanceStatistics)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    let plantZone: string | null = null;
    if (input.plant_id) {
      const plant = await firstOr404(
        ctx.db
          .select({ time_zone: plants.time_zone })
          .from(plants)
          .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id))),
        "Plant",
      );
      plantZone = plant.time_zone;
    }
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
    const fromIso = range.from.toISOString();
    const toIso = range.to.toISOString();
    const completedIn = and(
      base,
      gte(workOrders.completed_at, sql`${fromIso}::timestamptz`),
      lte(workOrders.completed_at, sql`${toIso}::timestamptz`),
    );
    const open = sql`${workOrders.status} in (${WorkOrderStatus.PENDING}, ${WorkOrderStatus.IN_WORK})`;
    const hoursToComplete = sql`greatest(0, extract(epoch from (${workOrders.completed_at} - coalesce(${workOrders.started_at}, ${workOrders.scheduled_start}))) / 3600.0)`;
    const costs = {
      work_orders: sql<number>`count(*)::int`,
      labour_hours: sumOf(workOrders.labour_hours),
      labour_cost: sumOf(workOrders.labour_cost),
      material_cost: sumOf(workOrders.materials_cost),
    };
    const dayKey = sql<string>`to_char(${workOrders.completed_at} at time zone ${timeZone}, 'YYYY-MM-DD')`;

    const [[now_], [completed], [closed], categoryRows, machineRows, typeRows, dayRows] = await Promise.all([
      ctx.db
        .select({
          pending: sql<number>`count(*) filter (where ${workOrders.status} = ${WorkOrderStatus.PENDING})::int`,
          in_work: sql<number>`count(*) filter (where ${workOrders.status} = ${WorkOrderStatus.IN_WORK})::int`,
          overdue: sql<number>`count(*) filter (where ${overdueSql(now)})::int`,
        })
        .from(workOrders)
        .where(and(base, open)),
      ctx.db
        .select({ ...costs, mean_hours: sql<string | null>`avg(${hoursToComplete})::float8` })
        .from(workOrders)
        .where(completedIn),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(workOrders)
        .where(
          and(
            base,
            gte(workOrders.closed_at, sql`${fromIso}::timestamptz`),
            lte(workOrders.closed_at, sql`${toIso}::timestamptz`),
          ),
        ),
      ctx.db
        .select({ id: workOrders.category_id, name: workOrderCategories.name, ...costs })
        .from(workOrders)
        .leftJoin(workOrderCategories, eq(workOrderCategories.id, workOrders.category_id))
        .where(completedIn)
        .groupBy(workOrders.category_id, workOrderCategories.name),
      ctx.db
        .select({ id: workOrders.machine_id, name: machines.name, ...costs })
        .from(workOrders)
        .leftJoin(machines, eq(machines.id, workOrders.machine_id))
        .where(completedIn)
        .groupBy(workOrders.machine_id, machines.name),
      ctx.db
        .select({ maintenance_type: workOrders.maintenance_type, ...costs })
        .from(workOrders)
        .where(completedIn)
        .groupBy(workOrders.maintenance_type),
      ctx.db
        .select({ day: dayKey, n: sql<number>`count(*)::int` })
        .from(workOrders)
        .where(completedIn)
        // By position: the zone is a parameter, and a second copy of it would not match the select's.
        .groupBy(sql`1`)
        .orderBy(sql`1`),
    ]);

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
        closed: Number(closed?.n ?? 0),
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
