import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { validationError } from "@/test/fake-trpc";
import { onePage } from "@/test/fixtures";
import { renderSignedIn, SLOW } from "./test-fixtures";

const rooms = [
  { id: 11, name: "Main stores" },
  { id: 12, name: "Spares cage" },
];

const part = {
  id: 8,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  part_number: "BRG-6205",
  name: "Bearing 6205",
  description: null,
  vendor_id: null,
  vendor_name: null,
  unit: "pcs",
  unit_cost: 12.5,
  reorder_point: 4,
  total_stock: 6,
  below_reorder: false,
  work_orders_count: 0,
  stock: [
    { store_room_id: 11, store_room_name: "Main stores", quantity: 5 },
    { store_room_id: 12, store_room_name: "Spares cage", quantity: 1 },
  ],
};

const handlers = {
  "maintenance.parts.storeRoomOptions": () => rooms,
  "maintenance.vendors.options": () => [{ id: 2, name: "SKF Canada" }],
};

const quantities = () =>
  screen
    .getAllByTestId("stock-row")
    .map((row) => (within(row).getByRole("spinbutton") as HTMLInputElement).value);

describe("part stock rows", SLOW, () => {
  it("adds a row per free store room, refuses a negative count, and saves the stock", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    renderSignedIn("/parts/new", { ...handlers, "maintenance.parts.create": create });
    fireEvent.change(await screen.findByLabelText(/^Part number/), { target: { value: "FLT-10" } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Oil filter" } });
    expect(await screen.findByText("Not stocked in any store room yet.")).toBeTruthy();
    const add = screen.getByRole("button", { name: "Add store room" });
    await waitFor(() => expect(add.hasAttribute("disabled")).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId("stock-row")).toHaveLength(1));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId("stock-row")).toHaveLength(2));
    // Every store room of the plant is listed: nothing left to add.
    expect(add.hasAttribute("disabled")).toBe(true);
    const [first, second] = screen.getAllByTestId("stock-row") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("combobox").textContent).toBe("Main stores");
    expect(within(second).getByRole("combobox").textContent).toBe("Spares cage");
    fireEvent.change(within(first).getByRole("spinbutton"), { target: { value: "-2" } });
    fireEvent.change(within(second).getByRole("spinbutton"), { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await within(first).findByText("At least 0")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(first).getByRole("spinbutton"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        plant_id: 3,
        part_number: "FLT-10",
        name: "Oil filter",
        description: null,
        vendor_id: null,
        unit: "pcs",
        unit_cost: 0,
        reorder_point: 0,
        stock: [
          { store_room_id: 11, quantity: 3 },
          { store_room_id: 12, quantity: 1.5 },
        ],
      }),
    );
  });

  it("removes a store room's row and warns when the total falls to the reorder point", async () => {
    const update = vi.fn(() => ({ id: 8 }));
    renderSignedIn("/parts/8", {
      ...handlers,
      "maintenance.parts.get": () => part,
      "maintenance.parts.update": update,
    });
    await waitFor(() => expect(quantities()).toEqual(["5", "1"]));
    expect(screen.queryByTestId("reorder-warning")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Remove the stock of Main stores" }));
    await waitFor(() => expect(quantities()).toEqual(["1"]));
    expect((await screen.findByTestId("reorder-warning")).textContent).toContain("reorder point (4 pcs)");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown[])[0]).toMatchObject({
      id: 8,
      stock: [{ store_room_id: 12, quantity: 1 }],
    });
  });

  it("shows the server's refusal of a stock row", async () => {
    const update = vi.fn(() => {
      throw validationError("stock.1.quantity: Quantity cannot be negative");
    });
    renderSignedIn("/parts/8", {
      ...handlers,
      "maintenance.parts.get": () => part,
      "maintenance.parts.update": update,
    });
    await waitFor(() => expect(quantities()).toEqual(["5", "1"]));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Quantity cannot be negative/)).toBeTruthy();
  });

  it("flags parts at or below their reorder point in the list", async () => {
    renderSignedIn("/parts", {
      "maintenance.parts.list": () =>
        onePage([
          { ...part, stock: undefined, work_orders_count: undefined, total_stock: 2, below_reorder: true },
          { ...part, id: 9, part_number: "FLT-10", name: "Filter", total_stock: 20, below_reorder: false },
        ]),
    });
    const low = (await screen.findByRole("link", { name: "BRG-6205" })).closest("tr") as HTMLElement;
    expect(within(low).getByText("Reorder")).toBeTruthy();
    expect(within(low).getByText("2 pcs")).toBeTruthy();
    const fine = screen.getByRole("link", { name: "FLT-10" }).closest("tr") as HTMLElement;
    expect(within(fine).queryByText("Reorder")).toBeNull();
  });
});
