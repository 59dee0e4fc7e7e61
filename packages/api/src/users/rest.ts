import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const USER_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/users", "users", {
    list: "List users",
    create: "Create a user",
    get: "Get one user",
    update: "Update a user",
    delete: "Delete a user (attached records need confirm=delete)",
  }),
  {
    method: "GET",
    path: "/users/{userId}/scheduled-reports",
    procedure: "users.listReports",
    envelope: "list",
    summary: "List a user's scheduled reports",
  },
  {
    method: "POST",
    path: "/users/{userId}/scheduled-reports",
    procedure: "users.createReport",
    envelope: "data",
    summary: "Create a scheduled report",
  },
  {
    method: "PUT",
    path: "/users/{userId}/scheduled-reports/{reportId}",
    procedure: "users.updateReport",
    envelope: "data",
    summary: "Update a scheduled report",
  },
  {
    method: "DELETE",
    path: "/users/{userId}/scheduled-reports/{reportId}",
    procedure: "users.deleteReport",
    envelope: "action",
    summary: "Delete a scheduled report",
  },
  {
    method: "POST",
    path: "/users/{userId}/scheduled-reports/{reportId}/start",
    procedure: "users.startReport",
    envelope: "action",
    summary: "Run a scheduled report now",
  },
];
