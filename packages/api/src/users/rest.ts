import type { RestRoute } from "../rest/routes";

export const USER_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/users", procedure: "users.list", envelope: "list", summary: "List users" },
  { method: "POST", path: "/users", procedure: "users.create", envelope: "data", summary: "Create a user" },
  { method: "GET", path: "/users/{id}", procedure: "users.get", envelope: "data", summary: "Get one user" },
  {
    method: "PUT",
    path: "/users/{id}",
    procedure: "users.update",
    envelope: "data",
    summary: "Update a user",
  },
  {
    method: "DELETE",
    path: "/users/{id}",
    procedure: "users.delete",
    envelope: "action",
    summary: "Delete a user (attached records need confirm=delete)",
  },
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
