import type { RestRoute } from "../rest/routes";

/**
 * Equipment items. Pictures (POST /equipments/{itemId}/pictures, DELETE …/pictures/{pictureId},
 * GET /files/equipment/{name}) are multipart Express routes in lib/uploads.ts, not in this table.
 * Several items at once (`{ids}`) go through equipments.delete over tRPC: DELETE /equipments is not
 * in docs/api-paths.tsv, and the contract test allows documented paths only.
 */
export const EQUIPMENTS_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/equipments",
    procedure: "equipments.list",
    envelope: "list",
    summary: "List equipment items",
  },
  {
    method: "POST",
    path: "/equipments",
    procedure: "equipments.create",
    envelope: "data",
    summary: "Create an equipment item",
  },
  {
    method: "GET",
    path: "/equipments/dashboard",
    procedure: "equipments.dashboard",
    envelope: "data",
    summary: "Equipment dashboard: counts by type and place, breakdowns, recent changes",
  },
  {
    method: "GET",
    path: "/equipments/health",
    procedure: "equipments.health",
    envelope: "data",
    summary: "Health per item from its open alarms (good, warning, alarm, no_data)",
  },
  {
    method: "GET",
    path: "/equipments/rpm-options",
    procedure: "equipments.rpmOptions",
    envelope: "data",
    summary: "RPM option values of an item type",
  },
  {
    method: "POST",
    path: "/equipments/reorder",
    procedure: "equipments.reorder",
    envelope: "action",
    summary: "Reorder an asset's items",
  },
  {
    method: "POST",
    path: "/equipments/move/{itemId}",
    procedure: "equipments.move",
    envelope: "action",
    summary: "Move an item to an asset, a store room or limbo",
  },
  {
    method: "GET",
    path: "/equipments/{id}",
    procedure: "equipments.get",
    envelope: "data",
    summary: "Get one equipment item with options, components, pictures and history",
  },
  {
    method: "PUT",
    path: "/equipments/{id}",
    procedure: "equipments.update",
    envelope: "data",
    summary: "Update an equipment item",
  },
  {
    method: "DELETE",
    path: "/equipments/{id}",
    procedure: "equipments.delete",
    envelope: "action",
    summary: "Delete an equipment item",
  },
  {
    method: "GET",
    path: "/equipments/{itemId}/analogues",
    procedure: "equipments.analogues",
    envelope: "data",
    summary: "Items of the same type and part number",
  },
  {
    method: "PUT",
    path: "/equipments/{itemId}/rpm-params",
    procedure: "equipments.rpmParams",
    envelope: "data",
    summary: "Set an item's RPM parameters",
  },
];
