import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { libraryUser, renderSignedIn, SLOW } from "@/features/library/test-fixtures";
import type { FakeHandlers } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";

const sections = ["settings", "equipment_types"];
const rows = [
  {
    id: 1,
    company_id: null,
    name: "Imbalance",
    description: "1× running speed dominant, radial",
    recommendation: "Balance the rotor",
    equipment_type_id: null,
  },
  {
    id: 2,
    company_id: 7,
    name: "Cavitation",
    description: "Broadband high-frequency noise",
    recommendation: "Check suction pressure",
    equipment_type_id: 4,
  },
];
const handlers = {
  "library.faults.list": () => onePage(rows),
  "library.types.list": () => onePage([{ id: 4, company_id: 7, name: "Pump" }]),
};

/** The faults tab for a user of settings and item types, editing unless told. */
const open = (more: FakeHandlers = {}, edit = true) =>
  renderSignedIn("/settings/faults", libraryUser(sections, edit), { ...handlers, ...more });

describe("faults settings tab", SLOW, () => {
  it("lists the catalogue with item types, shared faults badged", async () => {
    open();
    const shared = (await screen.findByRole("button", { name: "Imbalance" })).closest("tr") as HTMLElement;
    expect(within(shared).getByText("Shared library")).toBeTruthy();
    expect(within(shared).getByText("Balance the rotor")).toBeTruthy();
    expect(within(shared).getByText("Any item type")).toBeTruthy();
    const own = screen.getByRole("button", { name: "Cavitation" }).closest("tr") as HTMLElement;
    expect(await within(own).findByText("Pump")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "New fault" }).length).toBeGreaterThan(0);
  });

  it("hides the create button from a view-only user and shows shared faults read-only", async () => {
    open({}, false);
    fireEvent.click(await screen.findByRole("button", { name: "Imbalance" }));
    expect(screen.queryByRole("button", { name: "New fault" })).toBeNull();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Balance the rotor")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("asks for a name, then creates the fault", async () => {
    const create = vi.fn(() => ({ id: 3 }));
    open({
      "library.faults.create": create,
    });
    fireEvent.click(await screen.findByRole("button", { name: "New fault" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Looseness" } });
    fireEvent.change(within(dialog).getByLabelText(/^Recommendation/), {
      target: { value: "Tighten bolts" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((create.mock.calls[0] as unknown[])[0]).toEqual({
      name: "Looseness",
      description: null,
      recommendation: "Tighten bolts",
      equipment_type_id: null,
    });
    expect(await screen.findByText("Fault created")).toBeTruthy();
  });
});
