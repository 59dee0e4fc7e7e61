import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { serverError } from "@/test/fake-trpc";
import { renderApp } from "@/test/render-app";
import { hourlyTrend } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };
const meta = { current_page: 1, last_page: 1, per_page: 100, total: 1 };

const sensorRow = {
  id: 11,
  name: "DE horizontal",
  serial_number: "SN-11",
  family: "NCD",
  position: 0,
  rssi: 72,
  battery: 90,
  is_online: true,
  is_inactive: false,
  equipment_item_id: 101,
  plant_id: 3,
};

const sensorDetails = {
  ...sensorRow,
  controller: null,
  item: { id: 101, name: "Main drive motor" },
  asset: null,
  machine: null,
  line: null,
  latest: [],
};

const graph = (warning: number | null, alarm: number | null) => ({
  id: 8,
  multi_view_id: 5,
  sensor_id: 11,
  sensor_name: "DE horizontal",
  parameter_type: 1,
  axis: 1,
  position: 0,
  warning_threshold: warning,
  alarm_threshold: alarm,
});

describe("multi-views on an item's PdM tab", () => {
  it("creates a multi-view from the item's sensors and opens it", slow, async () => {
    tokenStore.set("live-token");
    const views: unknown[] = [];
    const create = vi.fn((input: unknown) => {
      const { name } = input as { name: string };
      if (!name) throw serverError("Validation error", 422, "BAD_REQUEST", [["name: Name is required"]]);
      const view = { id: 5, equipment_item_id: 101, name, graphs: [graph(null, null)] };
      views.push(view);
      return view;
    });
    const { currentPath } = renderApp(
      "/equipments/101/details/pdm/11",
      equipmentHandlers(undefined, {
        "sensors.list": () => ({ data: [sensorRow], meta }),
        "sensors.multiViews": () => views,
        "sensors.get": () => sensorDetails,
        "signals.captures": () => [],
        "signals.trend": hourlyTrend,
        "sensors.createMultiView": create,
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "New multi-view" }, wait));
    const dialog = await screen.findByRole("dialog", undefined, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add graph" }));
    expect(
      within(within(dialog).getByTestId("picked-graphs")).getByText("DE horizontal · Velocity RMS · X"),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create multi-view" }));
    expect(await within(dialog).findByText("Name is required", undefined, wait)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Drive train" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create multi-view" }));
    await waitFor(() => expect(currentPath()).toBe("/equipments/101/details/multi-view/5"));
    expect(create.mock.calls[1]).toEqual([
      { equipment_id: 101, name: "Drive train", graphs: [{ sensor_id: 11, parameter_type: 1, axis: 1 }] },
    ]);
    // The multi-view tab is a screen of its own, its code loaded on demand.
    const tabs = await screen.findByRole("navigation", { name: "Sensors of this item" }, wait);
    expect(await within(tabs).findByRole("link", { name: /Drive train/ }, wait)).toBeTruthy();
  });

  it("sets a graph's thresholds, shows the server's rule, and draws them on its chart", slow, async () => {
    tokenStore.set("live-token");
    let current = graph(null, null);
    const thresholds = vi.fn((input: unknown) => {
      const { warning_threshold, alarm_threshold } = input as Record<string, number | null>;
      if (warning_threshold != null && alarm_threshold != null && alarm_threshold <= warning_threshold) {
        throw serverError("alarm_threshold: must be higher than the warning threshold", 422, "BAD_REQUEST", [
          ["alarm_threshold: must be higher than the warning threshold"],
        ]);
      }
      current = graph(warning_threshold ?? null, alarm_threshold ?? null);
      return current;
    });
    renderApp(
      "/equipments/101/details/multi-view/5",
      equipmentHandlers(undefined, {
        "sensors.list": () => ({ data: [sensorRow], meta }),
        "sensors.multiViews": () => [
          { id: 5, equipment_item_id: 101, name: "Drive train", graphs: [current] },
        ],
        "signals.trend": hourlyTrend,
        "sensors.graphThresholds": thresholds,
      }),
    );
    const section = await screen.findByRole("region", { name: "DE horizontal · Velocity RMS · X" }, wait);
    expect((await within(section).findByTestId("trend-summary", undefined, wait)).textContent).toContain(
      "Normal",
    );
    fireEvent.click(
      within(section).getByRole("button", { name: "Thresholds of DE horizontal · Velocity RMS · X" }),
    );
    const dialog = await screen.findByRole("dialog", undefined, wait);
    fireEvent.change(within(dialog).getByLabelText("Warning"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText("Alarm"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save thresholds" }));
    expect(
      await within(dialog).findByText("must be higher than the warning threshold", undefined, wait),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Alarm"), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save thresholds" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(thresholds.mock.calls[1]).toEqual([
      { multi_view_id: 5, graph_id: 8, warning_threshold: 3, alarm_threshold: 4 },
    ]);
    // 4.2 mm/s is above the 4 mm/s alarm threshold now drawn on the chart.
    await waitFor(() => expect(within(section).getByTestId("trend-summary").textContent).toContain("Alarm"));
  });
});
