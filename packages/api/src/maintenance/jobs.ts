/**
 * Maintenance's background work on the job runner (lib/job-runner.ts).
 *
 * - Ticker "maintenance.pm-run-hours": creates the PM work orders whose schedules' sensors have
 *   reached their due run hours (pm-run-hours.ts). The work is idempotent by itself (the unique
 *   schedule/due-hours pair and the guarded advance), so the ticker does it directly, one
 *   transaction per schedule, instead of queueing jobs.
 * - Ticker "maintenance.recurrence": creates the next occurrence of each recurring work order whose
 *   scheduled start has passed without completion (recurrence.ts); the unique previous occurrence
 *   makes it once only, whether completion or the ticker comes first.
 */
import { registerTicker } from "../lib/job-runner";
import { createDuePmWorkOrders } from "./pm-run-hours";
import { createDueOccurrences } from "./recurrence";

export const PM_RUN_HOURS_TICKER = "maintenance.pm-run-hours";
export const RECURRENCE_TICKER = "maintenance.recurrence";

export function registerRecurrenceJobs(): () => void {
  return registerTicker(RECURRENCE_TICKER, async (db, now) => {
    await createDueOccurrences(db, now);
  });
}

export function registerPmRunHourJobs(): () => void {
  return registerTicker(PM_RUN_HOURS_TICKER, async (db, now) => {
    await createDuePmWorkOrders(db, now);
  });
}

/** Everything maintenance runs in the background; called once from main.ts. */
export function registerMaintenanceJobs(): void {
  registerPmRunHourJobs();
  registerRecurrenceJobs();
}
