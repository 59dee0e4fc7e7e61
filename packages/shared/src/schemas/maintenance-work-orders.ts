/**
 * Work orders and the maintenance log (part 1 §3 "Work order", §4, §9; part 2 §4, §7 "Maintenance"):
 * the form's fields, the list filters, the rows and the details the procedures answer, and the inputs
 * of the status actions and of the order's children (checklist, parts, labour, comments).
 */
import { z } from "zod";
import { MIN_TOTAL_TIME_MINUTES } from "../constants";
import { MAINTENANCE_TYPES, RECURRENCES, WORK_ORDER_LIST_SHORTCUTS } from "../enums";
import {
  column,
  EARLIEST_INSTANT,
  LATEST_INSTANT,
  nullableRefColumns,
  optionalBigRef,
  optionalRef,
  optionalText,
  refColumns,
  storableDate,
} from "./fields";
import { listInput, listOutput, queryFlag, recordId } from "./list";

const { int, nullableDate, nullableInt, nullableNumber, nullableText } = column;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === "" ? null : v);
const toDate = (v: unknown) => (typeof v === "string" || typeof v === "number" ? new Date(v) : v);

/** A required date-time (ISO string, epoch ms or Date): absent or blank is "Required". */
export const requiredDateTime = z.preprocess(
  (v) => toDate(blankToUndefined(v)),
  z
    .date({ error: (issue) => (issue.input === undefined ? "Required" : "Must be a date-time") })
    .min(EARLIEST_INSTANT)
    .max(LATEST_INSTANT),
);

/** An optional date-time: blank or null is none. */
export const optionalDateTime = z.preprocess(
  (v) => toDate(blankToNull(v)),
  storableDate("Must be a date-time").nullable().optional(),
);

/** An optional calendar date "YYYY-MM-DD": blank or null is none. */
export const optionalCalendarDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : blankToNull(v)),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date (YYYY-MM-DD)" })
    .nullable()
    .optional(),
);

/** A required calendar date "YYYY-MM-DD". */
export const calendarDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : blankToUndefined(v)),
  z.string({ error: "Required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date (YYYY-MM-DD)" }),
);

/** An optional amount of money, at least 0: blank or null is none. */
const optionalMoney = z.preprocess(
  blankToNull,
  z.coerce.number().min(0, { error: "Must be 0 or more" }).max(1e11).nullable().optional(),
);

/** A form's boolean: true/false, "true"/"false", "1"/"0". */
export const formFlag = z.preprocess(
  (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v),
  z.boolean(),
);

export const maintenanceType = z.enum(MAINTENANCE_TYPES, { error: "Must be breakdown, setup or pm" });
export const workOrderPriority = z.coerce
  .number()
  .int()
  .min(1, { error: "Must be 1 (low) to 4 (urgent)" })
  .max(4, { error: "Must be 1 (low) to 4 (urgent)" });
export const workOrderStatus = z.coerce
  .number()
  .int()
  .min(1, { error: "Must be 1 to 4" })
  .max(4, { error: "Must be 1 to 4" });
export const recurrence = z.preprocess(
  blankToNull,
  z.enum(RECURRENCES, { error: "Must be weekly, monthly or yearly" }).nullable().optional(),
);

/** Planned duration in minutes, at least MIN_TOTAL_TIME_MINUTES. */
export const totalMinutes = z.coerce
  .number()
  .int()
  .min(MIN_TOTAL_TIME_MINUTES, { error: `Must be at least ${MIN_TOTAL_TIME_MINUTES} minutes` })
  .max(1_000_000);

/** Users and teams a work order is assigned to (of the plant's company, with access to the plant). */
export const workOrderAssigneesInput = z.object({
  user_ids: z.array(recordId).max(100).default([]),
  team_ids: z.array(recordId).max(100).default([]),
});

/**
 * The work order form (create and update). The place is the most specific of equipment item,
 * asset, machine and production line given; the API fills the ones above it from the hierarchy.
 * Unset optional fields are null after the write (an update replaces the whole form).
 */
