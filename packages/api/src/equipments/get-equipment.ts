import { schema } from "@plantwise/db";
import { equipmentDetails } from "@plantwise/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
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

/** GET /equipments/{id}: the whole item with its options, components, pictures, history and bearings. */
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
      })
      .from(equipmentItems)
      .$dynamic();
    const row = await firstOr404(
      withLibraryNames(withPlaceNames(query)).where(
        and(eq(equipmentItems.id, input.id), inPlantScope(ctx.scope, equipmentItems.plant_id)),
      ),
      "Equipment item",
    );
    const { item, ...names } = row;
    const bearingIds = [item.bearing_id, names.de_bearing_id, names.nde_bearing_id].filter(
      (id): id is number => id != null,
    );
    const [optionValues, components, pictures, histories, bearingRows] = await Promise.all([
      ctx.db
        .select({
          option_id: equipmentOptionValues.option_id,
          option_name: equipmentTypeOptions.name,
          unit: equipmentTypeOptions.unit,
          value_kind: equipmentTypeOptions.value_kind,
          is_card: equipmentTypeOptions.is_card,
          option_value_id: equipmentOptionValues.option_value_id,
          value: equipmentOptionValues.value,
          list_value: equipmentTypeOptionValues.value,
        })
        .from(equipmentOptionValues)
        .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentOptionValues.option_id))
        .leftJoin(
          equipmentTypeOptionValues,
          eq(equipmentTypeOptionValues.id, equipmentOptionValues.option_value_id),
        )
        .where(eq(equipmentOptionValues.equipment_id, item.id))
        .orderBy(asc(equipmentTypeOptions.position), asc(equipmentTypeOptions.id)),
      ctx.db
        .select({
          id: equipmentComponents.id,
          name: equipmentComponents.name,
          equipment_type_id: equipmentComponents.equipment_type_id,
          brand_id: equipmentComponents.brand_id,
          brand_model_id: equipmentComponents.brand_model_id,
          bearing_id: equipmentComponents.bearing_id,
          quantity: equipmentComponents.quantity,
          notes: equipmentComponents.notes,
          position: equipmentComponents.position,
        })
        .from(equipmentComponents)
        .where(eq(equipmentComponents.equipment_id, item.id))
        .orderBy(asc(equipmentComponents.position), asc(equipmentComponents.id)),
      ctx.db
        .select({
          id: equipmentPictures.id,
          file_name: equipmentPictures.file_name,
          thumb_file_name: equipmentPictures.thumb_file_name,
          original_name: equipmentPictures.original_name,
          mime_type: equipmentPictures.mime_type,
          size_bytes: equipmentPictures.size_bytes,
          created_at: equipmentPictures.created_at,
        })
        .from(equipmentPictures)
        .where(eq(equipmentPictures.equipment_id, item.id))
        .orderBy(asc(equipmentPictures.id)),
      ctx.db
        .select({
          id: equipmentHistories.id,
          action: equipmentHistories.action,
          details: equipmentHistories.details,
          created_at: equipmentHistories.created_at,
          user_id: equipmentHistories.user_id,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(equipmentHistories)
        .leftJoin(users, eq(users.id, equipmentHistories.user_id))
        .where(eq(equipmentHistories.equipment_id, item.id))
        .orderBy(desc(equipmentHistories.created_at), desc(equipmentHistories.id)),
      bearingIds.length > 0
        ? ctx.db.select().from(bearings).where(inArray(bearings.id, bearingIds))
        : Promise.resolve([]),
    ]);
    const bearing = (id: number | null) =>
      id == null ? null : (bearingRows.find((b) => b.id === id) ?? null);
    return {
      ...item,
      ...names,
      place: placeOf(item),
      option_values: optionValues.map(({ list_value, ...v }) => ({
        ...v,
        value: v.option_value_id != null ? list_value : v.value,
      })),
      child_components: components,
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
