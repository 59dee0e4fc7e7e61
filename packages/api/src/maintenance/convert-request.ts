import { schema } from "@plantwise/db";
import {
  convertRequestInput,
  MaintenanceRequestState,
  savedRecord,
  WorkOrderStatus,
  workOrderFields,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { AppError, validationFailed } from "../errors";
import { permitted } from "../trpc";
import { notifyRequester } from "./request-notify";
import { checkWorkOrderForm, userHourlyRate, workOrderValues } from "./save-work-order";
import { copyProcedureSteps, lockWorkOrder, recordEvent, saveAssignees } from "./work-order-writes";

const { workOrders } = schema;

/**
 * POST /maintenance/requests/{id}: a pending request becomes a work order with the fields given
 * (scheduled start, assignees, type, …; anything not given keeps the request's value), checked as
 * the work order form is. The requester is told, in their language.
 */
export const convertRequest = permitted("create_maintenance")
  .input(convertRequestInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction(async (tx) => {
      const locked = await lockWorkOrder(tx, ctx.scope, input.id, "request");
      const [request] = await tx.select().from(workOrders).where(eq(workOrders.id, locked.id));
      const { id: _id, ...given } = input;
      const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      const merged = workOrderFields.safeParse({
        plant_id: request!.plant_id,
        production_line_id: request!.production_line_id,
        machine_id: request!.machine_id,
        asset_id: request!.asset_id,
        equipment_item_id: request!.equipment_item_id,
        title: request!.title,
        description: request!.description,
        maintenance_type: request!.maintenance_type,
        priority: request!.priority,
        scheduled_start: request!.scheduled_start,
        total_minutes: request!.total_minutes,
        ...defined,
      });
      if (!merged.success) throw validationFailed(merged.error);
      const fields = merged.data;
      if (fields.plant_id !== request!.plant_id) {
        throw new AppError("BAD_REQUEST", "plant_id: A request cannot move to another plant", {
          messages: [["plant_id: A request cannot move to another plant"]],
        });
      }
      const { place, assignees } = await checkWorkOrderForm(tx, ctx.scope, fields, locked.id);
      const values = workOrderValues(fields, place);
      const now = new Date();
      await tx
        .update(workOrders)
        .set({
          ...values,
          hourly_rate: values.hourly_rate ?? (await userHourlyRate(tx, ctx.user.id)),
          status: WorkOrderStatus.PENDING,
          request_state: MaintenanceRequestState.CONVERTED,
          decided_by: ctx.user.id,
          decided_at: now,
          updated_at: now,
        })
        .where(eq(workOrders.id, locked.id));
      await saveAssignees(tx, locked.id, assignees.userIds, assignees.teamIds);
      await copyProcedureSteps(tx, locked.id, values.task_procedure_id);
      await recordEvent(tx, locked.id, "converted", ctx.user.id, {
        from: locked.status,
        to: WorkOrderStatus.PENDING,
      });
      await notifyRequester(tx, { ...locked, title: fields.title }, "converted", ctx.user.id);
    });
    return { id: input.id };
  });
