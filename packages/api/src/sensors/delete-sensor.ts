/**
 * DELETE /sensors/{id} (and `{ids}` over tRPC): all-or-nothing within the caller's scope. The
 * time-series rows (readings, the hourly rollup, waveforms) have no foreign key to sensors (it would
 * slow ingest, schema/sensors.ts), so they are deleted here in the same transaction; zones, formulas,
 * multi-view graphs and gain adjustments go by cascade, and past commands keep their row without it.
 */
import { hourlyRollupKind, schema } from "@plantwise/db";
import { deleteInput } from "@plantwise/shared";
import { inArray } from "drizzle-orm";
import { AppError } from "../errors";
import { permitted } from "../trpc";
import { sensorsInScope } from "./fields";

const { sensorReadings, sensorReadingsHourly, sensors, waveforms } = schema;

export const deleteSensor = permitted("delete_dashboard")
  .input(deleteInput)
  .mutation(async ({ ctx, input }) => {
    const ids = [...new Set("ids" in input ? input.ids : [input.id])];
    // A TimescaleDB continuous aggregate cannot be written to: it forgets the deleted readings'
    // buckets when it next refreshes them (deleting raw rows invalidates those buckets).
    const rollupIsTable = (await hourlyRollupKind(ctx.db)) === "table";
    await ctx.db.transaction(async (tx) => {
      const found = await sensorsInScope(tx, ctx.scope, ids);
      if (found.length !== ids.length) {
        throw new AppError(
          "NOT_FOUND",
          ids.length === 1 ? "Sensor not found" : "Some sensors were not found",
        );
      }
      await tx.delete(sensorReadings).where(inArray(sensorReadings.sensor_id, ids));
      if (rollupIsTable)
        await tx.delete(sensorReadingsHourly).where(inArray(sensorReadingsHourly.sensor_id, ids));
      await tx.delete(waveforms).where(inArray(waveforms.sensor_id, ids));
      await tx.delete(sensors).where(inArray(sensors.id, ids));
    });
    return { status: "ok" as const, ids };
  });
