import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const ROLE_ROUTES: readonly RestRoute[] = crudRoutes("/roles", "roles", {
  list: "List user roles",
  create: "Create a role with its permission matrix",
  get: "Get one role with its full permission matrix",
  update: "Update a role and its permission matrix",
  delete: "Delete a role (refused while users hold it)",
});
