import { type Reader, schema, type Tx } from "@plantwise/db";
import type { PartFields } from "@plantwise/shared";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import type { TotalField } from "../lib/list";
import { asNumber, qualified, unknownReference } from "./reference-rows";

const { miscPartStock, miscParts, plants, storeRooms, vendors, workOrderParts } = schema;

/** The stock of all store rooms together, for the part of the selected row. */
const totalStock = sql`coalesce((select sum(${qualified(miscPartStock.quantity)}) from ${miscPartStock} where ${qualified(miscPartStock.part_id)} = ${qualified(miscParts.id)}), 0)`;

/** Whether the part is at or below its reorder point: time to order more. */
export const belowReorder = sql<boolean>`(${totalStock}) <= ${qualified(miscParts.reorder_point)}`;

/** A part's row, as its list answers it. */
export const partColumns = {
  id: miscParts.id,
  company_id: miscParts.company_id,
  plant_id: miscParts.plant_id,
  plant_name: plants.name,
  part_number: miscParts.part_number,
  name: miscParts.name,
  vendor_id: miscParts.vendor_id,
  vendor_name: vendors.name,
  unit: miscParts.unit,
  unit_cost: asNumber(miscParts.unit_cost),
  reorder_point: asNumber(miscParts.reorder_point),
  total_stock: asNumber(totalStock),
  below_reorder: belowReorder,
};

/** How many work orders used the part (work order parts restrict its delete). */
const workOrdersCount =
  sql<number>`(select count(distinct ${qualified(workOrderParts.work_order_id)}) from ${workOrderParts} where ${qualified(workOrderParts.part_id)} = ${qualified(miscParts.id)})`.mapWith(
    Number,
  );

/** A part's own columns beyond its row, as its details answer them. */
const partDetailColumns = {
  ...partColumns,
  description: miscParts.description,
  work_orders_count: workOrdersCount,
};

/** A list passes its total column (pagedList) to answer with the rows. */
export function selectParts(db: Reader, list?: TotalField) {
  return db
    .select({ ...partColumns, ...list })
    .from(miscParts)
    .innerJoin(plants, eq(plants.id, miscParts.plant_id))
    .leftJoin(vendors, eq(vendors.id, miscParts.vendor_id))
    .$dynamic();
}

export function selectPartDetails(db: Reader) {
  return db
    .select(partDetailColumns)
    .from(miscParts)
    .innerJoin(plants, eq(plants.id, miscParts.plant_id))
    .leftJoin(vendors, eq(vendors.id, miscParts.vendor_id))
    .$dynamic();
}

/** The stock rows of these parts, by store room name, with the part each belongs to. */
export function stockOf(db: Reader, partIds: number[]) {
  if (partIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      part_id: miscPartStock.part_id,
      store_room_id: miscPartStock.store_room_id,
      store_room_name: storeRooms.name,
      quantity: asNumber(miscPartStock.quantity),
    })
    .from(miscPartStock)
    .innerJoin(storeRooms, eq(storeRooms.id, miscPartStock.store_room_id))
    .where(inArray(miscPartStock.part_id, partIds))
    .orderBy(asc(storeRooms.name), asc(storeRooms.id));
}

/** The part's vendor must be one of its plant's (422 naming the field otherwise). */
export async function assertVendorOfPlant(tx: Tx, plantId: number, vendorId: number | null | undefined) {
  if (!vendorId) return;
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.plant_id, plantId)));
  if (!vendor) throw unknownReference("vendor_id", "vendor");
}

/**
 * Every stock row names a store room of the part's plant (in the caller's scope), once: 422 on
 * `stock.N.store_room_id` otherwise, with the same words for a room of another plant or tenant as
 * for one that does not exist.
 */
export async function assertStockRooms(tx: Tx, scope: Scope, plantId: number, stock: PartFields["stock"]) {
  const seen = new Set<number>();
  for (const [index, row] of stock.entries()) {
    if (seen.has(row.store_room_id)) {
      const message = "This store room is listed twice";
      throw new AppError("BAD_REQUEST", message, {
        messages: [[`stock.${index}.store_room_id: ${message}`]],
      });
    }
    seen.add(row.store_room_id);
  }
  if (seen.size === 0) return;
  const rooms = await tx
    .select({ id: storeRooms.id })
    .from(storeRooms)
    .where(
      and(
        inArray(storeRooms.id, [...seen]),
        eq(storeRooms.plant_id, plantId),
        inPlantScope(scope, storeRooms.plant_id),
      ),
    );
  const known = new Set(rooms.map((room) => room.id));
  const index = stock.findIndex((row) => !known.has(row.store_room_id));
  if (index >= 0) throw unknownReference(`stock.${index}.store_room_id`, "store room");
}

/**
 * Replaces the part's stock rows with the form's list: rooms left out are dropped, listed ones
 * written (a row whose quantity did not change keeps its updated_at).
 */
export async function replaceStock(tx: Tx, partId: number, stock: PartFields["stock"]) {
  const roomIds = stock.map((row) => row.store_room_id);
  await tx
    .delete(miscPartStock)
    .where(
      and(
        eq(miscPartStock.part_id, partId),
        roomIds.length > 0 ? notInArray(miscPartStock.store_room_id, roomIds) : undefined,
      ),
    );
  for (const row of stock) {
    const quantity = String(row.quantity);
    await tx
      .insert(miscPartStock)
      .values({ part_id: partId, store_room_id: row.store_room_id, quantity })
      .onConflictDoUpdate({
        target: [miscPartStock.part_id, miscPartStock.store_room_id],
        set: { quantity, updated_at: new Date() },
        setWhere: sql`${miscPartStock.quantity} <> ${quantity}::numeric`,
      });
  }
}
