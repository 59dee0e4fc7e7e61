import { schema } from "@plantwise/db";
import { bearingFrequencies } from "@plantwise/dsp";
import { listInput, pageSizeFor } from "@plantwise/shared";
import { and, count, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { restrictOr422 } from "../lib/attached";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { duplicateName, uniqueOr422 } from "../lib/uniqueness";
import { permitted } from "../trpc";
import { assertLibraryRef, assertUniqueName, notFound, ownerField } from "./library-rows";

const { bearings, brands } = schema;

const positiveMm = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).positive({ error: `${label} must be above 0` });
const optionalMm = z.preprocess(
  (v) => (v === "" || v === null ? null : v),
  z.coerce.number().finite().positive().nullable().optional(),
);

/**
 * Bearing geometry as bearingFrequencies (packages/dsp) needs it: at least one rolling element, the
 * element smaller than the pitch diameter, a contact angle in [0°, 90°). Each problem is reported on
 * its own field.
 */
const bearingFields = z
  .object({
    designation: z.string().trim().min(1, { error: "Designation is required" }).max(120),
    brand_id: optionalRef,
    ball_count: z.coerce
      .number({ error: "Number of rolling elements must be a number" })
      // A refinement, not .int(): an aborting issue would skip the cross-field diameter check.
      .refine(Number.isInteger, { error: "Number of rolling elements must be a whole number" })
      .min(1, { error: "Number of rolling elements must be at least 1" }),
    ball_diameter_mm: positiveMm("Rolling-element diameter"),
    pitch_diameter_mm: positiveMm("Pitch diameter"),
    contact_angle_deg: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? 0 : v),
      z.coerce
        .number({ error: "Contact angle must be a number" })
        .min(0, { error: "Contact angle must be between 0 and 90 degrees" })
        .lt(90, { error: "Contact angle must be between 0 and 90 degrees" }),
    ),
    bore_mm: optionalMm,
    outer_diameter_mm: optionalMm,
    width_mm: optionalMm,
    notes: optionalText(2000),
  })
  .refine((v) => Number(v.ball_diameter_mm) < Number(v.pitch_diameter_mm), {
    path: ["ball_diameter_mm"],
    message: "Rolling-element diameter must be smaller than the pitch diameter",
    // Checked even when other fields failed, so every problem is reported at once; skipped when
    // either diameter is itself invalid.
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === "ball_diameter_mm" || i.path?.[0] === "pitch_diameter_mm"),
  });
type BearingFields = z.infer<typeof bearingFields>;

const columns = {
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

export const listBearings = permitted("view_library")
  .input(
    listInput.extend({
      max: z.preprocess(
        (v) => (v === "" ? undefined : v),
        z.coerce.number().int().min(1).max(100).default(pageSizeFor("bearings")),
      ),
      brand_id: optionalRef,
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, bearings.company_id),
      input.brand_id ? eq(bearings.brand_id, input.brand_id) : undefined,
      input.q
        ? or(ilike(bearings.designation, likePattern(input.q)), ilike(brands.name, likePattern(input.q)))
        : undefined,
    );
    const sortable = {
      id: bearings.id,
      designation: bearings.designation,
      name: bearings.designation,
      brand_name: brands.name,
      ball_count: bearings.ball_count,
      bore_mm: bearings.bore_mm,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(columns)
        .from(bearings)
        .leftJoin(brands, eq(brands.id, bearings.brand_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "designation", bearings.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db
        .select({ n: count() })
        .from(bearings)
        .leftJoin(brands, eq(brands.id, bearings.brand_id))
        .where(where),
    ]);
    return {
      data: rows.map((row) => ({ ...row, frequencies: defectOrders(row) })),
      meta: listMeta(input, total?.n ?? 0),
    };
  });

export const getBearing = permitted("view_library")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(bearings)
      .leftJoin(brands, eq(brands.id, bearings.brand_id))
      .where(and(eq(bearings.id, input.id), inLibraryScope(ctx.scope, bearings.company_id)));
    if (!row) throw notFound("Bearing");
    return { ...row, frequencies: defectOrders(row) };
  });

function values(input: BearingFields) {
  return {
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
  };
}

/** Designations are unique per owner and brand (bearings_designation_uq). */
function sameBrand(brandId: number | null | undefined) {
  return sql`coalesce(${bearings.brand_id}, 0) = ${brandId ?? 0}`;
}

export const createBearing = permitted("create_library")
  .input(bearingFields.and(z.object({ company_id: ownerField })))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await assertLibraryRef(tx, brands, input.brand_id, owner, "brand_id", "Brand");
      await assertUniqueName(
        tx,
        bearings,
        bearings.designation,
        owner,
        input.designation,
        "bearing",
        undefined,
        "designation",
        sameBrand(input.brand_id),
      );
      const [created] = await uniqueOr422(
        () =>
          tx
            .insert(bearings)
            .values({ company_id: owner, ...values(input) })
            .returning({ id: bearings.id }),
        () => duplicateName("bearing", input.designation, "designation"),
      );
      return created!.id;
    });
    return { id };
  });

export const updateBearing = permitted("edit_library")
  .input(bearingFields.and(idInput))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(bearings.id, input.id), inLibraryScope(ctx.scope, bearings.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ company_id: bearings.company_id }).from(bearings).where(where);
      if (!existing) throw notFound("Bearing");
      assertLibraryWritable(ctx.scope, existing.company_id, "bearing");
      await assertLibraryRef(tx, brands, input.brand_id, existing.company_id, "brand_id", "Brand");
      await assertUniqueName(
        tx,
        bearings,
        bearings.designation,
        existing.company_id,
        input.designation,
        "bearing",
        input.id,
        "designation",
        sameBrand(input.brand_id),
      );
      await uniqueOr422(
        () =>
          tx
            .update(bearings)
            .set({ ...values(input), updated_at: new Date() })
            .where(where),
        () => duplicateName("bearing", input.designation, "designation"),
      );
    });
    return { id: input.id };
  });

/** Part numbers and items referring to the bearing lose the link (set null); nothing else is deleted. */
export const deleteBearing = permitted("delete_library")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(bearings.id, input.id), inLibraryScope(ctx.scope, bearings.company_id));
      const [existing] = await tx
        .select({ id: bearings.id, company_id: bearings.company_id })
        .from(bearings)
        .where(where);
      if (!existing) throw notFound("Bearing");
      assertLibraryWritable(ctx.scope, existing.company_id, "bearing");
      await restrictOr422("bearing", () => tx.delete(bearings).where(where));
      return { status: "ok" as const, id: existing.id };
    });
  });
