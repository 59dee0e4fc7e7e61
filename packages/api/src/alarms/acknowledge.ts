/**
 * alarms.acknowledge and alarms.acknowledgeRebaseline. Acknowledging records who and when once:
 * acknowledging again keeps the first acknowledgement (and its note), so two people clicking at the
 * same moment cannot overwrite each other. Cleared alarms can still be acknowledged (someone looked
 * at it after the fact). Several ids are all-or-nothing: one id outside the caller's plants and
 * nothing changes (404). The change goes to alarmsChanged in the same transaction, so its
 * notifications commit with it.
 *
 * Acknowledge with re-baseline (level alarms only): the alarm is acknowledged, its series' zone row
 * re-baselined the way the zone screens do it (signals/rebaseline-rows.ts rebaselineRows) with source type
 * "acknowledge rebaseline", and the series reset (open level alarms cleared, evaluation restarted
 * on the new zones), all in one transaction: a re-baseline that cannot be done (no zone row, no
 * readings in the window) is a 422 and the alarm stays unacknowledged.
 */
import { schema, type Tx } from "@plantwise/db";
import {
  acknowledgeAlarmsInput,
  acknowledgeRebaselineInput,
  alertTypeInfo,
  graphSourceTypeId,
} from "@plantwise/shared";
import { and, inArray, isNull } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { rebaselineRows, zoneOfSeries } from "../signals/service";
import { permitted } from "../trpc";
import { resetSeries } from "./evaluate";
import { alarmsChanged } from "./events";

const { alarms, sensorLevelZones } = schema;

/** Acknowledging changes the dashboard's state: its edit permission. */
export const editAlarms = permitted("edit_dashboard");

/**
 * Acknowledges the alarms not yet acknowledged among `ids` (already in scope) and reports the
 * change. Returns the ids acknowledged now; the others already were.
 */
async function acknowledgeIds(tx: Tx, ids: number[], userId: number, text: string | undefined) {
  const done = await tx
    .update(alarms)
    .set({ acknowledged_by: userId, acknowledged_at: new Date(), acknowledge_note: text || null })
    .where(and(inArray(alarms.id, ids), isNull(alarms.acknowledged_at)))
    .returning({ id: alarms.id });
  const acknowledged = done.map((r) => r.id).sort((a, b) => a - b);
  await alarmsChanged(
    tx,
    acknowledged.map((alarmId) => ({ alarmId, action: "acknowledged" as const, userId })),
  );
  return acknowledged;
}

/**
 * The alarms by id inside the caller's plants, locked for the transaction unless `lock` is false;
 * NOT_FOUND if any is not.
 */
async function scopedAlarms(tx: Tx, scope: Scope, ids: readonly number[], lock = true) {
  const unique = [...new Set(ids)];
  const query = tx
    .select()
    .from(alarms)
    .where(and(inArray(alarms.id, unique), inPlantScope(scope, alarms.plant_id)));
  const rows = lock ? await query.for("update") : await query;
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND", "Alarm not found");
  return rows;
}

export const acknowledgeAlarms = editAlarms.input(acknowledgeAlarmsInput).mutation(async ({ ctx, input }) =>
  ctx.db.transaction(async (tx) => {
    const rows = await scopedAlarms(tx, ctx.scope, input.ids);
    const acknowledged = await acknowledgeIds(
      tx,
      rows.map((r) => r.id),
      ctx.user.id,
      input.note,
    );
    const now = new Set(acknowledged);
    return {
      acknowledged,
      already_acknowledged: rows
        .map((r) => r.id)
        .filter((id) => !now.has(id))
        .sort((a, b) => a - b),
    };
  }),
);

export const acknowledgeRebaseline = editAlarms
  .input(acknowledgeRebaselineInput)
  .mutation(async ({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      // Lock order as the evaluator's (alarms/evaluate.ts): zones, then state, then alarms. So the
      // alarm is read unlocked first, its zones row locked, and only then the alarm itself.
      const [peek] = await scopedAlarms(tx, ctx.scope, [input.id], false);
      const type = alertTypeInfo(peek!.alert_type);
      if (type?.kind !== "level" || peek!.sensor_id == null || peek!.parameter_type == null) {
        throw invalid("id", "only level alarms can be acknowledged with a re-baseline");
      }
      const series = {
        sensor_id: peek!.sensor_id,
        parameter_type: peek!.parameter_type,
        axis: peek!.axis,
      };
      const zones = await tx.select().from(sensorLevelZones).where(zoneOfSeries(series)).for("update");
      const [alarm] = await scopedAlarms(tx, ctx.scope, [input.id]);
      const acknowledged = await acknowledgeIds(tx, [alarm!.id], ctx.user.id, input.note);
      if (zones.length === 0) throw invalid("id", "the alarm's parameter has no level zones to re-baseline");
      const result = await rebaselineRows(
        tx,
        zones,
        input,
        ctx.user.id,
        graphSourceTypeId("acknowledge_rebaseline"),
      );
      const skipped = result.skipped[0];
      if (skipped) throw invalid("id", `cannot re-baseline: ${skipped.reason}`);
      await resetSeries(tx, series.sensor_id, series.parameter_type, series.axis, "rebaseline");
      return {
        alarm_id: alarm!.id,
        acknowledged: acknowledged.length > 0,
        zone: result.updated[0]!,
      };
    }),
  );
