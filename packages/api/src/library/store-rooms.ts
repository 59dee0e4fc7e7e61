import { type Reader, schema } from "@plantwise/db";
import { listInput } from "@plantwise/shared";
import { and, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { requireConfirmation } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { notFound } from "./library-rows";

const { equipmentHistories, equipmentItems, plants, storeRooms } = schema;

const itemsCount =
  sql<number>`(select count(*) from "equipment_items" "ei" where "ei"."store_room_id" = "store_rooms"."id")`.mapWith(
    Number,
  );

const roomFields = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }).max(120),
  location: optionalText(200),
  description: optionalText(2000),
});

const columns = {
  id: storeRooms.id,
  company_id: storeRooms.company_id,
  plant_id: storeRooms.plant_id,
  plant_name: plants.name,
  name: storeRooms.name,
  location: storeRooms.location,
  description: storeRooms.description,
  items_count: itemsCount,
};

/** GET /store-rooms: the store rooms of the plants in the caller's scope, optionally of one plant. */
export const listStoreRooms = permitted("view_storerooms")
  .input(listInput.extend({ plant_id: optionalRef }))
  .query(async ({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, storeRooms.plant_id),
      input.plant_id ? eq(storeRooms.plant_id, input.plant_id) : undefined,
      input.q
        ? or(ilike(storeRooms.name, likePattern(input.q)), ilike(storeRooms.location, likePattern(input.q)))
        : undefined,
    );
    const sortable = {
      id: storeRooms.id,
      name: storeRooms.name,
      location: storeRooms.location,
      plant_name: plants.name,
      items_count: itemsCount,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(columns)
        .from(storeRooms)
        .innerJoin(plants, eq(plants.id, storeRooms.plant_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "name", storeRooms.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(storeRooms).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

export const getStoreRoom = permitted("view_storerooms")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(storeRooms)
      .innerJoin(plants, eq(plants.id, storeRooms.plant_id))
      .where(and(eq(storeRooms.id, input.id), inPlantScope(ctx.scope, storeRooms.plant_id)));
    if (!row) throw notFound("Store room");
    return row;
  });

async function assertUniqueRoom(db: Reader, plantId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: storeRooms.id })
    .from(storeRooms)
    .where(
      and(
        eq(storeRooms.plant_id, plantId),
        eq(sql`lower(${storeRooms.name})`, name.toLowerCase()),
        exceptId ? ne(storeRooms.id, exceptId) : undefined,
      ),
    );
  if (clash) throw duplicateName("store room", name);
}

/** Store rooms belong to a plant of the caller's scope; company_id is copied from that plant. */
export const createStoreRoom = permitted("create_storerooms")
  .input(roomFields.extend({ plant_id: z.coerce.number({ error: "Plant is required" }).int().positive() }))
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction(async (tx) => {
      const [plant] = await tx
        .select({ id: plants.id, company_id: plants.company_id })
        .from(plants)
        .where(and(eq(plants.id, input.plant_id), inPlantScope(ctx.scope, plants.id)));
      if (!plant) throw notFound("Plant");
      await assertUniqueRoom(tx, plant.id, input.name);
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(storeRooms)
            .values({
              company_id: plant.company_id,
              plant_id: plant.id,
              name: input.name,
              location: input.location ?? null,
              description: input.description ?? null,
            })
            .returning({ id: storeRooms.id }),
        () => duplicateName("store room", input.name),
      );
      return created!.id;
    });
    return { id };
  });

/** A store room stays in its plant (its items are that plant's); plant_id, when sent, must not change. */
export const updateStoreRoom = permitted("edit_storerooms")
  .input(roomFields.extend({ ...idInput.shape, plant_id: optionalRef }))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(storeRooms.id, input.id), inPlantScope(ctx.scope, storeRooms.plant_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ plant_id: storeRooms.plant_id }).from(storeRooms).where(where);
      if (!existing) throw notFound("Store room");
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
            .set({
              name: input.name,
              location: input.location ?? null,
              description: input.description ?? null,
              updated_at: new Date(),
            })
            .where(where),
        () => duplicateName("store room", input.name),
      );
    });
    return { id: input.id };
  });

/**
 * A store room holding items needs `confirm: "delete"`; its items then go to limbo (not orphaned:
 * the place check needs exactly one place) in the same transaction, each with a history entry.
 */
export const deleteStoreRoom = permitted("delete_storerooms")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(storeRooms.id, input.id), inPlantScope(ctx.scope, storeRooms.plant_id));
      const [existing] = await tx
        .select({ id: storeRooms.id, name: storeRooms.name })
        .from(storeRooms)
        .where(where);
      if (!existing) throw notFound("Store room");
      const [items] = await tx
        .select({ n: count() })
        .from(equipmentItems)
        .where(eq(equipmentItems.store_room_id, existing.id));
      requireConfirmation("store room", { "equipment item": items?.n ?? 0 }, input.confirm);
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
