import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

export const HIERARCHY_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/production-lines", "productionLines", {
    list: "List production lines and utilities (kind 1 line, 2 utility)",
    create: "Create a production line or utility",
    get: "Get one production line or utility",
    update: "Update a production line or utility",
    delete:
      'Delete a production line or utility (confirm: "delete" when machines are attached; its items go to limbo)',
  }),
  {
    method: "POST",
    path: "/production-lines/reorder",
    procedure: "productionLines.reorder",
    envelope: "action",
    summary: "Reorder a plant's production lines (or utilities)",
  },
  {
    method: "GET",
    path: "/production-lines/rpm-nodes",
    procedure: "productionLines.rpmNodes",
    envelope: "data",
    summary: "External RPM nodes of the lines in scope",
  },
  ...crudRoutes("/machines", "machines", {
    list: "List machines",
    create: "Create a machine",
    get: "Get one machine",
    update: "Update a machine",
    delete: 'Delete a machine (confirm: "delete" when assets are attached; its items go to limbo)',
  }),
  {
    method: "POST",
    path: "/machines/reorder",
    procedure: "machines.reorder",
    envelope: "action",
    summary: "Reorder a production line's machines",
  },
  ...crudRoutes("/assets", "assets", {
    list: "List assets",
    create: "Create an asset",
    get: "Get one asset",
    update: "Update an asset",
    delete: 'Delete an asset (confirm: "delete" when items are attached; they go to limbo)',
  }),
  {
    method: "POST",
    path: "/assets/reorder",
    procedure: "assets.reorder",
    envelope: "action",
    summary: "Reorder a machine's assets",
  },
  {
    method: "GET",
    path: "/dashboard/counters",
    procedure: "dashboard.counters",
    envelope: "data",
    summary: "Dashboard counters: utilities, production lines, machines, assets, items",
  },
];
