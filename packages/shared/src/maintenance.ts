/**
 * Work order life cycle (part 2 §4): the statuses PENDING 1, IN_WORK 2, COMPLETED 3, CLOSED 4 and
 * the calls that move between them, written once for the API's transitions and the web's buttons.
 *
 * - take (set in work, single or several): a pending order is being worked on;
 * - complete (several at once): the work is done, from pending or in work;
 * - close (single or several): a completed order is locked against edits;
 * - unlock (reopen): a closed order is completed again, so it can be corrected and closed anew.
 *
 * "Overdue" is a list status of part 1 §4 but is never stored: it is derived from the scheduled end.
 */
import { tz } from "@date-fns/tz";
import {
  addMonths,
  addWeeks,
  addYears,
  endOfDay,
  endOfMonth,
  endOfWeek,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
} from "date-fns";
import { RECURRENCES, type WORK_ORDER_LIST_SHORTCUTS, WorkOrderStatus } from "./enums";

export const WORK_ORDER_ACTIONS = ["take", "complete", "close", "unlock"] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

const { CLOSED, COMPLETED, IN_WORK, PENDING } = WorkOrderStatus;

/** Each action: the statuses it starts from and the status it leads to. */
export const WORK_ORDER_TRANSITIONS: Readonly<
  Record<WorkOrderAction, { from: readonly WorkOrderStatus[]; to: WorkOrderStatus }>
> = {
  take: { from: [PENDING], to: IN_WORK },
  complete: { from: [PENDING, IN_WORK], to: COMPLETED },
  close: { from: [COMPLETED], to: CLOSED },
  unlock: { from: [CLOSED], to: COMPLETED },
};

export const WORK_ORDER_STATUS_NAMES: Readonly<Record<WorkOrderStatus, string>> = {
  [PENDING]: "pending",
  [IN_WORK]: "in work",
  [COMPLETED]: "completed",
  [CLOSED]: "closed",
};

const ACTION_NAMES: Readonly<Record<WorkOrderAction, string>> = {
  take: "set in work",
  complete: "complete",
  close: "close",
  unlock: "unlock",
};

