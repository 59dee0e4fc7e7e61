import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const COMPANY_ROUTES: readonly RestRoute[] = crudRoutes("/companies", "companies", {
  list: "List companies",
  create: "Create a company",
  get: "Get one company",
  update: "Update a company",
  delete: 'Archive a company (confirm: "delete" when it has plants or users)',
});
