import { router } from "../trpc";
import { acknowledgeAlarms, acknowledgeRebaseline } from "./acknowledge";
import { healthRollup } from "./health-procedure";
import { getAlarm, listAlarms } from "./list-alarms";
import { machineAlarms } from "./machine-alarms";

/** Alarm records: the list, one alarm, per-machine summary, health roll-up, acknowledgement. */
export const alarmsRouter = router({
  list: listAlarms,
  get: getAlarm,
  machineAlarms,
  health: healthRollup,
  acknowledge: acknowledgeAlarms,
  acknowledgeRebaseline,
});
