/**
 * The shape of a demo gateway and its sensors. The specs are also the device simulator's script
 * (packages/api/src/simulator): `machine`, `pass_order`, the healthy levels and `fault` decide the
 * signals it synthesises.
 */

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

/** What every NCD vibration sensor of the demo shares: triaxial, at the default 5300 Hz Fmax. */
export const NCD = {
  family: "NCD",
  type: 5,
  data_set: 11,
  power_type: 1,
  kind: "vibration",
  axes: [1, 2, 3],
  fmax: 5300,
} as const;

/** What every Banner QM30VT of the demo shares: line powered, reporting X and Z, at 5300 Hz Fmax. */
export const BANNER = {
  family: "Banner",
  type: 1,
  data_set: 1,
  power_type: 2,
  kind: "vibration",
  axes: [1, 3],
  fmax: 5300,
} as const;
