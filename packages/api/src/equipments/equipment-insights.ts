import { schema } from "@plantwise/db";
import {
  equipmentAnaloguesInput,
  equipmentAnaloguesOutput,
  equipmentDashboardOutput,
  equipmentHealthOutput,
  equipmentPlantFilter,
} from "@plantwise/shared";
import { and, asc, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { itemHealthRows, plantFilterOf } from "../alarms/service";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { placeNames, withPlaceNames } from "./item-joins";
import { placeOf } from "./place";

const { equipmentHistories, equipmentItems, equipmentTypes, users } = schema;

/**
 * GET /equipments/{itemId}/analogues: other items in scope of the same type and part number (or
 * the same type and brand when the item has no part number), with where each one is.
 */
export const equipmentAnalogues = permitted("view_dashboard")
  .input(equipmentAnaloguesInput)
  .output(equipmentAnaloguesOutput)
  .query(async ({ ctx, input }) => {
    const item = await firstOr404(
      ctx.db
        .select({
          id: equipmentItems.id,
          equipment_type_id: equipmentItems.equipment_type_id,
          brand_id: equipmentItems.brand_id,
          brand_model_id: equipmentItems.brand_model_id,
        })
        .from(equipmentItems)
        .where(and(eq(equipmentItems.id, input.itemId), inPlantScope(ctx.scope, equipmentItems.plant_id))),
      "Equipment item",
    );
    if (item.equipment_type_id == null) return [];
    const sameModel =
      item.brand_model_id != null
        ? eq(equipmentItems.brand_model_id, item.brand_model_id)
        : item.brand_id != null
          ? eq(equipmentItems.brand_id, item.brand_id)
          : null;
    if (!sameModel) return [];
    const query = ctx.db
      .select({
        id: equipmentItems.id,
        name: equipmentItems.name,
        serial_number: equipmentItems.serial_number,
        has_breakdown: equipmentItems.has_breakdown,
        asset_id: equipmentItems.asset_id,
        is_store_room: equipmentItems.is_store_room,
        store_room_id: equipmentItems.store_room_id,
        plant_id: equipmentItems.plant_id,
        ...placeNames,
      })
      .from(equipmentItems)
      .$dynamic();
    const rows = await withPlaceNames(query)
      .where(
        and(
          inPlantScope(ctx.scope, equipmentItems.plant_id),
          ne(equipmentItems.id, item.id),
          eq(equipmentItems.equipment_type_id, item.equipment_type_id),
          sameModel,
        ),
      )
      .orderBy(asc(equipmentItems.name), asc(equipmentItems.id))
      .limit(500);
    return rows.map((r) => ({ ...r, place: placeOf(r) }));
  });

/**
 * GET /equipments/health?plant_id=: the health of each item in scope from its open alarms and
 * readings (alarms/health.ts: "alarm", "warning", "good" or "no_data").
 */
export const equipmentHealth = permitted("view_dashboard")
  .input(equipmentPlantFilter)
  .output(equipmentHealthOutput)
  .query(async ({ ctx, input }) => {
    const rows = await itemHealthRows(ctx.db, plantFilterOf(ctx.scope, input.plant_id));
    return rows.map((r) => ({ id: r.id, health: r.health }));
  });

/**
 * GET /equipments/dashboard?plant_id=: item counts by type and by place, how many report a
 * breakdown, and the latest changes from the items' histories.
 */
export const equipmentDashboard = permitted("view_dashboard")
  .input(equipmentPlantFilter)
  .output(equipmentDashboardOutput)
  .query(async ({ ctx, input }) => {
    const where = and(
      inPlantScope(ctx.scope, equipmentItems.plant_id),
      input.plant_id ? eq(equipmentItems.plant_id, input.plant_id) : undefined,
    );
    const place = sql<string>`case when ${equipmentItems.asset_id} is not null then 'asset' when ${equipmentItems.is_store_room} then 'store_room' else 'limbo' end`;
    const [byType, byPlace, [breakdowns], recent] = await Promise.all([
      ctx.db
        .select({
          equipment_type_id: equipmentItems.equipment_type_id,
          equipment_type_name: equipmentTypes.name,
          count: count(),
        })
        .from(equipmentItems)
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipment_type_id))
        .where(where)
        .groupBy(equipmentItems.equipment_type_id, equipmentTypes.name)
        .orderBy(desc(count()), asc(equipmentTypes.name)),
      ctx.db.select({ place, count: count() }).from(equipmentItems).where(where).groupBy(place),
      ctx.db
        .select({ n: count() })
        .from(equipmentItems)
        .where(and(where, eq(equipmentItems.has_breakdown, true))),
      ctx.db
        .select({
          id: equipmentHistories.id,
          equipment_id: equipmentItems.id,
          equipment_name: equipmentItems.name,
          action: equipmentHistories.action,
          details: equipmentHistories.details,
          created_at: equipmentHistories.created_at,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(equipmentHistories)
        .innerJoin(equipmentItems, eq(equipmentItems.id, equipmentHistories.equipment_id))
        .leftJoin(users, eq(users.id, equipmentHistories.user_id))
        .where(and(where, isNotNull(equipmentHistories.id)))
        .orderBy(desc(equipmentHistories.created_at), desc(equipmentHistories.id))
        .limit(10),
    ]);
    const places = { asset: 0, store_room: 0, limbo: 0 };
    for (const p of byPlace) places[p.place as keyof typeof places] = Number(p.count);
    return {
      total: places.asset + places.store_room + places.limbo,
      by_type: byType.map((t) => ({ ...t, count: Number(t.count) })),
      by_place: places,
      breakdown_count: Number(breakdowns?.n ?? 0),
      recently_changed: recent.map(({ first_name, last_name, ...h }) => ({
        ...h,
        user_full_name: first_name == null ? null : `${first_name} ${last_name ?? ""}`.trim(),
      })),
    };
  });
