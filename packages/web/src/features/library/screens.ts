import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/library": () => import("./documents-page").then((m) => m.DocumentsPage),
  "/brands": () => import("./brands-page").then((m) => m.BrandsPage),
  "/brands/:id": () => import("./brand-form-page").then((m) => m.BrandFormPage),
  "/brand-models": () => import("./part-numbers-page").then((m) => m.PartNumbersPage),
  "/brand-models/:id": () => import("./part-number-form-page").then((m) => m.PartNumberFormPage),
  "/brand-models/:id/details": () =>
    import("./part-number-details-page").then((m) => m.PartNumberDetailsPage),
  "/equipment-types": () => import("./item-types-page").then((m) => m.ItemTypesPage),
  "/equipment-types/:id": () => import("./item-type-form-page").then((m) => m.ItemTypeFormPage),
  "/equipment-types-categories": () => import("./categories-pages").then((m) => m.CategoriesPage),
  "/equipment-types-categories/:id": () => import("./categories-pages").then((m) => m.CategoryFormPage),
  "/applications": () => import("./applications-pages").then((m) => m.ApplicationsPage),
  "/applications/:id": () => import("./applications-pages").then((m) => m.ApplicationFormPage),
  "/store-rooms": () => import("./store-rooms-page").then((m) => m.StoreRoomsPage),
  "/store-rooms/:id": () => import("./store-room-form-page").then((m) => m.StoreRoomFormPage),
  "/store-rooms/:id/items": () => import("./store-room-items-page").then((m) => m.StoreRoomItemsPage),
};
