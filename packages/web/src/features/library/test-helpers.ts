import type { AuthUser } from "@plantwise/api/router";
import { configure } from "@testing-library/react";
import { makeUser, plantAdminRole } from "@/test/fixtures";

type Role = AuthUser["role"];
type Permission = Role["permissions"][number];

/** A customer whose role holds these library sections, viewing only or with every action. */
export function libraryUser(
  sections: readonly string[],
  edit = true,
  overrides: Partial<AuthUser> = {},
): AuthUser {
  const permissions = sections.map(
    (app_section) =>
      ({
        app_section,
        is_viewing: true,
        is_creating: edit,
        is_updating: edit,
        is_deleting: edit,
        is_archiving: false,
      }) as Permission,
  );
  return makeUser({ role: { ...plantAdminRole, permissions } as Role, ...overrides });
}

export const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 10, total });

// A whole-app render under a busy test run can take more than the default second to settle.
configure({ asyncUtilTimeout: 5000 });
export const SLOW = { timeout: 20_000 };
