import type { RestRoute } from "../rest/routes";

export const DISTRIBUTOR_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/distributors",
    procedure: "distributors.list",
    envelope: "list",
    summary: "List distributors",
  },
  {
    method: "POST",
    path: "/distributors",
    procedure: "distributors.create",
    envelope: "data",
    summary: "Create a distributor with its locations",
  },
  {
    method: "GET",
    path: "/distributors/locations",
    procedure: "distributors.locations",
    envelope: "list",
    summary: "List distributor locations",
  },
  {
    method: "GET",
    path: "/distributors/{id}",
    procedure: "distributors.get",
    envelope: "data",
    summary: "Get one distributor with its locations",
  },
  {
    method: "PUT",
    path: "/distributors/{id}",
    procedure: "distributors.update",
    envelope: "data",
    summary: "Update a distributor and its locations",
  },
  {
    method: "DELETE",
    path: "/distributors/{id}",
    procedure: "distributors.delete",
    envelope: "action",
    summary: 'Delete a distributor (confirm: "delete" when companies or users refer to it)',
  },
];
