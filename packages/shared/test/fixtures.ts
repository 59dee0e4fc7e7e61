import {
  type AccessRole,
  type AccessUser,
  APP_SECTIONS,
  type AppSection,
  type PlatformRole,
  type RolePermission,
  RoleType,
} from "../src";

type Flags = "v" | "c" | "e" | "d" | "a";

export function perm(section: AppSection, flags: `${Flags}${string}` | Flags = "v"): RolePermission {
  return {
    app_section: section,
    is_viewing: flags.includes("v"),
    is_creating: flags.includes("c"),
    is_updating: flags.includes("e"),
    is_deleting: flags.includes("d"),
    is_archiving: flags.includes("a"),
  };
}

export function role(overrides: Partial<AccessRole> = {}): AccessRole {
  return {
    id: 1,
    name: "Test role",
    type: RoleType.CUSTOMER,
    platform_role: null,
    is_technic: false,
    is_requisitioner: false,
    is_fab_shop_manager: false,
    is_forced_mfa: false,
    permissions: [],
    ...overrides,
  };
}

export function user(
  roleOverrides: Partial<AccessRole> = {},
  overrides: Partial<AccessUser> = {},
): AccessUser {
  return { id: 1, type: 2, role: role(roleOverrides), temp_role: null, is_mfa_enabled: false, ...overrides };
}

/** Every section viewable, with the given flags. */
export function allSections(flags: Flags | `${Flags}${string}` = "v"): RolePermission[] {
  return APP_SECTIONS.map((section) => perm(section, flags));
}

export const platform = (platform_role: PlatformRole) => ({ platform_role });
