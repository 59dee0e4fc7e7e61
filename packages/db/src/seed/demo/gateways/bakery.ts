import { type DemoControllerSeed, NCD } from "../sensor-specs";

/** Southridge's Regina Plant: one NCD gateway on the spiral mixer. */
export const BAKERY_GATEWAY: DemoControllerSeed = {
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
      rpm: 1780,
      machine: "gearbox",
      pass_order: 17,
      velocity: 2.5,
      temperature: 60,
      rssi: 77,
      battery: 90,
    },
  ],
};
