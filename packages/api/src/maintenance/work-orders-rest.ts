/**
 * The REST rows of work orders and the log. /maintenance and /work-orders are the same resource
 * (the legacy and the newer path). Literal paths (/maintenance/close, /maintenance/in-work-multiple,
 * /maintenance/categories, /maintenance/requests, …) beat /maintenance/{id}: the matcher prefers the
 * route with the most literal segments (rest/routes.ts).
 */
import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

const summaries = {
  list: "List work orders (filters: plant, status, overdue, shortcut or date range, place, type, priority, assignee, mine, q)",
  create: "Create a work order",
  get: "Get one work order with its assignees, checklist, parts, labour, comments, attachments and history",
  update: "Update a work order (409 when it is closed)",
  delete:
    'Delete a work order (confirm: "delete" when parts or labour are booked; stock is returned) or reject a pending request (reason)',
};

export const WORK_ORDER_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/maintenance", "maintenance.workOrders", summaries),
  ...crudRoutes("/work-orders", "maintenance.workOrders", summaries),
  {
    method: "PUT",
    path: "/maintenance/{id}/close",
    procedure: "maintenance.workOrders.close",
    envelope: "action",
    summary: "Close a completed work order",
  },
  {
    method: "PUT",
    path: "/maintenance/{id}/open",
    procedure: "maintenance.workOrders.open",
    envelope: "action",
    summary: "Unlock (reopen) a closed work order: completed again",
  },
  {
    method: "PUT",
    path: "/maintenance/in-work-multiple",
    procedure: "maintenance.workOrders.inWorkMultiple",
    envelope: "action",
    summary: "Set several pending work orders in work (all or none)",
  },
  {
    method: "PUT",
    path: "/maintenance/complete-multiple",
    procedure: "maintenance.workOrders.completeMultiple",
    envelope: "action",
    summary: "Complete several work orders (all or none)",
  },
  {
    method: "PUT",
    path: "/maintenance/close",
    procedure: "maintenance.workOrders.closeMultiple",
    envelope: "action",
    summary: "Close several completed work orders (all or none)",
  },
  {
    method: "GET",
    path: "/equipments/{itemId}/repairs",
    procedure: "maintenance.workOrders.repairs",
    envelope: "list",
    summary: "Repairs of an equipment item: its completed and closed work orders",
  },
];
