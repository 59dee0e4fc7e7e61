import type { ComponentType } from "react";
import { RoleFormPage } from "./role-form-page";
import { RolesPage } from "./roles-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/user-roles": RolesPage,
  "/user-roles/:id": RoleFormPage,
};
