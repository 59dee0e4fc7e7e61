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
import { WorkOrderStatus } from "./enums";

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
