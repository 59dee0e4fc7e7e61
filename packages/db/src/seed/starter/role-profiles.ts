import { APP_SECTIONS, type AppSection, PlatformRole, RoleType } from "@plantwise/shared";

/** Flags a role holds on one section: v view, c create, e edit (is_updating), d delete, a archive. */
type Grant = "v" | "vc" | "vce" | "vced" | "vceda";

export interface RoleProfile {
  platform_role: PlatformRole;
  name: string;
  type: RoleType;
  is_technic?: boolean;
  is_requisitioner?: boolean;
  is_fab_shop_manager?: boolean;
  grants: Partial<Record<AppSection, Grant>> | "all";
}

const LIBRARY: AppSection[] = [
  "library",
  "brands",
  "part_numbers",
  "equipment_types",
  "equipment_types_categories",
  "applications",
  "storerooms",
];
const MAINTENANCE: AppSection[] = [
  "maintenance",
  "work_order_requests",
  "task_procedures",
  "work_order_type",
  "misc_parts",
  "work_stations",
];

function grant(sections: readonly AppSection[], g: Grant): Partial<Record<AppSection, Grant>> {
  return Object.fromEntries(sections.map((s) => [s, g]));
}

/**
 * The platform's seven built-in roles (spec part 1 §6) and what each may do out of the box.
 * Plant admins and the provider's staff can change these on /user-roles; the seed never overwrites
 * an existing row, so those changes survive a restart.
 */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  {
    platform_role: PlatformRole.SUPER_ADMIN,
    name: "Super Admin",
    type: RoleType.INDUSTRIAL_MATRIX,
    is_technic: true,
    is_requisitioner: true,
    is_fab_shop_manager: true,
    grants: "all",
  },
  {
    platform_role: PlatformRole.PLANT_USER,
    name: "Plant User",
    type: RoleType.CUSTOMER,
    is_technic: true,
    grants: {
      dashboard: "v",
      controllers: "v",
      oee: "v",
      plants: "v",
      ...grant(LIBRARY, "v"),
      ...grant(MAINTENANCE, "v"),
      maintenance: "vce",
      work_order_requests: "vc",
      // A technician takes and completes the requisitions the fab shop approved: an edit of the row.
      requisitions: "vce",
    },
  },
  {
    platform_role: PlatformRole.DISTRIBUTOR,
    name: "Distributor",
    type: RoleType.CUSTOMER,
    grants: {
      dashboard: "v",
      companies: "v",
      plants: "v",
      controllers: "v",
      vendors: "v",
      rfqs: "vce",
      ...grant(LIBRARY, "v"),
    },
  },
  {
    platform_role: PlatformRole.PLANT_ADMIN,
    name: "Plant Admin",
    type: RoleType.CUSTOMER,
    is_requisitioner: true,
    grants: {
      dashboard: "vced",
      controllers: "vced",
      oee: "vced",
      plants: "vce",
      users: "vced",
      users_teams: "vced",
      vendors: "vced",
      settings: "vce",
      ...grant(MAINTENANCE, "vced"),
      requisitions: "vced",
      import_work_orders: "vce",
      import_plant: "vce",
      import_plant_logs: "v",
      ...grant(LIBRARY, "vced"),
      rfqs: "vced",
    },
  },
  {
    platform_role: PlatformRole.PLANT_SUPERINTENDENT,
    name: "Plant Superintendent",
    type: RoleType.CUSTOMER,
    is_requisitioner: true,
    is_fab_shop_manager: true,
    grants: {
      dashboard: "vce",
      controllers: "v",
      oee: "vce",
      plants: "v",
      users: "v",
      users_teams: "v",
      vendors: "v",
      ...grant(MAINTENANCE, "vced"),
      requisitions: "vced",
      requisitions_roi_calculator: "vce",
      import_plant_logs: "v",
      ...grant(LIBRARY, "v"),
      rfqs: "v",
    },
  },
  {
    platform_role: PlatformRole.OEE_PROCESS,
    name: "OEE Process",
    type: RoleType.CUSTOMER,
    grants: { dashboard: "v", oee: "vce", plants: "v" },
  },
  {
    platform_role: PlatformRole.CORPORATE,
    name: "Corporate",
    type: RoleType.CUSTOMER,
    grants: {
      dashboard: "v",
      corporate: "v",
      corporate_analytics: "v",
      customer_success: "v",
      companies: "v",
      plants: "v",
      users: "v",
      oee: "v",
      maintenance: "v",
      requisitions: "v",
      ...grant(LIBRARY, "v"),
    },
  },
];

export interface PermissionRow {
  app_section: AppSection;
  is_viewing: boolean;
  is_creating: boolean;
  is_updating: boolean;
  is_deleting: boolean;
  is_archiving: boolean;
}

/** One row per app section, as the role_permissions table holds them. */
export function permissionRows(profile: RoleProfile): PermissionRow[] {
  return APP_SECTIONS.map((section) => {
    const g = profile.grants === "all" ? "vceda" : (profile.grants[section] ?? "");
    const archivable = section === "companies" || section === "plants";
    return {
      app_section: section,
      is_viewing: g.includes("v"),
      is_creating: g.includes("c"),
      is_updating: g.includes("e"),
      is_deleting: g.includes("d"),
      // Archiving replaces deleting for companies and plants (spec §6), so a deleter may archive.
      is_archiving: archivable && (g.includes("a") || g.includes("d")),
    };
  });
}
