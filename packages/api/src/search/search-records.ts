/**
 * search.records: the top bar's search over equipment items (name or tag, serial number), machines,
 * assets (name) and sensors (name, serial number), at most `limit` hits of each kind. Every query is
 * scoped to the caller's plants like the lists are; the plant picked in the top bar only orders the
 * hits (its records first), so a serial number is found wherever it is. Within a plant, names that
 * start with the text come before names that merely contain it. Wildcards typed by the user are
 * matched literally (lib/list.ts likePattern).
 */
import { type Reader, schema } from "@plantwise/db";
import { searchRecordsInput, searchRecordsOutput } from "@plantwise/shared";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { withItemLine } from "../hierarchy/service";
import { likePattern } from "../lib/list";
import { permitted } from "../trpc";

const { assets, equipmentItems, machines, plants, productionLines, sensors, storeRooms } = schema;

/** What every kind's query needs: the scope, the text, the preferred plant and the limit. */
interface Search {
  scope: Scope;
  q: string;
  plantId: number | undefined;
  limit: number;
}

/** `text%` with the user's wildcards escaped: names starting with the text. */
function prefixPattern(q: string): string {
  return likePattern(q).slice(1);
}

/** Hits of the preferred plant first, then names starting with the text, then by name. */
function hitOrder(search: Search, plantId: PgColumn, name: PgColumn): SQL[] {
  return [
    ...(search.plantId === undefined
      ? []
      : [asc(sql`case when ${plantId} = ${search.plantId} then 0 else 1 end`)]),
    asc(sql`case when ${name} ilike ${prefixPattern(search.q)} then 0 else 1 end`),
    asc(sql`lower(${name})`),
    asc(name),
  ];
}

/** The scope and the text in any of the columns. */
function hitWhere(search: Search, plantId: PgColumn, ...columns: PgColumn[]): SQL | undefined {
  const pattern = likePattern(search.q);
  return and(inPlantScope(search.scope, plantId), or(...columns.map((column) => ilike(column, pattern))));
}

/** The names of a place from the plant down, the absent levels left out. */
function placeOf(...names: (string | null)[]): string[] {
  return names.filter((name): name is string => name !== null);
}

async function searchItems(db: Reader, search: Search) {
  const rows = await withItemLine(
    db
      .select({
        id: equipmentItems.id,
        name: equipmentItems.name,
        serial_number: equipmentItems.serial_number,
        plant_id: equipmentItems.plant_id,
        plant_name: plants.name,
        line_name: productionLines.name,
        machine_name: machines.name,
        asset_name: assets.name,
        store_room_name: storeRooms.name,
      })
      .from(equipmentItems)
      .innerJoin(plants, eq(plants.id, equipmentItems.plant_id))
      .leftJoin(storeRooms, eq(storeRooms.id, equipmentItems.store_room_id))
      .$dynamic(),
  )
    .where(hitWhere(search, equipmentItems.plant_id, equipmentItems.name, equipmentItems.serial_number))
    .orderBy(...hitOrder(search, equipmentItems.plant_id, equipmentItems.name), asc(equipmentItems.id))
    .limit(search.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    serial_number: r.serial_number,
    plant_id: r.plant_id,
    place: placeOf(r.plant_name, r.line_name, r.machine_name, r.asset_name, r.store_room_name),
  }));
}

async function searchMachines(db: Reader, search: Search) {
  const rows = await db
    .select({
      id: machines.id,
      name: machines.name,
      plant_id: machines.plant_id,
      plant_name: plants.name,
      line_name: productionLines.name,
    })
    .from(machines)
    .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
    .innerJoin(plants, eq(plants.id, machines.plant_id))
    .where(hitWhere(search, machines.plant_id, machines.name))
    .orderBy(...hitOrder(search, machines.plant_id, machines.name), asc(machines.id))
    .limit(search.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    plant_id: r.plant_id,
    place: placeOf(r.plant_name, r.line_name),
  }));
}

async function searchAssets(db: Reader, search: Search) {
  const rows = await db
    .select({
      id: assets.id,
      name: assets.name,
      plant_id: assets.plant_id,
      plant_name: plants.name,
      line_name: productionLines.name,
      machine_name: machines.name,
    })
    .from(assets)
    .innerJoin(machines, eq(machines.id, assets.machine_id))
    .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
    .innerJoin(plants, eq(plants.id, assets.plant_id))
    .where(hitWhere(search, assets.plant_id, assets.name))
    .orderBy(...hitOrder(search, assets.plant_id, assets.name), asc(assets.id))
    .limit(search.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    plant_id: r.plant_id,
    place: placeOf(r.plant_name, r.line_name, r.machine_name),
  }));
}

async function searchSensors(db: Reader, search: Search) {
  const rows = await withItemLine(
    db
      .select({
        id: sensors.id,
        name: sensors.name,
        serial_number: sensors.serial_number,
        family: sensors.family,
        equipment_item_id: sensors.equipment_item_id,
        plant_id: sensors.plant_id,
        plant_name: plants.name,
        line_name: productionLines.name,
        machine_name: machines.name,
        asset_name: assets.name,
        item_name: equipmentItems.name,
      })
      .from(sensors)
      .innerJoin(plants, eq(plants.id, sensors.plant_id))
      .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
      .$dynamic(),
  )
    .where(
      and(
        eq(sensors.is_archived, false),
        hitWhere(search, sensors.plant_id, sensors.name, sensors.serial_number),
      ),
    )
    .orderBy(...hitOrder(search, sensors.plant_id, sensors.name), asc(sensors.id))
    .limit(search.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    serial_number: r.serial_number,
    family: r.family,
    equipment_item_id: r.equipment_item_id,
    plant_id: r.plant_id,
    place: placeOf(r.plant_name, r.line_name, r.machine_name, r.asset_name, r.item_name),
  }));
}

/** The lists' permission: whoever may browse the asset lists may search them. */
export const searchRecords = permitted("view_dashboard")
  .input(searchRecordsInput)
  .output(searchRecordsOutput)
  .query(async ({ ctx, input }) => {
    const search: Search = { scope: ctx.scope, q: input.q, plantId: input.plant_id, limit: input.limit };
    const [items, machinesFound, assetsFound, sensorsFound] = await Promise.all([
      searchItems(ctx.db, search),
      searchMachines(ctx.db, search),
      searchAssets(ctx.db, search),
      searchSensors(ctx.db, search),
    ]);
    return { items, machines: machinesFound, assets: assetsFound, sensors: sensorsFound };
  });
