import type { ComponentType } from "react";
import { NcdSensorsPage } from "./ncd-sensors-page";
import { BannerSensorFormPage, NcdSensorFormPage } from "./sensor-form-page";
import { SensorStatisticsPage } from "./sensor-statistics-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/ncd-sensors": NcdSensorsPage,
  "/ncd-sensors/:id": NcdSensorFormPage,
  "/banner-sensors/:id": BannerSensorFormPage,
  "/sensors/:id/statistics": SensorStatisticsPage,
};
