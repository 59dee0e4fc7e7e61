/**
 * Roles and permissions (spec part 1 §6, part 2 §4 and §6). The API gates procedures and the web
 * hides menu entries and guards routes with these same functions, so the two never disagree.
 */

/** The sections a role's permission entries are keyed by (`app_section`). */
export const APP_SECTIONS = [
  "dashboard",
  "customer_success",
  "corporate",
  "controllers",
  "oee",
  "companies",
  "plants",
  "users",
  "users_teams",
  "user_roles",
  "distributors",
  "vendors",
  "settings",
  "maintenance",
  "requisitions",
  "requisitions_roi_calculator",
  "work_order_requests",
  "task_procedures",
  "work_order_type",
  "misc_parts",
  "work_stations",
  "import_work_orders",
  "import_plant",
  "import_plant_logs",
  "import_master",
  "library",
  "brands",
  "part_numbers",
  "equipment_types",
  "equipment_types_categories",
  "applications",
  "storerooms",
  "rfqs",
  "client_api",
  "corporate_analytics",
] as const;
export type AppSection = (typeof APP_SECTIONS)[number];

export function isAppSection(value: string): value is AppSection {
  return (APP_SECTIONS as readonly string[]).includes(value);
}

/** User role type (part 2 §4): the two staff types count as internal. */
export const RoleType = { DEVELOPER: 0, INDUSTRIAL_MATRIX: 1, CUSTOMER: 2 } as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];

/** The platform's built-in user roles (part 1 §6). */
export const PlatformRole = {
  SUPER_ADMIN: 1,
  PLANT_USER: 2,
  DISTRIBUTOR: 3,
  PLANT_ADMIN: 4,
  PLANT_SUPERINTENDENT: 5,
  OEE_PROCESS: 6,
  CORPORATE: 7,
} as const;
export type PlatformRole = (typeof PlatformRole)[keyof typeof PlatformRole];

/** Short names of the platform roles, used for demo accounts and in logs. */
export const PLATFORM_ROLE_SLUGS: Record<PlatformRole, string> = {
  1: "superadmin",
  2: "plantuser",
  3: "distributor",
  4: "plantadmin",
  5: "superintendent",
  6: "oee",
  7: "corporate",
};

/** The user type that opens requisitions regardless of role flags (part 1 §3, §6). */
export const REQUISITION_USER_TYPE = 1;

export interface RolePermission {
  app_section: AppSection;
  is_viewing: boolean;
  is_creating: boolean;
  is_updating: boolean;
  is_deleting: boolean;
  is_archiving: boolean;
}

export interface AccessRole {
  id: number;
  name: string;
  type: RoleType;
  platform_role: PlatformRole | null;
  is_technic: boolean;
  is_requisitioner: boolean;
  is_fab_shop_manager: boolean;
  is_forced_mfa: boolean;
  permissions: RolePermission[];
}

/** The part of a user that access decisions read. */
export interface AccessUser {
  id: number;
  type: number | null;
  role: AccessRole;
  temp_role: AccessRole | null;
  is_mfa_enabled: boolean;
  /** Computed by the server when known: policy asks for MFA, it is off and the device is not trusted. */
  mfa_required?: boolean;
}

/** A temporary role replaces the role while it is set (part 1 §4). */
export function effectiveRole(user: Pick<AccessUser, "role" | "temp_role">): AccessRole {
  return user.temp_role ?? user.role;
}

export function isInternal(role: Pick<AccessRole, "type">): boolean {
  return role.type === RoleType.DEVELOPER || role.type === RoleType.INDUSTRIAL_MATRIX;
}

export const PERMISSION_ACTIONS = ["view", "create", "edit", "delete", "archive"] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Archive exists only for companies and plants (part 1 §6). */
export type ArchivableSection = "companies" | "plants";

export type PermissionKey =
  | `${Exclude<PermissionAction, "archive">}_${AppSection}`
  | `archive_${ArchivableSection}`
  | "view_rnd"
  | "view_prodlines_admin";

const ACTION_FLAG: Record<PermissionAction, keyof Omit<RolePermission, "app_section">> = {
  view: "is_viewing",
  create: "is_creating",
  edit: "is_updating",
  delete: "is_deleting",
  archive: "is_archiving",
};

