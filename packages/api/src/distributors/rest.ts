import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

const [list, create, ...one] = crudRoutes("/distributors", "distributors", {
  list: "List distributors",
  create: "Create a distributor with its locations",
  get: "Get one distributor with its locations",
  update: "Update a distributor and its locations",
  delete: 'Delete a distributor (confirm: "delete" when companies or users refer to it)',
});

export const DISTRIBUTOR_ROUTES: readonly RestRoute[] = [
  list,
  create,
  {
    method: "GET",
    path: "/distributors/locations",
    procedure: "distributors.locations",
    envelope: "list",
    summary: "List distributor locations",
  },
  ...one,
];
