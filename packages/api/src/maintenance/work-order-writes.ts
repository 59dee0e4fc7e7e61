/**
 * What the work order writes share: the checks of the form's references (place, reference data,
 * assignees, parent, alarm links), the row locked for a change, the event log, the checklist copied
 * from a task procedure, and the running totals of parts and labour.
 */
import { type Reader, schema, type Tx } from "@plantwise/db";
import {
  MaintenanceRequestState,
  PlatformRole,
  type WorkOrderFields,
  WorkOrderStatus,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";

const {
  alarmIncidents,
  alarms,
  assets,
  equipmentItems,
  machines,
  plants,
  productionLines,
  roles,
  sensors,
  taskProcedureSteps,
  taskProcedures,
  teams,
  userPlants,
  users,
  waveforms,
  workOrderAssignees,
  workOrderCategories,
  workOrderChecklist,
  workOrderEvents,
  workOrderLabour,
  workOrderParts,
  workOrders,
  workStations,
} = schema;

/** The place columns of a work order, filled upwards from the most specific one given. */
export interface WorkOrderPlace {
  company_id: number;
  plant_id: number;
  production_line_id: number | null;
  machine_id: number | null;
  asset_id: number | null;
  equipment_item_id: number | null;
}

type PlaceInput = Pick<
  WorkOrderFields,
  "plant_id" | "production_line_id" | "machine_id" | "asset_id" | "equipment_item_id"
>;

/** One row of `table` with `id` in the plant (and so in scope), or a 422 naming `field`. */
async function inPlant<T>(rows: PromiseLike<T[]>, field: string, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw invalid(field, `No such ${what} in this plant`);
  return row;
}

/** A given id above the filled one must agree with the hierarchy. */
function agree(field: string, given: number | null | undefined, derived: number | null, what: string) {
  if (given && derived !== null && given !== derived) throw invalid(field, `Does not hold the ${what}`);
}

/**
 * The plant (in the caller's scope) and the place: the most specific of equipment item, asset,
 * machine and production line, with the ones above it filled from the hierarchy. Ids outside the
 * plant or the scope answer 422 naming the field.
 */
export async function resolvePlace(db: Reader, scope: Scope, input: PlaceInput): Promise<WorkOrderPlace> {
  const [plant] = await db
    .select({ id: plants.id, company_id: plants.company_id })
    .from(plants)
    .where(and(eq(plants.id, input.plant_id), inPlantScope(scope, plants.id)));
  if (!plant) throw invalid("plant_id", "No such plant");
  const plantId = plant.id;
  let line = input.production_line_id ?? null;
  let machine = input.machine_id ?? null;
  let asset = input.asset_id ?? null;
  const item = input.equipment_item_id ?? null;
  if (item) {
    const row = await inPlant(
      db
        .select({ asset_id: equipmentItems.asset_id })
        .from(equipmentItems)
        .where(and(eq(equipmentItems.id, item), eq(equipmentItems.plant_id, plantId))),
      "equipment_item_id",
      "equipment item",
    );
    agree("asset_id", asset, row.asset_id, "equipment item");
    asset = row.asset_id ?? asset;
  }
  if (asset) {
    const row = await inPlant(
      db
        .select({ machine_id: assets.machine_id })
        .from(assets)
        .where(and(eq(assets.id, asset), eq(assets.plant_id, plantId))),
      "asset_id",
      "asset",
    );
    agree("machine_id", machine, row.machine_id, "asset");
    machine = row.machine_id ?? machine;
  }
  if (machine) {
    const row = await inPlant(
      db
        .select({ production_line_id: machines.production_line_id })
        .from(machines)
        .where(and(eq(machines.id, machine), eq(machines.plant_id, plantId))),
      "machine_id",
      "machine",
    );
    agree("production_line_id", line, row.production_line_id, "machine");
    line = row.production_line_id ?? line;
  }
  if (line) {
    await inPlant(
      db
        .select({ id: productionLines.id })
        .from(productionLines)
        .where(and(eq(productionLines.id, line), eq(productionLines.plant_id, plantId))),
      "production_line_id",
      "production line",
    );
  }
  if (!item && !asset && !machine && !line) {
    throw invalid("equipment_item_id", "Choose an equipment item, asset, machine or production line");
  }
  return {
    company_id: plant.company_id,
    plant_id: plantId,
    production_line_id: line,
    machine_id: machine,
    asset_id: asset,
    equipment_item_id: item,
  };
}

/** 422 naming `field` unless `id` (when given) is a row of `table` in `plantId`. */
async function assertRefInPlant(
  db: Reader,
  field: string,
  what: string,
  id: number | null | undefined,
  table: PgTable & { id: PgColumn; plant_id: PgColumn },
  plantId: number,
) {
  if (!id) return;
  await inPlant(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.id, id), eq(table.plant_id, plantId))),
    field,
    what,
  );
}

/**
 * The form's other references: work station, type, task procedure, parent order (same plant, not
 * itself), alarm, incident and capture (of the plant's sensors). Each answers 422 naming its field.
 */
