import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { HOUR } from "@/features/signals/test-fixtures";
import { serverError } from "@/test/fake-trpc";
import { renderApp } from "@/test/render-app";
import { hourlyTrend } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 100, total });

const sensorRow = (id: number, name: string, position: number) => ({
  id,
  name,
  serial_number: `SN-${id}`,
  family: "NCD",
  type: 5,
  data_set: 1,
  power_type: 1,
  port_number: null,
  position,
  location: null,
  rssi: 72,
  battery: 35,
  rssi_level: "moderate",
  battery_level: "none",
  last_seen_at: new Date().toISOString(),
  is_online: true,
  is_inactive: false,
  is_archived: false,
  equipment_item_id: 101,
  equipment_name: "Main drive motor",
  asset_id: 31,
  asset_name: "Drive end",
  machine_id: 21,
  machine_name: "Press 1",
  controller_id: 4,
  controller_name: "Gateway A",
  plant_id: 3,
  fmax: 5300,
  rpm_source: null,
});

const sensorDetails = {
  ...sensorRow(11, "DE horizontal", 0),
  parent_sensor_id: null,
  rpm_value: null,
  gain: 1,
  firmware_version: "2.1",
  boot_time: null,
  sample_duration_ms: null,
  output_data_rate: null,
  frequency_range: null,
  low_pass_filter: null,
  high_pass_filter: null,
  low_cut_filter: null,
  high_cut_filter: null,
  run_hour_tracking: false,
  run_threshold: 0.5,
  run_hours: 0,
  run_hours_updated_at: null,
  reset_rotation: false,
  is_public_graph: false,
  company_id: 7,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
  controller: { id: 4, name: "Gateway A", type: 5, transport: "HTTP" },
  item: { id: 101, name: "Main drive motor" },
  asset: { id: 31, name: "Drive end" },
  machine: { id: 21, name: "Press 1" },
  line: { id: 11, name: "Line A" },
  bearing: null,
  zones: [],
  latest: [
    { parameter_type: 1, axis: 1, value: 4.2, ts: "2026-11-20T10:00:00Z" },
    { parameter_type: 4, axis: 0, value: 41.5, ts: "2026-11-20T10:00:00Z" },
  ],
};

describe("public graph page", () => {
  it("says honestly that a chart is not shared", slow, async () => {
    renderApp("/graph/Zm9vYmFyYmF6cXV4cXV1eHF1dXpjb3JnZ3JhdWx0Z2Fy", {
      "sensors.publicGraph": () => {
        throw serverError("Sensor not found", 404, "NOT_FOUND");
      },
    });
    expect(await screen.findByText("This chart is not shared", undefined, wait)).toBeTruthy();
  });

  it("draws a shared sensor's last day without signing in", slow, async () => {
    const now = Date.now();
    renderApp("/graph/Zm9vYmFyYmF6cXV4cXV1eHF1dXpjb3JnZ3JhdWx0Z2Fy", {
      "sensors.publicGraph": (input: unknown) => {
        expect(input).toEqual({ token: "Zm9vYmFyYmF6cXV4cXV1eHF1dXpjb3JnZ3JhdWx0Z2Fy" });
        return {
          sensor: { name: "DE horizontal" },
          live: true,
          series: hourlyTrend({ from: now - 24 * HOUR, to: now }),
        };
      },
    });
    expect(await screen.findByRole("heading", { name: "DE horizontal" }, wait)).toBeTruthy();
    expect((await screen.findByTestId("trend-summary", undefined, wait)).textContent).toContain("4.2 mm/s");
  });
});

