/**
 * Alarms and the state that raises them. Alarm records are part 2 §3's "alarm record" (sensor,
 * sensor_parameter_type, alert_rule, alert_type, created_at) plus the life cycle the product needs:
 * who acknowledged it and when, and when it cleared. Alert type ids (1–26) are mapped to names in
 * @plantwise/shared (alarms.ts).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, series } from "./columns";
import { users } from "./identity";
import { plantScope } from "./references";
import { controllers, sensorId, sensors } from "./sensors";

/**
 * One alarm: raised by a rule on a sensor's parameter (level zones, battery, signal, offline) or on a
 * controller (offline, temperature). `created_at` is when the condition was met: the reading's time
 * for level alarms, the detection time for offline alarms. An alarm is open while `cleared_at` is
 * null; at most one is open per source, parameter, axis and alert type (the partial unique index), so
 * a rule can never raise the same alarm twice.
 */
export const alarms = pgTable(
  "alarms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...plantScope(),
    sensor_id: integer("sensor_id").references(() => sensors.id, { onDelete: "cascade" }),
    controller_id: integer("controller_id").references(() => controllers.id, { onDelete: "cascade" }),
    /** The sensor's equipment item when raised (an alarm stays with the item it was about). */
    equipment_item_id: integer("equipment_item_id"),
    /** PARAMETER_TYPES id; null for alarms about the device itself (offline, battery, signal). */
    parameter_type: smallint("parameter_type"),
    axis: smallint("axis").notNull().default(0),
    /** ALERT_TYPES id, 1–26. */
    alert_type: smallint("alert_type").notNull(),
    /** Severity derived from the alert type: 1 warning, 2 alarm (health roll-up). */
    severity: smallint("severity").notNull(),
    /** The rule as it stood when raised, e.g. {"rule":"level","threshold":7.1,"samples":3}. */
    alert_rule: jsonb("alert_rule").$type<Record<string, unknown>>().notNull(),
    /** The value that raised it (reading, battery %, RSSI, minutes silent). */
    value: doublePrecision("value"),
    created_at: createdAt(),
    acknowledged_by: integer("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledge_note: text("acknowledge_note"),
    cleared_at: timestamp("cleared_at", { withTimezone: true }),
    /** "level" | "coolDown" | "rebaseline" | "online" | "recovered" | "zones_changed". */
    clear_cause: text("clear_cause"),
    /** When the raise was recorded, as opposed to the reading time in created_at. */
    recorded_at: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The incident grouping this alarm with the other open alarms of its item (or controller). */
    incident_id: bigint("incident_id", { mode: "number" }).references((): AnyPgColumn => alarmIncidents.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    uniqueIndex("alarms_open_uq")
      .on(
        sql`coalesce(${t.sensor_id}, 0)`,
        sql`coalesce(${t.controller_id}, 0)`,
        sql`coalesce(${t.parameter_type}, 0)`,
        t.axis,
        t.alert_type,
      )
      .where(sql`${t.cleared_at} is null`),
    index("alarms_plant_created_idx").on(t.plant_id, t.created_at),
    index("alarms_company_created_idx").on(t.company_id, t.created_at),
    index("alarms_sensor_idx").on(t.sensor_id, t.created_at),
    index("alarms_item_idx").on(t.equipment_item_id),
    index("alarms_incident_idx").on(t.incident_id),
  ],
);

/**
 * One fault, as people see it: the open alarms of one equipment item (or, for device alarms without
 * an item, one controller) grouped together. An incident opens with its item's first open alarm and
 * closes when none of its alarms is open any more. Acknowledging it acknowledges its open alarms;
 * an acknowledged incident that gets worse is unacknowledged, so someone looks again.
 * `notified_severity` is the highest severity already notified, so each severity step notifies once.
 * At most one incident is open per item or controller (the partial unique index).
 */
export const alarmIncidents = pgTable(
  "alarm_incidents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...plantScope(),
    equipment_item_id: integer("equipment_item_id"),
    controller_id: integer("controller_id").references(() => controllers.id, { onDelete: "cascade" }),
    /** Severity of the worst alarm it has held: 1 warning, 2 alarm. */
    worst_severity: smallint("worst_severity").notNull(),
    notified_severity: smallint("notified_severity").notNull().default(0),
    opened_at: timestamp("opened_at", { withTimezone: true }).notNull(),
    latest_at: timestamp("latest_at", { withTimezone: true }).notNull(),
    acknowledged_by: integer("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledged_at: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledge_note: text("acknowledge_note"),
    closed_at: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alarm_incidents_open_uq")
      .on(sql`coalesce(${t.equipment_item_id}, 0)`, sql`coalesce(${t.controller_id}, 0)`)
      .where(sql`${t.closed_at} is null`),
    index("alarm_incidents_plant_idx").on(t.plant_id, t.latest_at),
  ],
);

/**
 * The zone evaluator's persisted state for one sensor series (parameter and axis): the dsp
 * ZoneState and the time of the last reading evaluated. Evaluation reads readings newer than
 * `last_ts`, steps the state and writes alarms and state in one transaction, so after a restart it
 * resumes exactly where it stopped: no reading evaluated twice, none skipped.
 */
export const zoneEvaluatorState = pgTable(
  "zone_evaluator_state",
  {
    ...series(sensorId()),
    /** The dsp ZoneState (JSON-safe: -Infinity stored as null). */
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    last_ts: timestamp("last_ts", { withTimezone: true }),
    /** The zones row's updated_at the state was built for; a change restarts the state. */
    zones_version: timestamp("zones_version", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sensor_id, t.parameter_type, t.axis] })],
);
