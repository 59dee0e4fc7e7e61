/**
 * Maintenance reference data, each record owned by a plant: work order types (categories),
 * vendors, work stations, task procedures with their ordered steps, and misc parts with their stock
 * per store room. The inputs its procedures and forms validate with, and what its procedures answer.
 *
 * A new record names its plant (`plant_id`); an update may send it too, but a record never moves to
 * another plant (the work orders that use it are that plant's), which the API checks.
 */
import { z } from "zod";
import {
  column,
  idInput,
  namedRef,
  nullableRefColumns,
  optionalRef,
  optionalText,
  refColumns,
} from "./fields";
import { listInput, listOutput, MAX_RECORD_ID, queryFlag, recordId } from "./list";

const { int, number, text, nullableText, nullableInt, flag } = column;

const requiredName = z.string().trim().min(1, { error: "Name is required" }).max(120);
const plantField = z.coerce
  .number({ error: "Plant is required" })
  .int()
  .positive({ error: "Plant is required" })
  .max(MAX_RECORD_ID);

/** Create: the plant the record goes into. Update: the record's id, and its own plant when sent. */
function createAndUpdate<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  return {
    create: fields.extend({ plant_id: plantField }),
    update: fields.extend({ ...idInput.shape, plant_id: optionalRef }),
  };
}

/** A list of one plant's records (all plants in scope when absent). */
const plantListInput = listInput.extend({ plant_id: optionalRef });

/** The selects of a form for one plant (a work order's type, procedure, parts…). */
export const referenceOptionsInput = z.object({ plant_id: recordId });

/** The columns every reference row starts with: its id, company and plant. */
const plantOwned = { id: int, company_id: int, ...refColumns("plant") };

/** A number that may come blank from a form: blank or null is "not given". */
const blankToNull = (v: unknown) => (v === "" || v === null ? null : v);

// ── Work order types ────────────────────────────────────────────────────────────────────────────

/** "#2563eb": the colour a work order type is drawn with in the calendar and the charts. */
const colorField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toLowerCase()) : v),
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/, { error: "Enter a colour as #rrggbb" })
    .nullable()
    .optional(),
);

export const workOrderCategoryFields = z.object({
  name: requiredName,
  description: optionalText(2000),
  color: colorField,
});
const categoryInputs = createAndUpdate(workOrderCategoryFields);
export const createWorkOrderCategoryInput = categoryInputs.create;
export const updateWorkOrderCategoryInput = categoryInputs.update;
export const listWorkOrderCategoriesInput = plantListInput;

export const workOrderCategoryRow = z.object({
  ...plantOwned,
  name: text,
  description: nullableText,
  color: nullableText,
  /** Work orders of this type: while any exist the type cannot be deleted. */
  work_orders_count: int,
});
export const listWorkOrderCategoriesOutput = listOutput(workOrderCategoryRow);
export const workOrderCategoryOption = namedRef.extend({ color: nullableText });

// ── Vendors ─────────────────────────────────────────────────────────────────────────────────────

export const vendorFields = z.object({
  name: requiredName,
  contact_name: optionalText(120),
  email: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.email({ error: "Enter a valid e-mail address" }).max(254).nullable().optional(),
  ),
  phone: optionalText(40),
  address: optionalText(300),
  website: optionalText(300),
  notes: optionalText(2000),
});
const vendorInputs = createAndUpdate(vendorFields);
export const createVendorInput = vendorInputs.create;
export const updateVendorInput = vendorInputs.update;
export const listVendorsInput = plantListInput;

export const vendorRow = z.object({
  ...plantOwned,
  name: text,
  contact_name: nullableText,
  email: nullableText,
  phone: nullableText,
  address: nullableText,
  website: nullableText,
  notes: nullableText,
  /** Parts bought from this vendor: they keep working without it when it is deleted. */
  parts_count: int,
});
export const listVendorsOutput = listOutput(vendorRow);

// ── Work stations ───────────────────────────────────────────────────────────────────────────────

export const workStationFields = z.object({
  name: requiredName,
  description: optionalText(2000),
  location: optionalText(200),
  /** The production line the station is on, of the same plant. */
  production_line_id: optionalRef,
});
const workStationInputs = createAndUpdate(workStationFields);
export const createWorkStationInput = workStationInputs.create;
export const updateWorkStationInput = workStationInputs.update;
export const listWorkStationsInput = plantListInput.extend({ production_line_id: optionalRef });

