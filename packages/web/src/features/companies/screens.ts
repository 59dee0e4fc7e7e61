import type { ComponentType } from "react";
import { CompaniesPage } from "./companies-page";
import { CompanyFormPage } from "./company-form-page";
import { CompanyInfoPage } from "./company-info-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/companies": CompaniesPage,
  "/companies/:id": CompanyFormPage,
  "/companies/:id/info": CompanyInfoPage,
};
