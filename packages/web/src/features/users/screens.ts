import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/users": () => import("./users-page").then((m) => m.UsersPage),
  "/users/:id": () => import("./user-form-page").then((m) => m.UserFormPage),
};
