import type { ComponentType } from "react";
import { DistributorFormPage } from "./distributor-form-page";
import { DistributorsPage } from "./distributors-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/distributors": DistributorsPage,
  "/distributors/:id": DistributorFormPage,
};
