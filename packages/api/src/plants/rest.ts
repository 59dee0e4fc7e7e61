import type { RestRoute } from "../rest/routes";

export const PLANT_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/plants", procedure: "plants.list", envelope: "list", summary: "List plants" },
  {
    method: "POST",
    path: "/plants",
    procedure: "plants.create",
    envelope: "data",
    summary: "Create a plant",
  },
  {
    method: "GET",
    path: "/plants/{id}",
    procedure: "plants.get",
    envelope: "data",
    summary: "Get one plant",
  },
  {
    method: "PUT",
    path: "/plants/{id}",
    procedure: "plants.update",
    envelope: "data",
    summary: "Update a plant",
  },
  {
    method: "DELETE",
    path: "/plants/{id}",
    procedure: "plants.delete",
    envelope: "action",
    summary: 'Archive a plant (confirm: "delete" when it has users or teams)',
  },
];
