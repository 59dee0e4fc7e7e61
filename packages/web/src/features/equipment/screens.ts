import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/dashboard/equipments": () => import("./equipments-page").then((m) => m.EquipmentsPage),
  "/equipments/:id/details/main": () =>
    import("./equipment-details-page").then((m) => m.EquipmentDetailsPage),
  "/equipments/:id/details/quote": () => import("./equipment-later-tabs").then((m) => m.EquipmentQuotePage),
  "/equipments/:id/details/service": () =>
    import("./equipment-later-tabs").then((m) => m.EquipmentServicePage),
  "/equipments/:id/details/pdm/:sensorId": () =>
    import("./equipment-later-tabs").then((m) => m.EquipmentPdmPage),
  "/equipments/:id/details/multi-view/:multiViewId": () =>
    import("./equipment-later-tabs").then((m) => m.EquipmentMultiViewPage),
};
