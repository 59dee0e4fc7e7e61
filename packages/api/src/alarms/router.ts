import { router } from "../trpc";
import { acknowledgeAlarms, acknowledgeIncident, acknowledgeRebaseline } from "./acknowledge";
import { attention } from "./attention";
import { itemStatus } from "./attention-items";
import { healthRollup } from "./health-procedure";
import { getAlarm, listAlarms } from "./list-alarms";
import { getIncident, listIncidents } from "./list-incidents";
import { machineAlarms } from "./machine-alarms";

/**
 * Alarm records: the list, one alarm, per-machine summary, health roll-up, acknowledgement; and
 * incidents (an item's alarms grouped as one fault): their list, one incident, acknowledging one.
 */
export const alarmsRouter = router({
  list: listAlarms,
  get: getAlarm,
  machineAlarms,
  health: healthRollup,
  attention,
  itemStatus,
  acknowledge: acknowledgeAlarms,
  acknowledgeRebaseline,
  listIncidents,
  getIncident,
  acknowledgeIncident,
});
