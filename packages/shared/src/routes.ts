import {
  type AccessUser,
  canUseRequisitions,
  canUseRoiCalculator,
  effectiveRole,
  hasPermission,
  isInternal,
  mfaRequired,
  type PermissionKey,
} from "./access";

/** A route segment is a valid id when it is 'new', 'compare', 'profile' or all digits (part 1 §2.3). */
export function isValidRouteId(segment: string): boolean {
  return segment === "new" || segment === "compare" || segment === "profile" || /^\d+$/.test(segment);
}

/**
 * Matches a path against a pattern of literal and `:param` segments (a trailing `/*` matches any
 * rest). Returns the params, or null when the shapes differ. Params are not validated here.
 */
export function matchRoutePattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split("/").filter(Boolean);
  const actual = path.split("/").filter(Boolean);
  const wildcard = wanted.at(-1) === "*";
  if (wildcard) wanted.pop();
  if (wildcard ? actual.length < wanted.length : actual.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const value = actual[i] as string;
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** A data condition on the user; failing it gives limited_access like a missing permission. */
export type RouteCondition = "requisitions" | "roi_calculator" | "internal";

export interface RouteRule {
  pattern: string;
  permissions: readonly PermissionKey[];
  mode: "all" | "any";
  condition?: RouteCondition;
}

const view = (pattern: string, section: string, condition?: RouteCondition): RouteRule => ({
  pattern,
  permissions: [`view_${section}` as PermissionKey],
  mode: "all",
  ...(condition ? { condition } : {}),
});
/** Create and edit pages: any one of edit_X or create_X (part 1 §6). */
const form = (pattern: string, section: string, condition?: RouteCondition): RouteRule => ({
  pattern,
  permissions: [`edit_${section}` as PermissionKey, `create_${section}` as PermissionKey],
  mode: "any",
  ...(condition ? { condition } : {}),
});
const signedIn = (pattern: string): RouteRule => ({ pattern, permissions: [], mode: "all" });

/**
 * What each authenticated route needs (part 1 §2.2–2.3, §6). The first pattern whose shape
 * matches decides; literal segments are listed before an id segment under the same parent.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  signedIn("/"),
  signedIn("/profile"),
  // The notification centre (no spec route): every signed-in user reads their own.
  signedIn("/notifications"),
  // Outbound e-mail and SMS kept by the server (no spec route): provider staff with view_settings.
  { pattern: "/outbox", permissions: ["view_settings"], mode: "all", condition: "internal" },
  view("/dashboard/*", "dashboard"),
  view("/dashboard", "dashboard"),
  view("/success-dashboard/meeting-tracker/:id", "customer_success"),
  view("/success-dashboard/roi-one-pager/:id", "customer_success"),
  view("/success-dashboard/*", "customer_success"),
  view("/success-dashboard", "customer_success"),
  view("/corporate/*", "corporate"),
  view("/corporate", "corporate"),
  view("/controllers", "controllers"),
  form("/controllers/:id", "controllers"),
  view("/processes", "oee"),
  view("/processes/:id/details/*", "oee"),
  view("/processes/:id/details", "oee"),
  form("/processes/:id", "oee"),
  view("/companies", "companies"),
  view("/companies/:id/info", "companies"),
  form("/companies/:id", "companies"),
  view("/plants", "plants"),
  form("/plants/:id", "plants"),
  view("/users", "users"),
  form("/users/:id", "users"),
  view("/teams", "users_teams"),
  form("/teams/:id", "users_teams"),
  view("/user-roles", "user_roles"),
  form("/user-roles/:id", "user_roles"),
  view("/distributors", "distributors"),
  form("/distributors/:id", "distributors"),
  view("/plants-vendors", "vendors"),
  form("/plants-vendors/:id", "vendors"),
  view("/settings/import/logs", "settings"),
  view("/settings/import/master", "settings"),
  view("/settings/import/history", "settings"),
  view("/settings/import/:id", "settings"),
  view("/settings/*", "settings"),
  view("/settings", "settings"),
  view("/maintenance/*", "maintenance"),
  view("/maintenance", "maintenance"),
  view("/requisitions", "requisitions", "requisitions"),
  form("/requisitions/:id", "requisitions", "requisitions"),
  view("/roi-calculator", "requisitions_roi_calculator", "roi_calculator"),
  view("/maintenance-requests", "work_order_requests"),
  view("/task-procedures", "task_procedures"),
  form("/task-procedures/:id", "task_procedures"),
  view("/maintenance-categories", "work_order_type"),
  form("/maintenance-categories/:id", "work_order_type"),
  view("/parts", "misc_parts"),
  form("/parts/:id", "misc_parts"),
  view("/work-stations", "work_stations"),
  form("/work-stations/:id", "work_stations"),
  form("/maintenance-import", "import_work_orders"),
  form("/plant-import", "import_plant"),
  view("/plant-import-logs", "import_plant_logs"),
  view("/plant-import-logs/:id", "import_plant_logs"),
  view("/master-import", "import_master"),
  view("/library", "library"),
  view("/brands", "brands"),
  form("/brands/:id", "brands"),
  view("/brand-models", "part_numbers"),
  view("/brand-models/:id/details", "part_numbers"),
  form("/brand-models/:id", "part_numbers"),
  view("/equipment-types", "equipment_types"),
  form("/equipment-types/:id", "equipment_types"),
  view("/equipment-types-categories", "equipment_types_categories"),
  form("/equipment-types-categories/:id", "equipment_types_categories"),
  view("/applications", "applications"),
  form("/applications/:id", "applications"),
  view("/store-rooms", "storerooms"),
  view("/store-rooms/:id/items", "storerooms"),
  form("/store-rooms/:id", "storerooms"),
  view("/rfqs", "rfqs"),
  form("/rfqs/:id", "rfqs"),
  form("/ncd-sensors", "dashboard"),
  form("/ncd-sensors/:id", "dashboard"),
  form("/banner-sensors/:id", "dashboard"),
  view("/ncd/:id/fft/:fftId", "dashboard"),
  view("/banner/:id/fft/:fftId", "dashboard"),
  view("/sensors/:id/statistics", "dashboard"),
  view("/production-lines/:id/details", "dashboard"),
  view("/machines/:id/details", "dashboard"),
  view("/assets/:id/details", "dashboard"),
  view("/utilities/:id/details", "dashboard"),
  view("/equipments/:id/details/pdm/:sensorId", "dashboard"),
  view("/equipments/:id/details/multi-view/:multiViewId", "dashboard"),
  view("/equipments/:id/details/*", "dashboard"),
  view("/equipments/:id/details", "dashboard"),
];

export function findRouteRule(path: string): { rule: RouteRule; params: Record<string, string> } | null {
  for (const rule of ROUTE_RULES) {
    const params = matchRoutePattern(rule.pattern, path);
    if (params) return { rule, params };
  }
  return null;
}

export const MFA_PROFILE_PATH = "/profile?enableMfa=true";

export type RouteAccess =
  | { ok: true }
  | { ok: false; reason: "not_auth" }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "mfa_required"; redirect: string }
  | { ok: false; reason: "limited_access"; missing: string[] };

/**
 * The route guard of part 1 §4/§6: a signed-out visitor → not_auth; an id segment that is not a
 * valid id → not_found; a user whom policy asks for MFA → the profile (unless already there);
 * a missing permission or failed data condition → limited_access (the user stays).
 * Paths no rule knows need only a signed-in user; the router shows its own not-found page.
 */
export function checkRouteAccess(
  user: AccessUser | null | undefined,
  location: string,
  options: { now?: Date } = {},
): RouteAccess {
  if (!user) return { ok: false, reason: "not_auth" };
  const path = location.split(/[?#]/)[0] || "/";
  const found = findRouteRule(path);
  if (found && Object.values(found.params).some((value) => !isValidRouteId(value))) {
    return { ok: false, reason: "not_found" };
  }
  if (path !== "/profile" && mfaRequired(user, options.now)) {
    return { ok: false, reason: "mfa_required", redirect: MFA_PROFILE_PATH };
  }
  if (!found) return { ok: true };
  const { rule } = found;
  if (!hasPermission(user, rule.permissions, rule.mode)) {
    return { ok: false, reason: "limited_access", missing: [...rule.permissions] };
  }
  if (rule.condition === "requisitions" && !canUseRequisitions(user)) {
    return { ok: false, reason: "limited_access", missing: ["requisitioner"] };
  }
  if (rule.condition === "internal" && !isInternal(effectiveRole(user))) {
    return { ok: false, reason: "limited_access", missing: ["internal_role"] };
  }
  if (rule.condition === "roi_calculator" && !canUseRoiCalculator(user)) {
    return { ok: false, reason: "limited_access", missing: ["fab_shop_manager"] };
  }
  return { ok: true };
}
