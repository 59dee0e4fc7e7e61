/**
 * Recurring work orders: the next occurrence of a weekly, monthly or yearly order is created when
 * the order is completed, or by the ticker when its scheduled start passes without completion —
 * whichever comes first, and once only: the next occurrence names this one in
 * `previous_occurrence_id`, which is unique, and the insert does nothing on that conflict.
 */
import { type Database, rowsOf, schema, type Tx } from "@plantwise/db";
import { followingOccurrenceStart, WorkOrderStatus } from "@plantwise/shared";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { copyAssignees, copyChecklistFresh, recordEvent, workOrderProper } from "./work-order-writes";

const { plants, workOrders } = schema;

/** How many overdue recurring orders one tick handles (the rest on the next tick). */
const TICK_BATCH = 200;

/**
 * Creates the occurrence after `orderId` (pending, start advanced by its recurrence in the plant's
 * time zone, checklist copied fresh, assignees copied). Answers the new id, or null when the order
 * does not recur or its next occurrence already exists.
 */
export async function createNextOccurrence(
  tx: Tx,
  orderId: number,
  userId: number | null,
): Promise<number | null> {
  const [order] = await tx
    .select({ order: workOrders, time_zone: plants.time_zone })
    .from(workOrders)
    .innerJoin(plants, eq(plants.id, workOrders.plant_id))
    .where(eq(workOrders.id, orderId));
  if (!order?.order.recurrence) return null;
  const o = order.order;
  const start = followingOccurrenceStart(o, await seriesOf(tx, o.id), order.time_zone);
  if (!start) return null;
  const shift = start.getTime() - o.scheduled_start.getTime();
  const [created] = await tx
    .insert(workOrders)
    .values({
      company_id: o.company_id,
      plant_id: o.plant_id,
      production_line_id: o.production_line_id,
      machine_id: o.machine_id,
      asset_id: o.asset_id,
      equipment_item_id: o.equipment_item_id,
      work_station_id: o.work_station_id,
      title: o.title,
      description: o.description,
      maintenance_type: o.maintenance_type,
      category_id: o.category_id,
      priority: o.priority,
      status: WorkOrderStatus.PENDING,
      scheduled_start: start,
      due_at: o.due_at ? new Date(o.due_at.getTime() + shift) : null,
      total_minutes: o.total_minutes,
      site_visit_required: o.site_visit_required,
      shipping_method: o.shipping_method,
      hourly_rate: o.hourly_rate,
      parent_id: o.parent_id,
      recurrence: o.recurrence,
      previous_occurrence_id: o.id,
      task_procedure_id: o.task_procedure_id,
      created_by: userId,
    })
    .onConflictDoNothing({ target: workOrders.previous_occurrence_id })
    .returning({ id: workOrders.id });
  if (!created) return null;
  await copyChecklistFresh(tx, o.id, created.id);
  await copyAssignees(tx, o.id, created.id);
  await recordEvent(
    tx,
    created.id,
    "created",
    userId,
    { to: WorkOrderStatus.PENDING },
    `Next occurrence of #${o.id}`,
  );
  return created.id;
}

/**
 * Where `orderId` stands in its series: the first occurrence's start and how many occurrences came
 * before it, walking `previous_occurrence_id` back.
 */
async function seriesOf(tx: Tx, orderId: number): Promise<{ first: Date; index: number }> {
  const rows = rowsOf<{ first_ms: number | string; index: number | string }>(
    await tx.execute(sql`with recursive chain (id, previous, start, depth) as (
        select id, previous_occurrence_id, scheduled_start, 0 from ${workOrders} where id = ${orderId}
        union all
        select w.id, w.previous_occurrence_id, w.scheduled_start, chain.depth + 1
        from ${workOrders} w join chain on w.id = chain.previous
      )
      select extract(epoch from start) * 1000 as first_ms, depth as index
      from chain order by depth desc limit 1`),
  );
  const [root] = rows;
  return { first: new Date(Number(root!.first_ms)), index: Number(root!.index) };
}

/**
 * The ticker's work: every recurring work order whose scheduled start has passed, not completed,
 * with no next occurrence yet, gets it (one transaction each).
 */
export async function createDueOccurrences(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        isNotNull(workOrders.recurrence),
        workOrderProper,
        lt(workOrders.status, WorkOrderStatus.COMPLETED),
        lt(workOrders.scheduled_start, now),
        // Named explicitly: a single-table select leaves its columns unqualified.
        sql`not exists (select 1 from "work_orders" "next" where "next"."previous_occurrence_id" = "work_orders"."id")`,
      ),
    )
    .orderBy(asc(workOrders.scheduled_start), asc(workOrders.id))
    .limit(TICK_BATCH);
  let created = 0;
  for (const { id } of due) {
    const next = await db.transaction((tx) => createNextOccurrence(tx, id, null));
    if (next !== null) created += 1;
  }
  return created;
}
