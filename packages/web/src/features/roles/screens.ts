import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/user-roles": () => import("./roles-page").then((m) => m.RolesPage),
  "/user-roles/:id": () => import("./role-form-page").then((m) => m.RoleFormPage),
};
