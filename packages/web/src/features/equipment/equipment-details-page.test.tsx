import type { AuthUser } from "@plantwise/api/router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { type FakeHandlers, serverError } from "@/test/fake-trpc";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { equipmentHandlers } from "./test-fixtures";

const libraryView = (app_section: string) =>
  ({
    app_section,
    is_viewing: true,
    is_creating: false,
    is_updating: false,
    is_deleting: false,
    is_archiving: false,
  }) as (typeof plantAdminRole.permissions)[number];

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };

/** Item 101's main tab, signed in (as `user`), with these procedures answered as told. */
function renderItem(overrides: FakeHandlers = {}, user?: AuthUser) {
  tokenStore.set("live-token");
  return renderApp("/equipments/101/details/main", equipmentHandlers(user, overrides));
}

/** Opens the dialog of the page's button `name`, once the page is there. */
async function openDialog(name: string) {
  fireEvent.click(await screen.findByRole("button", { name }, wait));
  return screen.findByRole("dialog");
}

describe("item details", () => {
  it("shows the item's fields, options, components and history", slow, async () => {
    renderItem();
    expect(await screen.findByRole("heading", { name: "Main drive motor" }, wait)).toBeTruthy();
    expect(screen.getAllByText("Mill North › Line A › Press 1 › Drive end").length).toBeGreaterThan(0);
    expect(screen.getByText("Power")).toBeTruthy();
    expect(screen.getByText("75 kW")).toBeTruthy();
    expect(screen.getByText("Coupling")).toBeTruthy();
    expect(
      within(screen.getByTestId("history")).getByText("Moved from Store room Main store to Asset Drive end"),
    ).toBeTruthy();
    expect(screen.getByText("RPM parameters are not set.")).toBeTruthy();
    expect(screen.getByText("No pictures yet.")).toBeTruthy();
  });

  it("shows the server's message when the RPM formula lacks {value}", slow, async () => {
    const rpm = vi.fn(() => {
      throw serverError("rpm_formula: must contain the value placeholder {value}", 422, "BAD_REQUEST", [
        ["rpm_formula: must contain the value placeholder {value}"],
      ]);
    });
    renderItem({ "equipments.rpmParams": rpm });
    const dialog = await openDialog("Edit RPM parameters");
    fireEvent.change(within(dialog).getByLabelText(/^Formula/), { target: { value: "2 * 3" } });
    // No source chosen yet: the form asks for one before calling the server.
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    expect(rpm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /RPM source/ }));
    fireEvent.click(await screen.findByRole("option", { name: "2 · Specification" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(rpm).toHaveBeenCalled());
    expect(rpm.mock.calls[0]).toEqual([
      expect.objectContaining({ itemId: 101, rpm_source_item: 2, rpm_formula: "2 * 3", rpm_value: null }),
    ]);
    expect(await within(dialog).findByText("must contain the value placeholder {value}")).toBeTruthy();
  });

  it("moves the item to limbo", slow, async () => {
    const move = vi.fn(() => ({ status: "ok", data: { id: 101, from: "Asset Drive end", to: "Limbo" } }));
    renderItem({ "equipments.move": move });
    const dialog = await openDialog("Move");
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Place" }));
    fireEvent.click(await screen.findByRole("option", { name: "In limbo" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(move).toHaveBeenCalledWith({ itemId: 101, limbo: true }));
  });

  it("deletes the item after confirmation and returns to the list", slow, async () => {
    const remove = vi.fn(() => ({ status: "ok", ids: [101] }));
    const { currentPath } = renderItem({ "equipments.delete": remove });
    const dialog = await openDialog("Delete");
    expect(within(dialog).getByText("Delete Main drive motor?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 101 }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/equipments"));
  });

  it("refuses to save an item without a name", slow, async () => {
    const update = vi.fn(() => ({ id: 101 }));
    renderItem({ "equipments.update": update });
    const dialog = await openDialog("Edit item");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: " " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Main drive motor 2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]).toEqual([
      expect.objectContaining({
        id: 101,
        name: "Main drive motor 2",
        asset_id: 31,
        is_store_room: false,
        is_limbo: false,
        child_components: [expect.objectContaining({ name: "Coupling", quantity: 2, notes: null })],
      }),
    ]);
  });
});

describe("item form options", () => {
  it("renders the type's options by kind and saves their values", slow, async () => {
    const librarian = makeUser({
      role: {
        ...plantAdminRole,
        permissions: [...plantAdminRole.permissions, libraryView("equipment_types")],
      },
    });
    const update = vi.fn(() => ({ id: 101 }));
    renderItem({ "equipments.update": update }, librarian);
    const dialog = await openDialog("Edit item");
    const options = await within(dialog).findByTestId("option-fields", {}, wait);
    expect((within(options).getByLabelText("Power (kW)") as HTMLInputElement).value).toBe("75");
    fireEvent.click(within(options).getByRole("combobox", { name: "Enclosure" }));
    fireEvent.click(await screen.findByRole("option", { name: "IP65" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]).toEqual([
      expect.objectContaining({
        option_values: [
          { option_id: 1, value: "75" },
          { option_id: 2, option_value_id: 22 },
        ],
      }),
    ]);
  });
});

describe("item request and sensor tabs", () => {
  it("tells a role without requisitions so on the service tab", slow, async () => {
    tokenStore.set("live-token");
    renderApp("/equipments/101/details/service", equipmentHandlers());
    expect(await screen.findByText("Requisitions are not open to your role", {}, wait)).toBeTruthy();
  });
});
