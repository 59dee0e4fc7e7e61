import { schema } from "@plantwise/db";
import { assetRow, listAssetsInput } from "@plantwise/shared";
import { count, eq } from "drizzle-orm";
import { branchReaders } from "./branch-readers";
import { assetItemsCount } from "./hierarchy-rows";

const { applications, assets, machines, plants, productionLines } = schema;

/** GET /assets: assets in scope, filtered by machine, line or plant; GET /assets/{id}. */
export const { list: listAssets, get: getAsset } = branchReaders({
  input: listAssetsInput,
  row: assetRow,
  what: "Asset",
  table: assets,
  // Each asset with the names of its machine, line, plant and application, and its item count.
  rows: (db, where, list) =>
    db
      .select({
        id: assets.id,
        company_id: assets.company_id,
        plant_id: assets.plant_id,
        plant_name: plants.name,
        machine_id: assets.machine_id,
        machine_name: machines.name,
        production_line_id: machines.production_line_id,
        production_line_name: productionLines.name,
        application_id: assets.application_id,
        application_name: applications.name,
        name: assets.name,
        description: assets.description,
        position: assets.position,
        items_count: assetItemsCount,
        ...list,
      })
      .from(assets)
      .innerJoin(machines, eq(machines.id, assets.machine_id))
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .innerJoin(plants, eq(plants.id, assets.plant_id))
      .leftJoin(applications, eq(applications.id, assets.application_id))
      .where(where)
      .$dynamic(),
  count: (db, where) =>
    db
      .select({ n: count() })
      .from(assets)
      .innerJoin(machines, eq(machines.id, assets.machine_id))
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .where(where),
  filters: {
    machine_id: assets.machine_id,
    production_line_id: machines.production_line_id,
    plant_id: assets.plant_id,
  },
  search: [assets.name, assets.description, machines.name, productionLines.name],
  sortable: {
    id: assets.id,
    name: assets.name,
    position: assets.position,
    machine_name: machines.name,
    production_line_name: productionLines.name,
    plant_name: plants.name,
    items_count: assetItemsCount,
  },
});
