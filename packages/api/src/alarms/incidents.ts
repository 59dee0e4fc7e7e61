/**
 * Incidents: the open alarms of one equipment item (or, for device alarms without an item, of one
 * gateway: the alarm's own controller, else its sensor's) grouped as one fault. Kept up to date
 * inside the transaction that changed the alarms (alarmsChanged), so an incident never disagrees
 * with its alarms:
 *
 * - raised: the alarm joins its item's open incident, or opens one (INSERT … ON CONFLICT on the
 *   partial unique index "one open incident per item or controller", so two transactions raising
 *   at once still make one incident); worst_severity and latest_at follow. When the worst severity
 *   rises above `notified_severity` (opening counts: it starts at 0), that is a step to notify, and
 *   notified_severity moves up to it; alarms joining at a severity already notified notify nobody.
 *   An acknowledged incident that gets worse needs acknowledging again.
 * - cleared: when the incident's last open alarm clears, it closes (closed_at): one "cleared" step.
 * - acknowledged: when none of its alarms is left unacknowledged, the incident is acknowledged (by
 *   the user and with the note of the acknowledgement that completed it): one "acknowledged" step.
 *
 * Lock order: alarms first, then the incident row (as every caller changes its alarms before
 * handing the change on), so the last two alarms of an incident cleared by two transactions at once
 * still close it: the second waits for the first's incident lock and then sees its clear.
 * An alarm with neither item nor gateway joins no incident and is notified on its own.
 */
import { rowsOf, schema, type Tx } from "@plantwise/db";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AlarmChange, IncidentStep } from "../notifications/service";

const { alarms, alarmIncidents, sensors } = schema;

export interface IncidentTracking {
  /** What to notify, one step per incident and change. */
  steps: IncidentStep[];
  /** Alarms whose change an incident step stands for (notified through the incident, or not at all). */
  grouped: ReadonlySet<number>;
}

interface RaisedAlarm {
  id: number;
  company_id: number;
  plant_id: number;
  severity: number;
  created_at: Date;
  incident_id: number | null;
  item: number | null;
  controller: number | null;
}

/** The alarm that speaks for several: the worst, then the newest. */
function lead<T extends { id: number; severity: number; created_at: Date }>(rows: readonly T[]): T {
  return [...rows].sort(
    (a, b) => b.severity - a.severity || b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
  )[0]!;
}

function idsOf(changes: readonly AlarmChange[], action: AlarmChange["action"]): number[] {
  return [...new Set(changes.filter((c) => c.action === action).map((c) => c.alarmId))].sort((a, b) => a - b);
}

export async function trackIncidents(tx: Tx, changes: readonly AlarmChange[]): Promise<IncidentTracking> {
  const steps: IncidentStep[] = [];
  const grouped = new Set<number>();
  const raised = idsOf(changes, "raised");
  if (raised.length > 0) await attachRaised(tx, raised, steps, grouped);
  const cleared = idsOf(changes, "cleared");
  if (cleared.length > 0) await closeCleared(tx, cleared, steps, grouped);
  const acknowledged = changes.filter((c) => c.action === "acknowledged");
  if (acknowledged.length > 0) await acknowledgeComplete(tx, acknowledged, steps, grouped);
  return { steps, grouped };
}

/** Raised alarms join (or open) their incident; a severity step above what was notified is a step. */
async function attachRaised(tx: Tx, ids: number[], steps: IncidentStep[], grouped: Set<number>) {
  const rows: RaisedAlarm[] = (
    await tx
      .select({
        id: alarms.id,
        company_id: alarms.company_id,
        plant_id: alarms.plant_id,
        severity: alarms.severity,
        created_at: alarms.created_at,
        incident_id: alarms.incident_id,
        equipment_item_id: alarms.equipment_item_id,
        controller_id: alarms.controller_id,
        sensor_controller_id: sensors.controller_id,
      })
      .from(alarms)
      .leftJoin(sensors, eq(sensors.id, alarms.sensor_id))
      .where(inArray(alarms.id, ids))
  ).map((r) => ({
    ...r,
    item: r.equipment_item_id,
    controller: r.equipment_item_id == null ? (r.controller_id ?? r.sensor_controller_id) : null,
  }));

  // The alarms of each incident this call touches, by incident id.
  const byIncident = new Map<number, RaisedAlarm[]>();
  const add = (incidentId: number, alarm: RaisedAlarm) => {
    byIncident.set(incidentId, [...(byIncident.get(incidentId) ?? []), alarm]);
    grouped.add(alarm.id);
  };
  for (const r of rows) if (r.incident_id != null) add(r.incident_id, r);

  // New alarms by the item (or gateway) they belong to; none of the two: no incident.
  const bySource = new Map<string, RaisedAlarm[]>();
  for (const r of rows) {
    if (r.incident_id != null || (r.item == null && r.controller == null)) continue;
    const key = `${r.item ?? 0}:${r.controller ?? 0}`;
    bySource.set(key, [...(bySource.get(key) ?? []), r]);
  }
  const sources = [...bySource.values()].sort((a, b) => a[0]!.id - b[0]!.id);
  for (const group of sources) {
    const first = group[0]!;
    const worst = Math.max(...group.map((r) => r.severity));
    const opened = new Date(Math.min(...group.map((r) => r.created_at.getTime())));
    const latest = new Date(Math.max(...group.map((r) => r.created_at.getTime())));
    const [incident] = rowsOf<{ id: number | string }>(
      await tx.execute(sql`insert into ${alarmIncidents}
          (company_id, plant_id, equipment_item_id, controller_id, worst_severity, opened_at, latest_at)
        values (${first.company_id}, ${first.plant_id}, ${first.item}, ${first.controller}, ${worst},
          ${opened.toISOString()}::timestamptz, ${latest.toISOString()}::timestamptz)
        on conflict (coalesce(equipment_item_id, 0), coalesce(controller_id, 0)) where closed_at is null
        do update set
          worst_severity = greatest(${alarmIncidents}.worst_severity, excluded.worst_severity),
          opened_at = least(${alarmIncidents}.opened_at, excluded.opened_at),
          latest_at = greatest(${alarmIncidents}.latest_at, excluded.latest_at)
        returning id`),
    );
    const incidentId = Number(incident!.id);
    await tx
      .update(alarms)
      .set({ incident_id: incidentId })
      .where(
        inArray(
          alarms.id,
          group.map((r) => r.id),
        ),
      );
    for (const r of group) add(incidentId, r);
  }

  if (byIncident.size === 0) return;
  const incidents = await tx
    .select({
      id: alarmIncidents.id,
      worst: alarmIncidents.worst_severity,
      notified: alarmIncidents.notified_severity,
    })
    .from(alarmIncidents)
    .where(inArray(alarmIncidents.id, [...byIncident.keys()]))
    .orderBy(asc(alarmIncidents.id))
    .for("update");
  for (const incident of incidents) {
    if (incident.worst <= incident.notified) continue;
    await tx
      .update(alarmIncidents)
      .set({
        notified_severity: incident.worst,
        // Worse than what was acknowledged: someone must look again.
        ...(incident.notified > 0
          ? { acknowledged_by: null, acknowledged_at: null, acknowledge_note: null }
          : {}),
      })
      .where(eq(alarmIncidents.id, incident.id));
    steps.push({
      incidentId: incident.id,
      alarmId: lead(byIncident.get(incident.id)!).id,
      action: "raised",
      severity: incident.worst,
    });
  }
}

