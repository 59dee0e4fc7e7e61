import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onePage } from "@/test/fixtures";
import { libraryUser, renderSignedIn, SLOW } from "./test-fixtures";

const room = {
  id: 6,
  company_id: 7,
  plant_id: 3,
  plant_name: "Mill North",
  name: "Main stores",
  location: "Building B",
  description: null,
  items_count: 2,
};

describe("store rooms", SLOW, () => {
  it("lists store rooms with their plant and item count", async () => {
    renderSignedIn("/store-rooms", libraryUser(["storerooms"]), {
      "library.storeRooms.list": () => onePage([room]),
    });
    const row = (await screen.findByRole("link", { name: "Main stores" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Mill North")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "2" }).getAttribute("href")).toBe("/store-rooms/6/items");
  });

  it("says the items go to limbo and asks for the typed word before deleting", async () => {
    const remove = vi.fn(() => ({ status: "ok", id: 6, moved_to_limbo: 2 }));
    const { currentPath } = renderSignedIn("/store-rooms/6", libraryUser(["storerooms"]), {
      "library.storeRooms.get": () => room,
      "library.storeRooms.delete": remove,
      "library.storeRooms.list": () => onePage([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/They go to limbo/)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByTestId("confirm-word"), { target: { value: "delete" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 6, confirm: "delete" }));
    await waitFor(() => expect(currentPath()).toBe("/store-rooms"));
  });

  it("creates a store room in the selected plant", async () => {
    const create = vi.fn(() => ({ id: 9 }));
    renderSignedIn("/store-rooms/new", libraryUser(["storerooms"]), {
      "library.storeRooms.create": create,
      "library.storeRooms.get": () => ({ ...room, id: 9, items_count: 0 }),
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Spares cage" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        plant_id: 3,
        name: "Spares cage",
        location: null,
        description: null,
      }),
    );
  });

  it("lists the items held in a store room through equipments.list", async () => {
    const list = vi.fn(() =>
      onePage([
        {
          id: 40,
          name: "Spare motor 75 kW",
          equipment_type_name: "Motor",
          brand_name: "WEG",
          brand_model_id: 12,
          brand_model_name: "W22",
          part_number: "W22-280S",
          serial_number: "SN-1",
        },
      ]),
    );
    renderSignedIn("/store-rooms/6/items", libraryUser(["storerooms", "dashboard"]), {
      "library.storeRooms.get": () => room,
      "equipments.list": list,
    });
    expect(await screen.findByRole("link", { name: "Spare motor 75 kW" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Items in Main stores" })).toBeTruthy();
    expect((list.mock.calls[0] as unknown[])[0]).toMatchObject({ store_room_id: 6 });
  });
});
