import type { RestRoute } from "../rest/routes";

export const REQUEST_ROUTES: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/maintenance/requests",
    procedure: "maintenance.requests.create",
    envelope: "data",
    summary: "File a work order request",
  },
  {
    method: "POST",
    path: "/maintenance/requests/{id}",
    procedure: "maintenance.requests.convert",
    envelope: "data",
    summary: "Convert a pending request into a work order (the work order fields to set)",
  },
];
