import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { validationError } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { userPageHandlers, userRecord } from "./test-fixtures";

const user = userRecord();

function handlers(createReport: (input: unknown) => unknown) {
  return userPageHandlers(user, {
    "users.createReport": createReport,
    "sensors.list": () => onePage([], 100),
  });
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
      throw validationError("every: Total time must be at least 15 minutes");
    });
    renderApp("/users/9", handlers(create));
    const dialog = await openEditor();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Too often" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Total time must be at least 15 minutes")).toBeTruthy();
  });
});
