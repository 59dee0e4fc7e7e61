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
    // One grouped count per type carries the place and breakdown counts too; the totals are their sums.
    const onAsset = sql`${equipmentItems.asset_id} is not null`;
    const [byType, recent] = await Promise.all([
      ctx.db
        .select({
          equipment_type_id: equipmentItems.equipment_type_id,
          equipment_type_name: equipmentTypes.name,
          count: count(),
          asset: sql<number>`count(*) filter (where ${onAsset})`.mapWith(Number),
          store_room:
            sql<number>`count(*) filter (where not (${onAsset}) and ${equipmentItems.is_store_room})`.mapWith(
              Number,
            ),
          breakdowns: sql<number>`count(*) filter (where ${equipmentItems.has_breakdown})`.mapWith(Number),
        })
        .from(equipmentItems)
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, equipmentItems.equipment_type_id))
        .where(where)
        .groupBy(equipmentItems.equipment_type_id, equipmentTypes.name)
        .orderBy(desc(count()), asc(equipmentTypes.name)),
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
    let breakdowns = 0;
    for (const t of byType) {
      places.asset += t.asset;
      places.store_room += t.store_room;
      places.limbo += Number(t.count) - t.asset - t.store_room;
      breakdowns += t.breakdowns;
    }
    return {
      total: places.asset + places.store_room + places.limbo,
      by_type: byType.map((t) => ({
        equipment_type_id: t.equipment_type_id,
        equipment_type_name: t.equipment_type_name,
        count: Number(t.count),
      })),
      by_place: places,
      breakdown_count: breakdowns,
      recently_changed: recent.map(({ first_name, last_name, ...h }) => ({
        ...h,
        user_full_name: first_name == null ? null : `${first_name} ${last_name ?? ""}`.trim(),
      })),
    };
  });
