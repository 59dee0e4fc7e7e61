/**
 * Preventive maintenance on run hours: for every active schedule whose sensor's run hours have
 * reached next_due_hours, a PM work order is created from the schedule's template and the schedule
 * moves on, both in one transaction.
 *
 * - The order carries pm_schedule_id and pm_due_hours (the next_due_hours it was due at); the
 *   unique index on the pair means one occurrence is created once only, whoever runs the check.
 * - The schedule's advance is guarded by the next_due_hours it read: a concurrent check that got
 *   there first leaves nothing to update, and this one rolls back (no second order, no double step).
 * - When the hours jumped past several intervals at once (a sensor offline for days, a manual
 *   correction), ONE order is created, for the due that was reached, and next_due_hours moves to
 *   the first multiple of every_hours (counted from the old due) above the run hours now. Several
 *   identical orders for the same service would only be closed unworked; the grid of multiples is
 *   kept so the service stays at the hours the schedule was planned on.
 * - The order starts now (scheduled_start), pending, with the template's type, priority and total
 *   time, on the schedule's item (its asset, machine and line filled in from the hierarchy), and the
 *   task procedure's steps copied into its checklist.
 *
 * Runs as a ticker of the job runner (jobs.ts) and right after run hours were accumulated for
 * given sensors (`checkPmSchedulesOfSensors`).
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import { WorkOrderStatus } from "@plantwise/shared";
import { and, asc, eq, gte, inArray, type SQL } from "drizzle-orm";

const {
  assets,
  equipmentItems,
  machines,
  pmRunHourSchedules: s,
  sensors,
  taskProcedureSteps,
  workOrderChecklist,
} = schema;
const { workOrderEvents, workOrders } = schema;

/** Schedules examined per check; the rest are still due and come in the next one. */
const SCHEDULES_PER_CHECK = 200;

/** The next due after `runHours`: the first multiple of `every` past `due` that is above it. */
export function nextDueAfter(due: number, every: number, runHours: number): number {
  if (runHours < due) return due;
  const steps = Math.floor((runHours - due) / every) + 1;
  return due + steps * every;
}

interface DueSchedule {
  id: number;
  company_id: number;
  plant_id: number;
  equipment_item_id: number;
  every_hours: number;
  next_due_hours: number;
  run_hours: number;
  title: string;
  description: string | null;
  category_id: number | null;
  task_procedure_id: number | null;
  priority: number;
  total_minutes: number;
  created_by: number | null;
}

class ScheduleMoved extends Error {}

async function createOccurrence(tx: Tx, schedule: DueSchedule, now: Date): Promise<number | null> {
  const [place] = await tx
    .select({
      asset_id: equipmentItems.asset_id,
      machine_id: assets.machine_id,
      line_id: machines.production_line_id,
    })
    .from(equipmentItems)
    .leftJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .leftJoin(machines, eq(machines.id, assets.machine_id))
    .where(eq(equipmentItems.id, schedule.equipment_item_id));
  const [order] = await tx
    .insert(workOrders)
    .values({
      company_id: schedule.company_id,
      plant_id: schedule.plant_id,
      production_line_id: place?.line_id ?? null,
      machine_id: place?.machine_id ?? null,
      asset_id: place?.asset_id ?? null,
      equipment_item_id: schedule.equipment_item_id,
      title: schedule.title,
      description: schedule.description,
      maintenance_type: "pm",
      category_id: schedule.category_id,
      priority: schedule.priority,
      status: WorkOrderStatus.PENDING,
      scheduled_start: now,
      total_minutes: schedule.total_minutes,
      pm_schedule_id: schedule.id,
      pm_due_hours: schedule.next_due_hours,
      task_procedure_id: schedule.task_procedure_id,
      created_by: schedule.created_by,
    })
    .onConflictDoNothing()
    .returning({ id: workOrders.id });
  if (!order) return null;
  if (schedule.task_procedure_id) {
    const steps = await tx
      .select({ position: taskProcedureSteps.position, instruction: taskProcedureSteps.instruction })
      .from(taskProcedureSteps)
      .where(eq(taskProcedureSteps.task_procedure_id, schedule.task_procedure_id))
      .orderBy(asc(taskProcedureSteps.position));
    if (steps.length > 0) {
      await tx.insert(workOrderChecklist).values(
        steps.map((step, i) => ({
          work_order_id: order.id,
          position: i + 1,
          instruction: step.instruction,
        })),
      );
    }
  }
  await tx.insert(workOrderEvents).values({
    work_order_id: order.id,
    action: "created",
    to_status: WorkOrderStatus.PENDING,
    note: `Preventive maintenance due at ${schedule.next_due_hours} run hours`,
  });
  return order.id;
}

/**
 * Creates the PM orders that have come due (of the given sensors only, when named) and advances
 * their schedules. Answers the ids of the orders created.
 */
export async function createDuePmWorkOrders(
  db: Database,
  now: Date = new Date(),
  sensorIds?: readonly number[],
): Promise<number[]> {
  if (sensorIds && sensorIds.length === 0) return [];
  const where: SQL | undefined = and(
    eq(s.is_active, true),
    gte(sensors.run_hours, s.next_due_hours),
    sensorIds ? inArray(s.sensor_id, [...sensorIds]) : undefined,
  );
  const due: DueSchedule[] = await db
    .select({
      id: s.id,
      company_id: s.company_id,
      plant_id: s.plant_id,
      equipment_item_id: s.equipment_item_id,
      every_hours: s.every_hours,
      next_due_hours: s.next_due_hours,
      run_hours: sensors.run_hours,
      title: s.title,
      description: s.description,
      category_id: s.category_id,
      task_procedure_id: s.task_procedure_id,
      priority: s.priority,
      total_minutes: s.total_minutes,
      created_by: s.created_by,
    })
    .from(s)
    .innerJoin(sensors, eq(sensors.id, s.sensor_id))
    .where(where)
    .orderBy(asc(s.id))
    .limit(SCHEDULES_PER_CHECK);
  const created: number[] = [];
  for (const schedule of due) {
    try {
      const id = await db.transaction(async (tx) => {
        const orderId = await createOccurrence(tx, schedule, now);
        const moved = await tx
          .update(s)
          .set({
            next_due_hours: nextDueAfter(schedule.next_due_hours, schedule.every_hours, schedule.run_hours),
            updated_at: now,
          })
          .where(and(eq(s.id, schedule.id), eq(s.next_due_hours, schedule.next_due_hours)))
          .returning({ id: s.id });
        if (moved.length === 0) throw new ScheduleMoved();
        return orderId;
      });
      if (id !== null) created.push(id);
    } catch (error) {
      // Another check advanced this schedule first: its order is there, nothing to do.
      if (error instanceof ScheduleMoved) continue;
      // One broken schedule must not hold up the others; it is tried again on the next check.
      console.error(`[maintenance] PM schedule ${schedule.id} failed`, error);
    }
  }
  return created;
}

/** After run hours of these sensors changed: their schedules' due orders, at once. */
export function checkPmSchedulesOfSensors(db: Database, sensorIds: readonly number[]): Promise<number[]> {
  return createDuePmWorkOrders(db, new Date(), sensorIds);
}
