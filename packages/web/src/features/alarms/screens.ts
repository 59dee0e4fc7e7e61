import type { ComponentType } from "react";
import { AlarmsPage } from "./alarms-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/dashboard/alarms": AlarmsPage,
};
