import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { asset, base, line, machine, meta, slow } from "./test-fixtures";

const item = (id: number, name: string, position: number, extra: object = {}) => ({
  id,
  name,
  position,
  serial_number: `SN-${id}`,
  asset_id: 40,
  has_breakdown: false,
  equipment_type_name: "Motor",
  brand_name: "WEG",
  brand_model_name: "W22",
  ...extra,
});

describe("hierarchy details pages", { timeout: 20000 }, () => {
  it("shows a line with its breadcrumb and machines, and adds a machine on that line", async () => {
    tokenStore.set("live-token");
    const create = vi.fn(() => ({ id: 31 }));
    renderApp("/production-lines/10/details", {
      ...base(),
      "productionLines.get": () =>
        line(10, "Paper machine 1", 0, {
          line_speed_rpm: 1200,
          machines_count: 2,
          assets_count: 5,
          items_count: 9,
        }),
      "productionLines.list": () => ({ data: [line(10, "Paper machine 1", 0)], meta: meta(1) }),
      "machines.list": () => ({
        data: [machine(20, "Press section", 0, { assets_count: 3 }), machine(21, "Dryer section", 1)],
        meta: meta(2),
      }),
      "machines.create": create,
    });
    const crumbs = await screen.findByRole("navigation", { name: "Location in the plant" }, slow);
    expect(within(crumbs).getByRole("link", { name: "Mill North" })).toBeTruthy();
    expect(within(crumbs).getByText("Paper machine 1")).toBeTruthy();
    expect(screen.getByText("1,200 RPM")).toBeTruthy();
    expect(await screen.findByText("Press section", {}, slow)).toBeTruthy();
    expect(screen.getAllByTestId("child-row")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "New machine" }));
    fireEvent.change(await screen.findByLabelText(/^Name/, {}, slow), { target: { value: "Headbox" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ production_line_id: 10, name: "Headbox", description: null }),
    );
  });

  it("reorders a machine's assets within the machine", async () => {
    tokenStore.set("live-token");
    const reorder = vi.fn(() => ({ status: "ok" }));
    renderApp("/machines/20/details", {
      ...base(),
      "machines.get": () => machine(20, "Press section", 0, { assets_count: 2 }),
      "assets.list": () => ({ data: [asset(40, "Main drive", 0), asset(41, "Felt roll", 1)], meta: meta(2) }),
      "assets.reorder": reorder,
    });
    const crumbs = await screen.findByRole("navigation", { name: "Location in the plant" }, slow);
    expect(within(crumbs).getByRole("link", { name: "Paper machine 1" }).getAttribute("href")).toBe(
      "/production-lines/10/details",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Move Main drive down" }, slow));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ machine_id: 20, ids: [41, 40] }));
  });

  it("lists an asset's items in their order, with links to the item and a breakdown badge", async () => {
    tokenStore.set("live-token");
    renderApp("/assets/40/details", {
      ...base(),
      "assets.get": () => asset(40, "Main drive", 0, { items_count: 2 }),
      "equipments.list": () => ({
        data: [item(51, "Motor B", 1, { has_breakdown: true }), item(50, "Gearbox A", 0)],
        meta: meta(2, 100),
      }),
    });
    const crumbs = await screen.findByRole("navigation", { name: "Location in the plant" }, slow);
    expect(within(crumbs).getByRole("link", { name: "Press section" })).toBeTruthy();
    await screen.findByText("Gearbox A", {}, slow);
    const rows = screen.getAllByTestId("child-row");
    expect(rows.map((row) => within(row).getAllByRole("link")[0]!.textContent)).toEqual([
      "Gearbox A",
      "Motor B",
    ]);
    expect(within(rows[1]!).getByText("Breakdown")).toBeTruthy();
    expect(within(rows[0]!).getByRole("link", { name: "Gearbox A" }).getAttribute("href")).toBe(
      "/equipments/50/details/main",
    );
  });

  it("says when the record is not found", async () => {
    tokenStore.set("live-token");
    renderApp("/machines/999/details", {
      ...base(),
      "machines.get": () => {
        throw new Error("Machine not found");
      },
    });
    expect(await screen.findByText("Machine not found", {}, { timeout: 5000 })).toBeTruthy();
  });
});
