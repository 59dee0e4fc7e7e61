import { schema } from "@plantwise/db";
import { listMachinesInput, machineRow } from "@plantwise/shared";
import { count, eq } from "drizzle-orm";
import { branchReaders } from "./branch-readers";
import { machineAssetsCount, machineItemsCount } from "./hierarchy-rows";

const { machines, plants, productionLines } = schema;

/** GET /machines: machines in scope, filtered by line or plant; GET /machines/{id}. */
export const { list: listMachines, get: getMachine } = branchReaders({
  input: listMachinesInput,
  row: machineRow,
  what: "Machine",
  table: machines,
  // Each machine with the names of its line and plant, and its counters.
  rows: (db, where, list) =>
    db
      .select({
        id: machines.id,
        company_id: machines.company_id,
        plant_id: machines.plant_id,
        plant_name: plants.name,
        production_line_id: machines.production_line_id,
        production_line_name: productionLines.name,
        production_line_kind: productionLines.kind,
        name: machines.name,
        description: machines.description,
        position: machines.position,
        assets_count: machineAssetsCount,
        items_count: machineItemsCount,
        ...list,
      })
      .from(machines)
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .innerJoin(plants, eq(plants.id, machines.plant_id))
      .where(where)
      .$dynamic(),
  count: (db, where) =>
    db
      .select({ n: count() })
      .from(machines)
      .innerJoin(productionLines, eq(productionLines.id, machines.production_line_id))
      .where(where),
  filters: { production_line_id: machines.production_line_id, plant_id: machines.plant_id },
  search: [machines.name, machines.description, productionLines.name],
  sortable: {
    id: machines.id,
    name: machines.name,
    position: machines.position,
    production_line_name: productionLines.name,
    plant_name: plants.name,
    assets_count: machineAssetsCount,
    items_count: machineItemsCount,
  },
});
