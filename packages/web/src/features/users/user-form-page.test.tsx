import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { serverError } from "@/test/fake-trpc";
import { renderApp } from "@/test/render-app";
import { userPageHandlers, userRecord } from "./test-fixtures";

const record = userRecord;

function handlers(
  user: ReturnType<typeof record>,
  update = vi.fn((input: unknown) => ({ ...user, ...(input as object) })),
) {
  return userPageHandlers(user, { "users.update": update });
}

describe("user form", () => {
  it("explains that an administrator cannot switch MFA on", async () => {
    tokenStore.set("live-token");
    renderApp("/users/9", handlers(record()));
    expect(await screen.findByText(/Users switch MFA on themselves/)).toBeTruthy();
    expect(
      screen.getByText(/with none kept, the user hears of every production line of their notifiable plants/),
    ).toBeTruthy();
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
