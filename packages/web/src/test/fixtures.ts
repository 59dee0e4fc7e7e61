import type { AuthUser } from "@plantwise/api/router";

type Role = AuthUser["role"];
type Permission = Role["permissions"][number];

const view = (app_section: string, edit = false): Permission =>
  ({
    app_section,
    is_viewing: true,
    is_creating: edit,
    is_updating: edit,
    is_deleting: edit,
    is_archiving: false,
  }) as Permission;

/** A customer plant admin: plant-level sections, nothing of the provider's administration. */
export const plantAdminRole: Role = {
  id: 4,
  name: "Plant Admin",
  type: 2,
  platform_role: 4,
  is_technic: false,
  is_requisitioner: false,
  is_fab_shop_manager: false,
  is_forced_mfa: false,
  permissions: [
    view("dashboard", true),
    view("controllers", true),
    view("plants", true),
    view("users", true),
    view("users_teams", true),
    view("maintenance", true),
    view("work_order_requests", true),
    view("task_procedures", true),
    view("misc_parts", true),
    view("storerooms", true),
  ],
} as Role;

/** Provider staff (the Super Admin role) holding view_settings: the outbox is theirs to read. */
export const staffRole: Role = {
  ...plantAdminRole,
  id: 1,
  name: "Super Admin",
  type: 1,
  platform_role: 1,
  permissions: [...plantAdminRole.permissions, view("settings")],
} as Role;

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 42,
    type: 2,
    role: plantAdminRole,
    temp_role: null,
    is_mfa_enabled: false,
    email: "ana.ruiz@example.com",
    first_name: "Ana",
    last_name: "Ruiz",
    full_name: "Ana Ruiz",
    language: 1,
    measuring_system: 1,
    company_id: 7,
    company: { id: 7, name: "Acme Pulp", enabled_menu_sections: null },
    plants: [{ id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 }],
    mfa_required: false,
    mfa_trusted_until: null,
    ...overrides,
  } as AuthUser;
}

/** A list procedure's answer holding `rows` on its only page. */
export function onePage<T>(rows: readonly T[], perPage = 10) {
  return { data: rows, meta: { current_page: 1, last_page: 1, per_page: perPage, total: rows.length } };
}