export const workOrderFields = z.object({
  plant_id: recordId,
  production_line_id: optionalRef,
  machine_id: optionalRef,
  asset_id: optionalRef,
  equipment_item_id: optionalRef,
  work_station_id: optionalRef,
  title: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(200),
  description: optionalText(10_000),
  maintenance_type: maintenanceType.default("breakdown"),
  category_id: optionalRef,
  priority: workOrderPriority.default(2),
  assignees: workOrderAssigneesInput.default({ user_ids: [], team_ids: [] }),
  scheduled_start: requiredDateTime,
  due_at: optionalDateTime,
  total_minutes: totalMinutes.default(60),
  site_visit_required: formFlag.default(false),
  shipping_method: optionalText(120),
  expected_receive_date: optionalCalendarDate,
  extended_work_date: optionalCalendarDate,
  /** Default for labour without its own rate; absent on create: the creating user's hourly rate. */
  hourly_rate: optionalMoney,
  parent_id: optionalRef,
  recurrence,
  task_procedure_id: optionalRef,
  cost_savings: optionalMoney,
  alarm_id: optionalBigRef,
  alarm_incident_id: optionalBigRef,
  waveform_id: optionalRef,
  completion_notes: optionalText(10_000),
});
export type WorkOrderFields = z.infer<typeof workOrderFields>;

export const createWorkOrderInput = workOrderFields;
export const updateWorkOrderInput = workOrderFields.extend({ id: recordId });
export type UpdateWorkOrderInput = z.infer<typeof updateWorkOrderInput>;

/**
 * The filters of the work order list, the log and the Excel export.
 *
 * Date window on scheduled_start (the log: on completed_at), in `time_zone` (default UTC):
 * - `from`/`to` given: that range (either end may be open);
 * - else `shortcut` given: today, this week (Monday to Sunday) or this month, whole days;
 * - else when a status tab is chosen (`status` or `overdue: true`): no date window, every order of
 *   that status;
 * - else the default of part 1 §9: the last 7 days, today included (from the midnight 6 days back
 *   to the end of today), so a plain list shows the recent week.
 * Pending and rejected requests are never listed; converted requests are work orders.
 */
export const listWorkOrdersInput = listInput.extend({
  plant_id: optionalRef,
  status: z.preprocess(blankToUndefined, workOrderStatus.optional()),
  /** Derived status: the scheduled end has passed and the order is pending or in work. */
  overdue: queryFlag,
  shortcut: z.preprocess(blankToUndefined, z.enum(WORK_ORDER_LIST_SHORTCUTS).optional()),
  from: z.preprocess((v) => toDate(blankToUndefined(v)), storableDate("Must be a date-time").optional()),
  to: z.preprocess((v) => toDate(blankToUndefined(v)), storableDate("Must be a date-time").optional()),
  /** IANA zone the shortcut and default windows are computed in (the plant's zone on screen). */
  time_zone: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  production_line_id: optionalRef,
  machine_id: optionalRef,
  asset_id: optionalRef,
  equipment_item_id: optionalRef,
  maintenance_type: z.preprocess(blankToUndefined, maintenanceType.optional()),
  category_id: optionalRef,
  priority: z.preprocess(blankToUndefined, workOrderPriority.optional()),
  /** Orders assigned to this user, directly or through one of their teams. */
  assignee_user_id: optionalRef,
  /** Orders assigned to the caller, directly or through one of their teams. */
  mine: queryFlag,
});
export type ListWorkOrdersInput = z.infer<typeof listWorkOrdersInput>;

/** The log: completed and closed orders, newest completion first; the window is on completed_at. */
export const listWorkOrderLogsInput = listWorkOrdersInput;

/** One assignee as rows and details name it. */
/** Who a work order of a plant can name (assignees, labour): its people and its teams. */
export const workOrderPeopleInput = z.object({ plant_id: recordId });
const personOption = z.object({ id: int, name: z.string() });
export const workOrderPeopleOutput = z.object({
  /** Active users of the plant's company with access to the plant. */
  users: z.array(personOption),
  /** Teams of the plant's company not tied to another plant. */
  teams: z.array(personOption),
});
export type WorkOrderPeople = z.infer<typeof workOrderPeopleOutput>;

