import type { PageTab } from "@/components/page/page-tabs";
import {
  DASHBOARD_TABS,
  equipmentTabs,
  MAINTENANCE_TABS,
  processTabs,
  SETTINGS_IMPORT_TABS,
  SETTINGS_TABS,
  SUCCESS_TABS,
} from "./tabs";

export type RouteParams = Record<string, string | undefined>;

export interface AppRoute {
  /** A wouter pattern. */
  path: string;
  /** Page title (i18n key). */
  titleKey?: string;
  /** Subtitle (i18n key), a tab or a sub-page. */
  detailKey?: string;
  /** Create/edit page: the subtitle names the record's kind and which one ("Plant · #4", recordSubtitle). */
  record?: boolean;
  tabs?: readonly PageTab[] | ((params: RouteParams) => readonly PageTab[]);
  /** Redirect instead of rendering (spec part 1 §2.3). */
  redirect?: string | ((params: RouteParams) => string);
}

const list = (path: string, titleKey: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  titleKey,
  ...extra,
});
const edit = (path: string, titleKey: string): AppRoute => ({ path, titleKey, record: true });
const details = (path: string, titleKey: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  titleKey,
  detailKey: "pages.details",
  ...extra,
});
const tab = (path: string, titleKey: string, detailKey: string, tabs: AppRoute["tabs"]): AppRoute => ({
  path,
  titleKey,
  detailKey,
  tabs,
});
const redirect = (path: string, to: AppRoute["redirect"]): AppRoute => ({ path, redirect: to });

/** The tabs of one equipment's and one process's details, from the route's id. */
const EQUIPMENT_TABS = (p: RouteParams) => equipmentTabs(p.id ?? "");
const PROCESS_TABS = (p: RouteParams) => processTabs(p.id ?? "");