export const workStationRow = z.object({
  ...plantOwned,
  name: text,
  description: nullableText,
  location: nullableText,
  ...nullableRefColumns("production_line"),
  work_orders_count: int,
});
export const listWorkStationsOutput = listOutput(workStationRow);

// ── Task procedures ─────────────────────────────────────────────────────────────────────────────

export const taskProcedureStepInput = z.object({
  instruction: z.string().trim().min(1, { error: "Instruction is required" }).max(2000),
});

export const taskProcedureFields = z.object({
  name: requiredName,
  description: optionalText(2000),
  estimated_minutes: z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: "Enter a number of minutes" })
      .int({ error: "Enter whole minutes" })
      .min(1, { error: "At least 1 minute" })
      .max(100_000)
      .nullable()
      .optional(),
  ),
  /** The steps in the order they are done; a save replaces them (positions 1..n). */
  steps: z.array(taskProcedureStepInput).min(1, { error: "Add at least one step" }).max(200),
});
export type TaskProcedureFields = z.infer<typeof taskProcedureFields>;
const taskProcedureInputs = createAndUpdate(taskProcedureFields);
export const createTaskProcedureInput = taskProcedureInputs.create;
export const updateTaskProcedureInput = taskProcedureInputs.update;
export const listTaskProceduresInput = plantListInput;

export const taskProcedureRow = z.object({
  ...plantOwned,
  name: text,
  description: nullableText,
  estimated_minutes: nullableInt,
  steps_count: int,
  /** Work orders following this procedure: while any exist it cannot be deleted. */
  work_orders_count: int,
});
export const listTaskProceduresOutput = listOutput(taskProcedureRow);

export const taskProcedureStep = z.object({ id: int, position: int, instruction: text });
export const taskProcedureDetails = taskProcedureRow.extend({ steps: z.array(taskProcedureStep) });
export const taskProcedureOption = namedRef.extend({ steps_count: int, estimated_minutes: nullableInt });

// ── Misc parts ──────────────────────────────────────────────────────────────────────────────────

const amount = (what: string) =>
  z.coerce
    .number({ error: `Enter ${what}` })
    .min(0, { error: `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot be negative` })
    .max(1_000_000_000);

export const partStockInput = z.object({
  store_room_id: z.coerce
    .number({ error: "Store room is required" })
    .int()
    .positive({ error: "Store room is required" })
    .max(MAX_RECORD_ID),
  quantity: amount("a quantity"),
});

export const partFields = z.object({
  part_number: z.string().trim().min(1, { error: "Part number is required" }).max(60),
  name: z.string().trim().min(1, { error: "Name is required" }).max(200),
  description: optionalText(2000),
  vendor_id: optionalRef,
  unit: z.string().trim().min(1, { error: "Unit is required" }).max(20).default("pcs"),
  unit_cost: amount("a unit cost").default(0),
  /** Reorder when the stock of all store rooms together falls to this count or below. */
  reorder_point: amount("a reorder point").default(0),
  /** How many each store room of the plant holds; a save replaces the part's stock rows. */
  stock: z.array(partStockInput).max(200).default([]),
});
export type PartFields = z.infer<typeof partFields>;
const partInputs = createAndUpdate(partFields);
export const createPartInput = partInputs.create;
export const updatePartInput = partInputs.update;
export const listPartsInput = plantListInput.extend({ vendor_id: optionalRef, below_reorder: queryFlag });

export const partRow = z.object({
  ...plantOwned,
  part_number: text,
  name: text,
  ...nullableRefColumns("vendor"),
  unit: text,
  unit_cost: number,
  reorder_point: number,
  /** The stock of all the plant's store rooms together. */
  total_stock: number,
  /** total_stock ≤ reorder_point: time to order more. */
  below_reorder: flag,
});
export const listPartsOutput = listOutput(partRow);

export const partStockRow = z.object({ ...refColumns("store_room"), quantity: number });
export const partDetails = partRow.extend({
  description: nullableText,
  stock: z.array(partStockRow),
  /** Work orders that used this part: while any exist it cannot be deleted. */
  work_orders_count: int,
});
export const partOption = namedRef.extend({
  part_number: text,
  unit: text,
  unit_cost: number,
  stock: z.array(partStockRow),
});
