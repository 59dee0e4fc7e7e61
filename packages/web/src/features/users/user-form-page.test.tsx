import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

  it("chooses the notifiable production lines of each notifiable plant, and shows them again", async () => {
    tokenStore.set("live-token");
    const update = vi.fn((input: unknown) => ({ ...record(), ...(input as object) }));
    // Stored: line 41 (Mill South, limited to it) and 999, a line of a plant this admin cannot see.
    const saved = record({
      notifiable_plant_ids: [3, 4],
      notification_settings: {
        email: false,
        real_time: true,
        adding_notes: false,
        requisitions: false,
        daily_summary_time: null,
        production_line_ids: [41, 999],
      },
    });
    renderApp("/users/9", handlers(saved, update));
    const north = await screen.findByRole("group", { name: "Mill North" });
    const south = screen.getByRole("group", { name: "Mill South" });
    // Mill North sends every line; Mill South only its chosen line, shown checked.
    expect(within(north).getByText("Events of all its 3 lines are sent.")).toBeTruthy();
    expect(within(south).getByRole("checkbox", { name: "South line" }).getAttribute("data-state")).toBe(
      "checked",
    );

    fireEvent.click(within(north).getByRole("checkbox", { name: "Only the lines chosen" }));
    // Limited with none chosen: the spec's "at least one notifiable production line".
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await within(north).findByText("Select at least one production line, or send all lines."),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(within(north).getByRole("checkbox", { name: /^Compressed air.*utility$/ }));
    fireEvent.click(within(north).getByRole("checkbox", { name: "Pulp line" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0]![0] as { notification_settings: { production_line_ids: number[] } };
    expect(sent.notification_settings.production_line_ids.sort((a, b) => a - b)).toEqual([31, 33, 41, 999]);
  });
});
