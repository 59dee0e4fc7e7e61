import { idInput, pmScheduleRow } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { pmScheduleInScope, selectPmSchedules } from "./pm-schedule-rows";

/** maintenance.pmSchedules.get: one schedule with its sensor's run hours now. */
export const getPmSchedule = permitted("view_maintenance")
  .input(idInput)
  .output(pmScheduleRow)
  .query(({ ctx, input }) =>
    firstOr404(selectPmSchedules(ctx.db).where(pmScheduleInScope(ctx.scope, input.id)), "PM schedule"),
  );
