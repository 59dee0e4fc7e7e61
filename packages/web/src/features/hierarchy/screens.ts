import type { ComponentType } from "react";
import { AssetDetailsPage } from "./asset-details-page";
import { AssetsPage } from "./assets-page";
import { CorporatePage } from "./corporate-page";
import { LineDetailsPage } from "./line-details-page";
import { ProductionLinesPage, UtilitiesPage } from "./lines-page";
import { MachineDetailsPage } from "./machine-details-page";
import { MachinesPage } from "./machines-page";
import { PlantDashboardPage } from "./plant-dashboard-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/dashboard/plant": PlantDashboardPage,
  "/dashboard/production-lines": ProductionLinesPage,
  "/dashboard/utilities": UtilitiesPage,
  "/dashboard/machines": MachinesPage,
  "/dashboard/assets": AssetsPage,
  "/production-lines/:id/details": LineDetailsPage,
  "/utilities/:id/details": LineDetailsPage,
  "/machines/:id/details": MachineDetailsPage,
  "/assets/:id/details": AssetDetailsPage,
  "/corporate/main": CorporatePage,
};
