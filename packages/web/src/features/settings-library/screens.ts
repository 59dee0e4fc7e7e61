import type { ComponentType } from "react";
import { BearingsPage } from "./bearings-page";
import { FaultsPage } from "./faults-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/settings/bearing": BearingsPage,
  "/settings/faults": FaultsPage,
};
