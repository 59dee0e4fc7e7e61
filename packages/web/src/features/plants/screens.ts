import type { ComponentType } from "react";
import { PlantFormPage } from "./plant-form-page";

/**
 * This area's screens, keyed by their route-table pattern (app/route-table.ts). The list
 * (PlantsPage) is wired directly in route-table.ts.
 */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/plants/:id": PlantFormPage,
};
