import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { alarm } from "@/features/alarms/test-fixtures";
import { renderApp } from "@/test/render-app";
import { windowWidth } from "@/test/window-width";
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

/** alarms.itemStatus's row of an item. */
const status = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  equipment_type_id: 5,
  equipment_type_name: "Motor",
  asset_id: 40,
  asset_name: "Main drive",
  machine_id: 20,
  machine_name: "Press section",
  production_line_id: 10,
  production_line_name: "Paper machine 1",
  health: "no_data",
  open_counts: { warning: 0, alarm: 0 },
  velocity: null,
  temperature: null,
  ...extra,
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

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

  it("counts every open alarm of the machine in its panel and links to the list narrowed to it", async () => {
    tokenStore.set("live-token");
    // Twelve open alarms: the panel shows ten and asks for the total once every row it shows is open.
    const list = vi.fn((input: unknown) => {
      const { max } = input as { max: number };
      const open = Array.from({ length: 12 }, (_, i) => alarm({ id: 100 + i, machine_id: 20 }));
      return { data: open.slice(0, max), meta: { ...meta(12), per_page: max } };
    });
    renderApp("/machines/20/details", {
      ...base(),
      "machines.get": () => machine(20, "Press section", 0),
      "assets.list": () => ({ data: [], meta: meta(0) }),
      "alarms.list": list,
    });
    const more = await screen.findByRole("link", { name: "Showing 10 of 12 open alarms" }, slow);
    expect(more.getAttribute("href")).toBe("/dashboard/alarms?machine=20");
    expect(screen.getByRole("link", { name: "All alarms" }).getAttribute("href")).toBe(
      "/dashboard/alarms?machine=20",
    );
    expect(screen.getByText("(12)")).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ max: 1, status: "open", machine_id: 20 });
  });

  it("asks no open total when the panel already holds every open alarm", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({
      data: [alarm({ id: 1 }), alarm({ id: 2, is_open: false, cleared_at: "2026-03-01T11:00:00.000Z" })],
      meta: meta(2),
    }));
    renderApp("/machines/20/details", {
      ...base(),
      "machines.get": () => machine(20, "Press section", 0),
      "assets.list": () => ({ data: [], meta: meta(0) }),
      "alarms.list": list,
    });
    expect(await screen.findByText("(1)", {}, slow)).toBeTruthy();
    expect(screen.queryByText(/open alarms$/)).toBeNull();
    expect(list).toHaveBeenCalledTimes(1);
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

  it.each([
    ["a table", 1440],
    ["labelled blocks on a phone", 390],
  ])(
    "shows a machine's items worst first with health, latest velocity and temperature, and open alarms, as %s",
    async (_as, width) => {
      tokenStore.set("live-token");
      const undo = windowWidth(width);
      onTestFinished(undo);
      const itemStatus = vi.fn(() => [
        status(51, "Motor B", {
          health: "alarm",
          open_counts: { warning: 1, alarm: 2 },
          velocity: { value: 9.37, axis: 1, at: minutesAgo(3) },
          temperature: { value: 71.2, axis: 0, at: minutesAgo(3) },
        }),
        status(50, "Gearbox A", { health: "good", velocity: { value: 1.2, axis: 3, at: minutesAgo(10) } }),
        status(52, "Roll C"),
      ]);
      renderApp("/machines/20/details", {
        ...base(),
        "machines.get": () => machine(20, "Press section", 0),
        "assets.list": () => ({ data: [], meta: meta(0) }),
        "alarms.list": () => ({ data: [], meta: meta(0) }),
        "alarms.itemStatus": itemStatus,
      });
      const table = await screen.findByTestId("item-status", {}, slow);
      const rows = await within(table).findAllByTestId("item-status-row", {}, slow);
      expect(itemStatus).toHaveBeenCalledWith({ plant_id: 3, machine_id: 20 });
      expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
        "Motor B",
        "Gearbox A",
        "Roll C",
      ]);
      expect(within(rows[0]!).getByRole("link").getAttribute("href")).toBe("/equipments/51/details/main");
      expect(within(rows[0]!).getByTestId("health").textContent).toBe("Alarm");
      expect(within(rows[0]!).getByTestId("item-velocity").textContent).toBe("9.4 mm/sX3 min. ago");
      expect(within(rows[0]!).getByTestId("item-temperature").textContent).toBe("71.2 °C3 min. ago");
      expect(within(rows[0]!).getByTestId("item-open-alarms").textContent).toBe("2 alarms · 1 warning");
      expect(within(rows[2]!).getByTestId("item-velocity").textContent).toBe("—");
      expect(within(rows[2]!).getByTestId("item-open-alarms").textContent).toBe("None");
      // A phone has no columns to scroll: every value keeps its label beside it.
      expect(within(table).queryByRole("table") === null).toBe(width < 640);
      if (width < 640) {
        expect(Array.from(rows[0]!.querySelectorAll("dt")).map((dt) => dt.textContent)).toEqual([
          "Health",
          "Velocity RMS",
          "Temperature",
          "Open alarms",
        ]);
      }
    },
  );

  it("says when a machine has no items yet", async () => {
    tokenStore.set("live-token");
    renderApp("/machines/20/details", {
      ...base(),
      "machines.get": () => machine(20, "Press section", 0),
      "assets.list": () => ({ data: [], meta: meta(0) }),
      "alarms.list": () => ({ data: [], meta: meta(0) }),
      "alarms.itemStatus": () => [],
    });
    expect((await screen.findByTestId("item-status-empty", {}, slow)).textContent).toMatch(
      /^No items here yet/,
    );
  });

  it("shows each of an asset's items with its health, latest velocity and open alarms", async () => {
    tokenStore.set("live-token");
    renderApp("/assets/40/details", {
      ...base(),
      "assets.get": () => asset(40, "Main drive", 0, { items_count: 2 }),
      "equipments.list": () => ({
        data: [item(50, "Gearbox A", 0), item(51, "Motor B", 1)],
        meta: meta(2, 100),
      }),
      "alarms.itemStatus": () => [
        status(51, "Motor B", {
          health: "warning",
          open_counts: { warning: 1, alarm: 0 },
          velocity: { value: 5.04, axis: 2, at: minutesAgo(1) },
        }),
        status(50, "Gearbox A", { health: "good", velocity: { value: 1.2, axis: 1, at: minutesAgo(2) } }),
      ],
    });
    await screen.findByText("Gearbox A", {}, slow);
    await waitFor(() =>
      expect(within(screen.getAllByTestId("child-row")[1]!).getByTestId("health").textContent).toBe(
        "Warning",
      ),
    );
    const [gearbox, motor] = screen.getAllByTestId("child-row");
    expect(within(gearbox!).getByTestId("health").textContent).toBe("Good");
    expect(within(motor!).getByTestId("item-velocity").textContent).toBe("5 mm/sY1 min. ago");
    expect(within(motor!).getByTestId("item-open-alarms").textContent).toBe("1 warning");
  });
});
