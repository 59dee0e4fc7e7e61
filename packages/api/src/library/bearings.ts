import { schema } from "@plantwise/db";
import { bearingFrequencies } from "@plantwise/dsp";
import {
  createLibraryBearingInput,
  type libraryBearingFields,
  libraryBearingRow,
  listLibraryBearingsInput,
  updateLibraryBearingInput,
} from "@plantwise/shared";
import { count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { sortableBy } from "../lib/list";
import { duplicateName } from "../lib/uniqueness";
import { libraryProcedures } from "./library-reads";
import { assertLibraryRefs, assertUniqueName } from "./library-rows";

const { bearings, brands } = schema;

type BearingFields = z.infer<typeof libraryBearingFields>;

interface Geometry {
  ball_count: number;
  ball_diameter_mm: number;
  pitch_diameter_mm: number;
  contact_angle_deg: number;
}

/** Defect frequencies as multiples of shaft speed (bearingFrequencies at 1 Hz); null for bad stored geometry. */
export function defectOrders(row: Geometry): { ftf: number; bpfo: number; bpfi: number; bsf: number } | null {
  try {
    return bearingFrequencies(
      {
        ballCount: row.ball_count,
        ballDiameter: row.ball_diameter_mm,
        pitchDiameter: row.pitch_diameter_mm,
        contactAngleDeg: row.contact_angle_deg,
      },
      1,
    );
  } catch {
    return null;
  }
}

const bearingColumns = {
  id: bearings.id,
  company_id: bearings.company_id,
  brand_id: bearings.brand_id,
  brand_name: brands.name,
  designation: bearings.designation,
  ball_count: bearings.ball_count,
  ball_diameter_mm: bearings.ball_diameter_mm,
  pitch_diameter_mm: bearings.pitch_diameter_mm,
  contact_angle_deg: bearings.contact_angle_deg,
  bore_mm: bearings.bore_mm,
  outer_diameter_mm: bearings.outer_diameter_mm,
  width_mm: bearings.width_mm,
  notes: bearings.notes,
};

/** Designations are unique per owner and brand (bearings_designation_uq). */
function sameBrand(brandId: number | null | undefined) {
  return sql`coalesce(${bearings.brand_id}, 0) = ${brandId ?? 0}`;
}

/**
 * GET /bearings: bearings with their brand's name and defect orders, filtered by brand; GET /bearings/{id}.
 * Part numbers and items referring to a deleted bearing lose the link (set null); nothing else is deleted.
 */
export const bearingProcedures = libraryProcedures({
  table: bearings,
  noun: "bearing",
  section: "library",
  input: listLibraryBearingsInput,
  row: libraryBearingRow,
  rows: (db, list) =>
    db
      .select({ ...bearingColumns, ...list })
      .from(bearings)
      .leftJoin(brands, eq(brands.id, bearings.brand_id))
      .$dynamic(),
  count: (db) => db.select({ n: count() }).from(bearings).leftJoin(brands, eq(brands.id, bearings.brand_id)),
  filters: { brand_id: bearings.brand_id },
  search: [bearings.designation, brands.name],
  sortable: {
    ...sortableBy(bearingColumns, ["id", "designation", "brand_name", "ball_count", "bore_mm"]),
    name: bearings.designation,
  },
  orderBy: "designation",
  complete: async (_ctx, rows) => rows.map((row) => ({ ...row, frequencies: defectOrders(row) })),
  create: createLibraryBearingInput,
  update: updateLibraryBearingInput,
  values: (input: BearingFields) => ({
    designation: input.designation,
    brand_id: input.brand_id ?? null,
    ball_count: input.ball_count,
    ball_diameter_mm: input.ball_diameter_mm,
    pitch_diameter_mm: input.pitch_diameter_mm,
    contact_angle_deg: input.contact_angle_deg,
    bore_mm: input.bore_mm ?? null,
    outer_diameter_mm: input.outer_diameter_mm ?? null,
    width_mm: input.width_mm ?? null,
    notes: input.notes ?? null,
  }),
  check: async (tx, input, owner, exceptId) => {
    await assertLibraryRefs(tx, owner, input, ["brand_id"]);
    await assertUniqueName(
      tx,
      bearings,
      bearings.designation,
      owner,
      input.designation,
      "bearing",
      exceptId,
      "designation",
      sameBrand(input.brand_id),
    );
  },
  duplicate: (input) => duplicateName("bearing", input.designation, "designation"),
});
