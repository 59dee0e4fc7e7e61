/** What the user screens' tests answer with: Nora, a plant user of Acme Pulp, and her form's options. */
import { makeUser, onePage } from "@/test/fixtures";

/** Nora as users.get answers; `over` sets what a test is about. */
export function userRecord(over: Record<string, unknown> = {}) {
  return {
    id: 9,
    first_name: "Nora",
    last_name: "Lindqvist",
    full_name: "Nora Lindqvist",
    email: "nora@acme.example",
    phone: null,
    directory_id: null,
    joined_at: null,
    role_id: 2,
    role_name: "Plant User",
    role_is_forced_mfa: false,
    company_id: 7,
    company_name: "Acme Pulp",
    distributor_id: null,
    language: 1,
    measuring_system: 1,
    hourly_rate: 40,
    is_mfa_enabled: false,
    mfa_method: null,
    notification_settings: null,
    is_active: true,
    last_login_at: null,
    has_password: true,
    plant_ids: [3],
    notifiable_plant_ids: [],
    attached: { team_memberships: 0, scheduled_reports: 0 },
    ...over,
  };
}

/** The user page's procedures for `user`, with `extra` added or replaced. */
export function userPageHandlers(user: ReturnType<typeof userRecord>, extra: Record<string, unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser() }),
    "users.get": () => user,
    "users.listReports": () => onePage([], 100),
    "users.formOptions": () => ({
      roles: [{ id: 2, name: "Plant User", type: 2, company_id: null, is_forced_mfa: false }],
      plants: [
        { id: 3, name: "Mill North", company_id: 7 },
        { id: 4, name: "Mill South", company_id: 7 },
      ],
      lines: [
        { id: 31, name: "Pulp line", plant_id: 3, kind: 1 },
        { id: 32, name: "Paper machine line", plant_id: 3, kind: 1 },
        { id: 33, name: "Compressed air", plant_id: 3, kind: 2 },
        { id: 41, name: "South line", plant_id: 4, kind: 1 },
      ],
      companies: [{ id: 7, name: "Acme Pulp" }],
      distributors: [],
      can_choose_company: false,
    }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...extra,
  };
}