export const workOrderAssignee = z.object({
  type: z.enum(["user", "team"]),
  id: int,
  name: z.string(),
});

/** The place, the plant, the type and the totals every answer about a work order carries. */
const workOrderCore = {
  id: int,
  ...refColumns("plant"),
  ...nullableRefColumns("production_line"),
  ...nullableRefColumns("machine"),
  ...nullableRefColumns("asset"),
  ...nullableRefColumns("equipment_item"),
  ...nullableRefColumns("work_station"),
  ...nullableRefColumns("category"),
  category_color: nullableText,
  title: z.string(),
  description: nullableText,
  maintenance_type: z.string(),
  priority: int,
  status: int,
  request_state: nullableInt,
  scheduled_start: column.date,
  due_at: nullableDate,
  total_minutes: int,
  /** coalesce(due_at, scheduled_start + total_minutes). */
  scheduled_end: column.date,
  recurrence: nullableText,
  started_at: nullableDate,
  completed_at: nullableDate,
  closed_at: nullableDate,
  materials_cost: column.number,
  labour_hours: column.number,
  labour_cost: column.number,
  /** materials_cost + labour_cost. */
  total_cost: column.number,
  created_at: column.date,
  updated_at: column.date,
};

export const workOrderRow = z.object({
  ...workOrderCore,
  /** Who completed the order (the log's "By"), null while it is not done. */
  completed_by: nullableInt,
  completed_by_name: nullableText,
  assignees: z.array(workOrderAssignee),
  overdue: column.flag,
});
export type WorkOrderRow = z.infer<typeof workOrderRow>;

export const listWorkOrdersOutput = listOutput(workOrderRow);

export const workOrderChecklistItem = z.object({
  id: int,
  position: int,
  instruction: z.string(),
  is_done: column.flag,
  done_by: nullableInt,
  done_by_name: nullableText,
  done_at: nullableDate,
});

export const workOrderPartLine = z.object({
  id: int,
  part_id: int,
  part_number: z.string(),
  part_name: z.string(),
  unit: z.string(),
  ...refColumns("store_room"),
  quantity: column.number,
  unit_cost: column.number,
  /** quantity × unit_cost. */
  cost: column.number,
  created_at: column.date,
});

export const workOrderLabourLine = z.object({
  id: int,
  ...refColumns("user"),
  hours: column.number,
  hourly_rate: column.number,
  /** hours × hourly_rate. */
  cost: column.number,
  work_date: z.string(),
  note: nullableText,
  created_at: column.date,
});

export const workOrderComment = z.object({
  id: int,
  user_id: nullableInt,
  user_name: nullableText,
  body: z.string(),
  created_at: column.date,
});

export const workOrderAttachment = z.object({
  id: int,
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: int,
  uploaded_by: nullableInt,
  created_at: column.date,
  /** Where the file is downloaded (GET, signed-in). */
  url: z.string(),
});

/** One status change (or creation, conversion, rejection, edit) in the order's history. */
export const workOrderEvent = z.object({
  id: int,
  action: z.string(),
  from_status: nullableInt,
  to_status: nullableInt,
  user_id: nullableInt,
  user_name: nullableText,
  note: nullableText,
  created_at: column.date,
});

/** The alarm a work order was created from. */
export const workOrderAlarmLink = z.object({
  id: int,
  alert_type: int,
  /** The alarm's kind key (ALARM_KIND_FILTERS), when it has one. */
  kind: nullableText,
  severity: int,
  parameter_type: nullableInt,
  /** The parameter's key ("velocity", "temperature"…), null for alarms about the device. */
  parameter: nullableText,
  created_at: column.date,
});

