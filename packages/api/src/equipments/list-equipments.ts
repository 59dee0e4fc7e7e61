import { schema } from "@plantwise/db";
import { listEquipmentsInput, listEquipmentsOutput } from "@plantwise/shared";
import { and, count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { inPlantScope } from "../access/scope";
import { itemHealthOrder } from "../alarms/service";
import { withItemLine } from "../hierarchy/service";
import { givenFilters, listOrder, pagedList, searchIn, type TotalColumn } from "../lib/list";
import { permitted } from "../trpc";
import { libraryNames, lineRpmSource, placeNames, withLibraryNames, withPlaceNames } from "./item-joins";
import { placeOf } from "./place";

const { assets, brandModels, brands, companies, equipmentItems, equipmentTypes, machines, productionLines } =
  schema;

/** The first picture's thumbnail, as a correlated subquery so the list stays one query. */
const firstThumb = sql<
  string | null
>`(select "p"."thumb_file_name" from "equipment_pictures" "p" where "p"."equipment_id" = "equipment_items"."id" order by "p"."id" limit 1)`;

export function thumbUrl(name: string | null): string | null {
  return name ? `/api/files/equipment/${encodeURIComponent(name)}` : null;
}

/**
 * GET /equipments: items in the user's plants with the names of everything they hang from, the
 * line's RPM source fields and the plant's runtime-tracking flag, in one joined query.
 */
export const listEquipments = permitted("view_dashboard")
  .input(listEquipmentsInput)
  .output(listEquipmentsOutput)
  .query(async ({ ctx, input }) => {
    const filters: (SQL | undefined)[] = [
      inPlantScope(ctx.scope, equipmentItems.plant_id),
      givenFilters(input, {
        plant_id: equipmentItems.plant_id,
        production_line_id: machines.production_line_id,
        machine_id: assets.machine_id,
        asset_id: equipmentItems.asset_id,
        equipment_type_id: equipmentItems.equipment_type_id,
        brand_id: equipmentItems.brand_id,
        store_room_id: equipmentItems.store_room_id,
      }),
      input.place === "asset"
        ? isNotNull(equipmentItems.asset_id)
        : input.place === "store_room"
          ? eq(equipmentItems.is_store_room, true)
          : input.place === "limbo"
            ? eq(equipmentItems.is_limbo, true)
            : undefined,
      input.has_breakdown === undefined ? undefined : eq(equipmentItems.has_breakdown, input.has_breakdown),
      searchIn(
        input.q,
        equipmentItems.name,
        equipmentItems.serial_number,
        brands.name,
        brandModels.name,
        brandModels.part_number,
        equipmentTypes.name,
      ),
    ];
    const where = and(...filters);
    const sortable = {
      name: equipmentItems.name,
      type: equipmentTypes.name,
      brand: brands.name,
      model: brandModels.name,
      asset: assets.name,
      machine: machines.name,
      line: productionLines.name,
      part_number: brandModels.part_number,
      serial_number: equipmentItems.serial_number,
      // An asset's own order (with asset_id): the order reorder saved.
      position: equipmentItems.position,
      created_at: equipmentItems.created_at,
      // Worst health first (ascending), then by name: the cards' default order.
      health: itemHealthOrder,
    };
    const rows = (total: TotalColumn) =>
      ctx.db
        .select({
          id: equipmentItems.id,
          name: equipmentItems.name,
          serial_number: equipmentItems.serial_number,
          company_id: equipmentItems.company_id,
          plant_id: equipmentItems.plant_id,
          asset_id: equipmentItems.asset_id,
          store_room_id: equipmentItems.store_room_id,
          is_store_room: equipmentItems.is_store_room,
          is_limbo: equipmentItems.is_limbo,
          has_breakdown: equipmentItems.has_breakdown,
          position: equipmentItems.position,
          equipment_type_id: equipmentItems.equipment_type_id,
          brand_id: equipmentItems.brand_id,
          brand_model_id: equipmentItems.brand_model_id,
          equipment_subtype_id: equipmentItems.equipment_subtype_id,
          sensor_location: equipmentItems.sensor_location,
          loc_on_machine: equipmentItems.loc_on_machine,
          is_rpm_params_set: equipmentItems.is_rpm_params_set,
          is_rpm_visible: equipmentItems.is_rpm_visible,
          rpm_source_item: equipmentItems.rpm_source_item,
          rpm_value: equipmentItems.rpm_value,
          created_at: equipmentItems.created_at,
          ...libraryNames,
          ...placeNames,
          company_name: companies.name,
          ...lineRpmSource,
          thumb_file_name: firstThumb,
          total,
        })
        .from(equipmentItems)
        .$dynamic();
    const page = await pagedList(input, {
      rows: (total) =>
        withLibraryNames(withPlaceNames(rows(total)))
          .innerJoin(companies, eq(companies.id, equipmentItems.company_id))
          .where(where),
      // The same joins the filters and the search read (the count needs no names).
      count: withLibraryNames(
        withItemLine(ctx.db.select({ n: count() }).from(equipmentItems).$dynamic()),
      ).where(where),
      order: listOrder(input, sortable, "name", equipmentItems.id),
    });
    const data = page.data.map(({ thumb_file_name, ...row }) => ({
      ...row,
      place: placeOf(row),
      thumb_url: thumbUrl(thumb_file_name),
    }));
    return { ...page, data };
  });
