import {
  type AccessUser,
  type AppSection,
  canUseRequisitions,
  canUseRoiCalculator,
  effectiveRole,
  hasPermission,
  isInternal,
  type PermissionKey,
  RoleType,
} from "./access";

/** Sidebar groups, in display order (part 1 §2.2). */
export const MENU_SECTIONS = [
  "predictive_maintenance",
  "system",
  "maintenance_management",
  "import",
  "asset_management",
  "other",
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface MenuEntry {
  /** The path without its slash; also the entry's test id (`menu-<id>`). */
  id: string;
  path: string;
  section: MenuSection;
  /** i18n key of the label. */
  labelKey: string;
  /** The section whose permissions gate the entry (and that a company can switch off). */
  appSection: AppSection;
  permissions: readonly PermissionKey[];
  mode: "all" | "any";
  /** The entry is drawn as a child of this entry's id. */
  parent?: string;
}

function entry(
  path: string,
  section: MenuSection,
  appSection: AppSection,
  permissions: readonly PermissionKey[] = [`view_${appSection}` as PermissionKey],
  extra: Partial<Pick<MenuEntry, "mode" | "parent">> = {},
): MenuEntry {
  const id = path.slice(1);
  return {
    id,
    path,
    section,
    labelKey: `menu.${id.replaceAll("-", "_")}`,
    appSection,
    permissions,
    mode: extra.mode ?? "all",
    ...(extra.parent ? { parent: extra.parent } : {}),
  };
}

/**
 * Every sidebar entry and its permission key. The spec's prose says 33 entries, its list names 34:
 * we follow the list (docs/decisions.md).
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  entry("/dashboard", "predictive_maintenance", "dashboard"),
  entry("/success-dashboard", "predictive_maintenance", "customer_success"),
  entry("/corporate", "predictive_maintenance", "corporate"),
  entry("/controllers", "predictive_maintenance", "controllers"),
  entry("/processes", "predictive_maintenance", "oee"),
  entry("/companies", "system", "companies"),
  entry("/plants", "system", "plants"),
  entry("/users", "system", "users"),
  entry("/teams", "system", "users_teams"),
  entry("/user-roles", "system", "user_roles"),
  entry("/distributors", "system", "distributors"),
  entry("/plants-vendors", "system", "vendors"),
  entry("/settings", "system", "settings"),
  entry("/maintenance", "maintenance_management", "maintenance"),
  entry("/requisitions", "maintenance_management", "requisitions"),
  entry("/roi-calculator", "maintenance_management", "requisitions_roi_calculator", undefined, {
    parent: "requisitions",
  }),
  entry("/maintenance-requests", "maintenance_management", "work_order_requests"),
  entry("/task-procedures", "maintenance_management", "task_procedures"),
  entry("/maintenance-categories", "maintenance_management", "work_order_type"),
  entry("/parts", "maintenance_management", "misc_parts"),
  entry("/work-stations", "maintenance_management", "work_stations"),
  entry("/maintenance-import", "import", "import_work_orders"),
  entry("/plant-import", "import", "import_plant"),
  entry("/plant-import-logs", "import", "import_plant_logs"),
  entry("/master-import", "import", "import_master"),
  entry("/library", "asset_management", "library"),
  entry("/brands", "asset_management", "brands"),
  entry("/brand-models", "asset_management", "part_numbers"),
  entry("/equipment-types", "asset_management", "equipment_types"),
  entry("/equipment-types-categories", "asset_management", "equipment_types_categories"),
  entry("/applications", "asset_management", "applications"),
  entry("/store-rooms", "asset_management", "storerooms"),
  entry("/rfqs", "other", "rfqs"),
  entry("/ncd-sensors", "other", "dashboard", ["edit_dashboard", "create_dashboard"], { mode: "any" }),
];

/**
 * Sections a company can switch on or off in its form (part 1 §2.2: "some entries can be enabled
 * per company"). A company whose list is null has every one of them.
 */
export const COMPANY_MENU_SECTIONS: readonly AppSection[] = [
  "customer_success",
  "corporate",
  "oee",
  "requisitions",
  "requisitions_roi_calculator",
  "work_order_requests",
  "rfqs",
];

export interface MenuGroup {
  section: MenuSection;
  entries: MenuEntry[];
}

export interface MenuOptions {
  /** The company's enabled sections; null or undefined means all. */
  enabledSections?: readonly string[] | null | undefined;
}

/**
 * Whether the user sees one entry: the permission, the company's enablement, and the requisition
 * rules of part 1 §6 — the Requisition entry for customers who are technicians or requisitioners,
 * the requisitions group with its cost calculator for staff, developers and fab shop managers.
 */
export function menuEntryVisible(user: AccessUser, item: MenuEntry, options: MenuOptions = {}): boolean {
  if (!hasPermission(user, item.permissions, item.mode)) return false;
  const enabled = options.enabledSections;
  if (enabled && COMPANY_MENU_SECTIONS.includes(item.appSection) && !enabled.includes(item.appSection)) {
    return false;
  }
  const role = effectiveRole(user);
  const groupAudience = isInternal(role) || role.is_fab_shop_manager;
  if (item.id === "requisitions") {
    if (role.type === RoleType.CUSTOMER) return canUseRequisitions(user) || groupAudience;
    return true;
  }
  if (item.id === "roi-calculator") return groupAudience && canUseRoiCalculator(user);
  return true;
}

/** The sidebar for a user: non-empty groups in order, entries in order. */
export function visibleMenu(user: AccessUser, options: MenuOptions = {}): MenuGroup[] {
  return MENU_SECTIONS.map((section) => ({
    section,
    entries: MENU_ENTRIES.filter((item) => item.section === section && menuEntryVisible(user, item, options)),
  })).filter((group) => group.entries.length > 0);
}
