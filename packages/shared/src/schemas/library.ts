/**
 * Library: the inputs its procedures and forms validate with (in `library-forms.ts` and
 * `library-item-types.ts`), and what its REST-served procedures answer.
 */
import { z } from "zod";
import { listOutput } from "./list";

export * from "./library-forms";
export * from "./library-item-types";

const id = z.number().int();
/** Who owns a library row: null for the shared library, else the company's id. */
const owner = z.number().int().nullable();
const ref = z.number().int().nullable();

export const brandRow = z.object({
  id,
  company_id: owner,
  name: z.string(),
  website: z.string().nullable(),
  models_count: z.number().int(),
});
export const listBrandsOutput = listOutput(brandRow);
export const brandDetails = brandRow.extend({
  notes: z.string().nullable(),
  /** What a delete would be refused for, with models_count. */
  items_count: z.number().int(),
});

/** Defect frequencies as multiples of shaft speed; null when the stored geometry is unusable. */
export const bearingOrders = z
  .object({ ftf: z.number(), bpfo: z.number(), bpfi: z.number(), bsf: z.number() })
  .nullable();

export const libraryBearingRow = z.object({
  id,
  company_id: owner,
  brand_id: ref,
  brand_name: z.string().nullable(),
  designation: z.string(),
  ball_count: z.number().int(),
  ball_diameter_mm: z.number(),
  pitch_diameter_mm: z.number(),
  contact_angle_deg: z.number(),
  bore_mm: z.number().nullable(),
  outer_diameter_mm: z.number().nullable(),
  width_mm: z.number().nullable(),
  notes: z.string().nullable(),
  frequencies: bearingOrders,
});
export const listLibraryBearingsOutput = listOutput(libraryBearingRow);

export const partNumberRow = z.object({
  id,
  company_id: owner,
  brand_id: id,
  brand_name: z.string(),
  equipment_type_id: ref,
  type_name: z.string().nullable(),
  name: z.string(),
  part_number: z.string(),
  rated_rpm: z.number().nullable(),
});
export const listPartNumbersOutput = listOutput(partNumberRow);

/** A part number's DE or NDE bearing: its geometry and defect orders. */
const partNumberBearing = libraryBearingRow
  .pick({
    id: true,
    designation: true,
    ball_count: true,
    ball_diameter_mm: true,
    pitch_diameter_mm: true,
    contact_angle_deg: true,
    frequencies: true,
  })
  .nullable();

export const partNumberDetails = partNumberRow.extend({
  description: z.string().nullable(),
  de_bearing_id: ref,
  nde_bearing_id: ref,
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  items_count: z.number().int(),
  bearings: z.object({ de: partNumberBearing, nde: partNumberBearing }),
});

export const itemTypeOptionValue = z.object({ id, value: z.string(), position: z.number().int() });
/** The values of one item type option, in order. */
export const itemTypeOptionValuesOutput = z.array(itemTypeOptionValue);

export const itemTypeOption = z.object({
  id,
  equipment_type_id: id,
  name: z.string(),
  unit: z.string().nullable(),
  /** OptionValueKind: 1 list, 2 number, 3 text. */
  value_kind: z.number().int(),
  is_category: z.boolean(),
  is_card: z.boolean(),
  is_rpm: z.boolean(),
  position: z.number().int(),
  values: z.array(itemTypeOptionValue),
});

/** An item type with its category's name, its items count and its options (list and get alike). */
export const itemTypeRow = z.object({
  id,
  company_id: owner,
  name: z.string(),
  description: z.string().nullable(),
  category_id: ref,
  category_name: z.string().nullable(),
  is_rotating: z.boolean(),
  items_count: z.number().int(),
  options: z.array(itemTypeOption),
});
export const listItemTypesOutput = listOutput(itemTypeRow);

export const vibrationRuleRow = z.object({
  id,
  equipment_type_id: id,
  name: z.string(),
  parameter: z.string(),
  order_multiple: z.number().nullable(),
  threshold: z.number(),
  fault_id: ref,
  fault_name: z.string().nullable(),
  is_active: z.boolean(),
  /** The rule's crossover option values, ascending. */
  option_value_ids: z.array(id),
});
export const vibrationRulesOutput = z.array(vibrationRuleRow);

export const crossoverValueRow = z.object({
  id,
  value: z.string(),
  option_id: id,
  option_name: z.string(),
});
export const crossoverValuesOutput = z.array(crossoverValueRow);

/** An entry of a name-and-description library table (item type categories, applications). */
export const describedEntryRow = z.object({
  id,
  company_id: owner,
  name: z.string(),
  description: z.string().nullable(),
});
export const listDescribedEntriesOutput = listOutput(describedEntryRow);

/** A library document with the names of the brand, part number and item type it is about. */
export const libraryDocumentRow = z.object({
  id,
  company_id: owner,
  title: z.string(),
  /** LibraryKind: 1 manual, 2 data sheet, 3 procedure, 4 drawing, 5 other. */
  kind: z.number().int(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  original_name: z.string().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  brand_id: ref,
  brand_name: z.string().nullable(),
  brand_model_id: ref,
  brand_model_name: z.string().nullable(),
  equipment_type_id: ref,
  type_name: z.string().nullable(),
  created_at: z.date(),
});
export const listLibraryDocumentsOutput = listOutput(libraryDocumentRow);

export const libraryFaultRow = z.object({
  id,
  company_id: owner,
  name: z.string(),
  description: z.string().nullable(),
  recommendation: z.string().nullable(),
  equipment_type_id: ref,
});
export const listLibraryFaultsOutput = listOutput(libraryFaultRow);

export const storeRoomRow = z.object({
  id,
  company_id: id,
  plant_id: id,
  plant_name: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  items_count: z.number().int(),
});
export const listStoreRoomsOutput = listOutput(storeRoomRow);
