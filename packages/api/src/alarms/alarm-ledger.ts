/**
 * Raising and clearing many alarms in ONE statement, whatever their number: what a round of level
 * evaluation (evaluate.ts) or a batch's battery and signal (device.ts) does to alarm rows is
 * gathered first, then written, with the caller's own data-modifying statement alongside (the
 * level states' save).
 *
 * Every alarm lives in a slot: its source, parameter, axis and alert type, the one-open-alarm
 * index's key. The ledger starts from the slots whose alarm the caller knows to be open (the level
 * states' raised latches, which are raised and cleared with their alarms in one transaction; the
 * device rules' own read) and replays the events as records.ts does one statement at a time: a
 * raise while the slot's alarm is open is a no-op; a clear closes the open one (never before its
 * created_at). An alarm raised and cleared within the round is inserted already cleared.
 *
 * The statement clears the stored open alarms of the cleared slots (a probe of the open-alarm
 * index each: a slot someone else cleared meanwhile, an archived sensor's, clears nothing and
 * reports nothing), then inserts the new ones (ON CONFLICT DO NOTHING on that index still guards
 * each raise); the changes come back in event order for alarmsChanged.
 */
import { rowsOf, schema, type Tx } from "@plantwise/db";
import { alertTypeInfo } from "@plantwise/shared";
import { type SQL, sql } from "drizzle-orm";
import type { AlarmChange } from "./events";
import type { ClearCause } from "./records";

const { alarms } = schema;

/** The one-open-alarm index's key of an alarm; null ids and parameter as the index takes them (0). */
export interface Slot {
  sensor_id: number | null;
  controller_id: number | null;
  parameter_type: number | null;
  axis: number;
  alert_type: number;
}

/** An alarm to raise: the alarms row without severity (from its type) and clearing. */
export interface Raise extends Slot {
  company_id: number;
  plant_id: number;
  equipment_item_id: number | null;
  alert_rule: Record<string, unknown>;
  value: number | null;
  /** When the condition was met (a reading's time), in ms; kept to whole ms, as a Date holds it. */
  createdMs: number;
}

interface NewRow extends Raise {
  severity: number;
  clearedMs: number | null;
  cause: ClearCause | null;
}

type Open = { stored: true } | { stored: false; index: number };

type Step =
  | { action: "raised"; index: number }
  | { action: "cleared"; slot: string }
  | { action: "cleared"; index: number };

/** The slot as one string, the same here and in the statement's answer. */
export function slotKey(s: Slot): string {
  return `${s.sensor_id ?? 0}:${s.controller_id ?? 0}:${s.parameter_type ?? 0}:${s.axis}:${s.alert_type}`;
}

const wholeMs = (ms: number) => new Date(ms).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

export class AlarmLedger {
  /** By slotKey. */
  private readonly open = new Map<string, Open>();
  private readonly clears = new Map<string, { slot: Slot; at: string; cause: ClearCause }>();
  private readonly rows: NewRow[] = [];
  private readonly steps: Step[] = [];

  /** `open`: the slots whose stored alarm is open. */
  constructor(open: Iterable<Slot>) {
    for (const slot of open) this.open.set(slotKey(slot), { stored: true });
  }

  raise(alarm: Raise): void {
    const key = slotKey(alarm);
    if (this.open.has(key)) return;
    const info = alertTypeInfo(alarm.alert_type);
    if (!info) throw new Error(`Unknown alert type ${alarm.alert_type}`);
    const createdMs = wholeMs(alarm.createdMs);
    this.rows.push({ ...alarm, createdMs, severity: info.severity, clearedMs: null, cause: null });
    const index = this.rows.length - 1;
    this.open.set(key, { stored: false, index });
    this.steps.push({ action: "raised", index });
  }

  /**
   * Clears the slot's open alarm at `atMs`. `stored`: whether a stored alarm the ledger does not
   * know as open is cleared too (a restart clears whatever is open).
   */
  clear(slot: Slot, atMs: number, cause: ClearCause, options: { stored?: boolean } = {}): void {
    const key = slotKey(slot);
    const open = this.open.get(key) ?? (options.stored ? { stored: true as const } : undefined);
    if (!open) return;
    this.open.delete(key);
    if (open.stored) {
      this.clears.set(key, { slot, at: iso(atMs), cause });
      this.steps.push({ action: "cleared", slot: key });
    } else {
      const row = this.rows[open.index]!;
      row.clearedMs = Math.max(row.createdMs, wholeMs(atMs));
      row.cause = cause;
      this.steps.push({ action: "cleared", index: open.index });
    }
  }

