/**
 * Demo sensors and gateways: the hardware the device simulator (packages/api/src/simulator)
 * plays, so a newcomer's `pnpm start` shows live trends, zones and FFT captures.
 *
 * Hamilton Works gets three gateways — an NCD gateway for the milling line (HTTP, performance mode),
 * an NCD gateway for the utilities (HTTP, multihop) and a Banner DXM for the pelleting line — and
 * 19 sensors on motors, gearboxes, pumps, fans and a compressor; Southridge's Regina Plant gets one
 * NCD gateway and two sensors. Every vibration sensor carries level zones in the spirit of
 * ISO 10816-3 class II (velocity RMS warning 4.5 mm/s, alarm 7.1 mm/s), acceleration and HF-band
 * zones, and temperature zones (warning 70 °C, alarm 85 °C).
 *
 * The specs below are also the simulator's script: `machine`, `pass_order`, the healthy levels and
 * `fault` decide the signals it synthesises. The circulation pump P-1 motor (Cooling Tower CT-1)
 * develops the outer-race fault; its item keeps the catalogue DE bearing (6309-2Z) so the FFT page
 * draws BPFO markers.
 *
 * Gateway tokens are the SHA-256 of random bytes nobody keeps: the simulator rotates them at start
 * and holds the plaintext in memory only; a real gateway gets a token by rotating it in the UI.
 *
 * Idempotent like the demo hierarchy: a plant that already has a gateway is left alone, so the
 * user's own changes are never overwritten or duplicated.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  assets,
  bearings,
  controllers,
  equipmentItems,
  machines,
  sensorLevelZones,
  sensors,
} from "../schema/index";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a sensor is mounted on: decides the simulated spectrum (running-speed orders, pass frequency). */
export type DemoMachineKind = "motor" | "pump" | "fan" | "gearbox" | "compressor";

export interface DemoSensorSeed {
  serial: string;
  name: string;
  family: "NCD" | "Banner";
  /** ControllerType of the sensor. */
  type: number;
  data_set: number;
  /** PowerType: 1 battery, 2 line powered. */
  power_type: number;
  port_number: number;
  location: string;
  /** The item it is mounted on: machine name, asset name, item position in the asset. */
  item: readonly [machine: string, asset: string, position: number];
  kind: "vibration" | "temperature";
  /** Axes the sensor reports (X is the radial direction named in `location`). */
  axes: readonly number[];
  fmax: number;
  /** Running speed, RPM (rpm_source "specification"). */
  rpm: number;
  machine: DemoMachineKind;
  /** Vanes, blades, gear teeth or screw lobes: the pass frequency is this × running speed. */
  pass_order?: number;
  /** Healthy overall velocity RMS on the X axis, mm/s. */
  velocity: number;
  /** Running temperature at full load, °C. */
  temperature: number;
  /** Signal strength and battery the simulator reports, 0–100. */
  rssi: number;
  battery: number;
  /** The scripted fault: a bearing outer-race defect growing over the first week. */
  fault?: "outer_race";
}

export interface DemoControllerSeed {
  /** Which demo tenant owns it: the demo company's first plant or the second tenant's plant. */
  tenant: "demo" | "second";
  serial: string;
  name: string;
  type: number;
  transport: "HTTP" | "MQTT";
  network_mode: "performance" | "multihop";
  connection_type: number;
  firmware_version: string;
  sensors: readonly DemoSensorSeed[];
}

const NCD = { family: "NCD", type: 5, data_set: 11, power_type: 1, kind: "vibration" } as const;
const BANNER = { family: "Banner", type: 1, data_set: 1, power_type: 2, kind: "vibration" } as const;
const TRIAXIAL = [1, 2, 3] as const;
/** Banner QM30VT sensors report X and Z. */
const BIAXIAL = [1, 3] as const;

