import { schema } from "@plantwise/db";
import {
  createPmScheduleInput,
  type PmScheduleFields,
  savedRecord,
  updatePmScheduleInput,
} from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { checkPmScheduleReferences, pmScheduleInScope } from "./pm-schedule-rows";

const { pmRunHourSchedules: s } = schema;

function values(input: PmScheduleFields) {
  return {
    plant_id: input.plant_id,
    equipment_item_id: input.equipment_item_id,
    sensor_id: input.sensor_id,
    every_hours: input.every_hours,
    title: input.title,
    description: input.description ?? null,
    category_id: input.category_id ?? null,
    task_procedure_id: input.task_procedure_id ?? null,
    priority: input.priority,
    total_minutes: input.total_minutes,
    is_active: input.is_active,
  };
}

/**
 * maintenance.pmSchedules.create. Without next_due_hours the first order is due one interval from
 * the sensor's run hours now.
 */
export const createPmSchedule = permitted("create_maintenance")
  .input(createPmScheduleInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const refs = await checkPmScheduleReferences(tx, ctx.scope, input);
      const [created] = await tx
        .insert(s)
        .values({
          ...values(input),
          company_id: refs.company_id,
          next_due_hours: input.next_due_hours ?? refs.run_hours + input.every_hours,
          created_by: ctx.user.id,
        })
        .returning({ id: s.id });
      return { id: created!.id };
    }),
  );

/**
 * maintenance.pmSchedules.update. Without next_due_hours the stored one is kept while the sensor
 * stays the same; a new sensor counts from its own run hours now plus one interval.
 */
export const updatePmSchedule = permitted("edit_maintenance")
  .input(updatePmScheduleInput)
  .output(savedRecord)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const where = pmScheduleInScope(ctx.scope, input.id);
      const existing = await firstOr404(
        tx.select({ sensor_id: s.sensor_id, next_due_hours: s.next_due_hours }).from(s).where(where),
        "PM schedule",
      );
      const refs = await checkPmScheduleReferences(tx, ctx.scope, input);
      const nextDue =
        input.next_due_hours ??
        (existing.sensor_id === input.sensor_id
          ? existing.next_due_hours
          : refs.run_hours + input.every_hours);
      await tx
        .update(s)
        .set({
          ...values(input),
          company_id: refs.company_id,
          next_due_hours: nextDue,
          updated_at: new Date(),
        })
        .where(where);
      return { id: input.id };
    }),
  );
