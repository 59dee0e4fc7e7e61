import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/companies": () => import("./companies-page").then((m) => m.CompaniesPage),
  "/companies/:id": () => import("./company-form-page").then((m) => m.CompanyFormPage),
  "/companies/:id/info": () => import("./company-info-page").then((m) => m.CompanyInfoPage),
};
