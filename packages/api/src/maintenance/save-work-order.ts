import { schema, type Tx } from "@plantwise/db";
import {
  createWorkOrderInput,
  nextOccurrenceStart,
  savedRecord,
  updateWorkOrderInput,
  type WorkOrderFields,
  WorkOrderStatus,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { invalid } from "../lib/fields";
import { permitted } from "../trpc";
import {
  assertEditable,
  checkAssignees,
  checkReferences,
  copyProcedureSteps,
  lockWorkOrder,
  recordEvent,
  resolvePlace,
  saveAssignees,
  type WorkOrderPlace,
} from "./work-order-writes";

const { users, workOrders } = schema;

/** A recurrence needs a next date from the scheduled start; 422 naming `recurrence` otherwise. */
export function assertRecurrence(input: Pick<WorkOrderFields, "recurrence" | "scheduled_start">) {
  if (!input.recurrence) return;
  if (nextOccurrenceStart(input.scheduled_start, input.recurrence) === null) {
    throw invalid("recurrence", "A recurrence with no next date: set a scheduled start it can repeat from");
  }
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));

/** The form's columns, as written by create and update (place and plant come from `resolvePlace`). */
export function workOrderValues(input: WorkOrderFields, place: WorkOrderPlace) {
  return {
    ...place,
    work_station_id: input.work_station_id ?? null,
    title: input.title,
    description: input.description ?? null,
    maintenance_type: input.maintenance_type,
    category_id: input.category_id ?? null,
    priority: input.priority,
    scheduled_start: input.scheduled_start,
    due_at: input.due_at ?? null,
    total_minutes: input.total_minutes,
    site_visit_required: input.site_visit_required,
    shipping_method: input.shipping_method ?? null,
    expected_receive_date: input.expected_receive_date ?? null,
    extended_work_date: input.extended_work_date ?? null,
    hourly_rate: money(input.hourly_rate),
    parent_id: input.parent_id ?? null,
    recurrence: input.recurrence ?? null,
    task_procedure_id: input.task_procedure_id ?? null,
    cost_savings: money(input.cost_savings),
    alarm_id: input.alarm_id ?? null,
    alarm_incident_id: input.alarm_incident_id ?? null,
    waveform_id: input.waveform_id ?? null,
    completion_notes: input.completion_notes ?? null,
  };
}

/** Every check of the form, in the transaction: the place, the references, the assignees, the recurrence. */
export async function checkWorkOrderForm(tx: Tx, scope: Scope, input: WorkOrderFields, selfId?: number) {
  assertRecurrence(input);
  const place = await resolvePlace(tx, scope, input);
  await checkReferences(tx, input, place.plant_id, selfId);
  const assignees = await checkAssignees(tx, place, input.assignees);
  return { place, assignees };
}

/** The creating user's hourly rate: the default of a new order's rate. */
export async function userHourlyRate(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx.select({ rate: users.hourly_rate }).from(users).where(eq(users.id, userId));
  return row?.rate ?? null;
}

/** POST /maintenance, /work-orders: a pending work order. */
export const createWorkOrder = permitted("create_maintenance")
  .input(createWorkOrderInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const { place, assignees } = await checkWorkOrderForm(tx, ctx.scope, input);
      const values = workOrderValues(input, place);
      const [created] = await tx
        .insert(workOrders)
        .values({
          ...values,
          hourly_rate: values.hourly_rate ?? (await userHourlyRate(tx, ctx.user.id)),
          status: WorkOrderStatus.PENDING,
          created_by: ctx.user.id,
        })
        .returning({ id: workOrders.id });
      const orderId = created!.id;
      await saveAssignees(tx, orderId, assignees.userIds, assignees.teamIds);
      await copyProcedureSteps(tx, orderId, values.task_procedure_id);
      await recordEvent(tx, orderId, "created", ctx.user.id, { to: WorkOrderStatus.PENDING });
      return orderId;
    });
    return { id };
  });

/** PUT /maintenance/{id}, /work-orders/{id}: the whole form; a closed order answers 409 until unlocked. */
export const updateWorkOrder = permitted("edit_maintenance")
  .input(updateWorkOrderInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      if (input.plant_id !== order.plant_id) {
        throw invalid("plant_id", "A work order cannot move to another plant");
      }
      const { place, assignees } = await checkWorkOrderForm(tx, ctx.scope, input, order.id);
      const values = workOrderValues(input, place);
      await tx
        .update(workOrders)
        .set({ ...values, updated_at: new Date() })
        .where(eq(workOrders.id, order.id));
      await saveAssignees(tx, order.id, assignees.userIds, assignees.teamIds);
      // A pending order's checklist follows its task procedure; once work started it is kept.
      if (values.task_procedure_id !== order.task_procedure_id && order.status === WorkOrderStatus.PENDING) {
        await copyProcedureSteps(tx, order.id, values.task_procedure_id);
      }
      await recordEvent(tx, order.id, "edited", ctx.user.id, { from: order.status, to: order.status });
    });
    return { id: input.id };
  });