  /**
   * Writes the alarm changes, and `alongside` (common table expressions of the caller's, with data-
   * modifying ones among them) with them, in one statement; returns the changes in event order.
   */
  async write(tx: Tx, alongside?: SQL | null): Promise<AlarmChange[]> {
    if (this.steps.length === 0) {
      if (alongside) await tx.execute(sql`with ${alongside} select 1`);
      return [];
    }
    const clears = JSON.stringify(
      [...this.clears.values()].map(({ slot, at, cause }) => ({
        sensor_id: slot.sensor_id ?? 0,
        controller_id: slot.controller_id ?? 0,
        parameter_type: slot.parameter_type ?? 0,
        axis: slot.axis,
        alert_type: slot.alert_type,
        at,
        cause,
      })),
    );
    const rows = JSON.stringify(
      this.rows.map((r, ord) => ({
        ord,
        company_id: r.company_id,
        plant_id: r.plant_id,
        sensor_id: r.sensor_id,
        controller_id: r.controller_id,
        equipment_item_id: r.equipment_item_id,
        parameter_type: r.parameter_type,
        axis: r.axis,
        alert_type: r.alert_type,
        severity: r.severity,
        alert_rule: r.alert_rule,
        value: r.value,
        created_at: iso(r.createdMs),
        cleared_at: r.clearedMs === null ? null : iso(r.clearedMs),
        clear_cause: r.cause,
      })),
    );
    const slot = (t: string) =>
      sql.raw(`concat_ws(':', coalesce(${t}sensor_id, 0), coalesce(${t}controller_id, 0),
        coalesce(${t}parameter_type, 0), ${t}axis, ${t}alert_type)`);
    // The insert reads `cleared` first (its one-time filter), so an alarm cleared and raised again
    // in the round is closed before its successor meets the one-open-alarm index.
    const result = rowsOf<{ cleared: boolean; id: number | string; key: string }>(
      await tx.execute(sql`with cleared as (
          update ${alarms} a set
            cleared_at = greatest(a.created_at, c.at),
            clear_cause = c.cause
          from jsonb_to_recordset(${clears}::jsonb) as c(sensor_id int, controller_id int,
            parameter_type int, axis int2, alert_type int2, at timestamptz, cause text)
          where coalesce(a.sensor_id, 0) = c.sensor_id and coalesce(a.controller_id, 0) = c.controller_id
            and coalesce(a.parameter_type, 0) = c.parameter_type and a.axis = c.axis
            and a.alert_type = c.alert_type and a.cleared_at is null
          returning a.id, ${slot("a.")} as key
        ), raised as (
          insert into ${alarms} (company_id, plant_id, sensor_id, controller_id, equipment_item_id,
            parameter_type, axis, alert_type, severity, alert_rule, value, created_at, cleared_at, clear_cause)
          select n.company_id, n.plant_id, n.sensor_id, n.controller_id, n.equipment_item_id,
            n.parameter_type, n.axis, n.alert_type, n.severity, n.alert_rule, n.value, n.created_at,
            n.cleared_at, n.clear_cause
          from jsonb_to_recordset(${rows}::jsonb) as n(ord int, company_id int, plant_id int,
            sensor_id int, controller_id int, equipment_item_id int, parameter_type int2, axis int2,
            alert_type int2, severity int2, alert_rule jsonb, value float8, created_at timestamptz,
            cleared_at timestamptz, clear_cause text)
          where (select count(*) from cleared) >= 0
          order by n.ord
          on conflict do nothing
          returning id, concat_ws(':', ${slot("")}, (extract(epoch from created_at) * 1000)::bigint) as key
        )${alongside ? sql`, ${alongside}` : sql``}
        select true as cleared, id, key from cleared
        union all
        select false, id, key from raised`),
    );
    const clearedIds = new Map<string, number>();
    const raisedIds = new Map<string, number[]>();
    for (const r of result) {
      if (r.cleared) clearedIds.set(r.key, Number(r.id));
      else raisedIds.set(r.key, [...(raisedIds.get(r.key) ?? []), Number(r.id)]);
    }
    const idOf = this.rows.map((r) => raisedIds.get(`${slotKey(r)}:${r.createdMs}`)?.shift());
    const changes: AlarmChange[] = [];
    for (const step of this.steps) {
      const id = "slot" in step ? clearedIds.get(step.slot) : idOf[step.index];
      if (id !== undefined) changes.push({ alarmId: id, action: step.action });
    }
    return changes;
  }
}
