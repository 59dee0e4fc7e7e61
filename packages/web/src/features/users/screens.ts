import type { ComponentType } from "react";
import { UserFormPage } from "./user-form-page";
import { UsersPage } from "./users-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/users": UsersPage,
  "/users/:id": UserFormPage,
};
