/**
 * Parts used on a work order: taken out of a store room's stock in the same transaction (never
 * below zero: 422 naming quantity), at the part's unit cost then; removing a line puts the quantity
 * back. The order's materials cost is recomputed by the same transaction.
 */
import { schema, type Tx } from "@plantwise/db";
import { addWorkOrderPartInput, removeWorkOrderPartInput, workOrderTotalsOutput } from "@plantwise/shared";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { permitted } from "../trpc";
import { assertEditable, lockWorkOrder, recomputeTotals } from "./work-order-writes";

const { miscPartStock, miscParts, storeRooms, workOrderParts } = schema;

/** "12.5" for 12.500 and "3" for 3.000: stock as people write it. */
function quantityText(q: number): string {
  return String(Number(q.toFixed(3)));
}

/** Puts `quantity` of a part back into a store room's stock. */
export async function returnToStock(tx: Tx, partId: number, storeRoomId: number, quantity: string) {
  await tx
    .insert(miscPartStock)
    .values({ part_id: partId, store_room_id: storeRoomId, quantity })
    .onConflictDoUpdate({
      target: [miscPartStock.part_id, miscPartStock.store_room_id],
      set: { quantity: sql`${miscPartStock.quantity} + excluded.quantity`, updated_at: new Date() },
    });
}

/** Returns every part line of an order to stock (the order is being deleted). */
export async function returnAllParts(tx: Tx, workOrderId: number) {
  const lines = await tx
    .select({
      part_id: workOrderParts.part_id,
      store_room_id: workOrderParts.store_room_id,
      quantity: workOrderParts.quantity,
    })
    .from(workOrderParts)
    .where(eq(workOrderParts.work_order_id, workOrderId))
    .orderBy(workOrderParts.part_id, workOrderParts.store_room_id);
  for (const line of lines) await returnToStock(tx, line.part_id, line.store_room_id, line.quantity);
}

/** Takes a part out of a store room for the order. */
export const addWorkOrderPart = permitted("edit_maintenance")
  .input(addWorkOrderPartInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [part] = await tx
        .select({ id: miscParts.id, unit_cost: miscParts.unit_cost })
        .from(miscParts)
        .where(and(eq(miscParts.id, input.part_id), eq(miscParts.plant_id, order.plant_id)));
      if (!part) throw invalid("part_id", "No such part in this plant");
      const [room] = await tx
        .select({ id: storeRooms.id, name: storeRooms.name })
        .from(storeRooms)
        .where(and(eq(storeRooms.id, input.store_room_id), eq(storeRooms.plant_id, order.plant_id)));
      if (!room) throw invalid("store_room_id", "No such store room in this plant");
      const [stock] = await tx
        .select({ quantity: miscPartStock.quantity })
        .from(miscPartStock)
        .where(and(eq(miscPartStock.part_id, part.id), eq(miscPartStock.store_room_id, room.id)))
        .for("update");
      const inStock = Number(stock?.quantity ?? 0);
      const quantity = Number(input.quantity.toFixed(3));
      if (quantity <= 0) throw invalid("quantity", "Must be more than 0");
      if (quantity > inStock) {
        throw invalid("quantity", `Only ${quantityText(inStock)} in stock in ${room.name}`);
      }
      await tx
        .update(miscPartStock)
        .set({
          quantity: sql`${miscPartStock.quantity} - ${quantity.toFixed(3)}::numeric`,
          updated_at: new Date(),
        })
        .where(and(eq(miscPartStock.part_id, part.id), eq(miscPartStock.store_room_id, room.id)));
      const [line] = await tx
        .insert(workOrderParts)
        .values({
          work_order_id: order.id,
          part_id: part.id,
          store_room_id: room.id,
          quantity: quantity.toFixed(3),
          unit_cost: part.unit_cost,
          added_by: ctx.user.id,
        })
        .returning({ id: workOrderParts.id });
      const totals = await recomputeTotals(tx, order.id);
      return { id: order.id, line_id: line!.id, ...totals };
    }),
  );

/** Removes a part line and puts its quantity back into the store room. */
export const removeWorkOrderPart = permitted("edit_maintenance")
  .input(removeWorkOrderPartInput)
  .output(workOrderTotalsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const order = await lockWorkOrder(tx, ctx.scope, input.id);
      assertEditable(order);
      const [line] = await tx
        .delete(workOrderParts)
        .where(and(eq(workOrderParts.id, input.line_id), eq(workOrderParts.work_order_id, order.id)))
        .returning({
          part_id: workOrderParts.part_id,
          store_room_id: workOrderParts.store_room_id,
          quantity: workOrderParts.quantity,
        });
      if (!line) throw new AppError("NOT_FOUND", "Part line not found");
      await returnToStock(tx, line.part_id, line.store_room_id, line.quantity);
      const totals = await recomputeTotals(tx, order.id);
      return { id: order.id, line_id: null, ...totals };
    }),
  );
