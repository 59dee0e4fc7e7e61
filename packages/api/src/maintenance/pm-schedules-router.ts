import { router } from "../trpc";
import { deletePmSchedule } from "./delete-pm-schedule";
import { getPmSchedule } from "./get-pm-schedule";
import { listPmSchedules } from "./list-pm-schedules";
import { createPmSchedule, updatePmSchedule } from "./save-pm-schedule";

/** maintenance.pmSchedules.*: preventive maintenance every N run hours (tRPC only, no REST path). */
export const pmSchedulesRouter = router({
  list: listPmSchedules,
  get: getPmSchedule,
  create: createPmSchedule,
  update: updatePmSchedule,
  delete: deletePmSchedule,
});
