import type { ComponentType } from "react";
import { TeamFormPage } from "./team-form-page";
import { TeamsPage } from "./teams-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/teams": TeamsPage,
  "/teams/:id": TeamFormPage,
};
