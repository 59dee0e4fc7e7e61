import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { serverError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

const user = {
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
};

function handlers(createReport: (input: unknown) => unknown) {
  return {
    "auth.user": () => ({ user: makeUser() }),
    "users.get": () => user,
    "users.listReports": () => ({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
    }),
    "users.createReport": createReport,
    "users.formOptions": () => ({
      roles: [{ id: 2, name: "Plant User", type: 2, company_id: null, is_forced_mfa: false }],
      plants: [{ id: 3, name: "Mill North", company_id: 7 }],
      companies: [{ id: 7, name: "Acme Pulp" }],
      distributors: [],
      can_choose_company: false,
    }),
    "sensors.list": () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 } }),
    "analytics.pageVisit": () => ({ status: "ok" }),
  };
}

async function openEditor() {
  fireEvent.click(await screen.findByRole("button", { name: "New report" }));
  return screen.findByRole("dialog");
}

describe("scheduled report editor", () => {
  it("sends the start as an instant of the report's time zone with the schedule fields", async () => {
    tokenStore.set("live-token");
    const create = vi.fn((input: unknown) => ({ id: 1, ...(input as object) }));
    renderApp("/users/9", handlers(create));
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Quarter-hourly" } });
    fireEvent.change(within(dialog).getByLabelText(/^Starts at/), { target: { value: "2030-03-10T09:30" } });
    fireEvent.change(within(dialog).getByLabelText(/^Every/), { target: { value: "15" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    // The time zone defaults to UTC: 09:30 local is 09:30Z.
    expect(create.mock.calls[0]![0]).toMatchObject({
      userId: 9,
      name: "Quarter-hourly",
      starts_at: "2030-03-10T09:30:00.000Z",
      every: 15,
      unit: "day",
      period: "day",
      period_from: null,
      period_to: null,
      sensor_ids: [],
    });
  });

  it("shows the server's 422 on the field it names", async () => {
    tokenStore.set("live-token");
    const create = vi.fn(() => {
      throw serverError("Validation error", 422, "BAD_REQUEST", [
        ["every: Total time must be at least 15 minutes"],
      ]);
    });
    renderApp("/users/9", handlers(create));
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Too often" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Total time must be at least 15 minutes")).toBeTruthy();
  });
});
