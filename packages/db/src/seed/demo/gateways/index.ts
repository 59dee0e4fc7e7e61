/**
 * Demo sensors and gateways: the hardware the device simulator (packages/api/src/simulator) plays,
 * so a newcomer's `pnpm start` shows live trends, zones and FFT captures.
 *
 * Hamilton Works gets three gateways — an NCD gateway for the milling line (HTTP, performance mode),
 * an NCD gateway for the utilities (HTTP, multihop) and a Banner DXM for the pelleting line — and
 * 19 sensors on motors, gearboxes, pumps, fans and a compressor; Southridge's Regina Plant gets one
 * NCD gateway and two sensors.
 */
import type { DemoControllerSeed } from "../sensor-specs";
import { BAKERY_GATEWAY } from "./bakery";
import { MILLING_GATEWAY } from "./milling";
import { PELLETING_GATEWAY } from "./pelleting";
import { UTILITIES_GATEWAY } from "./utilities";

export const DEMO_CONTROLLERS: readonly DemoControllerSeed[] = [
  MILLING_GATEWAY,
  UTILITIES_GATEWAY,
  PELLETING_GATEWAY,
  BAKERY_GATEWAY,
];