export const DEMO_CONTROLLERS: readonly DemoControllerSeed[] = [
  {
    tenant: "demo",
    serial: "0013A20041F2C7A1",
    name: "Milling gateway NCD-1",
    type: 5,
    transport: "HTTP",
    network_mode: "performance",
    connection_type: 2,
    firmware_version: "4.2.1",
    sensors: [
      {
        ...NCD,
        serial: "NCD-81A3F001",
        name: "RM-1 motor DE",
        port_number: 1,
        location: "DE horizontal",
        item: ["Roller Mill RM-1", "Main drive", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.8,
        temperature: 58,
        rssi: 88,
        battery: 91,
      },
      {
        ...NCD,
        serial: "NCD-81A3F002",
        name: "RM-1 motor NDE",
        port_number: 2,
        location: "NDE horizontal",
        item: ["Roller Mill RM-1", "Main drive", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.4,
        temperature: 52,
        rssi: 84,
        battery: 89,
      },
      {
        ...NCD,
        serial: "NCD-81A3F003",
        name: "RM-1 gearbox input",
        port_number: 3,
        location: "Input shaft, horizontal",
        item: ["Roller Mill RM-1", "Main drive", 1],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "gearbox",
        pass_order: 23,
        velocity: 2.6,
        temperature: 63,
        rssi: 79,
        battery: 86,
      },
      {
        ...NCD,
        serial: "NCD-81A3F004",
        name: "RM-2 motor DE",
        port_number: 4,
        location: "DE horizontal",
        item: ["Roller Mill RM-2", "Main drive", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 2.1,
        temperature: 57,
        rssi: 78,
        battery: 90,
      },
      {
        ...NCD,
        serial: "NCD-81A3F005",
        name: "RM-2 gearbox input",
        port_number: 5,
        location: "Input shaft, vertical",
        item: ["Roller Mill RM-2", "Main drive", 1],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "gearbox",
        pass_order: 23,
        velocity: 2.9,
        temperature: 65,
        rssi: 79,
        battery: 34,
      },
      {
        ...NCD,
        serial: "NCD-81A3F006",
        name: "PS-1 aspiration fan motor",
        port_number: 6,
        location: "DE horizontal",
        item: ["Plansifter PS-1", "Aspiration fan", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1770,
        machine: "motor",
        velocity: 1.6,
        temperature: 49,
        rssi: 82,
        battery: 77,
      },
      {
        ...NCD,
        serial: "NCD-81A3F007",
        name: "PS-1 aspiration fan bearing",
        port_number: 7,
        location: "Fan bearing, horizontal",
        item: ["Plansifter PS-1", "Aspiration fan", 1],
        axes: TRIAXIAL,
        fmax: 2600,
        rpm: 1450,
        machine: "fan",
        pass_order: 10,
        velocity: 3.1,
        temperature: 44,
        rssi: 77,
        battery: 81,
      },
    ],
  },
  {
    tenant: "demo",
    serial: "0013A20041F2C7B4",
    name: "Utilities gateway NCD-2",
    type: 5,
    transport: "HTTP",
    network_mode: "multihop",
    connection_type: 1,
    firmware_version: "4.2.1",
    sensors: [
      {
        ...NCD,
        serial: "NCD-81A3F101",
        name: "P-1 motor DE",
        port_number: 1,
        location: "DE horizontal",
        item: ["Cooling Tower CT-1", "Circulation pump P-1", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.9,
        temperature: 55,
        rssi: 82,
        battery: 88,
        fault: "outer_race",
      },
      {
        ...NCD,
        serial: "NCD-81A3F102",
        name: "P-1 motor NDE",
        port_number: 2,
        location: "NDE horizontal",
        item: ["Cooling Tower CT-1", "Circulation pump P-1", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.5,
        temperature: 50,
        rssi: 80,
        battery: 87,
      },
      {
        ...NCD,
        serial: "NCD-81A3F103",
        name: "P-1 pump DE",
        port_number: 3,
        location: "Pump DE, horizontal",
        item: ["Cooling Tower CT-1", "Circulation pump P-1", 1],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "pump",
        pass_order: 6,
        velocity: 2.4,
        temperature: 41,
        rssi: 78,
        battery: 85,
      },
      {
        ...NCD,
        serial: "NCD-81A3F104",
        name: "P-2 motor DE",
        port_number: 4,
        location: "DE horizontal",
        item: ["Cooling Tower CT-1", "Circulation pump P-2", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.7,
        temperature: 54,
        rssi: 60,
        battery: 90,
      },
      {
        ...NCD,
        serial: "NCD-81A3F105",
        name: "P-2 pump DE",
        port_number: 5,
        location: "Pump DE, horizontal",
        item: ["Cooling Tower CT-1", "Circulation pump P-2", 1],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "pump",
        pass_order: 5,
        velocity: 2.2,
        temperature: 40,
        rssi: 52,
        battery: 83,
      },
      {
        ...NCD,
        serial: "NCD-81A3F106",
        name: "Tower fan motor DE",
        port_number: 6,
        location: "DE vertical",
        item: ["Cooling Tower CT-1", "Tower fan", 0],
        axes: TRIAXIAL,
        fmax: 2600,
        rpm: 1780,
        machine: "motor",
        velocity: 2.3,
        temperature: 47,
        rssi: 58,
        battery: 80,
      },
      {
        ...NCD,
        kind: "temperature",
        data_set: 4,
        serial: "NCD-81A3F107",
        name: "C-1 discharge temperature",
        port_number: 7,
        location: "Air end discharge",
        item: ["Compressor House", "Compressor C-1", 0],
        axes: [],
        fmax: 5300,
        rpm: 3600,
        machine: "compressor",
        velocity: 0,
        temperature: 66,
        rssi: 76,
        battery: 92,
      },
    ],
  },
  {
    tenant: "demo",
    serial: "DXM700-4F21C9",
    name: "Pelleting Banner DXM",
    type: 1,
    transport: "HTTP",
    network_mode: "performance",
    connection_type: 2,
    firmware_version: "2.9.4",
    sensors: [
      {
        ...BANNER,
        serial: "QM30VT2-10211",
        name: "PM-1 motor DE",
        port_number: 1,
        location: "DE horizontal",
        item: ["Pellet Mill PM-1", "Main drive", 0],
        axes: BIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 2.4,
        temperature: 61,
        rssi: 95,
        battery: 100,
      },
      {
        ...BANNER,
        serial: "QM30VT2-10212",
        name: "PM-1 gearbox output",
        port_number: 2,
        location: "Output shaft, horizontal",
        item: ["Pellet Mill PM-1", "Main drive", 1],
        axes: BIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "gearbox",
        pass_order: 19,
        velocity: 3.3,
        temperature: 68,
        rssi: 93,
        battery: 100,
      },
      {
        ...BANNER,
        serial: "QM30VT2-10213",
        name: "CL-1 cooler fan motor",
        port_number: 3,
        location: "DE horizontal",
        item: ["Cooler CL-1", "Cooler fan", 0],
        axes: BIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.9,
        temperature: 53,
        rssi: 90,
        battery: 100,
      },
      {
        ...BANNER,
        serial: "QM30VT2-10214",
        name: "CL-1 fan bearing",
        port_number: 4,
        location: "Fan bearing, horizontal",
        item: ["Cooler CL-1", "Cooler fan", 1],
        axes: BIAXIAL,
        fmax: 2600,
        rpm: 1780,
        machine: "fan",
        pass_order: 12,
        velocity: 3.6,
        temperature: 46,
        rssi: 87,
        battery: 100,
      },
      {
        ...BANNER,
        serial: "QM30VT2-10215",
        name: "Conditioner motor DE",
        port_number: 5,
        location: "DE horizontal",
        item: ["Pellet Mill PM-1", "Conditioner", 0],
        axes: BIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.5,
        temperature: 56,
        rssi: 91,
        battery: 100,
      },
    ],
  },
  {
    tenant: "second",
    serial: "0013A20041E09D11",
    name: "Bakery gateway NCD",
    type: 5,
    transport: "HTTP",
    network_mode: "performance",
    connection_type: 2,
    firmware_version: "4.1.8",
    sensors: [
      {
        ...NCD,
        serial: "NCD-93C0A001",
        name: "MX-1 motor DE",
        port_number: 1,
        location: "DE horizontal",
        item: ["Spiral Mixer MX-1", "Mixer drive", 0],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "motor",
        velocity: 1.6,
        temperature: 51,
        rssi: 81,
        battery: 93,
      },
      {
        ...NCD,
        serial: "NCD-93C0A002",
        name: "MX-1 gearbox input",
        port_number: 2,
        location: "Input shaft, horizontal",
        item: ["Spiral Mixer MX-1", "Mixer drive", 1],
        axes: TRIAXIAL,
        fmax: 5300,
        rpm: 1780,
        machine: "gearbox",
        pass_order: 17,
        velocity: 2.5,
        temperature: 60,
        rssi: 77,
        battery: 90,
      },
    ],
  },
];

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
    const [existing] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(controllers)
      .where(eq(controllers.plant_id, place.plantId));
    if ((existing?.n ?? 0) > 0) continue;
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
    .where(and(sql`${bearings.company_id} is null`, eq(bearings.designation, "6309-2Z")));
  if (bearing)
    await tx.update(equipmentItems).set({ bearing_id: bearing.id }).where(eq(equipmentItems.id, itemId));
}
