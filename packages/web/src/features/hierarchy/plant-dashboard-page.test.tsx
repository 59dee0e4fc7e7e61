import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { base, line, meta, slow } from "./test-fixtures";

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
});
