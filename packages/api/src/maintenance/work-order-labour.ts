/**
 * Labour on a work order: who worked how many hours on which day, at the entry's rate (given, else
 * the order's hourly rate, else the user's). The order's labour hours and cost are recomputed by
 * the same transaction.
 */
import { schema } from "@plantwise/db";
import {
  addWorkOrderCommentInput,
  addWorkOrderLabourInput,
  removeWorkOrderLabourInput,
  workOrderTotalsOutput,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { workOrderTotals } from "./work-order-checklist";
import { assertEditable, checkAssignees, lockWorkOrder, recomputeTotals } from "./work-order-writes";

const { users, workOrderComments, workOrderLabour } = schema;

export const addWorkOrderLabour = permitted("edit_maintenance")
  .input(addWorkOrderLabourInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      // The worker: a user of the plant's company with access to the plant, as an assignee.
      const place = { company_id: order.company_id, plant_id: order.plant_id };
      try {
        await checkAssignees(
          tx,
          { ...place, production_line_id: null, machine_id: null, asset_id: null, equipment_item_id: null },
          {
            user_ids: [input.user_id],
            team_ids: [],
          },
        );
      } catch {
        throw new AppError("BAD_REQUEST", "user_id: No such user with access to this plant", {
          messages: [["user_id: No such user with access to this plant"]],
        });
      }
      let rate = input.hourly_rate ?? (order.hourly_rate === null ? null : Number(order.hourly_rate));
      if (rate === null) {
        const [user] = await tx
          .select({ rate: users.hourly_rate })
          .from(users)
          .where(eq(users.id, input.user_id));
        rate = user?.rate === null || user?.rate === undefined ? 0 : Number(user.rate);
      }
      const [line] = await tx
        .insert(workOrderLabour)
        .values({
          work_order_id: order.id,
          user_id: input.user_id,
          hours: input.hours.toFixed(2),
          hourly_rate: rate.toFixed(2),
          work_date: input.work_date,
          note: input.note ?? null,
          added_by: ctx.user.id,
        })
        .returning({ id: workOrderLabour.id });
      const totals = await recomputeTotals(tx, order.id);
      return { id: order.id, line_id: line!.id, ...totals };
    }),
  );

export const removeWorkOrderLabour = permitted("edit_maintenance")
  .input(removeWorkOrderLabourInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [line] = await tx
        .delete(workOrderLabour)
        .where(and(eq(workOrderLabour.id, input.line_id), eq(workOrderLabour.work_order_id, order.id)))
        .returning({ id: workOrderLabour.id });
      if (!line) throw new AppError("NOT_FOUND", "Labour entry not found");
      const totals = await recomputeTotals(tx, order.id);
      return { id: order.id, line_id: null, ...totals };
    }),
  );

/** A comment on the order; allowed on a closed order too (a remark changes nothing of the work). */
export const addWorkOrderComment = permitted("edit_maintenance")
  .input(addWorkOrderCommentInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      const [comment] = await tx
        .insert(workOrderComments)
        .values({ work_order_id: order.id, user_id: ctx.user.id, body: input.body })
        .returning({ id: workOrderComments.id });
      return workOrderTotals(tx, order.id, comment!.id);
    }),
  );
