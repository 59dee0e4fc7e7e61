import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { libraryUser, renderSignedIn, SLOW } from "@/features/library/test-fixtures";
import { type FakeHandlers, serverError } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";

const sections = ["settings", "library"];
const geometry = {
  bore_mm: 25,
  outer_diameter_mm: 52,
  width_mm: 15,
  notes: null,
};
const rows = [
  {
    id: 1,
    company_id: null,
    brand_id: 3,
    brand_name: "SKF",
    designation: "6205",
    ball_count: 9,
    ball_diameter_mm: 7.94,
    pitch_diameter_mm: 39.04,
    contact_angle_deg: 0,
    ...geometry,
    frequencies: { ftf: 0.398, bpfo: 3.585, bpfi: 5.415, bsf: 2.357 },
  },
  {
    id: 2,
    company_id: 7,
    brand_id: null,
    brand_name: null,
    designation: "Acme 7310",
    ball_count: 12,
    ball_diameter_mm: 12,
    pitch_diameter_mm: 80,
    contact_angle_deg: 40,
    ...geometry,
    frequencies: null,
  },
];
const handlers = {
  "library.bearings.list": () => onePage(rows),
  "library.brands.list": () => onePage([{ id: 3, company_id: null, name: "SKF" }]),
};

/** The bearings tab for a user of settings and the library, editing unless told. */
const open = (more: FakeHandlers = {}, edit = true) =>
  renderSignedIn("/settings/bearing", libraryUser(sections, edit), { ...handlers, ...more });

describe("bearings settings tab", SLOW, () => {
  it("lists bearings with their geometry and defect orders, shared ones badged", async () => {
    open();
    const row = (await screen.findByRole("button", { name: "6205" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Shared library")).toBeTruthy();
    expect(within(row).getByText("SKF")).toBeTruthy();
    expect(within(row).getByText("3.585×")).toBeTruthy();
    expect(within(row).getByText("5.415×")).toBeTruthy();
    const own = screen.getByRole("button", { name: "Acme 7310" }).closest("tr") as HTMLElement;
    expect(within(own).getByText("Company")).toBeTruthy();
    expect(within(own).getAllByText("—").length).toBe(4);
    expect(screen.getAllByRole("button", { name: "New bearing" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Bearings", current: "page" })).toBeTruthy();
  });

  it("hides the create button from a view-only user", async () => {
    open({}, false);
    await screen.findByRole("button", { name: "6205" });
    expect(screen.queryByRole("button", { name: "New bearing" })).toBeNull();
  });

  it("checks the geometry, shows the server's field message, then creates", async () => {
    let attempt = 0;
    const create = vi.fn(() => {
      attempt += 1;
      if (attempt === 1) {
        throw serverError("Validation failed", 422, "UNPROCESSABLE_CONTENT", [
          ["designation: A bearing named 6206 already exists"],
        ]);
      }
      return { id: 9 };
    });
    open({
      "library.bearings.create": create,
    });
    fireEvent.click(await screen.findByRole("button", { name: "New bearing" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect((await within(dialog).findAllByText("Required")).length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText(/^Designation/), { target: { value: "6206" } });
    fireEvent.change(within(dialog).getByLabelText(/^Rolling elements/), { target: { value: "2.5" } });
    fireEvent.change(within(dialog).getByLabelText(/^Rolling-element Ø/), { target: { value: "50" } });
    fireEvent.change(within(dialog).getByLabelText(/^Pitch Ø/), { target: { value: "46" } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact angle/), { target: { value: "90" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Enter a whole number of 1 or more")).toBeTruthy();
    expect(within(dialog).getByText("Must be smaller than the pitch diameter")).toBeTruthy();
    expect(within(dialog).getByText("Between 0 and 89.9 degrees")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Rolling elements/), { target: { value: "9" } });
    fireEvent.change(within(dialog).getByLabelText(/^Rolling-element Ø/), { target: { value: "7.94" } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact angle/), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("A bearing named 6206 already exists")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Designation/), { target: { value: "6206-2RS" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect((create.mock.calls[1] as unknown[])[0]).toEqual({
      designation: "6206-2RS",
      brand_id: null,
      ball_count: 9,
      ball_diameter_mm: 7.94,
      pitch_diameter_mm: 46,
      contact_angle_deg: 0,
      bore_mm: null,
      outer_diameter_mm: null,
      width_mm: null,
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens a shared bearing read-only for a customer, without delete", async () => {
    open();
    fireEvent.click(await screen.findByRole("button", { name: "6205" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/belongs to the shared library/)).toBeTruthy();
    expect(within(dialog).getByText("3.585×")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("deletes a company bearing after confirmation", async () => {
    const remove = vi.fn(() => ({ status: "ok", id: 2 }));
    open({
      "library.bearings.delete": remove,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Acme 7310" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog").catch(() => null);
    const scope = confirm ?? (screen.getAllByRole("dialog").at(-1) as HTMLElement);
    fireEvent.click(within(scope).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));
  });
});
