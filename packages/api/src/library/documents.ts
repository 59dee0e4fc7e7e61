import { schema } from "@plantwise/db";
import { libraryDocumentFields, libraryDocumentRow, listLibraryDocumentsInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { sortableBy } from "../lib/list";
import { libraryProcedures } from "./library-reads";
import { assertLibraryRefs } from "./library-rows";
import { libraryInputs } from "./library-writes";

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

/**
 * GET /libraries: documents, filtered by kind, brand, part number or item type, each with the names
 * of the brand, part number and item type it is about; GET, POST, PUT and DELETE /libraries/{id}.
 */
export const documentProcedures = libraryProcedures({
  table: libraries,
  noun: "document",
  section: "library",
  input: listLibraryDocumentsInput,
  row: libraryDocumentRow,
  rows: (db, list) =>
    db
      .select({ ...documentColumns, ...list })
      .from(libraries)
      .leftJoin(brands, eq(brands.id, libraries.brand_id))
      .leftJoin(brandModels, eq(brandModels.id, libraries.brand_model_id))
      .leftJoin(equipmentTypes, eq(equipmentTypes.id, libraries.equipment_type_id))
      .$dynamic(),
  filters: {
    kind: libraries.kind,
    brand_id: libraries.brand_id,
    brand_model_id: libraries.brand_model_id,
    equipment_type_id: libraries.equipment_type_id,
  },
  search: [libraries.title, libraries.description],
  sortable: {
    ...sortableBy(documentColumns, ["id", "title", "kind", "created_at", "brand_name", "type_name"]),
    name: libraries.title,
  },
  orderBy: "title",
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
