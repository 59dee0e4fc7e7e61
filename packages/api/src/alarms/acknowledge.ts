/**
 * alarms.acknowledge and alarms.acknowledgeRebaseline. Acknowledging records who and when once:
 * acknowledging again keeps the first acknowledgement (and its note), so two people clicking at the
 * same moment cannot overwrite each other. Cleared alarms can still be acknowledged (someone looked
 * at it after the fact). Several ids are all-or-nothing: one id outside the caller's plants and
 * nothing changes (404). The change goes to alarmsChanged in the same transaction, so its
 * notifications commit with it; and the acknowledger's own unread notifications about the alarms
 * (and their incidents) are marked read in it too: they have dealt with them.
 *
 * Acknowledge with re-baseline (level alarms only): the alarm is acknowledged, its series' zone row
 * re-baselined the way the zone screens do it (signals/rebaseline-rows.ts rebaselineRows) with source type
 * "acknowledge rebaseline", and the series reset (open level alarms cleared, evaluation restarted
 * on the new zones), all in one transaction: a re-baseline that cannot be done (no zone row, no
 * readings in the window) is a 422 and the alarm stays unacknowledged.
 *
 * alarms.acknowledgeIncident acknowledges an incident once: every alarm of it not yet acknowledged,
 * in one transaction, which acknowledges the incident itself (incidents.ts) and notifies that once.
 * With `rebaseline` (or acknowledgeRebaseline given `incident_id`), every level series among its
 * alarms is re-baselined and reset as above, all or nothing.
 */
import { schema, type Tx } from "@plantwise/db";
import {
  acknowledgeAlarmsInput,
  acknowledgeIncidentInput,
  acknowledgeRebaselineInput,
  alertTypeInfo,
  graphSourceTypeId,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { markAcknowledgedRead } from "../notifications/service";
import { rebaselineRows, zoneOfSeries } from "../signals/service";
import { permitted } from "../trpc";
import { resetSeries } from "./evaluate";
import { alarmsChanged } from "./events";

const { alarms, alarmIncidents, sensorLevelZones } = schema;

/** Acknowledging changes the dashboard's state: its edit permission. */
export const editAlarms = permitted("edit_dashboard");

/**
 * Acknowledges the alarms not yet acknowledged among `ids` (already in scope) and reports the
 * change. Returns the ids acknowledged now; the others already were.
 */
async function acknowledgeIds(tx: Tx, ids: number[], userId: number, text: string | undefined) {
  if (ids.length === 0) return [];
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

/** The acknowledger's notifications about these alarms and their incidents become read. */
function markRowsRead(tx: Tx, userId: number, rows: readonly { id: number; incident_id: number | null }[]) {
  return markAcknowledgedRead(tx, userId, {
    alarmIds: rows.map((r) => r.id),
    incidentIds: rows.flatMap((r) => (r.incident_id === null ? [] : [r.incident_id])),
  });
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
    await markRowsRead(tx, ctx.user.id, rows);
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
      if (input.incident_id !== undefined) {
        return acknowledgeIncidentIn(tx, ctx.scope, ctx.user.id, {
          id: input.incident_id,
          note: input.note,
          rebaseline: { hours: input.hours, samples: input.samples },
        });
      }
      // Lock order as the evaluator's (alarms/evaluate.ts): zones, then state, then alarms. So the
      // alarm is read unlocked first, its zones row locked, and only then the alarm itself.
      const [peek] = await scopedAlarms(tx, ctx.scope, [input.id!], false);
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
      const [alarm] = await scopedAlarms(tx, ctx.scope, [input.id!]);
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
      await markRowsRead(tx, ctx.user.id, [alarm!]);
      return {
        alarm_id: alarm!.id,
        acknowledged: acknowledged.length > 0,
        zone: result.updated[0]!,
      };
    }),
  );

type IncidentAcknowledgement = typeof acknowledgeIncidentInput._zod.output;

/**
 * Acknowledges an incident in the caller's plants (404 outside them): its alarms not yet
 * acknowledged, and with `rebaseline` every level series among its alarms re-baselined and reset.
 * Lock order as acknowledgeRebaseline's: zones, then state (resetSeries), then alarms, then the incident.
 */
async function acknowledgeIncidentIn(tx: Tx, scope: Scope, userId: number, input: IncidentAcknowledgement) {
  const [incident] = await tx
    .select({ id: alarmIncidents.id })
    .from(alarmIncidents)
    .where(and(eq(alarmIncidents.id, input.id), inPlantScope(scope, alarmIncidents.plant_id)));
  if (!incident) throw new AppError("NOT_FOUND", "Incident not found");
  const members = await tx
    .select()
    .from(alarms)
    .where(and(eq(alarms.incident_id, incident.id), inPlantScope(scope, alarms.plant_id)))
    .orderBy(asc(alarms.id));

  const series = new Map<string, { sensor_id: number; parameter_type: number; axis: number }>();
  for (const a of members) {
    if (alertTypeInfo(a.alert_type)?.kind !== "level" || a.sensor_id == null || a.parameter_type == null)
      continue;
    const key = { sensor_id: a.sensor_id, parameter_type: a.parameter_type, axis: a.axis };
    series.set(`${key.sensor_id}:${key.parameter_type}:${key.axis}`, key);
  }
  const zones =
    input.rebaseline && series.size > 0
      ? await tx
          .select()
          .from(sensorLevelZones)
          .where(or(...[...series.values()].map(zoneOfSeries)))
          .orderBy(asc(sensorLevelZones.id))
          .for("update")
      : [];
  if (input.rebaseline && series.size === 0) {
    throw invalid("id", "only level alarms can be acknowledged with a re-baseline");
  }
  if (input.rebaseline && zones.length === 0) {
    throw invalid("id", "the incident's parameters have no level zones to re-baseline");
  }

  const ids = members.map((a) => a.id);
  const locked = ids.length === 0 ? [] : await scopedAlarms(tx, scope, ids);
  const acknowledged = await acknowledgeIds(
    tx,
    locked.filter((a) => a.acknowledged_at == null).map((a) => a.id),
    userId,
    input.note,
  );
  // Nothing left to acknowledge among its alarms but the incident itself is not: acknowledged now.
  await tx
    .update(alarmIncidents)
    .set({ acknowledged_by: userId, acknowledged_at: new Date(), acknowledge_note: input.note || null })
    .where(and(eq(alarmIncidents.id, incident.id), isNull(alarmIncidents.acknowledged_at)));

  let rebaselined: Awaited<ReturnType<typeof rebaselineRows>>["updated"] = [];
  if (input.rebaseline) {
    const result = await rebaselineRows(
      tx,
      zones,
      input.rebaseline,
      userId,
      graphSourceTypeId("acknowledge_rebaseline"),
    );
    const skipped = result.skipped[0];
    if (skipped) throw invalid("id", `cannot re-baseline: ${skipped.reason}`);
    for (const zone of zones) {
      await resetSeries(tx, zone.sensor_id, zone.parameter_type, zone.axis, "rebaseline");
    }
    rebaselined = result.updated;
  }
  await markAcknowledgedRead(tx, userId, { alarmIds: ids, incidentIds: [incident.id] });
  const now = new Set(acknowledged);
  return {
    incident_id: incident.id,
    acknowledged,
    already_acknowledged: ids.filter((id) => !now.has(id)),
    zones: rebaselined,
  };
}

export const acknowledgeIncident = editAlarms
  .input(acknowledgeIncidentInput)
  .mutation(async ({ ctx, input }) =>
    ctx.db.transaction((tx) => acknowledgeIncidentIn(tx, ctx.scope, ctx.user.id, input)),
  );
