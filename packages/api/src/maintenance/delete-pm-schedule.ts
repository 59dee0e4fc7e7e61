import { schema } from "@plantwise/db";
import { idInput } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { permitted } from "../trpc";
import { pmScheduleInScope } from "./pm-schedule-rows";

const { pmRunHourSchedules: s } = schema;

/** maintenance.pmSchedules.delete: the orders it created stay (their pm_schedule_id becomes null). */
export const deletePmSchedule = permitted("delete_maintenance")
  .input(idInput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const where = pmScheduleInScope(ctx.scope, input.id);
      await firstOr404(tx.select({ id: s.id }).from(s).where(where), "PM schedule");
      await tx.delete(s).where(where);
      return { status: "ok" as const, id: input.id };
    }),
  );
