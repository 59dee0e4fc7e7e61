import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/distributors": () => import("./distributors-page").then((m) => m.DistributorsPage),
  "/distributors/:id": () => import("./distributor-form-page").then((m) => m.DistributorFormPage),
};
