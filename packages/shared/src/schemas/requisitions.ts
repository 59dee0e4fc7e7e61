/**
 * Requisitions (part 1 §1–§4, §6; part 2 §4, §7 "Requisitions", calls /plants/work-orders): the
 * form's fields, the list filters, the rows and the details the procedures answer, the inputs of
 * the eight status actions, and the ROI calculator's inputs (the calculator screen validates with
 * the same `roiCalculatorInput`).
 *
 * A requisition is raised against an equipment item; the places above the item are copied from it.
 * A purchase request (request type 1) has no work type: a work type the form still holds from a
 * service request is dropped, not refused, so switching the form's type never blocks the save. A
 * service request (2) needs one.
 */
import { z } from "zod";
import {
  REQUISITION_ACTIONS,
  REQUISITION_EVENTS,
  REQUISITION_PRIORITIES,
  RequestType,
  SERVICE_TYPES,
} from "../enums";
import { ROI_OPTIONS } from "../requisitions";
import { column, nullableRefColumns, optionalRef, optionalText, refColumns } from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";
import { optionalCalendarDate } from "./maintenance-work-orders";

const { int, nullableDate, nullableInt, nullableNumber, nullableText } = column;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** RequisitionStatus: 0 pending, 1 approved, 2 denied, 3 completed, 4 in work, 5 on hold. */
export const requisitionStatus = z.coerce
  .number()
  .int()
  .min(0, { error: "Must be 0 to 5" })
  .max(5, { error: "Must be 0 to 5" });

/** RequestType: 1 purchase request, 2 service request. */
export const requestType = z.coerce
  .number()
  .int()
  .refine((v) => v === RequestType.PURCHASE || v === RequestType.SERVICE, { error: "Must be 1 or 2" });

export const requisitionWorkType = z.enum(SERVICE_TYPES, {
  error: "Must be refurbishment, fabrication or repair",
});
export const requisitionPriority = z.enum(REQUISITION_PRIORITIES, {
  error: "Must be health_and_safety, production_loss, cost_reduction or future_opportunity",
});

/** An optional amount of money, at least 0: blank or null is none. */
const optionalMoney = z.preprocess(
  blankToNull,
  z.coerce.number().min(0, { error: "Must be 0 or more" }).max(1e11).nullable().optional(),
);

/** How many are asked for: more than 0, 1 when not given. */
const requisitionQuantity = z.preprocess(
  blankToUndefined,
  z.coerce.number().positive({ error: "Must be more than 0" }).max(1e9).default(1),
);

/**
 * The requisition form (create and update; an update replaces the whole form). The item must be
 * one the caller reaches; the vendor one of the item's plant.
 */
export const requisitionFields = z.object({
  equipment_item_id: recordId,
  request_type: requestType,
  /** A service request's kind of work; dropped on a purchase request. */
  work_type: z.preprocess(blankToUndefined, requisitionWorkType.nullable().optional()),
  priority_reason: requisitionPriority,
  title: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
  description: optionalText(10_000),
  part_number: optionalText(120),
  quantity: requisitionQuantity,
  estimated_cost: optionalMoney,
  needed_by: optionalCalendarDate,
  vendor_id: optionalRef,
  fab_shop: optionalText(200),
  /** The savings expected (the final figure is set when the work is completed). */
  cost_savings: optionalMoney,
});

type FieldsShape = z.infer<typeof requisitionFields>;

/** A service request needs a work type; a purchase request has none. */
export function requisitionWorkTypeRule<T extends FieldsShape>(value: T, ctx: z.RefinementCtx): T {
  if (value.request_type === RequestType.SERVICE && !value.work_type) {
    ctx.addIssue({ code: "custom", path: ["work_type"], message: "is required" });
  }
  return value.request_type === RequestType.PURCHASE ? { ...value, work_type: null } : value;
}

export const createRequisitionInput = requisitionFields.transform(requisitionWorkTypeRule);
export type CreateRequisitionInput = z.infer<typeof createRequisitionInput>;
export const updateRequisitionInput = requisitionFields
  .extend({ id: recordId })
  .transform(requisitionWorkTypeRule);
export type UpdateRequisitionInput = z.infer<typeof updateRequisitionInput>;

/** The list's filters; newest first unless another order is asked for. */
export const listRequisitionsInput = listInput.extend({
  plant_id: optionalRef,
  status: z.preprocess(blankToUndefined, requisitionStatus.optional()),
  request_type: z.preprocess(blankToUndefined, requestType.optional()),
  equipment_item_id: optionalRef,
  machine_id: optionalRef,
  priority_reason: z.preprocess(blankToUndefined, requisitionPriority.optional()),
  work_type: z.preprocess(blankToUndefined, requisitionWorkType.optional()),
  /** Only the requisitions the caller raised. */
  mine: queryFlag,
});
export type ListRequisitionsInput = z.infer<typeof listRequisitionsInput>;

