import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { orderedInput } from "./equipments-page";
import { equipmentHandlers, listRows, viewerUser } from "./test-fixtures";

/** alarms.itemStatus's answer for the fixtures' two items: the motor in alarm with a velocity. */
const status = () => [
  {
    id: 101,
    name: "Main drive motor",
    equipment_type_id: 5,
    equipment_type_name: "Motor",
    asset_id: 31,
    asset_name: "Drive end",
    machine_id: 21,
    machine_name: "Press 1",
    production_line_id: 11,
    production_line_name: "Line A",
    health: "alarm",
    open_counts: { warning: 0, alarm: 1 },
    velocity: { value: 9.37, axis: 1, at: new Date(Date.now() - 5 * 60_000).toISOString() },
    temperature: null,
  },
  {
    id: 102,
    name: "Spare pump",
    equipment_type_id: 6,
    equipment_type_name: "Pump",
    asset_id: null,
    asset_name: null,
    machine_id: null,
    machine_name: null,
    production_line_id: null,
    production_line_name: null,
    health: "no_data",
    open_counts: { warning: 0, alarm: 0 },
    velocity: null,
    temperature: null,
  },
];

describe("equipment list", () => {
  it("shows the plant's items as cards with place, health and breakdown", { timeout: 20_000 }, async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/equipments", equipmentHandlers());
    const cards = await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    expect(cards).toHaveLength(2);
    const motor = cards[0]!;
    expect(within(motor).getByText("Main drive motor")).toBeTruthy();
    expect(within(motor).getByText("Siemens · 1LE1")).toBeTruthy();
    expect(within(motor).getByText("Mill North › Line A › Press 1 › Drive end")).toBeTruthy();
    expect(within(motor).getByText("Breakdown")).toBeTruthy();
    expect(within(motor).getByText("No data")).toBeTruthy();
    expect(within(cards[1]!).getByText("Store room: Main store")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New item" })).toBeTruthy();
  });

  it("hides the create button from a user who may only view", { timeout: 20_000 }, async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/equipments", equipmentHandlers(viewerUser()));
    await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    expect(screen.queryByRole("button", { name: "New item" })).toBeNull();
  });

  it("shows each card's type icon, health and latest velocity instead of a picture", {
    timeout: 20_000,
  }, async () => {
    tokenStore.set("live-token");
    const itemStatus = vi.fn(status);
    renderApp("/dashboard/equipments", equipmentHandlers(undefined, { "alarms.itemStatus": itemStatus }));
    const cards = await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    const motor = cards[0]!;
    await waitFor(() => expect(within(motor).getByTestId("health").textContent).toBe("Alarm"));
    expect(itemStatus).toHaveBeenCalledWith({ plant_id: 3 });
    expect(within(motor).getByTestId("card-velocity").textContent).toBe("9.4 mm/sX5 min. ago");
    expect(motor.querySelector("svg.lucide-zap")).toBeTruthy();
    expect(motor.querySelector("img")).toBeNull();
    const pump = cards[1]!;
    expect(within(pump).getByTestId("health").textContent).toBe("No data");
    expect(within(pump).queryByTestId("card-velocity")).toBeNull();
    expect(pump.querySelector("svg.lucide-droplets")).toBeTruthy();
  });

  it("asks for the items worst health first, A–Z as the other order", { timeout: 20_000 }, async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({
      data: listRows,
      meta: { current_page: 1, last_page: 1, per_page: 24, total: listRows.length },
    }));
    renderApp("/dashboard/equipments", equipmentHandlers(undefined, { "equipments.list": list }));
    await screen.findAllByTestId("list-card", {}, { timeout: 8000 });
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ plant_id: 3, orderByColumn: "health", orderByMethod: "asc" }),
    );
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Order" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "A–Z" }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ plant_id: 3, orderByColumn: "name", orderByMethod: "asc" }),
      ),
    );
    expect(list).not.toHaveBeenLastCalledWith(expect.objectContaining({ order: "name" }));
  });

  it("lets a sorted column win over the order choice", () => {
    expect(orderedInput({ page: 1, max: 24 })).toEqual({
      page: 1,
      max: 24,
      orderByColumn: "health",
      orderByMethod: "asc",
    });
    expect(orderedInput({ page: 1, max: 24, order: "name" })).toMatchObject({ orderByColumn: "name" });
    expect(
      orderedInput({ page: 2, max: 24, order: "name", orderByColumn: "type", orderByMethod: "desc" }),
    ).toEqual({ page: 2, max: 24, orderByColumn: "type", orderByMethod: "desc" });
  });
});
