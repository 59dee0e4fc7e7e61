import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/dashboard/equipments": () => import("./equipments-page").then((m) => m.EquipmentsPage),
  "/equipments/:id/details/main": () =>
    import("./equipment-details-page").then((m) => m.EquipmentDetailsPage),
  "/equipments/:id/details/quote": () =>
    import("@/features/requisitions/item-requests-tab").then((m) => m.ItemPurchaseRequestsTab),
  "/equipments/:id/details/service": () =>
    import("@/features/requisitions/item-requests-tab").then((m) => m.ItemServiceRequestsTab),
  "/equipments/:id/details/pdm/:sensorId": () =>
    import("./equipment-later-tabs").then((m) => m.EquipmentPdmPage),
  "/equipments/:id/details/multi-view/:multiViewId": () =>
    import("./equipment-later-tabs").then((m) => m.EquipmentMultiViewPage),
};