/** What `get` answers: the whole order with its children and history. */
export const workOrderDetails = z.object({
  ...workOrderCore,
  company_id: int,
  site_visit_required: column.flag,
  shipping_method: nullableText,
  expected_receive_date: nullableText,
  extended_work_date: nullableText,
  hourly_rate: nullableNumber,
  parent_id: nullableInt,
  parent_title: nullableText,
  previous_occurrence_id: nullableInt,
  task_procedure_id: nullableInt,
  task_procedure_name: nullableText,
  cost_savings: nullableNumber,
  alarm_id: nullableInt,
  alarm_incident_id: nullableInt,
  waveform_id: nullableInt,
  completion_notes: nullableText,
  requested_by: nullableInt,
  requested_by_name: nullableText,
  requested_at: nullableDate,
  reject_reason: nullableText,
  decided_by: nullableInt,
  decided_at: nullableDate,
  completed_by: nullableInt,
  completed_by_name: nullableText,
  closed_by: nullableInt,
  closed_by_name: nullableText,
  created_by: nullableInt,
  created_by_name: nullableText,
  assignees: z.array(workOrderAssignee),
  assignee_user_ids: z.array(int),
  assignee_team_ids: z.array(int),
  checklist: z.array(workOrderChecklistItem),
  parts: z.array(workOrderPartLine),
  labour: z.array(workOrderLabourLine),
  comments: z.array(workOrderComment),
  attachments: z.array(workOrderAttachment),
  events: z.array(workOrderEvent),
  alarm: workOrderAlarmLink.nullable(),
  overdue: column.flag,
});
export type WorkOrderDetails = z.infer<typeof workOrderDetails>;

/** The calendar: orders whose schedule overlaps [from, to], unpaged (at most 2 000). */
export const workOrderCalendarInput = z.object({
  plant_id: optionalRef,
  from: requiredDateTime,
  to: requiredDateTime,
});
export const WORK_ORDER_CALENDAR_MAX = 2000;
export const workOrderCalendarOutput = z.array(workOrderRow);

/** An item's repairs: its completed and closed orders (GET /equipments/{itemId}/repairs). */
export const workOrderRepairsInput = listInput.extend({ item_id: recordId });

/** Several orders at once: all of them change, or none. */
export const workOrderIdsInput = z.object({ ids: z.array(recordId).min(1).max(500) });
export const completeWorkOrdersInput = workOrderIdsInput.extend({ completion_notes: optionalText(10_000) });
export const workOrderActionInput = z.object({ id: recordId, note: optionalText(1000) });
/** What a status action answers: the orders changed and the status they are in now. */
export const workOrderActionOutput = z.object({ ids: z.array(int), to_status: int });

/**
 * Delete: a work order (with `confirm` = "delete" when parts or labour are booked on it; their stock
 * is returned), or a pending request, which is rejected and needs `reason`.
 */
export const deleteWorkOrderInput = z.object({
  id: recordId,
  confirm: z.string().max(32).optional(),
  reason: optionalText(1000),
});
export const deleteWorkOrderOutput = z.object({ id: int, result: z.enum(["deleted", "rejected"]) });

export const toggleChecklistItemInput = z.object({ id: recordId, item_id: recordId, is_done: formFlag });
export const addChecklistItemInput = z.object({
  id: recordId,
  instruction: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(2000),
});
export const removeChecklistItemInput = z.object({ id: recordId, item_id: recordId });

export const addWorkOrderPartInput = z.object({
  id: recordId,
  part_id: recordId,
  store_room_id: recordId,
  quantity: z.coerce.number().positive({ error: "Must be more than 0" }).max(1e9),
});
export const removeWorkOrderPartInput = z.object({ id: recordId, line_id: recordId });

export const addWorkOrderLabourInput = z.object({
  id: recordId,
  user_id: recordId,
  hours: z.coerce.number().positive({ error: "Must be more than 0" }).max(10_000),
  work_date: calendarDate,
  /** Absent: the order's hourly rate, else the user's. */
  hourly_rate: optionalMoney,
  note: optionalText(1000),
});
export const removeWorkOrderLabourInput = z.object({ id: recordId, line_id: recordId });

export const addWorkOrderCommentInput = z.object({
  id: recordId,
  body: z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(5000),
});

/** What a child change answers: the child's id (when one was added) and the order's new totals. */
export const workOrderTotalsOutput = z.object({
  id: int,
  line_id: nullableInt,
  materials_cost: column.number,
  labour_hours: column.number,
  labour_cost: column.number,
});
