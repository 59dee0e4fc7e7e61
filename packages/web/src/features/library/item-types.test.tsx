import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FakeHandlers } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { itemType, libraryUser, mountingOption, powerOption, renderSignedIn, SLOW } from "./test-fixtures";

const sections = ["equipment_types", "equipment_types_categories"];
const type = itemType([mountingOption, powerOption]);
/** The app at `path` for a user of the item-type screens, with no categories to pick. */
const open = (path: string, handlers: FakeHandlers) =>
  renderSignedIn(path, libraryUser(sections), { "library.categories.list": () => onePage([]), ...handlers });

describe("item types", SLOW, () => {
  it("lists item types with their options", async () => {
    open("/equipment-types", {
      "library.types.list": () => onePage([type]),
    });
    const row = (await screen.findByRole("link", { name: "Motor" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Mounting, Power")).toBeTruthy();
  });

  it("reorders options and values, and saves them in the new order", async () => {
    const update = vi.fn(() => ({ id: 4 }));
    open("/equipment-types/4", {
      "library.types.get": () => type,
      "library.types.update": update,
      "library.types.list": () => onePage([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Move Power up" }));
    fireEvent.click(screen.getByRole("button", { name: "Move Flange up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = (update.mock.calls[0] as unknown[])[0] as { options: { name: string; values: unknown[] }[] };
    expect(sent.options.map((o) => o.name)).toEqual(["Power", "Mounting"]);
    expect(sent.options[0]?.values).toEqual([]);
    expect(sent.options[1]?.values).toEqual([
      { id: 12, value: "Flange" },
      { id: 11, value: "Foot" },
    ]);
  });

  it("refuses a second Category option and a list option without values", async () => {
    const create = vi.fn(() => ({ id: 5 }));
    open("/equipment-types/new", {
      "library.types.create": create,
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Pump" } });
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    fireEvent.change(screen.getByLabelText(/^Option name/), { target: { value: "Stages" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("A list option needs at least one value")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows a shared item type read-only to a customer", async () => {
    open("/equipment-types/4", {
      "library.types.get": () => ({ ...type, company_id: null }),
    });
    expect(await screen.findByText(/belongs to the shared library/)).toBeTruthy();
    expect(screen.getByText("Foot, Flange")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});
