import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { base, line, meta, slow, viewerUser } from "./test-fixtures";

const rows = [
  line(10, "Paper machine 1", 0, { machines_count: 4, assets_count: 10, items_count: 21 }),
  line(11, "Winder", 1),
  line(13, "Coater", 2),
];

describe("production lines and utilities", { timeout: 20000 }, () => {
  it("lists the plant's lines as a grid of 18 and moves one up through productionLines.reorder", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({ data: rows, meta: meta(rows.length) }));
    const reorder = vi.fn(() => ({ status: "ok", ids: [11, 10, 13] }));
    renderApp("/dashboard/production-lines", {
      ...base(),
      "productionLines.list": list,
      "productionLines.reorder": reorder,
    });
    expect(await screen.findByText("Paper machine 1", {}, slow)).toBeTruthy();
    expect(screen.getAllByTestId("list-card")).toHaveLength(3);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, kind: 1, max: 18, page: 1 }));
    fireEvent.click(screen.getByRole("button", { name: "Move Winder up" }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ plant_id: 3, kind: 1, ids: [11, 10, 13] }));
  });

  it("asks for a name before creating a utility, then creates it in the selected plant", async () => {
    tokenStore.set("live-token");
    const create = vi.fn(() => ({ id: 44 }));
    const { currentPath } = renderApp("/dashboard/utilities", {
      ...base(),
      "productionLines.list": () => ({ data: [], meta: meta(0) }),
      "productionLines.create": create,
      "productionLines.get": () => line(44, "Steam", 0, { kind: 2 }),
      "machines.list": () => ({ data: [], meta: meta(0) }),
    });
    expect(await screen.findByText("No utilities in this plant", {}, slow)).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "New utility" })[0]!);
    fireEvent.click(await screen.findByRole("button", { name: "Create" }, slow));
    expect(await screen.findByText("Required", {}, slow)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Steam" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Steam",
        description: null,
        line_speed_rpm: null,
        rpm_node_id: null,
        rpm_node_parameter: null,
        plant_id: 3,
        kind: 2,
      }),
    );
    await waitFor(() => expect(currentPath()).toBe("/utilities/44/details"));
  });

  it("hides create, reorder and delete from a user who may only view the dashboard", async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/production-lines", {
      ...base(viewerUser()),
      "productionLines.list": () => ({ data: rows, meta: meta(rows.length) }),
    });
    expect(await screen.findByText("Winder", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New ProdLine" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move Winder up" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Winder" })).toBeNull();
  });

  it("asks for the typed word before deleting a line with machines and says the items go to limbo", async () => {
    tokenStore.set("live-token");
    const remove = vi.fn(() => ({ status: "ok", id: 10, items_to_limbo: 21 }));
    renderApp("/dashboard/production-lines", {
      ...base(),
      "productionLines.list": () => ({ data: rows, meta: meta(rows.length) }),
      "productionLines.delete": remove,
      "dashboard.counters": () => ({
        utilities: 0,
        production_lines: 2,
        machines: 0,
        assets: 0,
        equipments: 0,
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Paper machine 1" }, slow));
    expect(await screen.findByText(/they move to limbo/)).toBeTruthy();
    expect(screen.getByText(/4 machines, 10 assets, 21 items/)).toBeTruthy();
    const confirm = screen.getByRole("button", { name: "Delete" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByTestId("confirm-word"), { target: { value: "delete" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 10, confirm: "delete" }));
    expect(await screen.findByText("21 items moved to limbo", {}, slow)).toBeTruthy();
  });
});
