/**
 * Library: the inputs its procedures and forms validate with (in `library-forms.ts` and
 * `library-item-types.ts`), and what its REST-served procedures answer.
 */
import { z } from "zod";
import { column, eachKey, nullableRefColumns, refColumns } from "./fields";
import { listOutput } from "./list";

export * from "./library-forms";
export * from "./library-item-types";

const { int, nullableInt, nullableNumber, nullableText, number, text, flag } = column;
/** Who owns a library row: null for the shared library, else the company's id. */
const owner = nullableInt;

/** A library row's id and owner, first in every answer. */
const libraryRow = z.object({ id: int, company_id: owner });

export const brandRow = libraryRow.extend({
  name: text,
  website: nullableText,
  models_count: int,
});
export const listBrandsOutput = listOutput(brandRow);
export const brandDetails = brandRow.extend({
  notes: nullableText,
  /** What a delete would be refused for, with models_count. */
  items_count: int,
});

/** Defect frequencies as multiples of shaft speed; null when the stored geometry is unusable. */
export const bearingOrders = z.object({ ftf: number, bpfo: number, bpfi: number, bsf: number }).nullable();

/** A bearing's geometry, as defect frequencies are computed from it. */
const bearingGeometry = {
  ball_count: int,
  ball_diameter_mm: number,
  pitch_diameter_mm: number,
  contact_angle_deg: number,
};

/** A bearing's own columns (bearings row, without its timestamps). */
export const bearingRecord = libraryRow.extend({
  brand_id: nullableInt,
  designation: text,
  ...bearingGeometry,
  ...eachKey(["bore_mm", "outer_diameter_mm", "width_mm"], nullableNumber),
  notes: nullableText,
});

export const libraryBearingRow = bearingRecord.extend({
  brand_name: nullableText,
  frequencies: bearingOrders,
});
export const listLibraryBearingsOutput = listOutput(libraryBearingRow);

export const partNumberRow = libraryRow.extend({
  ...refColumns("brand"),
  equipment_type_id: nullableInt,
  type_name: nullableText,
  name: text,
  part_number: text,
  rated_rpm: nullableNumber,
});
export const listPartNumbersOutput = listOutput(partNumberRow);

/** A part number's DE or NDE bearing: its geometry and defect orders. */
const partNumberBearing = z
  .object({ id: int, designation: text, ...bearingGeometry, frequencies: bearingOrders })
  .nullable();

export const partNumberDetails = partNumberRow.extend({
  description: nullableText,
  de_bearing_id: nullableInt,
  nde_bearing_id: nullableInt,
  specifications: z.array(z.object({ label: text, value: text })),
  items_count: int,
  bearings: z.object({ de: partNumberBearing, nde: partNumberBearing }),
});

export const itemTypeOptionValue = z.object({ id: int, value: text, position: int });
/** The values of one item type option, in order. */
export const itemTypeOptionValuesOutput = z.array(itemTypeOptionValue);

export const itemTypeOption = z.object({
  id: int,
  equipment_type_id: int,
  name: text,
  unit: nullableText,
  /** OptionValueKind: 1 list, 2 number, 3 text. */
  value_kind: int,
  is_category: flag,
  is_card: flag,
  is_rpm: flag,
  position: int,
  values: z.array(itemTypeOptionValue),
});

/** An entry of a name-and-description library table (item type categories, applications). */
export const describedEntryRow = libraryRow.extend({ name: text, description: nullableText });
export const listDescribedEntriesOutput = listOutput(describedEntryRow);

/** An item type with its category's name, its items count and its options (list and get alike). */
export const itemTypeRow = describedEntryRow.extend({
  ...nullableRefColumns("category"),
  is_rotating: flag,
  items_count: int,
  options: z.array(itemTypeOption),
});
export const listItemTypesOutput = listOutput(itemTypeRow);

export const vibrationRuleRow = z.object({
  id: int,
  equipment_type_id: int,
  name: text,
  parameter: text,
  order_multiple: nullableNumber,
  threshold: number,
  ...nullableRefColumns("fault"),
  is_active: flag,
  /** The rule's crossover option values, ascending. */
  option_value_ids: z.array(int),
});
export const vibrationRulesOutput = z.array(vibrationRuleRow);

export const crossoverValueRow = z.object({ id: int, value: text, ...refColumns("option") });
export const crossoverValuesOutput = z.array(crossoverValueRow);

/** A library document with the names of the brand, part number and item type it is about. */
export const libraryDocumentRow = libraryRow.extend({
  title: text,
  /** LibraryKind: 1 manual, 2 data sheet, 3 procedure, 4 drawing, 5 other. */
  kind: int,
  ...eachKey(["description", "url", "file_name", "original_name", "mime_type"], nullableText),
  size_bytes: nullableInt,
  ...nullableRefColumns("brand"),
  ...nullableRefColumns("brand_model"),
  equipment_type_id: nullableInt,
  type_name: nullableText,
  created_at: column.date,
});
export const listLibraryDocumentsOutput = listOutput(libraryDocumentRow);

export const libraryFaultRow = describedEntryRow.extend({
  recommendation: nullableText,
  equipment_type_id: nullableInt,
});
export const listLibraryFaultsOutput = listOutput(libraryFaultRow);

export const storeRoomRow = z.object({
  id: int,
  company_id: int,
  ...refColumns("plant"),
  name: text,
  location: nullableText,
  description: nullableText,
  items_count: int,
});
export const listStoreRoomsOutput = listOutput(storeRoomRow);
