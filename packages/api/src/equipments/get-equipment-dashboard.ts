import { schema } from "@plantwise/db";
import { equipmentDashboardOutput, equipmentPlantFilter } from "@plantwise/shared";
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { permitted } from "../trpc";

const { equipmentHistories, equipmentItems, equipmentTypes, users } = schema;

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
