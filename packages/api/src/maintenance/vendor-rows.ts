import { type Reader, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { TotalField } from "../lib/list";
import { countReferring } from "./reference-rows";

const { miscParts, plants, vendors } = schema;

/** A vendor's row, as its list and its details answer it. */
export const vendorColumns = {
  id: vendors.id,
  company_id: vendors.company_id,
  plant_id: vendors.plant_id,
  plant_name: plants.name,
  name: vendors.name,
  contact_name: vendors.contact_name,
  email: vendors.email,
  phone: vendors.phone,
  address: vendors.address,
  website: vendors.website,
  notes: vendors.notes,
  parts_count: countReferring(miscParts.vendor_id, vendors.id),
};

/** A list passes its total column (pagedList) to answer with the rows. */
export function selectVendors(db: Reader, list?: TotalField) {
  return db
    .select({ ...vendorColumns, ...list })
    .from(vendors)
    .innerJoin(plants, eq(plants.id, vendors.plant_id))
    .$dynamic();
}
