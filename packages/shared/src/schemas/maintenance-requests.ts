/**
 * Work order requests (part 2 §4 "Maintenance request"): filed by anyone with the
 * work_order_requests permission on a place of a plant, then converted into a work order or rejected
 * with a reason. A request is a work_orders row with request_state set.
 */
import { z } from "zod";
import { MaintenanceRequestState } from "../maintenance";
import { column, nullableRefColumns, optionalRef, optionalText, refColumns } from "./fields";
import { listInput, listOutput, recordId } from "./list";
import {
  formFlag,
  maintenanceType,
  totalMinutes,
  workOrderAssigneesInput,
  workOrderFields,
  workOrderPriority,
} from "./maintenance-work-orders";

const { int, nullableDate, nullableInt, nullableText } = column;

/** POST /maintenance/requests: what went wrong where. */
export const createRequestInput = z.object({
  plant_id: recordId,
  production_line_id: optionalRef,
  machine_id: optionalRef,
  asset_id: optionalRef,
  equipment_item_id: optionalRef,
  title: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
  description: optionalText(10_000),
  priority: workOrderPriority.default(2),
});
export type CreateRequestInput = z.infer<typeof createRequestInput>;

const requestStates = [
  MaintenanceRequestState.PENDING,
  MaintenanceRequestState.CONVERTED,
  MaintenanceRequestState.REJECTED,
] as const;

/** The request list: pending ones by default; `state` 1 pending, 2 converted, 3 rejected. */
export const listRequestsInput = listInput.extend({
  plant_id: optionalRef,
  /** The requests about one equipment item (its Maintenance tab). */
  equipment_item_id: optionalRef,
  state: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? MaintenanceRequestState.PENDING : v),
    z.coerce
      .number()
      .int()
      .refine((v) => (requestStates as readonly number[]).includes(v), { error: "Must be 1, 2 or 3" }),
  ),
});

export const requestRow = z.object({
  id: int,
  ...refColumns("plant"),
  ...nullableRefColumns("production_line"),
  ...nullableRefColumns("machine"),
  ...nullableRefColumns("asset"),
  ...nullableRefColumns("equipment_item"),
  title: z.string(),
  description: nullableText,
  priority: int,
  request_state: int,
  requested_by: nullableInt,
  requested_by_name: nullableText,
  requested_at: nullableDate,
  decided_by: nullableInt,
  decided_by_name: nullableText,
  decided_at: nullableDate,
  reject_reason: nullableText,
});
export type RequestRow = z.infer<typeof requestRow>;
export const listRequestsOutput = listOutput(requestRow);

export const pendingRequestsInput = z.object({ plant_id: optionalRef }).optional();
export const pendingRequestsOutput = z.object({ count: int });

/**
 * POST /maintenance/requests/{id}: the work order fields to set when converting; anything not given
 * keeps the request's value (its place, title, description, priority; scheduled now, 15 minutes).
 */
export const convertRequestInput = workOrderFields
  .extend({
    maintenance_type: maintenanceType,
    priority: workOrderPriority,
    assignees: workOrderAssigneesInput,
    total_minutes: totalMinutes,
    site_visit_required: formFlag,
  })
  .partial()
  .extend({ id: recordId });
export type ConvertRequestInput = z.infer<typeof convertRequestInput>;

export const rejectRequestInput = z.object({
  id: recordId,
  reason: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(1000),
});
