import { type Reader, schema, type Tx } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import type { TotalField } from "../lib/list";
import { countReferring, unknownReference } from "./reference-rows";

const { plants, productionLines, workOrders, workStations } = schema;

/** A work station's row, as its list and its details answer it. */
export const workStationColumns = {
  id: workStations.id,
  company_id: workStations.company_id,
  plant_id: workStations.plant_id,
  plant_name: plants.name,
  name: workStations.name,
  description: workStations.description,
  location: workStations.location,
  production_line_id: workStations.production_line_id,
  production_line_name: productionLines.name,
  work_orders_count: countReferring(workOrders.work_station_id, workStations.id),
};

/** A list passes its total column (pagedList) to answer with the rows. */
export function selectWorkStations(db: Reader, list?: TotalField) {
  return db
    .select({ ...workStationColumns, ...list })
    .from(workStations)
    .innerJoin(plants, eq(plants.id, workStations.plant_id))
    .leftJoin(productionLines, eq(productionLines.id, workStations.production_line_id))
    .$dynamic();
}

/** The station's production line must be one of its plant's (422 naming the field otherwise). */
export async function assertLineOfPlant(tx: Tx, plantId: number, lineId: number | null | undefined) {
  if (!lineId) return;
  const [line] = await tx
    .select({ id: productionLines.id })
    .from(productionLines)
    .where(and(eq(productionLines.id, lineId), eq(productionLines.plant_id, plantId)));
  if (!line) throw unknownReference("production_line_id", "production line");
}
