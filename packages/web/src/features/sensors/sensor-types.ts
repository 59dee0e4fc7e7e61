/**
 * The sensor and controller shapes the screens read, straight from the API's procedure outputs
 * (api-contract.md), so the screens and the server cannot disagree.
 */
import type { RouterOutputs } from "@plantwise/api/router";

export type SensorRow = RouterOutputs["sensors"]["list"]["data"][number];
export type SensorDetails = RouterOutputs["sensors"]["get"];
export type ControllerRow = RouterOutputs["controllers"]["list"]["data"][number];
export type ControllerDetails = RouterOutputs["controllers"]["get"];
export type CommandRow = RouterOutputs["controllers"]["commands"]["data"][number];
