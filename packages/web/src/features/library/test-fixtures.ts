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

/** An item type's list option "Mounting" (Foot, Flange). */
export const mountingOption = {
  id: 1,
  equipment_type_id: 4,
  name: "Mounting",
  unit: null,
  value_kind: 1,
  is_category: false,
  is_card: true,
  is_rpm: false,
  position: 0,
  values: [
    { id: 11, value: "Foot", position: 0 },
    { id: 12, value: "Flange", position: 1 },
  ],
};

/** An item type's number option "Power" (kW). */
export const powerOption = {
  id: 2,
  equipment_type_id: 4,
  name: "Power",
  unit: "kW",
  value_kind: 2,
  is_category: false,
  is_card: true,
  is_rpm: false,
  position: 1,
  values: [],
};

/** The company's item type "Motor" with these options. */
export const itemType = (options: readonly object[]) => ({
  id: 4,
  company_id: 7,
  name: "Motor",
  description: null,
  category_id: null,
  category_name: null,
  is_rotating: true,
  items_count: 0,
  options,
});

export const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 10, total });

// A whole-app render under a busy test run can take more than the default second to settle.
configure({ asyncUtilTimeout: 5000 });
export const SLOW = { timeout: 20_000 };
