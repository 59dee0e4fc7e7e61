import type { Reader } from "@plantwise/db";
import { schema } from "@plantwise/db";
import {
  libraryDocumentFields,
  libraryDocumentRow,
  listLibraryDocumentsInput,
  listLibraryDocumentsOutput,
} from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { inLibraryScope } from "../access/scope";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { givenFilters, listOrder, pagedList, searchIn, sortableBy } from "../lib/list";
import { permitted } from "../trpc";
import { assertLibraryRefs, inLibrary } from "./library-rows";
import { libraryInputs, libraryWrites } from "./library-writes";

const { brandModels, brands, equipmentTypes, libraries } = schema;

type DocumentFields = z.infer<typeof libraryDocumentFields>;

const documentColumns = {
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

/** Documents with the names of the brand, part number and item type they are about. */
function selectDocuments(db: Reader) {
  return db
    .select(documentColumns)
    .from(libraries)
    .leftJoin(brands, eq(brands.id, libraries.brand_id))
    .leftJoin(brandModels, eq(brandModels.id, libraries.brand_model_id))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, libraries.equipment_type_id))
    .$dynamic();
}

/** GET /libraries: documents, filtered by kind, brand, part number or item type. */
export const listDocuments = permitted("view_library")
  .input(listLibraryDocumentsInput)
  .output(listLibraryDocumentsOutput)
  .query(({ ctx, input }) => {
    const where = and(
      inLibraryScope(ctx.scope, libraries.company_id),
      givenFilters(input, {
        kind: libraries.kind,
        brand_id: libraries.brand_id,
        brand_model_id: libraries.brand_model_id,
        equipment_type_id: libraries.equipment_type_id,
      }),
      searchIn(input.q, libraries.title, libraries.description),
    );
    const sortable = {
      ...sortableBy(documentColumns, ["id", "title", "kind", "created_at", "brand_name", "type_name"]),
      name: libraries.title,
    };
    return pagedList(input, {
      rows: selectDocuments(ctx.db).where(where),
      count: ctx.db.select({ n: count() }).from(libraries).where(where),
      order: listOrder(input, sortable, "title", libraries.id),
    });
  });

export const getDocument = permitted("view_library")
  .input(idInput)
  .output(libraryDocumentRow)
  .query(({ ctx, input }) =>
    firstOr404(selectDocuments(ctx.db).where(inLibrary(libraries, input.id, ctx.scope)), "Document"),
  );

export const documentWrites = libraryWrites({
  table: libraries,
  noun: "document",
  section: "library",
  ...libraryInputs(libraryDocumentFields),
  values: (input: DocumentFields) => ({
    title: input.title,
    kind: input.kind,
    description: input.description ?? null,
    url: input.url ?? null,
    brand_id: input.brand_id ?? null,
    brand_model_id: input.brand_model_id ?? null,
    equipment_type_id: input.equipment_type_id ?? null,
  }),
  check: async (tx, input, owner) => {
    await assertLibraryRefs(tx, owner, input, ["brand_id", "brand_model_id", "equipment_type_id"]);
  },
});
