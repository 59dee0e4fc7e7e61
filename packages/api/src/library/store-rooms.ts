import { type Reader, schema } from "@plantwise/db";
import {
  createStoreRoomInput,
  listStoreRoomsInput,
  listStoreRoomsOutput,
  savedRecord,
  type storeRoomFields,
  storeRoomRow,
  updateStoreRoomInput,
} from "@plantwise/shared";
import { and, count, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { assertNotInUse, requireConfirmation } from "../lib/attached";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput, idInput } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy, type TotalField } from "../lib/list";
import { assertUnique, duplicateName, insertUnique, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { countReferring } from "./library-rows";

const { equipmentHistories, equipmentItems, miscPartStock, plants, storeRooms, workOrderParts } = schema;

const itemsCount = countReferring(equipmentItems.store_room_id, storeRooms.id);

const roomColumns = {
  id: storeRooms.id,
  company_id: storeRooms.company_id,
  plant_id: storeRooms.plant_id,
  plant_name: plants.name,
  name: storeRooms.name,
  location: storeRooms.location,
  description: storeRooms.description,
  items_count: itemsCount,
};

/** Store rooms with their plant's name and how many items each holds. */
function selectRooms(db: Reader, list?: TotalField) {
  return db
    .select({ ...roomColumns, ...list })
    .from(storeRooms)
    .innerJoin(plants, eq(plants.id, storeRooms.plant_id))
    .$dynamic();
}

/** The store room with this id, if it is in a plant of the caller's scope. */
function roomInScope(id: number, scope: Scope) {
  return and(eq(storeRooms.id, id), inPlantScope(scope, storeRooms.plant_id));
}

/** GET /store-rooms: the store rooms of the plants in the caller's scope, optionally of one plant. */
export const listStoreRooms = permitted("view_storerooms")
  .input(listStoreRoomsInput)
  .output(listStoreRoomsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, storeRooms.plant_id),
      givenFilters(input, { plant_id: storeRooms.plant_id }),
      searchIn(input.q, storeRooms.name, storeRooms.location),
    );
    const sortable = sortableBy(roomColumns, ["id", "name", "location", "plant_name", "items_count"]);
    return pagedList(input, {
      rows: (total) => selectRooms(ctx.db, { total }).where(where),
      count: ctx.db.select({ n: count() }).from(storeRooms).where(where),
      order: listOrder(input, sortable, "name", storeRooms.id),
    });
  });

export const getStoreRoom = permitted("view_storerooms")
  .input(idInput)
  .output(storeRoomRow)
  .query(({ ctx, input }) =>
    firstOr404(selectRooms(ctx.db).where(roomInScope(input.id, ctx.scope)), "Store room"),
  );

function assertUniqueRoom(db: Reader, plantId: number, name: string, exceptId?: number) {
  const rows = { id: storeRooms.id, among: eq(storeRooms.plant_id, plantId), exceptId };
  return assertUnique(db, storeRooms.name, name, rows, () => duplicateName("store room", name));
}

function roomValues(input: z.infer<typeof storeRoomFields>) {
  return { name: input.name, location: input.location ?? null, description: input.description ?? null };
}

/** Store rooms belong to a plant of the caller's scope; company_id is copied from that plant. */
export const createStoreRoom = permitted("create_storerooms")
  .input(createStoreRoomInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const plant = await firstOr404(
        tx
          .select({ id: plants.id, company_id: plants.company_id })
          .from(plants)
          .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id))),
        "Plant",
      );
      await assertUniqueRoom(tx, plant.id, input.name);
      return insertUnique(
        tx,
        storeRooms,
        { company_id: plant.company_id, plant_id: plant.id, ...roomValues(input) },
        () => duplicateName("store room", input.name),
      );
    });
    return { id };
  });

/** A store room stays in its plant (its items are that plant's); plant_id, when sent, must not change. */
export const updateStoreRoom = permitted("edit_storerooms")
  .input(updateStoreRoomInput)
  .output(savedRecord)
  .mutation(async ({ ctx, input }) => {
    const where = roomInScope(input.id, ctx.scope);
    await ctx.db.transaction(async (tx) => {
      const existing = await firstOr404(
        tx.select({ plant_id: storeRooms.plant_id }).from(storeRooms).where(where),
        "Store room",
      );
      if (input.plant_id && input.plant_id !== existing.plant_id) {
        throw new AppError("BAD_REQUEST", "A store room cannot move to another plant", {
          messages: [["plant_id: A store room cannot move to another plant"]],
        });
      }
      await assertUniqueRoom(tx, existing.plant_id, input.name, input.id);
      await uniqueOr422(
        () =>
          tx
            .update(storeRooms)
            .set({ ...roomValues(input), updated_at: new Date() })
            .where(where),
        () => duplicateName("store room", input.name),
      );
    });
    return { id: input.id };
  });

/**
 * A store room holding items or parts in stock needs `confirm: "delete"`; its items then go to limbo
 * (not orphaned: the place check needs exactly one place) in the same transaction, each with a
 * history entry, and its part counts go with it. One that work orders took parts from is history
 * and cannot be deleted.
 */
export const deleteStoreRoom = permitted("delete_storerooms")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = roomInScope(input.id, ctx.scope);
      const existing = await firstOr404(
        tx.select({ id: storeRooms.id, name: storeRooms.name }).from(storeRooms).where(where),
        "Store room",
      );
      assertNotInUse(
        "store room",
        await countEach(tx, {
          "work order part line": [workOrderParts, eq(workOrderParts.store_room_id, existing.id)],
        }),
      );
      const held = await countEach(tx, {
        "equipment item": [equipmentItems, eq(equipmentItems.store_room_id, existing.id)],
        "part in stock": [
          miscPartStock,
          and(eq(miscPartStock.store_room_id, existing.id), gt(miscPartStock.quantity, "0")),
        ],
      });
      requireConfirmation("store room", held, input.confirm);
      await tx.delete(miscPartStock).where(eq(miscPartStock.store_room_id, existing.id));
      const moved = await tx
        .update(equipmentItems)
        .set({ is_limbo: true, is_store_room: false, store_room_id: null, updated_at: new Date() })
        .where(eq(equipmentItems.store_room_id, existing.id))
        .returning({ id: equipmentItems.id });
      if (moved.length > 0) {
        await tx.insert(equipmentHistories).values(
          moved.map((item) => ({
            equipment_id: item.id,
            user_id: ctx.user.id,
            action: "moved",
            // Same shape as POST /equipments/move's history (place labels), plus why.
            details: { from: `Store room ${existing.name}`, to: "Limbo", reason: "store room deleted" },
          })),
        );
      }
      await tx.delete(storeRooms).where(where);
      return { status: "ok" as const, id: existing.id, moved_to_limbo: moved.length };
    });
  });
