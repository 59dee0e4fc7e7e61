/**
 * What the spectrum markers and the fault rules need to know about the machine a sensor sits on:
 * its running speed, its bearing and its kinematics.
 *
 * Running speed, first found of: the capture's own rpm (the gateway measured it at capture time);
 * the item's RPM parameters through effectiveRpm (equipments/rpm-params.ts: line speed, the part
 * number's rated RPM, the manual value, the external value, through the item's formula); the
 * sensor's own rpm_value; the item's manual rpm_value; the part number's rated_rpm.
 * Bearing: the item's bearing_id, else its part number's drive-end bearing (de_bearing_id).
 * Kinematics: the item's `kinematics` jsonb, vanes and blades filled from its "Impeller vanes" and
 * "Blades" option values when the jsonb leaves them unset (kinematics.ts). All of it is read in one
 * statement, and can ride along with the sensor's own select (`machineFields`, `withMachine`).
 * The supply frequency is never assumed: an "Electric motor" without `line_frequency_hz` shows no
 * line family, since a guessed 60 Hz would mark 2×LF at 120 Hz on a 50 Hz plant, where it is 100 Hz.
 */
import { type Database, schema } from "@plantwise/db";
import type { BearingGeometry } from "@plantwise/dsp";
import type { MachineKinematics } from "@plantwise/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { effectiveRpm } from "../equipments/service";
import { withItemLine } from "../hierarchy/service";
import { type JsonRow, jsonRows } from "../lib/json-rows";
import { itemKinematics, KINEMATICS_OPTIONS, needsOptionValues } from "./kinematics";
import type { Sensor } from "./sensor-procedures";

const {
  bearings,
  brandModels,
  equipmentItems,
  equipmentOptionValues,
  equipmentTypeOptions,
  equipmentTypeOptionValues,
  productionLines,
} = schema;

export interface MachineContext {
  /** The item's running speed, RPM, when known (the capture's rpm is applied by `runningSpeedHz`). */
  rpm: number | null;
  bearing: { id: number; name: string; geometry: BearingGeometry } | null;
  /** The item's kinematics, for the fault-frequency families. */
  kinematics: MachineKinematics;
}

const optionFields = {
  name: equipmentTypeOptions.name,
  value: sql<string | null>`coalesce(${equipmentOptionValues.value}, ${equipmentTypeOptionValues.value})`,
};

/** The item's kinematics option values ("Impeller vanes", "Blades"), read beside the item. */
const kinematicsOptions = jsonRows(
  optionFields,
  sql`from ${equipmentOptionValues}
    inner join ${equipmentTypeOptions} on ${equipmentTypeOptions.id} = ${equipmentOptionValues.option_id}
    left join ${equipmentTypeOptionValues} on ${equipmentTypeOptionValues.id} = ${equipmentOptionValues.option_value_id}
    where ${and(
      eq(equipmentOptionValues.equipment_id, equipmentItems.id),
      inArray(sql`lower(${equipmentTypeOptions.name})`, Object.keys(KINEMATICS_OPTIONS)),
    )}`,
  [],
);

/**
 * What `machineContextOf` reads of the sensor's item, for a select whose joins `withMachine` adds:
 * the item's speed and kinematics columns, its part number's, its line's speed, its bearing (the
 * item's own, else the part number's drive-end one) and its kinematics option values.
 */
export const machineFields = {
  item: {
    id: equipmentItems.id,
    rpm_source_item: equipmentItems.rpm_source_item,
    rpm_value: equipmentItems.rpm_value,
    rpm_external_value: equipmentItems.rpm_external_value,
    rpm_formula: equipmentItems.rpm_formula,
    kinematics: equipmentItems.kinematics,
  },
  rated_rpm: brandModels.rated_rpm,
  line_speed_rpm: productionLines.line_speed_rpm,
  bearing: {
    id: bearings.id,
    designation: bearings.designation,
    ball_count: bearings.ball_count,
    ball_diameter_mm: bearings.ball_diameter_mm,
    pitch_diameter_mm: bearings.pitch_diameter_mm,
    contact_angle_deg: bearings.contact_angle_deg,
  },
  kinematics_options: kinematicsOptions,
};

/** A row of `machineFields`; `item` null when the sensor sits on no item. */
export interface MachineRow {
  item: {
    id: number;
    rpm_source_item: number | null;
    rpm_value: number | null;
    rpm_external_value: number | null;
    rpm_formula: string | null;
    kinematics: unknown;
  } | null;
  rated_rpm: number | null;
  line_speed_rpm: number | null;
  bearing: {
    id: number;
    designation: string;
    ball_count: number;
    ball_diameter_mm: number;
    pitch_diameter_mm: number;
    contact_angle_deg: number;
  } | null;
  kinematics_options: JsonRow<typeof optionFields>[] | null;
}

/** The joins `machineFields` reads, onto a select that already has equipment_items. */
export function withMachine<T extends PgSelect>(query: T) {
  const bearingId: SQL = sql`coalesce(${equipmentItems.bearing_id}, ${brandModels.de_bearing_id})`;
  return withItemLine(
    query.leftJoin(brandModels, eq(brandModels.id, equipmentItems.brand_model_id)),
  ).leftJoin(bearings, eq(bearings.id, bearingId));
}

/** One statement: the sensor's item with everything `machineContextOf` needs. */
export async function machineContext(db: Database, sensor: Sensor): Promise<MachineContext> {
  if (sensor.equipment_item_id == null) return machineContextOf(sensor, null);
  const query = db.select(machineFields).from(equipmentItems).$dynamic();
  const [row] = await withMachine(query).where(eq(equipmentItems.id, sensor.equipment_item_id));
  return machineContextOf(sensor, row ?? null);
}

/** The machine context of the module comment from a row of `machineFields` (null: no item). */
export function machineContextOf(sensor: Sensor, row: MachineRow | null): MachineContext {
  const item = row?.item;
  if (!row || !item) return { rpm: positive(sensor.rpm_value), bearing: null, kinematics: {} };
  const rpm =
    positive(
      effectiveRpm(
        item.rpm_source_item,
        {
          line: row.line_speed_rpm,
          rated: row.rated_rpm,
          manual: item.rpm_value,
          external: item.rpm_external_value,
        },
        item.rpm_formula,
      ),
    ) ??
    positive(sensor.rpm_value) ??
    positive(item.rpm_value) ??
    positive(row.rated_rpm);
  const b = row.bearing;
  const bearing: MachineContext["bearing"] = b
    ? {
        id: b.id,
        name: b.designation,
        geometry: {
          ballCount: b.ball_count,
          ballDiameter: b.ball_diameter_mm,
          pitchDiameter: b.pitch_diameter_mm,
          contactAngleDeg: b.contact_angle_deg,
        },
      }
    : null;
  // The option values fill only what the jsonb leaves unset (kinematics.ts).
  const own = itemKinematics(item.kinematics, []);
  const kinematics = needsOptionValues(own)
    ? itemKinematics(item.kinematics, row.kinematics_options ?? [])
    : own;
  return { rpm, bearing, kinematics };
}

function positive(v: number | null | undefined): number | null {
  return v != null && Number.isFinite(v) && v > 0 ? v : null;
}

/** The capture's rpm first, then the machine's; Hz, or null when unknown. */
export function runningSpeedHz(captureRpm: number | null, machine: MachineContext): number | null {
  const rpm = positive(captureRpm) ?? machine.rpm;
  return rpm == null ? null : rpm / 60;
}
