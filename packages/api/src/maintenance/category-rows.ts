import { type Reader, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { TotalField } from "../lib/list";
import { countReferring } from "./reference-rows";

const { plants, workOrderCategories, workOrders } = schema;

/** A work order type's row, as its list and its details answer it. */
export const categoryColumns = {
  id: workOrderCategories.id,
  company_id: workOrderCategories.company_id,
  plant_id: workOrderCategories.plant_id,
  plant_name: plants.name,
  name: workOrderCategories.name,
  description: workOrderCategories.description,
  color: workOrderCategories.color,
  work_orders_count: countReferring(workOrders.category_id, workOrderCategories.id),
};

/** A list passes its total column (pagedList) to answer with the rows. */
export function selectCategories(db: Reader, list?: TotalField) {
  return db
    .select({ ...categoryColumns, ...list })
    .from(workOrderCategories)
    .innerJoin(plants, eq(plants.id, workOrderCategories.plant_id))
    .$dynamic();
}