/**
 * Every screen of the authenticated layout (spec part 1 §2.2–2.3). Order matters where a literal
 * segment and an id segment share a parent: the literal comes first. A built screen is registered
 * by its pattern in its feature's screens.ts (app/screens.ts), whose code is loaded on demand.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  redirect("/", "/dashboard"),

  // Predictive maintenance
  redirect("/dashboard", "/dashboard/plant"),
  tab("/dashboard/plant", "pages.dashboard", "tabs.plant", DASHBOARD_TABS),
  tab("/dashboard/production-lines", "pages.dashboard", "tabs.productionLines", DASHBOARD_TABS),
  tab("/dashboard/utilities", "pages.dashboard", "tabs.utilities", DASHBOARD_TABS),
  tab("/dashboard/machines", "pages.dashboard", "tabs.machines", DASHBOARD_TABS),
  tab("/dashboard/assets", "pages.dashboard", "tabs.assets", DASHBOARD_TABS),
  tab("/dashboard/equipments", "pages.dashboard", "tabs.equipments", DASHBOARD_TABS),
  tab("/dashboard/alarms", "pages.dashboard", "tabs.alarms", DASHBOARD_TABS),
  redirect("/success-dashboard", "/success-dashboard/main"),
  tab("/success-dashboard/main", "pages.successDashboard", "tabs.main", SUCCESS_TABS),
  tab("/success-dashboard/meeting-tracker", "pages.successDashboard", "tabs.meetingTracker", SUCCESS_TABS),
  tab("/success-dashboard/roi-one-pager", "pages.successDashboard", "tabs.roiOnePager", SUCCESS_TABS),
  { path: "/success-dashboard/meeting-tracker/:id", titleKey: "tabs.meetingTracker", record: true },
  { path: "/success-dashboard/roi-one-pager/:id", titleKey: "tabs.roiOnePager", record: true },
  redirect("/corporate", "/corporate/main"),
  list("/corporate/main", "pages.corporate"),
  list("/controllers", "pages.controllers"),
  edit("/controllers/:id", "pages.controller"),
  list("/processes", "pages.processes"),
  edit("/processes/:id", "pages.process"),
  redirect("/processes/:id/details", (p) => `/processes/${p.id}/details/dashboard`),
  tab("/processes/:id/details/dashboard", "pages.process", "tabs.dashboard", PROCESS_TABS),
  tab("/processes/:id/details/logs", "pages.process", "tabs.logs", PROCESS_TABS),

  // System
  list("/companies", "pages.companies"),
  edit("/companies/:id", "pages.company"),
  details("/companies/:id/info", "pages.companyInfo"),
  list("/plants", "pages.plants"),
  edit("/plants/:id", "pages.plant"),
  list("/users", "pages.users"),
  edit("/users/:id", "pages.user"),
  list("/teams", "pages.teams"),
  edit("/teams/:id", "pages.team"),
  list("/user-roles", "pages.userRoles"),
  edit("/user-roles/:id", "pages.userRole"),
  list("/distributors", "pages.distributors"),
  edit("/distributors/:id", "pages.distributor"),
  list("/plants-vendors", "pages.vendors"),
  edit("/plants-vendors/:id", "pages.vendor"),
  list("/settings", "pages.settings", { tabs: SETTINGS_TABS }),
  tab("/settings/backend-registers", "pages.settings", "tabs.backendRegisters", SETTINGS_TABS),
  tab("/settings/faults", "pages.settings", "tabs.faults", SETTINGS_TABS),
  tab("/settings/notification-templates", "pages.settings", "tabs.notificationTemplates", SETTINGS_TABS),
  tab("/settings/import", "pages.settings", "tabs.import", [...SETTINGS_TABS, ...SETTINGS_IMPORT_TABS]),
  tab("/settings/import/logs", "pages.settings", "tabs.importLogs", SETTINGS_IMPORT_TABS),
  tab("/settings/import/master", "pages.settings", "tabs.importMaster", SETTINGS_IMPORT_TABS),
  tab("/settings/import/history", "pages.settings", "tabs.importHistory", SETTINGS_IMPORT_TABS),
  { path: "/settings/import/:id", titleKey: "tabs.import", record: true },
  tab("/settings/custom-formulas", "pages.settings", "tabs.customFormulas", SETTINGS_TABS),
  tab("/settings/bearing", "pages.settings", "tabs.bearing", SETTINGS_TABS),
  tab("/settings/lube-type", "pages.settings", "tabs.lubeType", SETTINGS_TABS),
  tab("/settings/industrial-services", "pages.settings", "tabs.industrialServices", SETTINGS_TABS),
  tab("/settings/statistics", "pages.settings", "tabs.statistics", SETTINGS_TABS),
  tab("/settings/banner-v2-subtypes", "pages.settings", "tabs.bannerV2Subtypes", SETTINGS_TABS),
  { path: "/profile" },
  list("/outbox", "pages.outbox"),
  list("/notifications", "pages.notifications"),

  // Maintenance management
  redirect("/maintenance", "/maintenance/work-orders"),
  tab("/maintenance/work-orders", "pages.workOrders", "tabs.workOrders", MAINTENANCE_TABS),
  tab("/maintenance/logs", "pages.workOrders", "tabs.logs", MAINTENANCE_TABS),
  tab("/maintenance/statistics", "pages.workOrders", "tabs.maintenanceStatistics", MAINTENANCE_TABS),
  edit("/maintenance/work-orders/:id", "pages.workOrder"),
  list("/requisitions", "pages.requisitions"),
  edit("/requisitions/:id", "pages.requisition"),
  list("/roi-calculator", "pages.roiCalculator"),
  list("/maintenance-requests", "pages.workOrderRequests"),
  list("/task-procedures", "pages.taskProcedures"),
  edit("/task-procedures/:id", "pages.taskProcedure"),
  list("/maintenance-categories", "pages.workOrderTypes"),
  edit("/maintenance-categories/:id", "pages.workOrderType"),
  list("/parts", "pages.parts"),
  edit("/parts/:id", "pages.part"),
  list("/work-stations", "pages.workStations"),
  edit("/work-stations/:id", "pages.workStation"),

  // Import
  list("/maintenance-import", "pages.workOrderImport"),
  list("/plant-import", "pages.plantImport"),
  list("/plant-import-logs", "pages.plantImportLogs"),
  edit("/plant-import-logs/:id", "pages.plantImportLog"),
  list("/master-import", "pages.masterImport"),

  // Asset management
  list("/library", "pages.library"),
  list("/brands", "pages.brands"),
  edit("/brands/:id", "pages.brand"),
  list("/brand-models", "pages.partNumbers"),
  edit("/brand-models/:id", "pages.partNumber"),
  details("/brand-models/:id/details", "pages.partNumber"),
  list("/equipment-types", "pages.itemTypes"),
  edit("/equipment-types/:id", "pages.itemType"),
  list("/equipment-types-categories", "pages.itemTypeCategories"),
  edit("/equipment-types-categories/:id", "pages.itemTypeCategory"),
  list("/applications", "pages.applications"),
  edit("/applications/:id", "pages.application"),
  list("/store-rooms", "pages.storerooms"),
  edit("/store-rooms/:id", "pages.storeroom"),
  details("/store-rooms/:id/items", "pages.storeroomItems", { detailKey: undefined, record: true }),

  // Also
  list("/rfqs", "pages.rfqs"),
  edit("/rfqs/:id", "pages.rfq"),
  list("/ncd-sensors", "pages.ncdSensors"),
  edit("/ncd-sensors/:id", "pages.ncdSensor"),
  edit("/banner-sensors/:id", "pages.bannerSensor"),

  // Details pages
  { path: "/ncd/:id/fft/:fftId", titleKey: "pages.ncdFft", record: true },
  { path: "/banner/:id/fft/:fftId", titleKey: "pages.bannerFft", record: true },
  { path: "/sensors/:id/statistics", titleKey: "pages.sensorStatistics", record: true },
  details("/production-lines/:id/details", "pages.productionLine"),
  details("/machines/:id/details", "pages.machine"),
  details("/assets/:id/details", "pages.asset"),
  details("/utilities/:id/details", "pages.utility"),
  redirect("/equipments/:id/details", (p) => `/equipments/${p.id}/details/main`),
  tab("/equipments/:id/details/main", "pages.item", "tabs.main", EQUIPMENT_TABS),
  tab("/equipments/:id/details/pdm/:sensorId", "pages.item", "tabs.pdm", EQUIPMENT_TABS),
  tab("/equipments/:id/details/multi-view/:multiViewId", "pages.item", "tabs.multiView", EQUIPMENT_TABS),
  tab("/equipments/:id/details/quote", "pages.item", "tabs.quote", EQUIPMENT_TABS),
  tab("/equipments/:id/details/service", "pages.item", "tabs.service", EQUIPMENT_TABS),
  tab("/equipments/:id/details/maintenance", "pages.item", "tabs.maintenance", EQUIPMENT_TABS),
];

/** Route params that must be a valid id (spec part 1 §2.3): `:id`, `:fftId`, `:sensorId`, … */
export function idParams(params: RouteParams): string[] {
  return Object.entries(params)
    .filter(([name, value]) => (name === "id" || name.endsWith("Id")) && value !== undefined)
    .map(([, value]) => value as string);
}
