import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/rfqs": () => import("./rfqs-page").then((m) => m.RfqsPage),
  "/rfqs/:id": () => import("./rfq-page").then((m) => m.RfqPage),
};
