import { type Reader, schema, type Tx } from "@plantwise/db";
import type { ItemPlace } from "@plantwise/shared";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";

/**
 * Helpers shared by the equipment item procedures: where an item sits (asset, store room, limbo),
 * the library rows it refers to, and its history rows.
 */

const { assets, brandModels, brands, bearings, equipmentHistories, equipmentTypes, storeRooms } = schema;

/** A resolved place: the columns an item row stores, plus a name for histories. */
export interface ResolvedPlace {
  company_id: number;
  plant_id: number;
  asset_id: number | null;
  store_room_id: number | null;
  is_store_room: boolean;
  is_limbo: boolean;
  label: string;
}

export interface PlaceRequest {
  asset_id?: number | null | undefined;
  store_room_id?: number | null | undefined;
  is_store_room?: boolean | undefined;
  is_limbo?: boolean | undefined;
}

function placeError(message: string): AppError {
  return new AppError("BAD_REQUEST", message, { messages: [[`asset_id: ${message}`]] });
}

/**
 * Resolves the place the caller asks for. An asset or store room outside the user's scope is 403
 * (writing into another tenant's parent). Limbo keeps the item's current plant, so it needs one.
 */
export async function resolvePlace(
  db: Reader,
  scope: Scope,
  request: PlaceRequest,
  current?: { company_id: number; plant_id: number },
): Promise<ResolvedPlace> {
  const wantsStoreRoom = Boolean(request.is_store_room || request.store_room_id);
  const chosen = [request.asset_id != null, wantsStoreRoom, Boolean(request.is_limbo)].filter(Boolean);
  if (chosen.length !== 1) {
    throw placeError("Choose exactly one place: an asset, a store room, or limbo");
  }
  if (request.asset_id != null) {
    const [asset] = await db
      .select({ id: assets.id, name: assets.name, company_id: assets.company_id, plant_id: assets.plant_id })
      .from(assets)
      .where(eq(assets.id, request.asset_id));
    if (!asset) throw new AppError("NOT_FOUND", "Asset not found");
    assertPlantInScope(scope, asset.plant_id, "asset");
    return {
      company_id: asset.company_id,
      plant_id: asset.plant_id,
      asset_id: asset.id,
      store_room_id: null,
      is_store_room: false,
      is_limbo: false,
      label: `Asset ${asset.name}`,
    };
  }
  if (wantsStoreRoom) {
    if (request.store_room_id == null) {
      throw new AppError("BAD_REQUEST", "Choose a store room", {
        messages: [["store_room_id: Choose a store room"]],
      });
    }
    const [room] = await db
      .select({
        id: storeRooms.id,
        name: storeRooms.name,
        company_id: storeRooms.company_id,
        plant_id: storeRooms.plant_id,
      })
      .from(storeRooms)
      .where(eq(storeRooms.id, request.store_room_id));
    if (!room) throw new AppError("NOT_FOUND", "Store room not found");
    assertPlantInScope(scope, room.plant_id, "store room");
    return {
      company_id: room.company_id,
      plant_id: room.plant_id,
      asset_id: null,
      store_room_id: room.id,
      is_store_room: true,
      is_limbo: false,
      label: `Store room ${room.name}`,
    };
  }
  if (!current) {
    throw placeError("A new item needs an asset or a store room (limbo is for items removed from service)");
  }
  return {
    ...current,
    asset_id: null,
    store_room_id: null,
    is_store_room: false,
    is_limbo: true,
    label: "Limbo",
  };
}

function assertPlantInScope(scope: Scope, plantId: number, what: string): void {
  if (scope.kind === "all") return;
  if (!scope.plantIds.includes(plantId)) {
    throw new AppError("FORBIDDEN", `This ${what} belongs to a plant outside your access`);
  }
}

/** The columns an item row stores for its place (never the rest of a row `current` came from). */
export function placeColumns(place: ResolvedPlace) {
  return {
    company_id: place.company_id,
    plant_id: place.plant_id,
    asset_id: place.asset_id,
    store_room_id: place.store_room_id,
    is_store_room: place.is_store_room,
    is_limbo: place.is_limbo,
  };
}

