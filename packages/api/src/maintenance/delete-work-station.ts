import { schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { requireConfirmation } from "../lib/attached";
import { countEach } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { deleteWithConfirmInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";

const { workOrders, workStations } = schema;

/** Work orders at the station need the typed confirmation word; they keep working without a station. */
export const deleteWorkStation = permitted("delete_work_stations")
  .input(deleteWithConfirmInput)
  .mutation(async ({ ctx, input }) => {
    return ctx.db.transaction(async (tx) => {
      const where = ownedInScope(workStations, input.id, ctx.scope);
      const existing = await firstOr404(
        tx.select({ id: workStations.id }).from(workStations).where(where),
        "Work station",
      );
      const attached = await countEach(tx, {
        "work order": [workOrders, eq(workOrders.work_station_id, existing.id)],
      });
      requireConfirmation("work station", attached, input.confirm);
      // The work orders' work_station_id is set null by its foreign key.
      await tx.delete(workStations).where(where);
      return { status: "ok" as const, id: existing.id };
    });
  });
