import type { RestRoute } from "../rest/routes";

export const TEAM_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/team", procedure: "teams.list", envelope: "list", summary: "List teams" },
  { method: "POST", path: "/team", procedure: "teams.create", envelope: "data", summary: "Create a team" },
  { method: "GET", path: "/team/{id}", procedure: "teams.get", envelope: "data", summary: "Get one team" },
  {
    method: "PUT",
    path: "/team/{id}",
    procedure: "teams.update",
    envelope: "data",
    summary: "Update a team",
  },
  {
    method: "DELETE",
    path: "/team/{id}",
    procedure: "teams.delete",
    envelope: "action",
    summary: "Delete a team (with members needs confirm=delete)",
  },
];