/** The place of an item as stored, for the "moved" history and list rows. */
export function placeOf(row: { asset_id: number | null; is_store_room: boolean }): ItemPlace {
  if (row.asset_id != null) return "asset";
  return row.is_store_room ? "store_room" : "limbo";
}

/** A human label for an item's current place ("Asset Drive end", "Store room Main", "Limbo"). */
export async function placeLabel(
  db: Reader,
  row: { asset_id: number | null; store_room_id: number | null },
): Promise<string> {
  if (row.asset_id != null) {
    const [a] = await db.select({ name: assets.name }).from(assets).where(eq(assets.id, row.asset_id));
    return `Asset ${a?.name ?? row.asset_id}`;
  }
  if (row.store_room_id != null) {
    const [r] = await db
      .select({ name: storeRooms.name })
      .from(storeRooms)
      .where(eq(storeRooms.id, row.store_room_id));
    return `Store room ${r?.name ?? row.store_room_id}`;
  }
  return "Limbo";
}

/** The library references an item (or child component) may carry, by input field. */
const LIBRARY_REFS: Record<string, { table: PgTable; id: PgColumn; company: PgColumn }> = {
  equipment_type_id: { table: equipmentTypes, id: equipmentTypes.id, company: equipmentTypes.company_id },
  equipment_subtype_id: { table: equipmentTypes, id: equipmentTypes.id, company: equipmentTypes.company_id },
  brand_id: { table: brands, id: brands.id, company: brands.company_id },
  subtype_brand_id: { table: brands, id: brands.id, company: brands.company_id },
  brand_model_id: { table: brandModels, id: brandModels.id, company: brandModels.company_id },
  subtype_brand_model_id: { table: brandModels, id: brandModels.id, company: brandModels.company_id },
  bearing_id: { table: bearings, id: bearings.id, company: bearings.company_id },
};

/**
 * Checks that each library row an item refers to is visible to the item's company (shared, or that
 * company's own); anything else is "not found" on that field.
 */
export async function assertLibraryRefs(
  db: Reader,
  companyId: number,
  refs: Record<string, number | null | undefined>,
  fieldPrefix = "",
): Promise<void> {
  for (const [field, id] of Object.entries(refs)) {
    if (id == null) continue;
    const ref = LIBRARY_REFS[field];
    if (!ref) continue;
    const [row] = await db
      .select({ id: ref.id })
      .from(ref.table)
      .where(and(eq(ref.id, id), or(isNull(ref.company), eq(ref.company, companyId))));
    if (!row) {
      throw new AppError("BAD_REQUEST", `Unknown ${field}`, {
        messages: [[`${fieldPrefix}${field}: not found in the library`]],
      });
    }
  }
}

/** The brand a part number belongs to: a model implies its brand, and they must agree. */
export async function brandOfModel(
  db: Reader,
  modelId: number | null | undefined,
  brandId: number | null | undefined,
  field = "brand_model_id",
): Promise<number | null> {
  if (modelId == null) return brandId ?? null;
  const [model] = await db
    .select({ brand_id: brandModels.brand_id })
    .from(brandModels)
    .where(eq(brandModels.id, modelId));
  if (!model) return brandId ?? null;
  if (brandId != null && brandId !== model.brand_id) {
    throw new AppError("BAD_REQUEST", "The part number belongs to another brand", {
      messages: [[`${field}: belongs to another brand`]],
    });
  }
  return model.brand_id;
}

export async function writeHistory(
  tx: Tx,
  rows: { equipment_id: number; user_id: number | null; action: string; details?: Record<string, unknown> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(equipmentHistories).values(rows.map((r) => ({ ...r, details: r.details ?? {} })));
}

/** Items in scope among `ids`; the caller compares the count for all-or-nothing answers. */
export async function itemsInScope(
  db: Reader,
  scope: Scope,
  ids: number[],
): Promise<{ id: number; company_id: number; plant_id: number }[]> {
  if (ids.length === 0) return [];
  const { equipmentItems } = schema;
  return db
    .select({
      id: equipmentItems.id,
      company_id: equipmentItems.company_id,
      plant_id: equipmentItems.plant_id,
    })
    .from(equipmentItems)
    .where(and(inArray(equipmentItems.id, ids), inPlantScope(scope, equipmentItems.plant_id)));
}
