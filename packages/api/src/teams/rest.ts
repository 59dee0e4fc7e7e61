import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const TEAM_ROUTES: readonly RestRoute[] = crudRoutes("/team", "teams", {
  list: "List teams",
  create: "Create a team",
  get: "Get one team",
  update: "Update a team",
  delete: "Delete a team (with members needs confirm=delete)",
});
