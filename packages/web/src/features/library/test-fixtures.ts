import type { AuthUser } from "@plantwise/api/router";
import { tokenStore } from "@/auth/auth-store";
import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

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

/** An item type's option: a number option "Power" (kW) of the type "Motor" unless told. */
export const typeOption = (over: object = {}) => ({
  id: 2,
  equipment_type_id: 4,
  name: "Power",
  unit: "kW" as string | null,
  value_kind: 2,
  is_category: false,
  is_card: true,
  is_rpm: false,
  position: 1,
  values: [] as { id: number; value: string; position: number }[],
  ...over,
});

/** An item type's list option "Mounting" (Foot, Flange). */
export const mountingOption = typeOption({
  id: 1,
  name: "Mounting",
  unit: null,
  value_kind: 1,
  position: 0,
  values: [
    { id: 11, value: "Foot", position: 0 },
    { id: 12, value: "Flange", position: 1 },
  ],
});

/** An item type's number option "Power" (kW). */
export const powerOption = typeOption();

/** The company's item type "Motor" with these options (and other fields as told). */
export const itemType = (options: readonly object[], over: object = {}) => ({
  id: 4,
  company_id: 7 as number | null,
  name: "Motor",
  description: null,
  category_id: null,
  category_name: null,
  is_rotating: true,
  items_count: 0,
  options,
  ...over,
});

/**
 * Signs `user` in and renders the whole app at `path`, answered by `handlers` (the user and the
 * page-visit beacon come with it).
 */
export function renderSignedIn(path: string, user: AuthUser, handlers: FakeHandlers = {}) {
  tokenStore.set("live-token");
  return renderApp(path, {
    "auth.user": () => ({ user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...handlers,
  });
}

/** A whole-app render under a busy test run can take long to settle: a test's own limit. */
export const SLOW = { timeout: 20_000 };
