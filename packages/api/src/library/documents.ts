import { schema, type Tx } from "@plantwise/db";
import { LibraryKind, listInput } from "@plantwise/shared";
import { and, count, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { assertLibraryWritable, inLibraryScope, libraryOwnerForCreate } from "../access/scope";
import { deleteWithConfirmInput, idInput, optionalRef, optionalText } from "../lib/input";
import { likePattern, listMeta, listOrder, listWindow } from "../lib/list";
import { permitted } from "../trpc";
import { assertLibraryRef, notFound, ownerField } from "./library-rows";

const { brandModels, brands, equipmentTypes, libraries } = schema;

const KINDS = Object.values(LibraryKind) as number[];

/** Library documents as links (file upload is a separate concern: file_* columns are only read here). */
const documentFields = z.object({
  title: z.string().trim().min(1, { error: "Title is required" }).max(200),
  kind: z.coerce
    .number()
    .int()
    .refine((k) => KINDS.includes(k), { error: "Unknown document kind" })
    .default(LibraryKind.MANUAL),
  description: optionalText(4000),
  url: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z
      .url({ protocol: /^https?$/, error: "Enter a valid http(s) address" })
      .max(2000)
      .nullable()
      .optional(),
  ),
  brand_id: optionalRef,
  brand_model_id: optionalRef,
  equipment_type_id: optionalRef,
});
type DocumentFields = z.infer<typeof documentFields>;

const columns = {
  id: libraries.id,
  company_id: libraries.company_id,
  title: libraries.title,
  kind: libraries.kind,
  description: libraries.description,
  url: libraries.url,
  file_name: libraries.file_name,
  original_name: libraries.original_name,
  mime_type: libraries.mime_type,
  size_bytes: libraries.size_bytes,
  brand_id: libraries.brand_id,
  brand_name: brands.name,
  brand_model_id: libraries.brand_model_id,
  brand_model_name: brandModels.name,
  equipment_type_id: libraries.equipment_type_id,
  type_name: equipmentTypes.name,
  created_at: libraries.created_at,
};

/** GET /libraries: documents, filtered by kind, brand, part number or item type. */
export const listDocuments = permitted("view_library")
  .input(
    listInput.extend({
      kind: optionalRef,
      brand_id: optionalRef,
      brand_model_id: optionalRef,
      equipment_type_id: optionalRef,
    }),
  )
  .query(async ({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, libraries.company_id),
      input.kind ? eq(libraries.kind, input.kind) : undefined,
      input.brand_id ? eq(libraries.brand_id, input.brand_id) : undefined,
      input.brand_model_id ? eq(libraries.brand_model_id, input.brand_model_id) : undefined,
      input.equipment_type_id ? eq(libraries.equipment_type_id, input.equipment_type_id) : undefined,
      input.q
        ? or(ilike(libraries.title, likePattern(input.q)), ilike(libraries.description, likePattern(input.q)))
        : undefined,
    );
    const sortable = {
      id: libraries.id,
      title: libraries.title,
      name: libraries.title,
      kind: libraries.kind,
      created_at: libraries.created_at,
      brand_name: brands.name,
      type_name: equipmentTypes.name,
    };
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select(columns)
        .from(libraries)
        .leftJoin(brands, eq(brands.id, libraries.brand_id))
        .leftJoin(brandModels, eq(brandModels.id, libraries.brand_model_id))
        .leftJoin(equipmentTypes, eq(equipmentTypes.id, libraries.equipment_type_id))
        .where(where)
        .orderBy(...listOrder(input, sortable, "title", libraries.id))
        .limit(listWindow(input).limit)
        .offset(listWindow(input).offset),
      ctx.db.select({ n: count() }).from(libraries).where(where),
    ]);
    return { data: rows, meta: listMeta(input, total?.n ?? 0) };
  });

export const getDocument = permitted("view_library")
  .input(idInput)
  .query(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .select(columns)
      .from(libraries)
      .leftJoin(brands, eq(brands.id, libraries.brand_id))
      .leftJoin(brandModels, eq(brandModels.id, libraries.brand_model_id))
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, libraries.equipment_type_id))
      .where(and(eq(libraries.id, input.id), inLibraryScope(ctx.scope, libraries.company_id)));
    if (!row) throw notFound("Document");
    return row;
  });

async function checkRefs(tx: Tx, input: DocumentFields, owner: number | null) {
  await assertLibraryRef(tx, brands, input.brand_id, owner, "brand_id", "Brand");
  await assertLibraryRef(tx, brandModels, input.brand_model_id, owner, "brand_model_id", "Part number");
  await assertLibraryRef(
    tx,
    equipmentTypes,
    input.equipment_type_id,
    owner,
    "equipment_type_id",
    "Item type",
  );
}

function values(input: DocumentFields) {
  return {
    title: input.title,
    kind: input.kind,
    description: input.description ?? null,
    url: input.url ?? null,
    brand_id: input.brand_id ?? null,
    brand_model_id: input.brand_model_id ?? null,
    equipment_type_id: input.equipment_type_id ?? null,
  };
}

export const createDocument = permitted("create_library")
  .input(documentFields.extend({ company_id: ownerField }))
  .mutation(async ({ ctx, input }) => {
    const owner = libraryOwnerForCreate(ctx.scope, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await checkRefs(tx, input, owner);
      const [created] = await tx
        .insert(libraries)
        .values({ company_id: owner, ...values(input) })
        .returning({ id: libraries.id });
      return created!.id;
    });
    return { id };
  });

export const updateDocument = permitted("edit_library")
  .input(documentFields.extend(idInput.shape))
  .mutation(async ({ ctx, input }) => {
    const where = and(eq(libraries.id, input.id), inLibraryScope(ctx.scope, libraries.company_id));
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ company_id: libraries.company_id }).from(libraries).where(where);
      if (!existing) throw notFound("Document");
      assertLibraryWritable(ctx.scope, existing.company_id, "document");
      await checkRefs(tx, input, existing.company_id);
      await tx
        .update(libraries)
        .set({ ...values(input), updated_at: new Date() })
        .where(where);
    });
    return { id: input.id };
  });

export const deleteDocument = permitted("delete_library")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = and(eq(libraries.id, input.id), inLibraryScope(ctx.scope, libraries.company_id));
      const [existing] = await tx
        .select({ id: libraries.id, company_id: libraries.company_id })
        .from(libraries)
        .where(where);
      if (!existing) throw notFound("Document");
      assertLibraryWritable(ctx.scope, existing.company_id, "document");
      await tx.delete(libraries).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });
