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
  const cleared = idsOf(changes, "cleared");
  if (raised.length > 0 || cleared.length > 0) await raiseAndClose(tx, raised, cleared, steps, grouped);
  const acknowledged = changes.filter((c) => c.action === "acknowledged");
  if (acknowledged.length > 0) await acknowledgeComplete(tx, acknowledged, steps, grouped);
  return { steps, grouped };
}

/**
 * Raised alarms join (or open) their incident, and a severity step above what was notified is a
 * step; incidents whose last open alarm cleared close, one step each. Four statements at most,
 * whatever the number of alarms and incidents: the alarms read, new incidents opened (or joined),
 * the incidents locked, and one update for the notified severities and the closings.
 */
async function raiseAndClose(
  tx: Tx,
  raised: number[],
  cleared: number[],
  steps: IncidentStep[],
  grouped: Set<number>,
) {
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
      .where(inArray(alarms.id, [...new Set([...raised, ...cleared])]))
  ).map((r) => ({
    ...r,
    item: r.equipment_item_id,
    controller: r.equipment_item_id == null ? (r.controller_id ?? r.sensor_controller_id) : null,
  }));
  const raisedSet = new Set(raised);
  const clearedSet = new Set(cleared);

  // The raised alarms of each incident this call touches, by incident id.
  const byIncident = new Map<number, RaisedAlarm[]>();
  const add = (incidentId: number, alarm: RaisedAlarm) => {
    byIncident.set(incidentId, [...(byIncident.get(incidentId) ?? []), alarm]);
    grouped.add(alarm.id);
  };
  const raisedRows = rows.filter((r) => raisedSet.has(r.id));
  for (const r of raisedRows) if (r.incident_id != null) add(r.incident_id, r);

  // New alarms by the item (or gateway) they belong to; none of the two: no incident.
  const bySource = new Map<string, RaisedAlarm[]>();
  for (const r of raisedRows) {
    if (r.incident_id != null || (r.item == null && r.controller == null)) continue;
    const key = `${r.item ?? 0}:${r.controller ?? 0}`;
    bySource.set(key, [...(bySource.get(key) ?? []), r]);
  }
  const sources = [...bySource.values()].sort((a, b) => a[0]!.id - b[0]!.id);
  // The incidents the upsert wrote are locked already, and it answered what the lock would read.
  const known = new Map<number, LockedIncident>();
  if (sources.length > 0) {
    for (const { incident, group } of await openIncidents(tx, sources)) {
      known.set(incident.id, incident);
      for (const r of group) {
        r.incident_id = incident.id; // an alarm raised and cleared at once closes this one
        add(incident.id, r);
      }
    }
  }

  // The cleared alarms of each incident, by incident id.
  const clearedOf = new Map<number, RaisedAlarm[]>();
  for (const r of rows) {
    if (!clearedSet.has(r.id) || r.incident_id == null) continue;
    grouped.add(r.id);
    clearedOf.set(r.incident_id, [...(clearedOf.get(r.incident_id) ?? []), r]);
  }

  const others = [...new Set([...byIncident.keys(), ...clearedOf.keys()])].filter((id) => !known.has(id));
  const locked =
    others.length === 0
      ? []
      : await tx
          .select({
            id: alarmIncidents.id,
            worst: alarmIncidents.worst_severity,
            notified: alarmIncidents.notified_severity,
            closed_at: alarmIncidents.closed_at,
          })
          .from(alarmIncidents)
          .where(inArray(alarmIncidents.id, others))
          .orderBy(asc(alarmIncidents.id))
          .for("update");
  const incidents = [...known.values(), ...locked].sort((a, b) => a.id - b.id);
  if (incidents.length === 0) return;
  const worse = incidents.filter((i) => byIncident.has(i.id) && i.worst > i.notified);
  const closing = incidents.filter((i) => clearedOf.has(i.id) && i.closed_at === null);
  if (worse.length === 0 && closing.length === 0) return;
  const worseIds = sql`${`{${worse.map((i) => i.id).join(",")}}`}::bigint[]`;
  const closingIds = sql`${`{${closing.map((i) => i.id).join(",")}}`}::bigint[]`;
  // Worse than what was notified moves notified_severity up; worse than what was acknowledged (an
  // incident notified before) needs someone to look again. An incident closes when none of its
  // alarms is open, at its last alarm's clearing. One update, as one incident may do both.
  const done = rowsOf<{ id: number | string; severity: number; closed: boolean }>(
    await tx.execute(sql`with changed as (
        update ${alarmIncidents} i set
          notified_severity = case when w.worse then i.worst_severity else i.notified_severity end,
          acknowledged_by = case when w.worse and i.notified_severity > 0 then null else i.acknowledged_by end,
          acknowledged_at = case when w.worse and i.notified_severity > 0 then null else i.acknowledged_at end,
          acknowledge_note = case when w.worse and i.notified_severity > 0 then null else i.acknowledge_note end,
          closed_at = case when w.closes
            then coalesce((select max(a.cleared_at) from ${alarms} a where a.incident_id = i.id), now())
            else i.closed_at end
        from (select i2.id, i2.id = any(${worseIds}) as worse,
            i2.id = any(${closingIds}) and not exists (select 1 from ${alarms} a
              where a.incident_id = i2.id and a.cleared_at is null) as closes
          from ${alarmIncidents} i2
          where i2.id = any(${worseIds}) or i2.id = any(${closingIds})) w
        where i.id = w.id and (w.worse or w.closes)
        returning i.id, i.worst_severity as severity, w.closes as closed
      )
      select id, severity, closed from changed order by id`),
  );
  for (const incident of worse) {
    steps.push({
      incidentId: incident.id,
      alarmId: lead(byIncident.get(incident.id)!).id,
      action: "raised",
      severity: incident.worst,
    });
  }
  for (const incident of done) {
    if (!incident.closed) continue;
    const id = Number(incident.id);
    steps.push({
      incidentId: id,
      alarmId: lead(clearedOf.get(id)!).id,
      action: "cleared",
      severity: Number(incident.severity),
    });
  }
}

/** An incident as the upsert left it, under its lock for the rest of the transaction. */
interface LockedIncident {
  id: number;
  worst: number;
  notified: number;
  closed_at: Date | null;
}

/**
 * Each group of new alarms (one item or gateway) joins its open incident or opens one, in one
 * statement for all groups: INSERT … ON CONFLICT on the partial unique index "one open incident per
 * item or controller" (so two transactions raising at once still make one incident), and the
 * alarms get their incident id. Returns each incident's id with its group.
 */
async function openIncidents(
  tx: Tx,
  groups: readonly RaisedAlarm[][],
): Promise<{ incident: LockedIncident; group: RaisedAlarm[] }[]> {
  const json = JSON.stringify(
    groups.map((group, ord) => ({
      ord,
      company_id: group[0]!.company_id,
      plant_id: group[0]!.plant_id,
      equipment_item_id: group[0]!.item,
      controller_id: group[0]!.controller,
      worst_severity: Math.max(...group.map((r) => r.severity)),
      opened_at: new Date(Math.min(...group.map((r) => r.created_at.getTime()))).toISOString(),
      latest_at: new Date(Math.max(...group.map((r) => r.created_at.getTime()))).toISOString(),
      alarm_ids: group.map((r) => r.id),
    })),
  );
  const rows = rowsOf<{
    id: number | string;
    item: number;
    controller: number;
    worst: number;
    notified: number;
  }>(
    await tx.execute(sql`with src as (
        select * from jsonb_to_recordset(${json}::jsonb) as s(ord int, company_id int, plant_id int,
          equipment_item_id int, controller_id int, worst_severity int2, opened_at timestamptz,
          latest_at timestamptz, alarm_ids bigint[])
      ), incident as (
        insert into ${alarmIncidents}
          (company_id, plant_id, equipment_item_id, controller_id, worst_severity, opened_at, latest_at)
        select company_id, plant_id, equipment_item_id, controller_id, worst_severity, opened_at, latest_at
        from src order by ord
        on conflict (coalesce(equipment_item_id, 0), coalesce(controller_id, 0)) where closed_at is null
        do update set
          worst_severity = greatest(${alarmIncidents}.worst_severity, excluded.worst_severity),
          opened_at = least(${alarmIncidents}.opened_at, excluded.opened_at),
          latest_at = greatest(${alarmIncidents}.latest_at, excluded.latest_at)
        returning id, coalesce(equipment_item_id, 0) as item, coalesce(controller_id, 0) as controller,
          worst_severity as worst, notified_severity as notified
      ), joined as (
        update ${alarms} a set incident_id = incident.id
        from incident
        join src on coalesce(src.equipment_item_id, 0) = incident.item
          and coalesce(src.controller_id, 0) = incident.controller
        where a.id = any(src.alarm_ids)
      )
      select id, item, controller, worst, notified from incident`),
  );
  const byKey = new Map(rows.map((r) => [`${r.item}:${r.controller}`, r]));
  return groups.map((group) => {
    const r = byKey.get(`${group[0]!.item ?? 0}:${group[0]!.controller ?? 0}`);
    if (!r) throw new Error("an incident upsert returned no row");
    const incident = {
      id: Number(r.id),
      worst: Number(r.worst),
      notified: Number(r.notified),
      closed_at: null,
    };
    return { incident, group };
  });
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
