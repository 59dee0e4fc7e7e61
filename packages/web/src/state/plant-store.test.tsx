import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { base, meta, slow } from "@/features/hierarchy/test-fixtures";
import { STORAGE_KEYS } from "@/lib/storage";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { plantStore, selectedPlantOf } from "./plant-store";

const NORTH = { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 };
const SOUTH = { id: 4, name: "Mill South", time_zone: "America/Toronto", company_id: 7 };

const twoPlants = (home_plant_id: number | null) => makeUser({ plants: [NORTH, SOUTH], home_plant_id });

function dashboard(user = twoPlants(SOUTH.id), extra = {}) {
  const counters = vi.fn(() => ({
    utilities: 0,
    production_lines: 0,
    machines: 0,
    assets: 0,
    equipments: 0,
  }));
  const view = renderApp("/dashboard/plant", {
    ...base(user),
    "dashboard.counters": counters,
    "productionLines.list": () => ({ data: [], meta: meta(0, 100) }),
    "alarms.attention": () => [],
    ...extra,
  });
  return { ...view, counters };
}

describe("the selected plant", { timeout: 20000 }, () => {
  it("is the one picked in this browser, else the user's home plant, else the first", () => {
    expect(selectedPlantOf(twoPlants(SOUTH.id), NORTH.id)).toBe(NORTH);
    expect(selectedPlantOf(twoPlants(SOUTH.id), null)).toBe(SOUTH);
    // A pick that is no longer the user's plant falls back like no pick.
    expect(selectedPlantOf(twoPlants(SOUTH.id), 99)).toBe(SOUTH);
    expect(selectedPlantOf(twoPlants(null), null)).toBe(NORTH);
    expect(selectedPlantOf(makeUser({ plants: [], home_plant_id: null }), 3)).toBeNull();
  });

  it("opens the dashboard on the home plant the server names when this browser picked none", async () => {
    tokenStore.set("live-token");
    const { counters } = dashboard();
    await waitFor(() => expect(counters).toHaveBeenCalledWith({ plant_id: SOUTH.id }), slow);
    expect(counters).not.toHaveBeenCalledWith({ plant_id: NORTH.id });
    expect(screen.getByTestId("plant-picker").textContent).toContain("Mill South");
  });

  it("keeps this browser's pick over the home plant", async () => {
    tokenStore.set("live-token");
    plantStore.set(NORTH.id);
    const { counters } = dashboard();
    await waitFor(() => expect(counters).toHaveBeenCalledWith({ plant_id: NORTH.id }), slow);
    expect(counters).not.toHaveBeenCalledWith({ plant_id: SOUTH.id });
  });

  it("remembers a plant picked in the top bar here and on the server", async () => {
    tokenStore.set("live-token");
    const choosePlant = vi.fn((input: unknown) => ({
      home_plant_id: (input as { plant_id: number }).plant_id,
    }));
    const { counters } = dashboard(twoPlants(SOUTH.id), { "auth.choosePlant": choosePlant });
    fireEvent.keyDown(await screen.findByTestId("plant-picker", {}, slow), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Mill North" }));
    await waitFor(() => expect(choosePlant).toHaveBeenCalledWith({ plant_id: NORTH.id }));
    expect(plantStore.get()).toBe(NORTH.id);
    expect(localStorage.getItem(STORAGE_KEYS.plant)).toBe(String(NORTH.id));
    await waitFor(() => expect(counters).toHaveBeenCalledWith({ plant_id: NORTH.id }));
  });
});
