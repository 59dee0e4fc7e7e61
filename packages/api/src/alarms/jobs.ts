/**
 * The alarm sweeps of the job runner (jobs/runner.ts). They do their work directly instead of
 * queueing jobs: each evaluation is exactly-once by its own locks and last_ts, so a sweep that runs
 * twice, or in two processes at once, changes nothing the second time.
 *
 * - "alarms.evaluate": every series with a reading newer than its last_ts, or whose zones changed
 *   (a crash between storing a batch and evaluating it, an evaluation that failed, a zone edited
 *   while no reading came); and level alarms left open on a series whose zones row was deleted.
 * - "alarms.offline": sensor and controller offline raised and cleared (device.ts).
 */
import { registerTicker } from "../lib/job-runner";
import { sweepOffline } from "./device";
import { clearOrphanLevelAlarms, dueSeries, evaluateSeriesList } from "./evaluate";

export function registerAlarmJobs(): void {
  registerTicker("alarms.evaluate", async (db, now) => {
    await evaluateSeriesList(db, await dueSeries(db));
    await clearOrphanLevelAlarms(db, now);
  });
  registerTicker("alarms.offline", async (db, now) => {
    await sweepOffline(db, now);
  });
}
