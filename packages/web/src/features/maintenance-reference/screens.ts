import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/maintenance-categories": () => import("./categories-pages").then((m) => m.CategoriesPage),
  "/maintenance-categories/:id": () => import("./categories-pages").then((m) => m.CategoryFormPage),
  "/plants-vendors": () => import("./vendors-pages").then((m) => m.VendorsPage),
  "/plants-vendors/:id": () => import("./vendors-pages").then((m) => m.VendorFormPage),
  "/work-stations": () => import("./work-stations-pages").then((m) => m.WorkStationsPage),
  "/work-stations/:id": () => import("./work-stations-pages").then((m) => m.WorkStationFormPage),
  "/task-procedures": () => import("./task-procedures-pages").then((m) => m.TaskProceduresPage),
  "/task-procedures/:id": () => import("./task-procedures-pages").then((m) => m.TaskProcedureFormPage),
  "/parts": () => import("./parts-pages").then((m) => m.PartsPage),
  "/parts/:id": () => import("./parts-pages").then((m) => m.PartFormPage),
};
