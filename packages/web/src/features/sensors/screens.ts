import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/ncd-sensors": () => import("./ncd-sensors-page").then((m) => m.NcdSensorsPage),
  "/ncd-sensors/:id": () => import("./sensor-form-page").then((m) => m.NcdSensorFormPage),
  "/banner-sensors/:id": () => import("./sensor-form-page").then((m) => m.BannerSensorFormPage),
  "/sensors/:id/statistics": () => import("./sensor-statistics-page").then((m) => m.SensorStatisticsPage),
};
