import { schema } from "@plantwise/db";
import { equipmentDetails } from "@plantwise/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { jsonRows } from "../lib/json-rows";
import { permitted } from "../trpc";
import { libraryNames, lineRpmSource, placeNames, withLibraryNames, withPlaceNames } from "./item-joins";
import { thumbUrl } from "./list-equipments";
import { placeOf } from "./place";

const {
  bearings,
  brandModels,
  equipmentComponents,
  equipmentHistories,
  equipmentItems,
  equipmentOptionValues,
  equipmentPictures,
  equipmentTypeOptions,
  equipmentTypeOptionValues,
  users,
} = schema;

export function fileUrl(name: string): string {
  return `/api/files/equipment/${encodeURIComponent(name)}`;
}

/** The item's values of its type's options, in the options' order (a list option's value by name). */
function optionValuesOf(itemId: number) {
  return jsonRows(
    {
      option_id: equipmentOptionValues.option_id,
      option_name: equipmentTypeOptions.name,
      unit: equipmentTypeOptions.unit,
      value_kind: equipmentTypeOptions.value_kind,
      is_card: equipmentTypeOptions.is_card,
      option_value_id: equipmentOptionValues.option_value_id,
      value: equipmentOptionValues.value,
      list_value: sql<string | null>`${equipmentTypeOptionValues.value}`,
    },
    sql`from ${equipmentOptionValues}
      join ${equipmentTypeOptions} on ${eq(equipmentTypeOptions.id, equipmentOptionValues.option_id)}
      left join ${equipmentTypeOptionValues} on ${eq(equipmentTypeOptionValues.id, equipmentOptionValues.option_value_id)}
      where ${eq(equipmentOptionValues.equipment_id, itemId)}`,
    [asc(equipmentTypeOptions.position), asc(equipmentTypeOptions.id)],
  );
}

function componentsOf(itemId: number) {
  return jsonRows(
    {
      id: equipmentComponents.id,
      name: equipmentComponents.name,
      equipment_type_id: equipmentComponents.equipment_type_id,
      brand_id: equipmentComponents.brand_id,
      brand_model_id: equipmentComponents.brand_model_id,
      bearing_id: equipmentComponents.bearing_id,
      quantity: equipmentComponents.quantity,
      notes: equipmentComponents.notes,
      position: equipmentComponents.position,
    },
    sql`from ${equipmentComponents} where ${eq(equipmentComponents.equipment_id, itemId)}`,
    [asc(equipmentComponents.position), asc(equipmentComponents.id)],
  );
}

function picturesOf(itemId: number) {
  return jsonRows(
    {
      id: equipmentPictures.id,
      file_name: equipmentPictures.file_name,
      thumb_file_name: equipmentPictures.thumb_file_name,
      original_name: equipmentPictures.original_name,
      mime_type: equipmentPictures.mime_type,
      size_bytes: equipmentPictures.size_bytes,
      created_at: equipmentPictures.created_at,
    },
    sql`from ${equipmentPictures} where ${eq(equipmentPictures.equipment_id, itemId)}`,
    [asc(equipmentPictures.id)],
  );
}

/** The item's history, newest first, with who did each change (null once the user is gone). */
function historiesOf(itemId: number) {
  return jsonRows(
    {
      id: equipmentHistories.id,
      action: equipmentHistories.action,
      details: equipmentHistories.details,
      created_at: equipmentHistories.created_at,
      user_id: equipmentHistories.user_id,
      first_name: sql<string | null>`${users.first_name}`,
      last_name: sql<string | null>`${users.last_name}`,
    },
    sql`from ${equipmentHistories} left join ${users} on ${eq(users.id, equipmentHistories.user_id)}
      where ${eq(equipmentHistories.equipment_id, itemId)}`,
    [desc(equipmentHistories.created_at), desc(equipmentHistories.id)],
  );
}

/**
 * GET /equipments/{id}: the whole item with its options, components, pictures, history (one
 * statement) and the bearings it names (a second).
 */
export const getEquipment = permitted("view_dashboard")
  .input(idInput)
  .output(equipmentDetails)
  .query(async ({ ctx, input }) => {
    const query = ctx.db
      .select({
        item: equipmentItems,
        ...libraryNames,
        rated_rpm: brandModels.rated_rpm,
        de_bearing_id: brandModels.de_bearing_id,
        nde_bearing_id: brandModels.nde_bearing_id,
        ...placeNames,
        ...lineRpmSource,
        option_values: optionValuesOf(input.id),
        child_components: componentsOf(input.id),
        pictures: picturesOf(input.id),
        histories: historiesOf(input.id),
      })
      .from(equipmentItems)
      .$dynamic();
    const row = await firstOr404(
      withLibraryNames(withPlaceNames(query)).where(
        and(eq(equipmentItems.id, input.id), inPlantScope(ctx.scope, equipmentItems.plant_id)),
      ),
      "Equipment item",
    );
    const { item, option_values, child_components, pictures, histories, ...names } = row;
    const bearingIds = [item.bearing_id, names.de_bearing_id, names.nde_bearing_id].filter(
      (id): id is number => id != null,
    );
    const bearingRows =
      bearingIds.length > 0
        ? await ctx.db.select().from(bearings).where(inArray(bearings.id, bearingIds))
        : [];
    const bearing = (id: number | null) =>
      id == null ? null : (bearingRows.find((b) => b.id === id) ?? null);
    return {
      ...item,
      ...names,
      place: placeOf(item),
      option_values: option_values.map(({ list_value, ...v }) => ({
        ...v,
        value: v.option_value_id != null ? list_value : v.value,
      })),
      child_components,
      pictures: pictures.map((p) => ({
        ...p,
        url: fileUrl(p.file_name),
        thumb_url: thumbUrl(p.thumb_file_name),
      })),
      histories: histories.map(({ first_name, last_name, ...h }) => ({
        ...h,
        user_full_name: first_name == null ? null : `${first_name} ${last_name ?? ""}`.trim(),
      })),
      bearing: bearing(item.bearing_id),
      de_bearing: bearing(names.de_bearing_id),
      nde_bearing: bearing(names.nde_bearing_id),
    };
  });
