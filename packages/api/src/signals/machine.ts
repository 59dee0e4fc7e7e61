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
 * "Blades" option values when the jsonb leaves them unset (kinematics.ts; one query, only then).
 * The supply frequency is never assumed: an "Electric motor" without `line_frequency_hz` shows no
 * line family, since a guessed 60 Hz would mark 2×LF at 120 Hz on a 50 Hz plant, where it is 100 Hz.
 */
import { type Database, schema } from "@plantwise/db";
import type { BearingGeometry } from "@plantwise/dsp";
import type { MachineKinematics } from "@plantwise/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { effectiveRpm } from "../equipments/service";
import { withItemLine } from "../hierarchy/service";
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

export async function machineContext(db: Database, sensor: Sensor): Promise<MachineContext> {
  if (sensor.equipment_item_id == null)
    return { rpm: positive(sensor.rpm_value), bearing: null, kinematics: {} };
  const query = db
    .select({
      item: equipmentItems,
      rated_rpm: brandModels.rated_rpm,
      de_bearing_id: brandModels.de_bearing_id,
      line_speed_rpm: productionLines.line_speed_rpm,
    })
    .from(equipmentItems)
    .leftJoin(brandModels, eq(brandModels.id, equipmentItems.brand_model_id))
    .$dynamic();
  const [row] = await withItemLine(query).where(eq(equipmentItems.id, sensor.equipment_item_id));
  if (!row) return { rpm: positive(sensor.rpm_value), bearing: null, kinematics: {} };
  const { item } = row;
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
  const bearingId = item.bearing_id ?? row.de_bearing_id;
  let bearing: MachineContext["bearing"] = null;
  if (bearingId != null) {
    const [b] = await db.select().from(bearings).where(eq(bearings.id, bearingId));
    if (b) {
      bearing = {
        id: b.id,
        name: b.designation,
        geometry: {
          ballCount: b.ball_count,
          ballDiameter: b.ball_diameter_mm,
          pitchDiameter: b.pitch_diameter_mm,
          contactAngleDeg: b.contact_angle_deg,
        },
      };
    }
  }
  return { rpm, bearing, kinematics: await kinematicsOfItem(db, item.id, item.kinematics) };
}

/** The item's kinematics, reading its option values only when the jsonb leaves vanes or blades unset. */
async function kinematicsOfItem(db: Database, itemId: number, stored: unknown): Promise<MachineKinematics> {
  const own = itemKinematics(stored, []);
  if (!needsOptionValues(own)) return own;
  const options = await db
    .select({
      name: equipmentTypeOptions.name,
      value: sql<string | null>`coalesce(${equipmentOptionValues.value}, ${equipmentTypeOptionValues.value})`,
    })
    .from(equipmentOptionValues)
    .innerJoin(equipmentTypeOptions, eq(equipmentTypeOptions.id, equipmentOptionValues.option_id))
    .leftJoin(
      equipmentTypeOptionValues,
      eq(equipmentTypeOptionValues.id, equipmentOptionValues.option_value_id),
    )
    .where(
      and(
        eq(equipmentOptionValues.equipment_id, itemId),
        inArray(sql`lower(${equipmentTypeOptions.name})`, Object.keys(KINEMATICS_OPTIONS)),
      ),
    );
  return options.length === 0 ? own : itemKinematics(stored, options);
}

function positive(v: number | null | undefined): number | null {
  return v != null && Number.isFinite(v) && v > 0 ? v : null;
}

/** The capture's rpm first, then the machine's; Hz, or null when unknown. */
export function runningSpeedHz(captureRpm: number | null, machine: MachineContext): number | null {
  const rpm = positive(captureRpm) ?? machine.rpm;
  return rpm == null ? null : rpm / 60;
}
