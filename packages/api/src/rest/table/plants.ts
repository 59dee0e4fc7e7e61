import type { RestRoute } from "../routes";

export const PLANT_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/plants", procedure: "plants.list", envelope: "list", summary: "List plants" },
  {
    method: "GET",
    path: "/plants/{id}",
    procedure: "plants.get",
    envelope: "data",
    summary: "Get one plant",
  },
];
