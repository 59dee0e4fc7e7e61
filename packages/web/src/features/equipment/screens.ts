import type { ComponentType } from "react";
import { EquipmentDetailsPage } from "./equipment-details-page";
import {
  EquipmentMultiViewPage,
  EquipmentPdmPage,
  EquipmentQuotePage,
  EquipmentServicePage,
} from "./equipment-later-tabs";
import { EquipmentsPage } from "./equipments-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/dashboard/equipments": EquipmentsPage,
  "/equipments/:id/details/main": EquipmentDetailsPage,
  "/equipments/:id/details/quote": EquipmentQuotePage,
  "/equipments/:id/details/service": EquipmentServicePage,
  "/equipments/:id/details/pdm/:sensorId": EquipmentPdmPage,
  "/equipments/:id/details/multi-view/:multiViewId": EquipmentMultiViewPage,
};
