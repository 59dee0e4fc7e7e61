/**
 * Column types and groups shared by tables of every domain. Nothing here imports a table, so every
 * schema file can use it without an import cycle.
 */
import { customType, smallint, timestamp } from "drizzle-orm/pg-core";

/** Binary column (PostgreSQL `bytea`) surfaced as a Uint8Array on every driver. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => "bytea",
  fromDriver: (value) => (value instanceof Uint8Array ? new Uint8Array(value) : value),
});

/** When the row was written; for append-only rows that are never edited. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row was created and last edited. */
export const timestamps = () => ({
  created_at: createdAt(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The series a sensor's value belongs to: its sensor, the parameter (ParameterType) and the axis
 * (0 none, 1 X, 2 Y, 3 Z). The caller gives the sensor column: with or without a foreign key.
 */
export const series = <SensorColumn>(sensorId: SensorColumn) => ({
  sensor_id: sensorId,
  parameter_type: smallint("parameter_type").notNull(),
  axis: smallint("axis").notNull().default(0),
});