/** One requisition as the list answers it. */
export const requisitionRow = z.object({
  id: int,
  ...refColumns("plant"),
  ...nullableRefColumns("production_line"),
  ...nullableRefColumns("machine"),
  ...nullableRefColumns("asset"),
  ...nullableRefColumns("equipment_item"),
  request_type: int,
  work_type: nullableText,
  priority_reason: z.string(),
  title: z.string(),
  description: nullableText,
  part_number: nullableText,
  quantity: column.number,
  estimated_cost: nullableNumber,
  cost: nullableNumber,
  cost_savings: nullableNumber,
  ...nullableRefColumns("vendor"),
  status: int,
  /** "YYYY-MM-DD". */
  needed_by: nullableText,
  fab_shop: nullableText,
  /** Who raised it (full name). */
  ...nullableRefColumns("requested_by"),
  /** The technician (or manager) who took the work. */
  ...nullableRefColumns("taken_by"),
  approved_at: nullableDate,
  completed_at: nullableDate,
  /** Why it was last denied or put on hold. */
  status_reason: nullableText,
  created_at: column.date,
  updated_at: column.date,
});
export type RequisitionRow = z.infer<typeof requisitionRow>;

export const listRequisitionsOutput = listOutput(requisitionRow);

// ---------------------------------------------------------------------------------------------
// The ROI calculator
// ---------------------------------------------------------------------------------------------

/** A calculator figure: a number, at least 0 (blank is "Required"). */
const roiAmount = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "Must be a number" }).min(0, { error: "Must be 0 or more" }).max(1e11),
);

/** One option of the calculator: its one-off cost and the downtime it still leaves. */
export const roiOptionInput = z.object({
  parts_cost: roiAmount,
  labour_hours: roiAmount,
  labour_rate: roiAmount,
  /** Downtime per year that remains after this option, in hours. */
  remaining_downtime_hours: roiAmount,
});

/** The calculator's inputs (shared `RoiCalculatorInput`): numbers ≥ 0, a horizon of 1–20 years. */
export const roiCalculatorInput = z.object({
  downtime_hours_per_year: roiAmount,
  cost_per_downtime_hour: roiAmount,
  horizon_years: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Must be a number" })
      .int()
      .min(1, { error: "Must be 1 to 20" })
      .max(20, { error: "Must be 1 to 20" }),
  ),
  repair: roiOptionInput,
  replace: roiOptionInput,
});

export const roiChosenOption = z.enum(ROI_OPTIONS, { error: "Must be repair, replace or do_nothing" });

/** The exact words of a non-numeric ROI Final (part 1 §5). */
export const ROI_FINAL_NOT_A_NUMBER = "ROI Final must be a number";

/**
 * Saves the calculator's result onto a requisition. `roi_final` is taken as typed (a number or
 * the text of one); anything that is not a finite number answers `ROI_FINAL_NOT_A_NUMBER`.
 */
export const saveRoiCalculationInput = z.object({
  id: recordId,
  inputs: roiCalculatorInput,
  chosen: roiChosenOption,
  roi_final: z
    .union([z.number(), z.string().max(64)])
    .nullable()
    .optional(),
});
export type SaveRoiCalculationInput = z.infer<typeof saveRoiCalculationInput>;

/** What a requisition holds of a saved calculation. */
export const roiCalculation = z.object({
  inputs: roiCalculatorInput,
  chosen: roiChosenOption,
  roi_final: column.number,
  payback_months: nullableNumber,
  /** ISO date-time. */
  saved_at: z.string(),
  saved_by: nullableInt,
});
export type RoiCalculation = z.infer<typeof roiCalculation>;

// ---------------------------------------------------------------------------------------------
// Details and actions
// ---------------------------------------------------------------------------------------------

export const requisitionAction = z.enum(REQUISITION_ACTIONS);

export const requisitionAttachment = z.object({
  id: int,
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: int,
  created_at: column.date,
  /** Where the file is downloaded (GET, signed-in). */
  url: z.string(),
});

/** One event of the requisition's history. */
export const requisitionEvent = z.object({
  id: int,
  event: z.enum(REQUISITION_EVENTS),
  /** The action that caused it; null for added and updated by the form. */
  action: nullableText,
  from_status: nullableInt,
  to_status: nullableInt,
  ...nullableRefColumns("user"),
  note: nullableText,
  created_at: column.date,
});

/** What `get` (and every action) answers: the row, its history, files and what the caller may do. */
export const requisitionDetail = requisitionRow.extend({
  company_id: int,
  completion_notes: nullableText,
  roi_calculation: roiCalculation.nullable(),
  ...nullableRefColumns("approved_by"),
  ...nullableRefColumns("decided_by"),
  decided_at: nullableDate,
  taken_at: nullableDate,
  ...nullableRefColumns("completed_by"),
  work_order_id: nullableInt,
  attachments: z.array(requisitionAttachment),
  events: z.array(requisitionEvent),
  /** The actions the caller may take now (state machine × their role × edit_requisitions). */
  actions: z.array(requisitionAction),
  /** Whether the caller may change the form's fields (its status allows it, they raised it or manage the fab shop). */
  can_edit: column.flag,
  can_delete: column.flag,
});
export type RequisitionDetail = z.infer<typeof requisitionDetail>;

/**
 * The input of every action. `reason` is required to deny and to put on hold; `cost`,
 * `cost_savings` and `completion_notes` are taken by complete and conclude (ignored otherwise).
 */
export const requisitionActionInput = z.object({
  id: recordId,
  reason: optionalText(1000),
  cost: optionalMoney,
  cost_savings: optionalMoney,
  completion_notes: optionalText(10_000),
});
export type RequisitionActionInput = z.infer<typeof requisitionActionInput>;

/** What a delete answers. */
export const deleteRequisitionOutput = z.object({ id: int, result: z.literal("deleted") });