export async function checkReferences(db: Reader, input: WorkOrderFields, plantId: number, selfId?: number) {
  await assertRefInPlant(db, "work_station_id", "work station", input.work_station_id, workStations, plantId);
  await assertRefInPlant(
    db,
    "category_id",
    "work order type",
    input.category_id,
    workOrderCategories,
    plantId,
  );
  await assertRefInPlant(
    db,
    "task_procedure_id",
    "task procedure",
    input.task_procedure_id,
    taskProcedures,
    plantId,
  );
  if (input.parent_id && input.parent_id === selfId)
    throw invalid("parent_id", "Cannot be the work order itself");
  await assertRefInPlant(db, "parent_id", "work order", input.parent_id, workOrders, plantId);
  await assertRefInPlant(db, "alarm_id", "alarm", input.alarm_id, alarms, plantId);
  await assertRefInPlant(
    db,
    "alarm_incident_id",
    "alarm incident",
    input.alarm_incident_id,
    alarmIncidents,
    plantId,
  );
  if (input.waveform_id) {
    await inPlant(
      db
        .select({ id: waveforms.id })
        .from(waveforms)
        .innerJoin(sensors, eq(sensors.id, waveforms.sensor_id))
        .where(and(eq(waveforms.id, input.waveform_id), eq(sensors.plant_id, plantId))),
      "waveform_id",
      "capture",
    );
  }
}

/**
 * Assignees must be users or teams of the plant's company with access to the plant: a user
 * through their plants (or a corporate role, which reaches every plant of the company), a team of
 * the company that is not tied to another plant.
 */
export async function checkAssignees(
  db: Reader,
  place: WorkOrderPlace,
  assignees: WorkOrderFields["assignees"],
) {
  const userIds = [...new Set(assignees.user_ids)];
  const teamIds = [...new Set(assignees.team_ids)];
  if (userIds.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(
        and(
          inArray(users.id, userIds),
          eq(users.company_id, place.company_id),
          or(
            eq(roles.platform_role, PlatformRole.CORPORATE),
            sql`exists (select 1 from ${userPlants} where ${userPlants.user_id} = ${users.id} and ${userPlants.plant_id} = ${place.plant_id})`,
          ),
        ),
      );
    if (found.length !== userIds.length) {
      throw invalid(
        "assignees.user_ids",
        "A user is not of this plant's company or has no access to the plant",
      );
    }
  }
  if (teamIds.length > 0) {
    const found = await db
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          inArray(teams.id, teamIds),
          eq(teams.company_id, place.company_id),
          or(isNull(teams.plant_id), eq(teams.plant_id, place.plant_id)),
        ),
      );
    if (found.length !== teamIds.length) {
      throw invalid(
        "assignees.team_ids",
        "A team is not of this plant's company or has no access to the plant",
      );
    }
  }
  return { userIds, teamIds };
}

/** Replaces the order's assignees. */
export async function saveAssignees(tx: Tx, workOrderId: number, userIds: number[], teamIds: number[]) {
  await tx.delete(workOrderAssignees).where(eq(workOrderAssignees.work_order_id, workOrderId));
  const rows = [
    ...userIds.map((user_id) => ({ work_order_id: workOrderId, user_id })),
    ...teamIds.map((team_id) => ({ work_order_id: workOrderId, team_id })),
  ];
  if (rows.length > 0) await tx.insert(workOrderAssignees).values(rows);
}

/** Copies another order's assignees (a next occurrence keeps who does the work). */
export async function copyAssignees(tx: Tx, fromId: number, toId: number) {
  const rows = await tx
    .select({ user_id: workOrderAssignees.user_id, team_id: workOrderAssignees.team_id })
    .from(workOrderAssignees)
    .where(eq(workOrderAssignees.work_order_id, fromId));
  if (rows.length > 0)
    await tx.insert(workOrderAssignees).values(rows.map((r) => ({ ...r, work_order_id: toId })));
}

/** Replaces the checklist with the task procedure's steps, none ticked. */
export async function copyProcedureSteps(tx: Tx, workOrderId: number, taskProcedureId: number | null) {
  await tx.delete(workOrderChecklist).where(eq(workOrderChecklist.work_order_id, workOrderId));
  if (!taskProcedureId) return;
  const steps = await tx
    .select({ position: taskProcedureSteps.position, instruction: taskProcedureSteps.instruction })
    .from(taskProcedureSteps)
    .where(eq(taskProcedureSteps.task_procedure_id, taskProcedureId))
    .orderBy(asc(taskProcedureSteps.position));
  if (steps.length > 0) {
    await tx.insert(workOrderChecklist).values(steps.map((s) => ({ ...s, work_order_id: workOrderId })));
  }
}

