/**
 * The time series of sensors: scalar readings, their hourly rollup and waveform captures. These
 * carry only sensor_id: every read goes through a sensor already checked for scope, and keeping the
 * rows narrow is what makes ingest fast. They have no foreign key to sensors for the same reason (a
 * trigger per row would halve the insert rate); deleting a sensor deletes its rows in the same
 * transaction (packages/api, sensors router).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea, createdAt, series, timestamps } from "./columns";

/**
 * Scalar readings, the narrow table of ARCHITECTURE.md. parameter_type: ParameterType; axis: Axis
 * (0 none, 1 X, 2 Y, 3 Z). The primary key makes a resent batch a no-op (ON CONFLICT DO NOTHING).
 * Hypertable on TimescaleDB; a BRIN index on ts elsewhere (migration 0003).
 */
export const sensorReadings = pgTable(
  "sensor_readings",
  {
    ...series(integer("sensor_id").notNull()),
    ts: timestamp("ts", { withTimezone: true }).notNull(),
    value: doublePrecision("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensor_id, t.parameter_type, t.axis, t.ts] })],
);

/**
 * Hourly rollup of sensor_readings, kept by the ingest statement itself (only rows actually inserted
 * are counted, so a resent batch changes nothing). Long-range trends read it instead of the raw rows.
 */
export const sensorReadingsHourly = pgTable(
  "sensor_readings_hourly",
  {
    ...series(integer("sensor_id").notNull()),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    min: doublePrecision("min").notNull(),
    max: doublePrecision("max").notNull(),
    sum: doublePrecision("sum").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensor_id, t.parameter_type, t.axis, t.bucket] })],
);

/**
 * A waveform capture (FFT source): Float32 little-endian samples. kind: WaveformKind (1 standard,
 * 2 envelope). `unit` is the samples' unit (ReadingUnit; g for accelerometers). Unique on
 * (sensor, axis, kind, ts) so a resent capture is a no-op.
 */
export const waveforms = pgTable(
  "waveforms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sensor_id: integer("sensor_id").notNull(),
    axis: smallint("axis").notNull().default(0),
    kind: smallint("kind").notNull().default(1),
    ts: timestamp("ts", { withTimezone: true }).notNull(),
    sample_rate: doublePrecision("sample_rate").notNull(),
    sample_count: integer("sample_count").notNull(),
    unit: text("unit").notNull().default("g"),
    /** Running speed at capture time, RPM, when the gateway knew it (its tachometer or setting). */
    rpm: doublePrecision("rpm"),
    /** Running speed an analyst entered for this capture, RPM; it wins over `rpm`, which is kept. */
    manual_rpm: doublePrecision("manual_rpm"),
    /**
     * The reference capture of its (sensor, axis, kind), compared against by the analyst: at most one
     * per axis and kind (partial unique index). The first capture of an axis becomes it on arrival.
     */
    is_baseline: boolean("is_baseline").notNull().default(false),
    samples: bytea("samples").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("waveforms_capture_uq").on(t.sensor_id, t.axis, t.kind, t.ts),
    uniqueIndex("waveforms_baseline_uq").on(t.sensor_id, t.axis, t.kind).where(sql`${t.is_baseline}`),
  ],
);

/**
 * An analyst's note on a capture ("bearing replaced after this one"), optionally pinned to a
 * frequency of its spectrum so the chart shows it there. Deleted with the capture.
 */
export const captureNotes = pgTable(
  "capture_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    waveform_id: bigint("waveform_id", { mode: "number" })
      .notNull()
      .references(() => waveforms.id, { onDelete: "cascade" }),
    /** The capture's sensor, kept so a sensor's notes are read without the capture rows. */
    sensor_id: integer("sensor_id").notNull(),
    /** Who wrote it; null once that user is deleted (users.id, no FK: readings stay narrow). */
    user_id: integer("user_id"),
    body: text("body").notNull(),
    /** Frequency the note points at, Hz; null for a note on the whole capture. */
    hz: doublePrecision("hz"),
    ...timestamps(),
  },
  (t) => [
    index("capture_notes_waveform_idx").on(t.waveform_id),
    index("capture_notes_sensor_idx").on(t.sensor_id),
  ],
);
