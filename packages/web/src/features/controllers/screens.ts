import type { ComponentType } from "react";
import { ControllerFormPage } from "./controller-form-page";
import { ControllersPage } from "./controllers-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/controllers": ControllersPage,
  "/controllers/:id": ControllerFormPage,
};