/** Copies another order's checklist, none ticked (a fresh occurrence). */
export async function copyChecklistFresh(tx: Tx, fromId: number, toId: number) {
  const items = await tx
    .select({ position: workOrderChecklist.position, instruction: workOrderChecklist.instruction })
    .from(workOrderChecklist)
    .where(eq(workOrderChecklist.work_order_id, fromId))
    .orderBy(asc(workOrderChecklist.position), asc(workOrderChecklist.id));
  if (items.length > 0) {
    await tx.insert(workOrderChecklist).values(items.map((i) => ({ ...i, work_order_id: toId })));
  }
}

export type WorkOrderEventAction =
  | "created"
  | "requested"
  | "converted"
  | "rejected"
  | "take"
  | "complete"
  | "close"
  | "unlock"
  | "edited";

/** One row of the order's history. */
export async function recordEvent(
  tx: Tx,
  workOrderId: number,
  action: WorkOrderEventAction,
  userId: number | null,
  status: { from?: number | null; to?: number | null } = {},
  note: string | null = null,
) {
  await tx.insert(workOrderEvents).values({
    work_order_id: workOrderId,
    action,
    from_status: status.from ?? null,
    to_status: status.to ?? null,
    user_id: userId,
    note,
  });
}

/** The columns a write reads of the order it changes. */
const lockedColumns = {
  id: workOrders.id,
  company_id: workOrders.company_id,
  plant_id: workOrders.plant_id,
  status: workOrders.status,
  request_state: workOrders.request_state,
  title: workOrders.title,
  scheduled_start: workOrders.scheduled_start,
  recurrence: workOrders.recurrence,
  task_procedure_id: workOrders.task_procedure_id,
  hourly_rate: workOrders.hourly_rate,
  requested_by: workOrders.requested_by,
};
export type LockedWorkOrder = {
  id: number;
  company_id: number;
  plant_id: number;
  status: number;
  request_state: number | null;
  title: string;
  scheduled_start: Date;
  recurrence: string | null;
  task_procedure_id: number | null;
  hourly_rate: string | null;
  requested_by: number | null;
};

/** Work orders (not pending or rejected requests) — what the work order writes act on. */
export const workOrderProper: SQL = or(
  isNull(workOrders.request_state),
  eq(workOrders.request_state, MaintenanceRequestState.CONVERTED),
)!;

/**
 * The orders `ids` in scope, locked for the transaction (`for update`, in id order so two writers
 * never deadlock). `kind` "order" reads work orders only, "request" pending requests only.
 */
export async function lockWorkOrders(
  tx: Tx,
  scope: Scope,
  ids: readonly number[],
  kind: "order" | "request" | "any" = "order",
): Promise<LockedWorkOrder[]> {
  if (ids.length === 0) return [];
  return tx
    .select(lockedColumns)
    .from(workOrders)
    .where(
      and(
        inArray(workOrders.id, [...ids]),
        inPlantScope(scope, workOrders.plant_id),
        kind === "order"
          ? workOrderProper
          : kind === "request"
            ? eq(workOrders.request_state, MaintenanceRequestState.PENDING)
            : undefined,
      ),
    )
    .orderBy(asc(workOrders.id))
    .for("update");
}

/** The one order `id` in scope, locked; 404 outside the scope. */
export async function lockWorkOrder(
  tx: Tx,
  scope: Scope,
  id: number,
  kind: "order" | "request" | "any" = "order",
): Promise<LockedWorkOrder> {
  const [row] = await lockWorkOrders(tx, scope, [id], kind);
  if (!row)
    throw new AppError("NOT_FOUND", kind === "request" ? "Request not found" : "Work order not found");
  return row;
}

/** A closed order is locked against edits until it is unlocked (reopened). */
export function assertEditable(order: Pick<LockedWorkOrder, "status">) {
  if (order.status === WorkOrderStatus.CLOSED) {
    throw new AppError("CONFLICT", "This work order is closed; unlock it before changing it");
  }
}

/** Recomputes materials_cost, labour_hours and labour_cost from the order's parts and labour. */
export async function recomputeTotals(tx: Tx, workOrderId: number) {
  const [totals] = await tx
    .select({
      materials: sql<string>`coalesce((select sum(${workOrderParts.quantity} * ${workOrderParts.unit_cost}) from ${workOrderParts} where ${workOrderParts.work_order_id} = ${workOrderId}), 0)`,
      hours: sql<string>`coalesce((select sum(${workOrderLabour.hours}) from ${workOrderLabour} where ${workOrderLabour.work_order_id} = ${workOrderId}), 0)`,
      labour: sql<string>`coalesce((select sum(${workOrderLabour.hours} * ${workOrderLabour.hourly_rate}) from ${workOrderLabour} where ${workOrderLabour.work_order_id} = ${workOrderId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  const values = {
    materials_cost: Number(totals!.materials).toFixed(2),
    labour_hours: Number(totals!.hours).toFixed(2),
    labour_cost: Number(totals!.labour).toFixed(2),
  };
  await tx
    .update(workOrders)
    .set({ ...values, updated_at: new Date() })
    .where(eq(workOrders.id, workOrderId));
  return {
    materials_cost: Number(values.materials_cost),
    labour_hours: Number(values.labour_hours),
    labour_cost: Number(values.labour_cost),
  };
}
