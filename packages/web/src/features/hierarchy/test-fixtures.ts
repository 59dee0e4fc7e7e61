import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser, plantAdminRole } from "@/test/fixtures";

export const meta = (total: number, perPage = 18) => ({
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

export const line = (id: number, name: string, position: number, extra: object = {}) => ({
  id,
  company_id: 7,
  plant_id: 3,
  kind: 1,
  name,
  description: null,
  position,
  line_speed_rpm: null,
  rpm_node_id: null,
  rpm_node_parameter: null,
  plant_name: "Mill North",
  machines_count: 0,
  assets_count: 0,
  items_count: 0,
  ...extra,
});

export const machine = (id: number, name: string, position: number, extra: object = {}) => ({
  id,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  production_line_id: 10,
  production_line_name: "Paper machine 1",
  production_line_kind: 1,
  name,
  description: null,
  position,
  assets_count: 0,
  items_count: 0,
  ...extra,
});

export const asset = (id: number, name: string, position: number, extra: object = {}) => ({
  id,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  machine_id: 20,
  machine_name: "Press section",
  production_line_id: 10,
  production_line_name: "Paper machine 1",
  application_id: null,
  application_name: null,
  name,
  description: null,
  position,
  items_count: 0,
  ...extra,
});

/** A user who sees the dashboard but may not create, edit or delete anything on it. */
export const viewerUser = () =>
  makeUser({
    role: {
      ...plantAdminRole,
      permissions: plantAdminRole.permissions.map((p) =>
        p.app_section === "dashboard"
          ? { ...p, is_creating: false, is_updating: false, is_deleting: false }
          : p,
      ),
    },
  });

export const base = (user = makeUser()): FakeHandlers => ({
  "auth.user": () => ({ user }),
  "analytics.pageVisit": () => ({ status: "ok" }),
});

/** The first screen of a test waits for the lazy app shell, which is slow on a busy machine. */
export const slow = { timeout: 10000 };
