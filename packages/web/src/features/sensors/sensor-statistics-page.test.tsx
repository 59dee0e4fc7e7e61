import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { windowWidth } from "@/test/window-width";
import { sensorDetails } from "./test-fixtures";

const slow = { timeout: 20_000 };
const wait = { timeout: 8000 };

const sensor = sensorDetails({
  rssi: 50,
  battery: 85,
  asset: { id: 31, name: "Drive end" },
  machine: { id: 21, name: "Press 1" },
  line: { id: 11, name: "Line A" },
  latest: [{ parameter_type: 1, axis: 2, value: 3, ts: "2026-11-20T10:00:00Z" }],
});

/** signals.statistics (one velocity Y row, 7.62 mm/s last, warning 5.08) and an empty signals.trend. */
function signalHandlers() {
  const statistics = vi.fn(() => ({
    sensor_id: 11,
    from: 0,
    to: 1,
    parameters: [
      {
        parameter_type: 1,
        axis: 2,
        unit: "mm/s",
        count: 24,
        min: 2.54,
        max: 7.62,
        mean: 5.08,
        last: 7.62,
        last_at: Date.UTC(2026, 10, 20, 10),
        warning_zone: 5.08,
        alarm_zone: 10.16,
      },
    ],
  }));
  const trend = vi.fn((input: unknown) => ({
    ...(input as object),
    unit: "mm/s",
    bucket_ms: 0,
    source: "raw",
    points: [],
    warning_zone: null,
    alarm_zone: null,
  }));
  return { statistics, trend };
}

describe("sensor statistics", () => {
  it(
    "opens on today in the plant's zone, with statistics in the user's units and the velocity trend",
    slow,
    async () => {
      tokenStore.set("live-token");
      const { statistics, trend } = signalHandlers();
      renderApp(
        "/sensors/11/statistics",
        equipmentHandlers(makeUser({ measuring_system: 2 }), {
          "sensors.get": () => sensor,
          "signals.statistics": statistics,
          "signals.trend": trend,
        }),
      );
      expect(await screen.findByRole("heading", { name: "DE horizontal" }, wait)).toBeTruthy();
      const path = screen.getByRole("navigation", { name: "Item path" });
      expect(within(path).getByRole("link", { name: "Main drive motor" }).getAttribute("href")).toBe(
        "/equipments/101/details/main",
      );
      expect(statistics.mock.calls[0]).toEqual([
        { sensor_id: 11, preset: "today", time_zone: "America/Toronto" },
      ]);
      const table = await screen.findByTestId("statistics-table", undefined, wait);
      // 7.62 mm/s = 0.3 in/s, above the 0.2 in/s warning zone.
      expect(within(table).getAllByText("0.3 in/s")).toHaveLength(2);
      expect(within(table).getByText("0.1 in/s")).toBeTruthy();
      expect(
        within(table)
          .getAllByText("Warning")
          .some((el) => el.className === "sr-only"),
      ).toBe(true);
      // The velocity trend of the axis last reported (Y), over today.
      await waitFor(() => expect(trend).toHaveBeenCalled());
      expect(trend.mock.calls[0]).toEqual([
        expect.objectContaining({ sensor_id: 11, parameter_type: 1, axis: 2, width: 800 }),
      ]);
      expect(await screen.findByText("No Velocity RMS readings in this range", undefined, wait)).toBeTruthy();
    },
  );

  it(
    "shows each parameter as a grid of labelled values on a phone, nothing cut at the card's edge",
    slow,
    async () => {
      tokenStore.set("live-token");
      const undo = windowWidth(390);
      try {
        const { statistics, trend } = signalHandlers();
        renderApp(
          "/sensors/11/statistics",
          equipmentHandlers(makeUser({ measuring_system: 1 }), {
            "sensors.get": () => sensor,
            "signals.statistics": statistics,
            "signals.trend": trend,
          }),
        );
        const list = await screen.findByTestId("statistics-table", undefined, wait);
        expect(list.tagName).toBe("UL");
        const [row] = within(list).getAllByTestId("statistics-row");
        expect(within(row!).getByText("Velocity RMS · Y")).toBeTruthy();
        // Every column keeps its label with its value, the last value (first here) still says its zone.
        const pairs = Array.from(row!.querySelectorAll("dt")).map((dt) => [
          dt.textContent,
          dt.nextElementSibling?.textContent,
        ]);
        expect(pairs).toEqual([
          ["Last", "7.6 mm/s Warning"],
          ["Min", "2.5 mm/s"],
          ["Mean", "5.1 mm/s"],
          ["Max", "7.6 mm/s"],
          ["Warning", "5.1 mm/s"],
          ["Alarm", "10.2 mm/s"],
          ["Readings", "24"],
        ]);
        expect(within(row!).getByRole("button", { name: "Chart" })).toBeTruthy();
        expect(screen.queryByRole("table")).toBeNull();
      } finally {
        undo();
      }
    },
  );
});
