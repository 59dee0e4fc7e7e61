import type { ComponentType } from "react";
import { CategoriesPage, CategoryFormPage } from "./categories-pages";
import { PartFormPage, PartsPage } from "./parts-pages";
import { TaskProcedureFormPage, TaskProceduresPage } from "./task-procedures-pages";
import { VendorFormPage, VendorsPage } from "./vendors-pages";
import { WorkStationFormPage, WorkStationsPage } from "./work-stations-pages";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/maintenance-categories": CategoriesPage,
  "/maintenance-categories/:id": CategoryFormPage,
  "/plants-vendors": VendorsPage,
  "/plants-vendors/:id": VendorFormPage,
  "/work-stations": WorkStationsPage,
  "/work-stations/:id": WorkStationFormPage,
  "/task-procedures": TaskProceduresPage,
  "/task-procedures/:id": TaskProcedureFormPage,
  "/parts": PartsPage,
  "/parts/:id": PartFormPage,
};
