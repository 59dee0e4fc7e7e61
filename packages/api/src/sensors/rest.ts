import type { RestRoute } from "../rest/routes";

/**
 * Sensors. Controllers have no documented REST path (docs/api-paths.tsv) and the contract test
 * allows documented paths only, so they are served over tRPC alone, as are the share links of
 * the public graph (sensors.createPublicGraphLink, publicGraphLinks, revokePublicGraphLink) and the
 * public graph itself. Several sensors at once (`{ids}`) go through sensors.delete over tRPC.
 */
export const SENSOR_ROUTES: readonly RestRoute[] = [
  { method: "GET", path: "/sensors", procedure: "sensors.list", envelope: "list", summary: "List sensors" },
  {
    method: "POST",
    path: "/sensors",
    procedure: "sensors.create",
    envelope: "data",
    summary: "Create a sensor",
  },
  {
    method: "GET",
    path: "/sensors/formulas",
    procedure: "sensors.formulas",
    envelope: "data",
    summary: "Derived-parameter formulas of the sensors in scope (sensor_id= for one sensor)",
  },
  {
    method: "POST",
    path: "/sensors/formulas",
    procedure: "sensors.saveFormula",
    envelope: "data",
    summary: "Create a formula, or update it when the body has an id",
  },
  {
    method: "GET",
    path: "/sensors/{id}",
    procedure: "sensors.get",
    envelope: "data",
    summary: "Get one sensor with its controller, place, level zones and latest readings",
  },
  {
    method: "PUT",
    path: "/sensors/{id}",
    procedure: "sensors.update",
    envelope: "data",
    summary: "Update a sensor",
  },
  {
    method: "DELETE",
    path: "/sensors/{id}",
    procedure: "sensors.delete",
    envelope: "action",
    summary: "Delete a sensor with its readings and waveform captures",
  },
  {
    method: "PUT",
    path: "/sensors/{sensorId}/ncd/config",
    procedure: "sensors.ncdConfig",
    envelope: "data",
    summary: "Save a sensor's device settings and queue a config command to its controller",
  },
  {
    method: "PUT",
    path: "/equipments/{itemId}/sensors/positions",
    procedure: "sensors.positions",
    envelope: "action",
    summary: "Order an item's sensors (ids: exactly the item's sensors)",
  },
  {
    method: "GET",
    path: "/equipments/{equipmentId}/metric-multi-views",
    procedure: "sensors.multiViews",
    envelope: "data",
    summary: "An item's metric multi-views with their graphs",
  },
  {
    method: "POST",
    path: "/equipments/{equipmentId}/metric-multi-views",
    procedure: "sensors.createMultiView",
    envelope: "data",
    summary: "Create a metric multi-view of an item",
  },
  {
    method: "POST",
    path: "/metric-multi-views/{multiViewId}/graphs/{graphId}/thresholds",
    procedure: "sensors.graphThresholds",
    envelope: "data",
    summary: "Set a multi-view graph's warning and alarm thresholds",
  },
  {
    method: "GET",
    path: "/dashboard/pdm",
    procedure: "sensors.pdmDashboard",
    envelope: "data",
    summary: "Predictive-maintenance dashboard: sensor counts, by family, per machine with latest velocity",
  },
];
