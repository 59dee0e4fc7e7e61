import type { PageTab } from "@/components/page/page-tabs";

const tabs = (base: string, entries: [segment: string, labelKey: string][]): PageTab[] =>
  entries.map(([segment, labelKey]) => ({ href: `${base}/${segment}`, labelKey }));

/** Spec part 1 §2.3: children of /dashboard. */
export const DASHBOARD_TABS = tabs("/dashboard", [
  ["plant", "tabs.plant"],
  ["production-lines", "tabs.productionLines"],
  ["utilities", "tabs.utilities"],
  ["machines", "tabs.machines"],
  ["assets", "tabs.assets"],
  ["equipments", "tabs.equipments"],
  ["alarms", "tabs.alarms"],
]);

export const SUCCESS_TABS = tabs("/success-dashboard", [
  ["main", "tabs.main"],
  ["meeting-tracker", "tabs.meetingTracker"],
  ["roi-one-pager", "tabs.roiOnePager"],
]);

export const MAINTENANCE_TABS = tabs("/maintenance", [
  ["work-orders", "tabs.workOrders"],
  ["logs", "tabs.logs"],
  ["statistics", "tabs.maintenanceStatistics"],
]);

export const SETTINGS_TABS = tabs("/settings", [
  ["backend-registers", "tabs.backendRegisters"],
  ["faults", "tabs.faults"],
  ["import", "tabs.import"],
  ["custom-formulas", "tabs.customFormulas"],
  ["bearing", "tabs.bearing"],
  ["lube-type", "tabs.lubeType"],
  ["industrial-services", "tabs.industrialServices"],
  ["statistics", "tabs.statistics"],
  ["banner-v2-subtypes", "tabs.bannerV2Subtypes"],
  ["notification-templates", "tabs.notificationTemplates"],
]);

export const SETTINGS_IMPORT_TABS = tabs("/settings/import", [
  ["logs", "tabs.importLogs"],
  ["master", "tabs.importMaster"],
  ["history", "tabs.importHistory"],
]);

export const equipmentTabs = (id: string) =>
  tabs(`/equipments/${id}/details`, [
    ["main", "tabs.main"],
    ["quote", "tabs.quote"],
    ["service", "tabs.service"],
    ["maintenance", "tabs.maintenance"],
  ]);

export const processTabs = (id: string) =>
  tabs(`/processes/${id}/details`, [
    ["dashboard", "tabs.dashboard"],
    ["logs", "tabs.logs"],
  ]);