/** Whether the user's acting role holds one key. Developers pass every check. */
export function holdsPermission(user: Pick<AccessUser, "role" | "temp_role">, key: PermissionKey): boolean {
  const role = effectiveRole(user);
  if (role.type === RoleType.DEVELOPER) return true;
  if (key === "view_rnd") return role.type === RoleType.INDUSTRIAL_MATRIX;
  if (key === "view_prodlines_admin") return false;
  const cut = key.indexOf("_");
  const action = key.slice(0, cut) as PermissionAction;
  const section = key.slice(cut + 1);
  const entry = role.permissions.find((p) => p.app_section === section);
  return entry ? entry[ACTION_FLAG[action]] === true : false;
}

/**
 * Several keys combine as all-of (the default) or any-of (part 1 §6). No keys: only a signed-in
 * user is needed, which the caller has.
 */
export function hasPermission(
  user: Pick<AccessUser, "role" | "temp_role"> | null | undefined,
  keys: PermissionKey | readonly PermissionKey[],
  mode: "all" | "any" = "all",
): boolean {
  if (!user) return false;
  const list = typeof keys === "string" ? [keys] : keys;
  if (list.length === 0) return true;
  return mode === "all"
    ? list.every((key) => holdsPermission(user, key))
    : list.some((key) => holdsPermission(user, key));
}

/** The keys that make `hasPermission` fail: every missing one for all-of, all of them for any-of. */
export function missingPermissions(
  user: Pick<AccessUser, "role" | "temp_role"> | null | undefined,
  keys: PermissionKey | readonly PermissionKey[],
  mode: "all" | "any" = "all",
): PermissionKey[] {
  const list = typeof keys === "string" ? [keys] : [...keys];
  if (hasPermission(user, list, mode)) return [];
  if (!user) return list;
  return mode === "all" ? list.filter((key) => !holdsPermission(user, key)) : list;
}

/** Requisitions need user type 1 or a requisitioner, fab shop manager or technician role (part 1 §6). */
export function canUseRequisitions(user: Pick<AccessUser, "role" | "temp_role" | "type">): boolean {
  const role = effectiveRole(user);
  return (
    role.type === RoleType.DEVELOPER ||
    user.type === REQUISITION_USER_TYPE ||
    role.is_requisitioner ||
    role.is_fab_shop_manager ||
    role.is_technic
  );
}

/** The ROI (cost-savings) calculator needs the fab shop manager role (part 1 §6). */
export function canUseRoiCalculator(user: Pick<AccessUser, "role" | "temp_role">): boolean {
  const role = effectiveRole(user);
  return role.type === RoleType.DEVELOPER || role.is_fab_shop_manager;
}

/** Two-factor authentication is required from this instant for users with plant-admin access. */
export const MFA_REQUIRED_FROM = new Date("2025-10-01T00:00:00Z");
/** Days a trusted device may skip the plant-admin MFA requirement. */
export const MFA_TRUST_DAYS = 7;

/**
 * Whether policy asks this role for a second factor (part 1 §6), before trusted devices: a role
 * flagged is_forced_mfa always, plant admins from 1 October 2025.
 */
export function mfaPolicyApplies(
  role: Pick<AccessRole, "is_forced_mfa" | "platform_role">,
  now: Date = new Date(),
): boolean {
  if (role.is_forced_mfa) return true;
  return role.platform_role === PlatformRole.PLANT_ADMIN && now.getTime() >= MFA_REQUIRED_FROM.getTime();
}

/**
 * The roles a user answers to for the second factor: their own and, while set, the temp role.
 * Acting as another role never lifts a requirement of one's own role.
 */
function secondFactorRoles(user: Pick<AccessUser, "role" | "temp_role">): AccessRole[] {
  return user.temp_role ? [user.role, user.temp_role] : [user.role];
}

/** Whether policy asks this user for a second factor, by their own role or the one they act as. */
export function secondFactorPolicyApplies(
  user: Pick<AccessUser, "role" | "temp_role">,
  now: Date = new Date(),
): boolean {
  return secondFactorRoles(user).some((role) => mfaPolicyApplies(role, now));
}

/** Whether a role of the user's (own or temp) is flagged is_forced_mfa: no skipping, no turning off. */
export function secondFactorForced(user: Pick<AccessUser, "role" | "temp_role">): boolean {
  return secondFactorRoles(user).some((role) => role.is_forced_mfa);
}

/** The server's verdict when it gave one, else the policy applied to the user's roles. */
export function mfaRequired(user: AccessUser, now: Date = new Date()): boolean {
  if (typeof user.mfa_required === "boolean") return user.mfa_required;
  return !user.is_mfa_enabled && secondFactorPolicyApplies(user, now);
}

/** A forced-MFA role (own or temp) blocks switching the second factor off. */
export function canDisableMfa(user: Pick<AccessUser, "role" | "temp_role">): boolean {
  return !secondFactorForced(user);
}