describe("item PdM tab", () => {
  it(
    "lists the item's sensors as sub-tabs with the selected one's latest values, and reorders them",
    slow,
    async () => {
      tokenStore.set("live-token");
      const positions = vi.fn(() => ({ status: "ok", ids: [12, 11] }));
      renderApp(
        "/equipments/101/details/pdm/11",
        equipmentHandlers(undefined, {
          "sensors.list": () => ({
            data: [sensorRow(11, "DE horizontal", 0), sensorRow(12, "NDE vertical", 1)],
            meta: meta(2),
          }),
          "sensors.multiViews": () => [],
          "sensors.get": () => sensorDetails,
          "sensors.positions": positions,
          "signals.captures": () => [],
          "signals.trend": hourlyTrend,
        }),
      );
      const tabs = await screen.findByRole("navigation", { name: "Sensors of this item" }, wait);
      expect(
        within(tabs)
          .getByRole("link", { name: /DE horizontal/ })
          .getAttribute("aria-current"),
      ).toBe("page");
      expect(
        within(tabs)
          .getByRole("link", { name: /NDE vertical/ })
          .getAttribute("href"),
      ).toBe("/equipments/101/details/pdm/12");
      const latest = await screen.findByTestId("latest-values", undefined, wait);
      expect(within(latest).getByText("4.2 mm/s")).toBeTruthy();
      expect(within(latest).getByText("41.5 °C")).toBeTruthy();
      // Battery 35 % is below the spec's 40 threshold: named "Very low", not only coloured.
      expect(screen.getAllByText("Battery: Very low").length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole("button", { name: "Move NDE vertical up" }));
      await waitFor(() => expect(positions).toHaveBeenCalled());
      expect(positions.mock.calls[0]).toEqual([{ item_id: 101, ids: [12, 11] }]);
    },
  );
});

describe("controllers", () => {
  it("shows a new controller's device token once, with its warning", slow, async () => {
    tokenStore.set("live-token");
    const create = vi.fn((input: unknown) => ({
      ...(input as object),
      id: 9,
      token: "pwd_secret_token_123",
    }));
    renderApp(
      "/controllers/new",
      equipmentHandlers(undefined, {
        "controllers.create": create,
      }),
    );
    fireEvent.change(await screen.findByLabelText(/^Name/, undefined, wait), {
      target: { value: "Gateway B" },
    });
    fireEvent.change(screen.getByLabelText(/^Serial number/), { target: { value: "00:11:22" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    const box = await screen.findByTestId("token-box", undefined, wait);
    expect((within(box).getByRole("textbox") as HTMLInputElement).value).toBe("pwd_secret_token_123");
    expect(box.textContent).toContain("This token is shown only once");
    expect(create.mock.calls[0]).toEqual([
      expect.objectContaining({
        plant_id: 3,
        name: "Gateway B",
        serial_number: "00:11:22",
        type: 5,
        transport: "HTTP",
      }),
    ]);
  });

  it("names command statuses as the spec does", slow, async () => {
    tokenStore.set("live-token");
    const controller = {
      id: 4,
      company_id: 7,
      plant_id: 3,
      name: "Gateway A",
      serial_number: "AA:BB",
      type: 5,
      connection_type: 1,
      binding_code: null,
      cloud_connection_type: null,
      router_sim_card_number: null,
      router_serial_number: null,
      communicate_method: null,
      transport: "HTTP",
      network_mode: "performance",
      firmware_version: null,
      token_prefix: "pwd_ab12",
      last_seen_at: null,
      temperature_warning_zone: null,
      temperature_alarm_zone: null,
      is_archived: false,
      is_online: false,
      created_at: "2026-11-01T10:00:00Z",
      updated_at: "2026-11-01T10:00:00Z",
      sensors: [],
    };
    const command = (id: number, status: number) => ({
      id,
      command: "ping",
      sensor_id: null,
      payload: {},
      status,
      response: null,
      created_at: "2026-11-20T10:00:00Z",
      sent_at: null,
      completed_at: null,
    });
    renderApp(
      "/controllers/4",
      equipmentHandlers(undefined, {
        "controllers.get": () => controller,
        "controllers.commands": () => ({
          data: [command(1, 0), command(2, 1), command(3, 2), command(4, 3)],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 4 },
        }),
      }),
    );
    const history = await screen.findByTestId("command-history", undefined, wait);
    for (const name of ["FAIL", "SUCCESS", "PROCESS", "CONTROLLER_TIMEOUT"]) {
      expect(within(history).getByText(name)).toBeTruthy();
    }
  });
});
