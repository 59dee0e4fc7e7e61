import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const PLANT_ROUTES: readonly RestRoute[] = crudRoutes("/plants", "plants", {
  list: "List plants",
  create: "Create a plant",
  get: "Get one plant",
  update: "Update a plant",
  delete: 'Archive a plant (confirm: "delete" when it has users or teams)',
});
