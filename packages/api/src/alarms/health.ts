/**
 * Health roll-up from open alarms (shared `itemHealth`, `worstHealth`): an item is "alarm" or
 * "warning" by the worst severity of its open alarms, "good" when one of its sensors has readings
 * and nothing is open, "no_data" otherwise. An alarm counts for the item it was raised on
 * (alarms.equipment_item_id), so moving a sensor does not move its open alarms. Assets, machines
 * and lines take the worst of the items placed under them; a plant the worst of all its items,
 * store rooms and limbo included, so an alarm anywhere in the plant shows at the top. Alarms with no
 * item (a controller offline) change no health: they show in the alarm lists.
 */
import { type Reader, schema } from "@plantwise/db";
import { type ItemHealth, itemHealth, worstHealth } from "@plantwise/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { withItemLine } from "../hierarchy/service";

const { assets, equipmentItems, machines, plants, productionLines } = schema;

/** Restricts a hierarchy table's plant column: the caller's scope and, when given, one plant. */
export type PlantFilter = (plantId: PgColumn) => SQL | undefined;

export function plantFilterOf(scope: Scope, plantId: number | undefined): PlantFilter {
  return (column) => and(inPlantScope(scope, column), plantId ? eq(column, plantId) : undefined);
}

/**
 * The filter of a roll-up call; NOT_FOUND when `plant_id` names a plant outside the caller's scope
 * (an empty answer would pass for a plant without alarms). The scope's own plant list decides
 * without a statement; only provider staff's "all", which lists no plants, asks whether the plant
 * exists — unless `visible` (the signed-in user's plants) already names it.
 */
export async function rollupFilter(
  db: Reader,
  scope: Scope,
  plantId: number | undefined,
  visible: readonly { id: number }[] = [],
): Promise<PlantFilter> {
  if (plantId && scope.kind !== "all") {
    if (!scope.plantIds.includes(plantId)) throw new AppError("NOT_FOUND", "Plant not found");
  } else if (plantId && !visible.some((p) => p.id === plantId)) {
    const [plant] = await db
      .select({ id: plants.id })
      .from(plants)
      .where(and(eq(plants.id, plantId), inPlantScope(scope, plants.id)));
    if (!plant) throw new AppError("NOT_FOUND", "Plant not found");
  }
  return plantFilterOf(scope, plantId);
}

// Correlated subqueries with explicit table names (see hierarchy/helpers.ts on Drizzle's unqualified
// columns). The item's worst open severity uses alarms_item_idx; "has readings" probes the readings'
// primary key (sensor_id first), one index lookup per sensor.
const openSeverity = sql<number | null>`(select max("al"."severity") from "alarms" "al"
  where "al"."equipment_item_id" = "equipment_items"."id" and "al"."cleared_at" is null)`.mapWith((v) =>
  v == null ? null : Number(v),
);
const hasReadings = sql<boolean>`exists (select 1 from "sensors" "s"
  where "s"."equipment_item_id" = "equipment_items"."id"
    and exists (select 1 from "sensor_readings" "r" where "r"."sensor_id" = "s"."id"))`.mapWith(
  (v) => v === true || v === "t" || v === "true",
);

export interface ItemHealthRow {
  id: number;
  plant_id: number;
  asset_id: number | null;
  machine_id: number | null;
  production_line_id: number | null;
  health: ItemHealth;
}

/** Every item the filter selects, with its health and where it sits in the hierarchy. */
export async function itemHealthRows(db: Reader, filter: PlantFilter, itemIds?: number[]) {
  const query = db
    .select({
      id: equipmentItems.id,
      plant_id: equipmentItems.plant_id,
      asset_id: equipmentItems.asset_id,
      machine_id: assets.machine_id,
      production_line_id: machines.production_line_id,
      open_severity: openSeverity,
      has_readings: hasReadings,
    })
    .from(equipmentItems)
    .$dynamic();
  const rows = await withItemLine(query)
    .where(
      and(
        filter(equipmentItems.plant_id),
        itemIds ? inArray(equipmentItems.id, itemIds.length > 0 ? itemIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(equipmentItems.id));
  return rows.map(
    ({ open_severity, has_readings, ...r }): ItemHealthRow => ({
      ...r,
      health: itemHealth(open_severity, has_readings),
    }),
  );
}

export interface HealthRollup {
  plants: Map<number, ItemHealth>;
  productionLines: Map<number, ItemHealth>;
  machines: Map<number, ItemHealth>;
  assets: Map<number, ItemHealth>;
}

/** The worst item health per asset, machine, line and plant (absent: no items, so "no_data"). */
export function rollUp(items: readonly ItemHealthRow[]): HealthRollup {
  const groups = {
    plants: new Map<number, ItemHealth[]>(),
    productionLines: new Map<number, ItemHealth[]>(),
    machines: new Map<number, ItemHealth[]>(),
    assets: new Map<number, ItemHealth[]>(),
  };
  const add = (map: Map<number, ItemHealth[]>, id: number | null, h: ItemHealth) => {
    if (id == null) return;
    const list = map.get(id);
    if (list) list.push(h);
    else map.set(id, [h]);
  };
  for (const item of items) {
    add(groups.plants, item.plant_id, item.health);
    add(groups.productionLines, item.production_line_id, item.health);
    add(groups.machines, item.machine_id, item.health);
    add(groups.assets, item.asset_id, item.health);
  }
  const worst = (m: Map<number, ItemHealth[]>) =>
    new Map([...m].map(([id, list]) => [id, worstHealth(list)] as const));
  return {
    plants: worst(groups.plants),
    productionLines: worst(groups.productionLines),
    machines: worst(groups.machines),
    assets: worst(groups.assets),
  };
}

const healthOf = (map: Map<number, ItemHealth>, id: number): ItemHealth => map.get(id) ?? "no_data";

/**
 * The health of every node of the plants the filter selects: plants, lines (and utilities),
 * machines, assets and items, each `{ id, health }`, nodes without items "no_data".
 */
export async function hierarchyHealth(db: Reader, filter: PlantFilter) {
  const [items, plantRows, lineRows, machineRows, assetRows] = await Promise.all([
    itemHealthRows(db, filter),
    db.select({ id: plants.id }).from(plants).where(filter(plants.id)).orderBy(asc(plants.id)),
    db
      .select({ id: productionLines.id })
      .from(productionLines)
      .where(filter(productionLines.plant_id))
      .orderBy(asc(productionLines.id)),
    db.select({ id: machines.id }).from(machines).where(filter(machines.plant_id)).orderBy(asc(machines.id)),
    db.select({ id: assets.id }).from(assets).where(filter(assets.plant_id)).orderBy(asc(assets.id)),
  ]);
  const rolled = rollUp(items);
  return {
    plants: plantRows.map((p) => ({ id: p.id, health: healthOf(rolled.plants, p.id) })),
    production_lines: lineRows.map((l) => ({ id: l.id, health: healthOf(rolled.productionLines, l.id) })),
    machines: machineRows.map((m) => ({ id: m.id, health: healthOf(rolled.machines, m.id) })),
    assets: assetRows.map((a) => ({ id: a.id, health: healthOf(rolled.assets, a.id) })),
    items: items.map((i) => ({ id: i.id, health: i.health })),
  };
}
