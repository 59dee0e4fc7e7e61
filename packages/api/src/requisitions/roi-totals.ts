/**
 * The ROI of work done, summed from the rows (docs/decisions.md, "ROI of work done"). For a place
 * (a plant, production line, machine or asset) over a period:
 *
 * - savings = Σ cost_savings of the work orders completed in the period (status completed or
 *   closed, completed_at in it; pending and rejected requests are no work orders) + Σ cost_savings
 *   of the requisitions completed in it (status completed, completed_at in it);
 * - cost = Σ (materials_cost + labour_cost) of those work orders + Σ cost of those requisitions;
 * - then shared `roiFigures`: net = savings − cost, ROI % = net / cost × 100 (null at zero cost).
 *
 * A work order or requisition belongs to the place whose id it carries (its plant_id,
 * production_line_id, machine_id and asset_id, copied from its item on write), so the sums need no
 * joins. Both ends of the period are included.
 */
import { type Database, type Reader, schema, type Tx } from "@plantwise/db";
import {
  addRoiTotals,
  MaintenanceRequestState,
  RequisitionStatus,
  type RoiFigures,
  type RoiTotals,
  roiFigures,
  WorkOrderStatus,
} from "@plantwise/shared";
import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const { requisitions, workOrders } = schema;

/** The place columns work orders and requisitions both carry. */
export type PlaceKey = "plant_id" | "production_line_id" | "machine_id" | "asset_id";
export type PlaceColumns = Record<PlaceKey, PgColumn>;
/** Narrows either table by its place columns (scope, plant, line…); undefined: no narrowing. */
export type PlaceFilter = (columns: PlaceColumns) => SQL | undefined;

export interface Period {
  from: Date;
  to: Date;
}

/** What a place saved and spent, and how many completed work orders and requisitions it comes from. */
export interface WorkDone extends RoiTotals {
  work_orders: number;
  requisitions: number;
}

export type WorkDoneFigures = RoiFigures & { work_orders: number; requisitions: number };

const NOTHING_DONE: WorkDone = { savings: 0, cost: 0, work_orders: 0, requisitions: 0 };

function within(column: PgColumn, period: Period): SQL | undefined {
  return and(
    gte(column, sql`${period.from.toISOString()}::timestamptz`),
    lte(column, sql`${period.to.toISOString()}::timestamptz`),
  );
}

/** Work orders completed (or completed and closed since) in the period; never a request. */
function completedWorkOrders(period: Period): SQL | undefined {
  return and(
    or(isNull(workOrders.request_state), eq(workOrders.request_state, MaintenanceRequestState.CONVERTED)),
    inArray(workOrders.status, [WorkOrderStatus.COMPLETED, WorkOrderStatus.CLOSED]),
    within(workOrders.completed_at, period),
  );
}

function completedRequisitions(period: Period): SQL | undefined {
  return and(eq(requisitions.status, RequisitionStatus.COMPLETED), within(requisitions.completed_at, period));
}

interface SumRow {
  kind: "work_orders" | "requisitions";
  id: number | null;
  n: number;
  savings: string | number;
  cost: string | number;
}

/**
 * The work done in the period, per place of `key` (rows carrying no such place are left out),
 * over the rows `filter` lets through. No scope of its own: the filter is the caller's scope.
 */
export async function workDoneBy(
  db: Reader,
  key: PlaceKey,
  filter: PlaceFilter,
  period: Period,
): Promise<Map<number, WorkDone>> {
  // One statement: the work orders' sums, then the requisitions'.
  const rows: SumRow[] = await db
    .select({
      kind: sql<SumRow["kind"]>`'work_orders'`,
      id: sql<number | null>`${workOrders[key]}`,
      n: sql<number>`count(*)::int`,
      savings: sql<string>`coalesce(sum(${workOrders.cost_savings}), 0)`,
      cost: sql<string>`coalesce(sum(${workOrders.materials_cost} + ${workOrders.labour_cost}), 0)`,
    })
    .from(workOrders)
    .where(and(filter(workOrders), completedWorkOrders(period)))
    .groupBy(workOrders[key])
    .unionAll(
      db
        .select({
          kind: sql<SumRow["kind"]>`'requisitions'`,
          id: sql<number | null>`${requisitions[key]}`,
          n: sql<number>`count(*)::int`,
          savings: sql<string>`coalesce(sum(${requisitions.cost_savings}), 0)`,
          cost: sql<string>`coalesce(sum(${requisitions.cost}), 0)`,
        })
        .from(requisitions)
        .where(and(filter(requisitions), completedRequisitions(period)))
        .groupBy(requisitions[key]),
    );

  const done = new Map<number, WorkDone>();
  for (const row of rows) {
    if (row.id === null) continue;
    const sum = done.get(Number(row.id)) ?? { ...NOTHING_DONE };
    sum.savings += Number(row.savings);
    sum.cost += Number(row.cost);
    sum[row.kind] += Number(row.n);
    done.set(Number(row.id), sum);
  }
  return done;
}

/** The shared `roiFigures` of some work done (of none: zeros, no ROI %), with its counts. */
export function workDoneFigures(parts: readonly (WorkDone | undefined)[]): WorkDoneFigures {
  const done = parts.filter((p): p is WorkDone => p !== undefined);
  return {
    ...roiFigures(addRoiTotals(done)),
    work_orders: done.reduce((n, p) => n + p.work_orders, 0),
    requisitions: done.reduce((n, p) => n + p.requisitions, 0),
  };
}

/** Largest net first, then by name (places with nothing done, all at 0, by name). */
export function byNetThenName(a: { net: number; name: string }, b: { net: number; name: string }): number {
  return b.net - a.net || a.name.localeCompare(b.name);
}

/**
 * The ROI of the work done in the given plants between `from` and `to` (both included), as the
 * ROI one-pager and the success dashboard show it. Unscoped: the caller has already kept
 * `plantIds` inside its own scope, and this reads whatever plants it is given.
 */
export async function plantRoi(
  db: Database | Tx,
  plantIds: number[],
  from: Date,
  to: Date,
): Promise<RoiFigures & { work_orders: number; requisitions: number }> {
  if (plantIds.length === 0) return workDoneFigures([]);
  const done = await workDoneBy(db, "plant_id", (t) => inArray(t.plant_id, plantIds), { from, to });
  return workDoneFigures([...done.values()]);
}
