import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { serverError } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

function record(over: Record<string, unknown> = {}) {
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

function handlers(
  user: ReturnType<typeof record>,
  update = vi.fn((input: unknown) => ({ ...user, ...(input as object) })),
) {
  return {
    "auth.user": () => ({ user: makeUser() }),
    "users.get": () => user,
    "users.update": update,
    "users.listReports": () => ({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
    }),
    "users.formOptions": () => ({
      roles: [{ id: 2, name: "Plant User", type: 2, company_id: null, is_forced_mfa: false }],
      plants: [{ id: 3, name: "Mill North", company_id: 7 }],
      companies: [{ id: 7, name: "Acme Pulp" }],
      distributors: [],
      can_choose_company: false,
    }),
    "analytics.pageVisit": () => ({ status: "ok" }),
  };
}

describe("user form", () => {
  it("explains that an administrator cannot switch MFA on", async () => {
    tokenStore.set("live-token");
    renderApp("/users/9", handlers(record()));
    expect(await screen.findByText(/Users switch MFA on themselves/)).toBeTruthy();
    expect(screen.getByText(/Production lines arrive with the asset hierarchy/)).toBeTruthy();
    expect(await screen.findByText("No scheduled reports")).toBeTruthy();
  });

  it("offers switching an enabled MFA off and sends only that change", async () => {
    tokenStore.set("live-token");
    const update = vi.fn((input: unknown) => ({ ...record(), ...(input as object) }));
    renderApp("/users/9", handlers(record({ is_mfa_enabled: true }), update));
    const mfa = await screen.findByRole("checkbox", { name: "Second-factor authentication (MFA)" });
    fireEvent.click(mfa);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![0]).toMatchObject({ id: 9, is_mfa_enabled: false, plant_ids: [3] });
  });

  it("shows the forced-MFA rule instead of a switch", async () => {
    tokenStore.set("live-token");
    renderApp("/users/9", handlers(record({ is_mfa_enabled: true, role_is_forced_mfa: true })));
    expect(await screen.findByText(/requires MFA, so it cannot be switched off/)).toBeTruthy();
  });

  it("puts the server's duplicate e-mail message on the e-mail field", async () => {
    tokenStore.set("live-token");
    const update = vi.fn(() => {
      throw serverError("This e-mail address is already in use", 422, "BAD_REQUEST", [
        ["email: This e-mail address is already in use"],
      ]);
    });
    renderApp("/users/9", handlers(record(), update));
    await screen.findByDisplayValue("nora@acme.example");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This e-mail address is already in use")).toBeTruthy();
  });
});
