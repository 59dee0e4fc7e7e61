/** Which bulk actions the selection allows: every selected order must allow it (shared transition table). */
import { nextWorkOrderStatus, type WorkOrderAction, type WorkOrderStatus } from "@plantwise/shared";

export const BULK_ACTIONS = ["take", "complete", "close"] as const satisfies readonly WorkOrderAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** True when every status of the selection allows `action` (and something is selected). */
export function bulkAllowed(statuses: readonly number[], action: BulkAction): boolean {
  return (
    statuses.length > 0 && statuses.every((s) => nextWorkOrderStatus(s as WorkOrderStatus, action) !== null)
  );
}

/** The distinct statuses of the selection that refuse `action`. */
export function blockingStatuses(statuses: readonly number[], action: BulkAction): number[] {
  return [...new Set(statuses.filter((s) => nextWorkOrderStatus(s as WorkOrderStatus, action) === null))];
}