/** Incidents whose last open alarm cleared now close. */
async function closeCleared(tx: Tx, ids: number[], steps: IncidentStep[], grouped: Set<number>) {
  const rows = await tx
    .select({
      id: alarms.id,
      incident_id: alarms.incident_id,
      severity: alarms.severity,
      created_at: alarms.created_at,
    })
    .from(alarms)
    .where(inArray(alarms.id, ids));
  const byIncident = new Map<number, typeof rows>();
  for (const r of rows) {
    if (r.incident_id == null) continue;
    grouped.add(r.id);
    byIncident.set(r.incident_id, [...(byIncident.get(r.incident_id) ?? []), r]);
  }
  if (byIncident.size === 0) return;
  const incidentIds = [...byIncident.keys()];
  const open = await tx
    .select({ id: alarmIncidents.id, severity: alarmIncidents.worst_severity })
    .from(alarmIncidents)
    .where(and(inArray(alarmIncidents.id, incidentIds), isNull(alarmIncidents.closed_at)))
    .orderBy(asc(alarmIncidents.id))
    .for("update");
  if (open.length === 0) return;
  const closed = await tx
    .update(alarmIncidents)
    .set({
      closed_at: sql`coalesce((select max(a.cleared_at) from ${alarms} a where a.incident_id = ${alarmIncidents.id}), now())`,
    })
    .where(
      and(
        inArray(
          alarmIncidents.id,
          open.map((i) => i.id),
        ),
        sql`not exists (select 1 from ${alarms} a where a.incident_id = ${alarmIncidents.id} and a.cleared_at is null)`,
      ),
    )
    .returning({ id: alarmIncidents.id, severity: alarmIncidents.worst_severity });
  for (const incident of closed.sort((a, b) => a.id - b.id)) {
    steps.push({
      incidentId: incident.id,
      alarmId: lead(byIncident.get(incident.id)!).id,
      action: "cleared",
      severity: incident.severity,
    });
  }
}

/** Incidents none of whose alarms is left unacknowledged are acknowledged. */
async function acknowledgeComplete(
  tx: Tx,
  changes: readonly AlarmChange[],
  steps: IncidentStep[],
  grouped: Set<number>,
) {
  const ids = idsOf(changes, "acknowledged");
  const userOf = new Map(changes.map((c) => [c.alarmId, c.userId ?? null]));
  const rows = await tx
    .select({
      id: alarms.id,
      incident_id: alarms.incident_id,
      severity: alarms.severity,
      created_at: alarms.created_at,
      note: alarms.acknowledge_note,
      acknowledged_by: alarms.acknowledged_by,
      acknowledged_at: alarms.acknowledged_at,
    })
    .from(alarms)
    .where(inArray(alarms.id, ids));
  const byIncident = new Map<number, typeof rows>();
  for (const r of rows) {
    if (r.incident_id == null) continue;
    grouped.add(r.id);
    byIncident.set(r.incident_id, [...(byIncident.get(r.incident_id) ?? []), r]);
  }
  if (byIncident.size === 0) return;
  const pending = await tx
    .select({ id: alarmIncidents.id, severity: alarmIncidents.worst_severity })
    .from(alarmIncidents)
    .where(and(inArray(alarmIncidents.id, [...byIncident.keys()]), isNull(alarmIncidents.acknowledged_at)))
    .orderBy(asc(alarmIncidents.id))
    .for("update");
  for (const incident of pending) {
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(alarms)
      .where(and(eq(alarms.incident_id, incident.id), isNull(alarms.acknowledged_at)));
    if ((left?.n ?? 0) > 0) continue;
    const by = lead(byIncident.get(incident.id)!);
    const userId = userOf.get(by.id) ?? by.acknowledged_by;
    await tx
      .update(alarmIncidents)
      .set({
        acknowledged_by: userId,
        acknowledged_at: by.acknowledged_at ?? new Date(),
        acknowledge_note: by.note,
      })
      .where(eq(alarmIncidents.id, incident.id));
    steps.push({
      incidentId: incident.id,
      alarmId: by.id,
      action: "acknowledged",
      severity: incident.severity,
      userId,
    });
  }
}
