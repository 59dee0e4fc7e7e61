import type { RestRoute } from "../rest/routes";

export const ROLE_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/roles", procedure: "roles.list", envelope: "list", summary: "List user roles" },
  {
    method: "POST",
    path: "/roles",
    procedure: "roles.create",
    envelope: "data",
    summary: "Create a role with its permission matrix",
  },
  {
    method: "GET",
    path: "/roles/{id}",
    procedure: "roles.get",
    envelope: "data",
    summary: "Get one role with its full permission matrix",
  },
  {
    method: "PUT",
    path: "/roles/{id}",
    procedure: "roles.update",
    envelope: "data",
    summary: "Update a role and its permission matrix",
  },
  {
    method: "DELETE",
    path: "/roles/{id}",
    procedure: "roles.delete",
    envelope: "action",
    summary: "Delete a role (refused while users hold it)",
  },
];
