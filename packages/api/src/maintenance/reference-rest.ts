import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

/**
 * The documented paths of the reference data. `/maintenance/categories` has more literal segments
 * than `/maintenance/{id}` (work orders), so the route matcher picks it first (rest/routes.ts).
 */
export const REFERENCE_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/maintenance/categories", "maintenance.categories", {
    list: "List work order types",
    create: "Create a work order type in a plant",
    get: "Get one work order type",
    update: "Update a work order type",
    delete: "Delete a work order type (refused with 422 while work orders are of this type)",
  }),
  ...crudRoutes("/plants/vendors", "maintenance.vendors", {
    list: "List vendors",
    create: "Create a vendor in a plant",
    get: "Get one vendor",
    update: "Update a vendor",
    delete: 'Delete a vendor (confirm: "delete" when parts are bought from it; they keep working without it)',
  }),
  ...crudRoutes("/plants/work-stations", "maintenance.workStations", {
    list: "List work stations",
    create: "Create a work station in a plant",
    get: "Get one work station",
    update: "Update a work station",
    delete: 'Delete a work station (confirm: "delete" when work orders are at it)',
  }),
  ...crudRoutes("/plants/parts", "maintenance.parts", {
    list: "List misc parts with their total stock and reorder flag",
    create: "Create a misc part with its stock per store room",
    get: "Get one misc part with its stock per store room",
    update: "Update a misc part and its stock per store room",
    delete: "Delete a misc part (refused with 422 once work orders used it)",
  }),
  ...crudRoutes("/plants/task-procedures", "maintenance.taskProcedures", {
    list: "List task procedures",
    create: "Create a task procedure with its ordered steps",
    get: "Get one task procedure with its steps in order",
    update: "Update a task procedure; the steps sent replace its steps",
    delete: "Delete a task procedure (refused with 422 while work orders follow it)",
  }),
];
