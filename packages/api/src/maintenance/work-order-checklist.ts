/** The checklist of a work order: items ticked off, added and removed while the order is not closed. */
import { schema } from "@plantwise/db";
import {
  addChecklistItemInput,
  removeChecklistItemInput,
  toggleChecklistItemInput,
  workOrderTotalsOutput,
} from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { assertEditable, lockWorkOrder } from "./work-order-writes";

const { workOrderChecklist, workOrders } = schema;

function itemNotFound(): AppError {
  return new AppError("NOT_FOUND", "Checklist item not found");
}

async function totalsOf(db: Parameters<typeof lockWorkOrder>[0], id: number, lineId: number | null) {
  const [row] = await db
    .select({
      materials_cost: workOrders.materials_cost,
      labour_hours: workOrders.labour_hours,
      labour_cost: workOrders.labour_cost,
    })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  return {
    id,
    line_id: lineId,
    materials_cost: Number(row!.materials_cost),
    labour_hours: Number(row!.labour_hours),
    labour_cost: Number(row!.labour_cost),
  };
}

export { totalsOf as workOrderTotals };

/** Ticks (or unticks) one item, recording who and when. */
export const toggleChecklistItem = permitted("edit_maintenance")
  .input(toggleChecklistItemInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [item] = await tx
        .update(workOrderChecklist)
        .set(
          input.is_done
            ? { is_done: true, done_by: ctx.user.id, done_at: new Date() }
            : { is_done: false, done_by: null, done_at: null },
        )
        .where(and(eq(workOrderChecklist.id, input.item_id), eq(workOrderChecklist.work_order_id, order.id)))
        .returning({ id: workOrderChecklist.id });
      if (!item) throw itemNotFound();
      return totalsOf(tx, order.id, item.id);
    }),
  );

/** Adds an item at the end of the checklist. */
export const addChecklistItem = permitted("edit_maintenance")
  .input(addChecklistItemInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [item] = await tx
        .insert(workOrderChecklist)
        .values({
          work_order_id: order.id,
          instruction: input.instruction,
          position: sql`(select coalesce(max("c"."position"), 0) + 1 from "work_order_checklist" "c" where "c"."work_order_id" = ${order.id})`,
        })
        .returning({ id: workOrderChecklist.id });
      return totalsOf(tx, order.id, item!.id);
    }),
  );

/** Removes one item. */
export const removeChecklistItem = permitted("edit_maintenance")
  .input(removeChecklistItemInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [item] = await tx
        .delete(workOrderChecklist)
        .where(and(eq(workOrderChecklist.id, input.item_id), eq(workOrderChecklist.work_order_id, order.id)))
        .returning({ id: workOrderChecklist.id });
      if (!item) throw itemNotFound();
      return totalsOf(tx, order.id, null);
    }),
  );
