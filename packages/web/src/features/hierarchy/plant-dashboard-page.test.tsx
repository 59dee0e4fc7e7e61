import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { base, line, meta, slow, viewerUser } from "./test-fixtures";

const emptyCounters = () => ({ utilities: 0, production_lines: 0, machines: 0, assets: 0, equipments: 0 });

const health = (plantHealth: string) => () => ({
  plants: [{ id: 3, health: plantHealth }],
  production_lines: [],
  machines: [],
  assets: [],
  items: [],
});

/** An item in trouble as alarms.attention answers it. */
const trouble = (id: number, name: string, extra: object = {}) => ({
  equipment_item_id: id,
  item_name: name,
  asset_id: 30,
  asset_name: "Circulation pump P-1",
  machine_id: 20,
  machine_name: "Cooling Tower CT-1",
  production_line_id: 10,
  production_line_name: "Utilities",
  severity: 2,
  acknowledged: false,
  open_count: 1,
  unacknowledged_count: 1,
  since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  incident_id: 5,
  alarm_id: 50,
  alert_type: 2,
  alert_type_key: "alarm",
  alert_type_label: "Alarm",
  parameter_type: 1,
  parameter_key: "velocity_rms",
  axis: 1,
  unit: "mm/s",
  threshold: 7.1,
  direction: "above",
  value: 7.94,
  value_at: new Date().toISOString(),
  excess: 1.12,
  ...extra,
});

