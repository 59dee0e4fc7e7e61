/**
 * Seeds the demo gateways (gateways/) with their sensors and level zones. Every vibration sensor
 * carries level zones in the spirit of ISO 10816-3 class II (velocity RMS warning 4.5 mm/s, alarm
 * 7.1 mm/s), acceleration and HF-band zones, and temperature zones (warning 70 °C, alarm 85 °C).
 *
 * Gateway tokens are the SHA-256 of random bytes nobody keeps: the simulator rotates them at start
 * and holds the plaintext in memory only; a real gateway gets a token by rotating it in the UI.
 *
 * Idempotent like the demo hierarchy: a plant that already has a gateway is left alone, so the
 * user's own changes are never overwritten or duplicated.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../client";
import {
  assets,
  bearings,
  controllers,
  equipmentItems,
  machines,
  sensorLevelZones,
  sensors,
} from "../../schema/index";
import { hasRows } from "../lookup";
import { DEMO_CONTROLLERS } from "./gateways/index";
import type { DemoControllerSeed } from "./sensor-specs";

/** Level zones of every vibration sensor: [parameter type, warning, alarm] per reported axis. */
const VIBRATION_ZONES: readonly [number, number, number][] = [
  [1, 4.5, 7.1], // velocity RMS, mm/s
  [2, 1.5, 3], // acceleration RMS, g
];
/** HF band RMS zones (g) on the X axis, where bearing impacts show first. */
const HF_BAND_ZONE: readonly [number, number, number] = [5, 0.5, 1];
const TEMPERATURE_ZONE: readonly [number, number, number] = [4, 70, 85];

export interface DemoSensorPlace {
  companyId: number;
  plantId: number;
}

/**
 * Seeds the demo gateways, sensors and zones of both demo tenants. A tenant whose plant already has
 * a gateway is skipped. Sensors whose item is gone (the user reshaped the demo) stay unattached.
 */
export async function seedDemoSensors(
  tx: Tx,
  places: { demo: DemoSensorPlace; second: DemoSensorPlace },
): Promise<void> {
  for (const tenant of ["demo", "second"] as const) {
    const place = places[tenant];
    if (await hasRows(tx, controllers, eq(controllers.plant_id, place.plantId))) continue;
    const items = await itemsByPlace(tx, place.plantId);
    for (const controller of DEMO_CONTROLLERS.filter((c) => c.tenant === tenant)) {
      await seedController(tx, place, controller, items);
    }
  }
}

async function itemsByPlace(
  tx: Tx,
  plantId: number,
): Promise<Map<string, { id: number; bearing: number | null }>> {
  const rows = await tx
    .select({
      id: equipmentItems.id,
      position: equipmentItems.position,
      bearing: equipmentItems.bearing_id,
      asset: assets.name,
      machine: machines.name,
    })
    .from(equipmentItems)
    .innerJoin(assets, eq(assets.id, equipmentItems.asset_id))
    .innerJoin(machines, eq(machines.id, assets.machine_id))
    .where(eq(equipmentItems.plant_id, plantId));
  return new Map(
    rows.map((r) => [`${r.machine}/${r.asset}/${r.position}`, { id: r.id, bearing: r.bearing }]),
  );
}

async function seedController(
  tx: Tx,
  place: DemoSensorPlace,
  spec: DemoControllerSeed,
  items: Map<string, { id: number; bearing: number | null }>,
): Promise<void> {
  const secret = `pwd_${randomBytes(32).toString("base64url")}`;
  const [controller] = await tx
    .insert(controllers)
    .values({
      company_id: place.companyId,
      plant_id: place.plantId,
      name: spec.name,
      serial_number: spec.serial,
      type: spec.type,
      connection_type: spec.connection_type,
      transport: spec.transport,
      network_mode: spec.network_mode,
      firmware_version: spec.firmware_version,
      token_hash: createHash("sha256").update(secret).digest("hex"),
      token_prefix: secret.slice(0, 12),
      temperature_warning_zone: 50,
      temperature_alarm_zone: 60,
    })
    .returning({ id: controllers.id });
  for (const [position, s] of spec.sensors.entries()) {
    const item = items.get(s.item.join("/"));
    if (item && s.fault && item.bearing === null) await giveBearing(tx, item.id);
    const [sensor] = await tx
      .insert(sensors)
      .values({
        company_id: place.companyId,
        plant_id: place.plantId,
        equipment_item_id: item?.id ?? null,
        controller_id: controller!.id,
        name: s.name,
        serial_number: s.serial,
        family: s.family,
        type: s.type,
        data_set: s.data_set,
        power_type: s.power_type,
        port_number: s.port_number,
        position,
        location: s.location,
        fmax: s.fmax,
        rpm_source: 2,
        rpm_value: s.rpm,
        firmware_version: s.family === "NCD" ? "26" : "3.1",
        sample_duration_ms: Math.round((8192 / (2.56 * s.fmax)) * 1000),
        output_data_rate: Math.round(2.56 * s.fmax),
        frequency_range: `2–${s.fmax} Hz`,
      })
      .returning({ id: sensors.id });
    const zones: [number, number, number, number][] = [];
    for (const axis of s.axes) {
      for (const [parameter, warning, alarm] of VIBRATION_ZONES)
        zones.push([parameter, axis, warning, alarm]);
    }
    if (s.kind === "vibration") zones.push([HF_BAND_ZONE[0], 1, HF_BAND_ZONE[1], HF_BAND_ZONE[2]]);
    zones.push([TEMPERATURE_ZONE[0], 0, TEMPERATURE_ZONE[1], TEMPERATURE_ZONE[2]]);
    await tx.insert(sensorLevelZones).values(
      zones.map(([parameter_type, axis, warning_zone, alarm_zone]) => ({
        sensor_id: sensor!.id,
        parameter_type,
        axis,
        warning_zone,
        alarm_zone,
      })),
    );
  }
}

/** The faulty machine's motor needs a bearing for the FFT page's defect markers. */
async function giveBearing(tx: Tx, itemId: number): Promise<void> {
  const [bearing] = await tx
    .select({ id: bearings.id })
    .from(bearings)
    .where(and(isNull(bearings.company_id), eq(bearings.designation, "6309-2Z")));
  if (bearing)
    await tx.update(equipmentItems).set({ bearing_id: bearing.id }).where(eq(equipmentItems.id, itemId));
}