/** The status `action` leads to from `status`, or null when the action is not allowed there. */
export function nextWorkOrderStatus(
  status: WorkOrderStatus,
  action: WorkOrderAction,
): WorkOrderStatus | null {
  const transition = WORK_ORDER_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** Why `action` is refused from `status` (the API's 409 message), or null when it is allowed. */
export function workOrderTransitionRefusal(status: WorkOrderStatus, action: WorkOrderAction): string | null {
  if (nextWorkOrderStatus(status, action) !== null) return null;
  const allowed = WORK_ORDER_TRANSITIONS[action].from.map((s) => WORK_ORDER_STATUS_NAMES[s]).join(" or ");
  return `Cannot ${ACTION_NAMES[action]} a work order that is ${WORK_ORDER_STATUS_NAMES[status]} (only one that is ${allowed})`;
}

export interface WorkOrderSchedule {
  status: WorkOrderStatus;
  scheduled_start: Date;
  /** Planned duration in minutes (at least MIN_TOTAL_TIME_MINUTES). */
  total_minutes: number;
  due_at: Date | null;
}

/** When the work is planned to end: the due date when one is set, else start plus total time. */
export function scheduledEnd(order: Omit<WorkOrderSchedule, "status">): Date {
  return order.due_at ?? new Date(order.scheduled_start.getTime() + order.total_minutes * 60_000);
}

/** Overdue: the scheduled end has passed and the work is not done (completed or closed). */
export function isOverdue(order: WorkOrderSchedule, now: Date): boolean {
  if (order.status === COMPLETED || order.status === CLOSED) return false;
  return scheduledEnd(order).getTime() < now.getTime();
}

/** Work order priority, low to urgent; an alarm's severity gives a work order made from it its priority. */
export const WorkOrderPriority = { LOW: 1, MEDIUM: 2, HIGH: 3, URGENT: 4 } as const;
export type WorkOrderPriority = (typeof WorkOrderPriority)[keyof typeof WorkOrderPriority];
export const WORK_ORDER_PRIORITY_NAMES = ["low", "medium", "high", "urgent"] as const;

/** Alarm severity (1 warning, 2 alarm) → the priority of the work order created from it. */
export function priorityForSeverity(severity: number): WorkOrderPriority {
  return severity >= 2 ? WorkOrderPriority.HIGH : WorkOrderPriority.MEDIUM;
}

/** A work order request's life (part 2 §4 "Maintenance request": converted or rejected). */
export const MaintenanceRequestState = { PENDING: 1, CONVERTED: 2, REJECTED: 3 } as const;
export type MaintenanceRequestState = (typeof MaintenanceRequestState)[keyof typeof MaintenanceRequestState];

/** How often a work order repeats (RECURRENCES). */
export type WorkOrderRecurrence = (typeof RECURRENCES)[number];

/**
 * When the next occurrence of a recurring work order starts: a week, a month or a year after
 * `start`, at the same wall-clock time in `timeZone`. A month or year that lacks the day clamps to
 * its last day (Jan 31 → Feb 28 or 29; Feb 29 → Feb 28 the year after). Null when there is no next
 * date: no recurrence, an invalid start, or a date past year 9999.
 */
export function nextOccurrenceStart(
  start: Date,
  recurrence: string | null | undefined,
  timeZone = "UTC",
): Date | null {
  return occurrenceStart(start, 1, recurrence, timeZone);
}

/**
 * The start of occurrence `index` of a series whose first occurrence starts at `first` (index 0 is
 * `first` itself). Counting from the series' first start keeps a monthly order on the 31st on the
 * last day of short months without drifting: Jan 31 → Feb 28 → Mar 31, not Mar 28.
 */
export function occurrenceStart(
  first: Date,
  index: number,
  recurrence: string | null | undefined,
  timeZone = "UTC",
): Date | null {
  if (!recurrence || !(RECURRENCES as readonly string[]).includes(recurrence)) return null;
  if (Number.isNaN(first.getTime()) || !Number.isInteger(index) || index < 0) return null;
  const ctx = { in: tz(timeZone) };
  const next =
    recurrence === "weekly"
      ? addWeeks(first, index, ctx)
      : recurrence === "monthly"
        ? addMonths(first, index, ctx)
        : addYears(first, index, ctx);
  const time = next.getTime();
  if (Number.isNaN(time) || time > MAX_OCCURRENCE_TIME) return null;
  return new Date(time);
}

/**
 * The start of the occurrence after `order` in its series (`first` and `index` from walking the
 * previous occurrences back). An order someone moved off the series' rhythm starts a rhythm of its
 * own: the next one follows its start, not the series' first.
 */
export function followingOccurrenceStart(
  order: { scheduled_start: Date; recurrence: string | null | undefined },
  series: { first: Date; index: number },
  timeZone = "UTC",
): Date | null {
  const onRhythm = occurrenceStart(series.first, series.index, order.recurrence, timeZone);
  if (onRhythm === null || onRhythm.getTime() !== order.scheduled_start.getTime()) {
    return nextOccurrenceStart(order.scheduled_start, order.recurrence, timeZone);
  }
  return occurrenceStart(series.first, series.index + 1, order.recurrence, timeZone);
}

/** 9999-12-31T23:59:59.999Z: the last instant a next occurrence may start at. */
const MAX_OCCURRENCE_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The filters of a work order list that choose its date window. */
export interface WorkOrderWindowFilters {
  from?: Date | undefined;
  to?: Date | undefined;
  shortcut?: (typeof WORK_ORDER_LIST_SHORTCUTS)[number] | undefined;
  status?: number | undefined;
  overdue?: boolean | undefined;
  time_zone?: string | undefined;
}

/** Days of the default window of work order lists and the log (part 1 §9): the last 7, today included. */
export const WORK_ORDER_DEFAULT_DAYS = 7;

/**
 * The date window of a work order list (on scheduled_start; the log on completed_at), in the
 * filters' time zone (UTC when none or unknown):
 * - `from`/`to` given: exactly that range (an end not given stays open);
 * - else a shortcut: today, this week (Monday to Sunday) or this month, whole days;
 * - else a status tab (`status` or `overdue: true`): null, no window — the tab shows every order
 *   of that status;
 * - else the last 7 days: from the midnight 6 days back to the end of today.
 */
export function workOrderListWindow(
  filters: WorkOrderWindowFilters,
  now: Date,
): { from?: Date; to?: Date } | null {
  if (filters.from || filters.to) {
    return { ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) };
  }
  const ctx = { in: tz(knownZone(filters.time_zone)) };
  const plain = (from: Date, to: Date) => ({ from: new Date(from.getTime()), to: new Date(to.getTime()) });
  switch (filters.shortcut) {
    case "today":
      return plain(startOfDay(now, ctx), endOfDay(now, ctx));
    case "this_week":
      return plain(
        startOfWeek(now, { ...ctx, weekStartsOn: 1 }),
        endOfWeek(now, { ...ctx, weekStartsOn: 1 }),
      );
    case "this_month":
      return plain(startOfMonth(now, ctx), endOfMonth(now, ctx));
    default:
      break;
  }
  if (filters.status !== undefined || filters.overdue === true) return null;
  return plain(startOfDay(subDays(now, WORK_ORDER_DEFAULT_DAYS - 1, ctx), ctx), endOfDay(now, ctx));
}

/** `zone` when the runtime knows it, else UTC. */
function knownZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** What a work order created from an alarm starts from: its item, alarm, incident and capture. */
export interface WorkOrderFromAlarm {
  itemId?: number | null;
  alarmId?: number | null;
  incidentId?: number | null;
  waveformId?: number | null;
}

const WORK_ORDER_FROM_ALARM_PARAMS = {
  itemId: "item",
  alarmId: "alarm",
  incidentId: "incident",
  waveformId: "waveform",
} as const satisfies Record<keyof WorkOrderFromAlarm, string>;

/**
 * The new-work-order form opened on an alarm, an incident or a capture:
 * `/maintenance/work-orders/new?item=…&alarm=…&incident=…&waveform=…`, ids that are not given left out.
 */
export function workOrderFromAlarmPath(from: WorkOrderFromAlarm): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(WORK_ORDER_FROM_ALARM_PARAMS)) {
    const id = from[key as keyof WorkOrderFromAlarm];
    if (id != null && Number.isInteger(id) && id > 0) params.set(name, String(id));
  }
  const query = params.toString();
  return `/maintenance/work-orders/new${query ? `?${query}` : ""}`;
}

/** The other way: the ids of a new-work-order URL's query (`?item=3&alarm=9`); anything else dropped. */
export function workOrderFromAlarmParams(search: string): WorkOrderFromAlarm {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const from: WorkOrderFromAlarm = {};
  for (const [key, name] of Object.entries(WORK_ORDER_FROM_ALARM_PARAMS)) {
    const raw = params.get(name);
    const id = raw != null && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (id > 0) from[key as keyof WorkOrderFromAlarm] = id;
  }
  return from;
}

/**
 * The title of a work order created from an alarm, from its labels (English here; the web may pass
 * translated ones): "High alarm: Velocity RMS X – Motor DE bearing", parts that are missing left out.
 */
export function workOrderTitleForAlarm(alarm: {
  alertType: string;
  parameter?: string | null;
  axis?: string | null;
  itemName?: string | null;
}): string {
  const what = [alarm.parameter, alarm.axis && alarm.axis !== "-" ? alarm.axis : null]
    .filter(Boolean)
    .join(" ");
  const title = [alarm.alertType, what].filter(Boolean).join(": ");
  return (alarm.itemName ? `${title} – ${alarm.itemName}` : title).slice(0, 255);
}