describe("plant dashboard", { timeout: 20000 }, () => {
  it("shows the five counters of the selected plant and its lines and utilities as cards", async () => {
    tokenStore.set("live-token");
    const counters = vi.fn(() => ({
      utilities: 1,
      production_lines: 2,
      machines: 8,
      assets: 20,
      equipments: 40,
    }));
    const lines = vi.fn((input: unknown) => {
      const kind = (input as { kind: number }).kind;
      const rows =
        kind === 2
          ? [line(12, "Compressed air", 0, { kind: 2, machines_count: 1, assets_count: 2, items_count: 3 })]
          : [
              line(10, "Paper machine 1", 0, { machines_count: 4, assets_count: 10, items_count: 21 }),
              line(11, "Winder", 1, { machines_count: 3, assets_count: 8, items_count: 16 }),
            ];
      return { data: rows, meta: meta(rows.length, 100) };
    });
    renderApp("/dashboard/plant", {
      ...base(),
      "dashboard.counters": counters,
      "productionLines.list": lines,
    });
    const tiles = await screen.findByRole("list", { name: "Counters of Mill North" }, slow);
    await waitFor(() => expect(within(tiles).getByTestId("counter-equipments").textContent).toBe("40"));
    for (const word of ["Utilities", "ProdLines", "Machines", "Assets", "Items"]) {
      expect(within(tiles).getByText(word)).toBeTruthy();
    }
    expect(within(tiles).getByTestId("counter-production_lines").textContent).toBe("2");
    expect(counters).toHaveBeenCalledWith({ plant_id: 3 });
    expect(await screen.findByText("Paper machine 1", {}, slow)).toBeTruthy();
    expect(screen.getByText("Compressed air")).toBeTruthy();
    expect(screen.getByText("4 machines · 10 assets · 21 items")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Compressed air/ }).getAttribute("href")).toBe(
      "/utilities/12/details",
    );
  });

  it("shows the plant's rolled-up health and its open alarms, with the way to the list", async () => {
    tokenStore.set("live-token");
    const health = vi.fn(() => ({
      plants: [{ id: 3, health: "alarm" }],
      production_lines: [],
      machines: [],
      assets: [],
      items: [],
    }));
    const alarms = vi.fn((input: unknown) => {
      const unacknowledgedOnly = (input as { acknowledged?: boolean }).acknowledged === false;
      return { data: [], meta: meta(unacknowledgedOnly ? 2 : 5, 1) };
    });
    renderApp("/dashboard/plant", {
      ...base(),
      "dashboard.counters": () => ({
        utilities: 0,
        production_lines: 0,
        machines: 0,
        assets: 0,
        equipments: 0,
      }),
      "productionLines.list": () => ({ data: [], meta: meta(0, 100) }),
      "alarms.health": health,
      "alarms.list": alarms,
    });
    const bar = await screen.findByTestId("plant-health", {}, slow);
    await waitFor(() =>
      expect(within(bar).getByTestId("open-alarms").textContent).toBe("5 open alarms · 2 not acknowledged"),
    );
    expect(within(bar).getByTestId("health").textContent).toBe("Alarm");
    expect(health).toHaveBeenCalledWith({ plant_id: 3 });
    expect(alarms).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, status: "open" }));
    expect(within(bar).getByRole("link", { name: "All alarms" }).getAttribute("href")).toBe(
      "/dashboard/alarms",
    );
  });

  it("asks for a plant when the user has none", async () => {
    tokenStore.set("live-token");
    renderApp("/dashboard/plant", base(makeUser({ plants: [] })));
    expect(await screen.findByTestId("no-plant", {}, slow)).toBeTruthy();
    expect(screen.getByText("Select Plant first")).toBeTruthy();
  });

  it("leads with what needs attention, worst first, each item opening its page", async () => {
    tokenStore.set("live-token");
    const attention = vi.fn(() => [
      trouble(101, "Drive motor M-1", { open_count: 3, unacknowledged_count: 3 }),
      trouble(102, "Pump E-2", {
        severity: 1,
        acknowledged: true,
        unacknowledged_count: 0,
        alert_type: 18,
        alert_type_key: "battery_low",
        alert_type_label: "Battery low",
        parameter_type: null,
        parameter_key: null,
        axis: 0,
        unit: "%",
        threshold: 40,
        direction: "below",
        value: 30,
      }),
    ]);
    renderApp("/dashboard/plant", {
      ...base(),
      "dashboard.counters": emptyCounters,
      "productionLines.list": () => ({ data: [], meta: meta(0, 100) }),
      "alarms.health": health("alarm"),
      "alarms.attention": attention,
    });
    const section = await screen.findByTestId("needs-attention", {}, slow);
    const items = await within(section).findAllByTestId("attention-item", {}, slow);
    expect(attention).toHaveBeenCalledWith({ plant_id: 3 });
    expect(within(section).getByTestId("attention-summary").textContent).toBe("1 in alarm · 1 in warning");
    const [first, second] = items;
    expect(within(first!).getByTestId("attention-item-name").textContent).toBe("Drive motor M-1");
    expect(first!.textContent).toContain("Cooling Tower CT-1 · Utilities");
    expect(first!.textContent).toContain("Velocity RMS X");
    expect(within(first!).getByTestId("attention-value").textContent).toBe("7.9 mm/s");
    expect(first!.textContent).toContain("alarm ≥ 7.1 mm/s");
    expect(first!.textContent).toContain("+2 more alarms");
    expect(first!.textContent).toContain("since 3 hours ago");
    expect(within(first!).getByTestId("attention-ack").textContent).toBe("Not acknowledged");
    expect(within(first!).getByRole("link").getAttribute("href")).toBe("/equipments/101/details/main");
    expect(second!.textContent).toContain("Battery low");
    expect(second!.textContent).toContain("warning < 40 %");
    expect(within(second!).getByTestId("attention-ack").textContent).toBe("Acknowledged");
    // The counters stay, below what needs attention.
    const tiles = screen.getByRole("list", { name: "Counters of Mill North" });
    expect(section.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says so honestly when nothing needs attention, and when nothing reports readings", async () => {
    tokenStore.set("live-token");
    const handlers = {
      ...base(),
      "dashboard.counters": emptyCounters,
      "productionLines.list": () => ({ data: [], meta: meta(0, 100) }),
      "alarms.attention": () => [],
    };
    const { unmount } = renderApp("/dashboard/plant", { ...handlers, "alarms.health": health("good") });
    await waitFor(
      () =>
        expect(screen.getByTestId("attention-empty").textContent).toBe(
          "Nothing needs attention: every monitored item is within its zones.",
        ),
      slow,
    );
    unmount();
    renderApp("/dashboard/plant", { ...handlers, "alarms.health": health("no_data") });
    await waitFor(
      () => expect(screen.getByTestId("attention-empty").textContent).toMatch(/^Nothing to judge yet/),
      slow,
    );
  });

  it("offers the create form in an empty lines section to those who may create, only the words to others", async () => {
    tokenStore.set("live-token");
    const handlers = {
      "dashboard.counters": emptyCounters,
      "productionLines.list": () => ({ data: [], meta: meta(0, 100) }),
      "alarms.attention": () => [],
    };
    const { unmount } = renderApp("/dashboard/plant", { ...base(), ...handlers });
    const lines = await screen.findByTestId("lines-empty", {}, slow);
    expect(lines.textContent).toContain("Production lines hold the plant's machines.");
    expect(
      within(screen.getByTestId("utilities-empty")).getByRole("button", { name: "Create the first utility" }),
    ).toBeTruthy();
    fireEvent.click(within(lines).getByRole("button", { name: "Create the first ProdLine" }));
    expect((await screen.findByRole("dialog", {}, slow)).textContent).toContain("New ProdLine");
    unmount();
    renderApp("/dashboard/plant", { ...base(viewerUser()), ...handlers });
    const viewerLines = await screen.findByTestId("lines-empty", {}, slow);
    expect(viewerLines.textContent).toContain("Production lines hold the plant's machines.");
    expect(within(viewerLines).queryByRole("button")).toBeNull();
  });
});
