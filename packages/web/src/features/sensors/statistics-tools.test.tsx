import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { equipmentHandlers } from "@/features/equipment/test-fixtures";
import { HOUR, trendSeries } from "@/features/signals/test-fixtures";
import type { FakeHandlers } from "@/test/fake-trpc";
import { serverError } from "@/test/fake-trpc";
import { renderApp } from "@/test/render-app";
import { sensorDetails } from "./test-fixtures";

const slow = { timeout: 30_000 };
const wait = { timeout: 8000 };

const sensor = sensorDetails({
  rssi: 50,
  battery: 85,
  gain: 2,
  rpm_value: 1780,
  run_hour_tracking: false,
  run_hours: 0,
  controller: { id: 4, name: "Gateway A", type: 5, transport: "HTTP" },
  latest: [{ parameter_type: 1, axis: 1, value: 3, ts: "2026-11-20T10:00:00Z" }],
});

const zone = {
  id: 5,
  sensor_id: 11,
  parameter_type: 1,
  axis: 1,
  level_type: 5,
  warning_zone: 2.8,
  alarm_zone: 7.1,
  baseline: 1.9,
  source_type: 3,
  acute_samples: 1,
  stable_samples: 3,
  samples_to_alarm: 3,
  samples_to_settle: 3,
  extra_vibration_multiplier: 1.5,
  further_below_run_rate_percent: null,
  stop_time_minutes: null,
  warm_up_minutes: 10,
  cool_down_minutes: 0,
  baseline_delta: null,
  warning_delta: 0.5,
  alarm_delta: 2,
};

const trend = (input: unknown) => {
  const { from, to, parameter_type } = input as { from: number; to: number; parameter_type: number };
  return trendSeries({
    parameter_type,
    axis: 0,
    unit: parameter_type === 1 ? "mm/s" : "%",
    from,
    to,
    points: [{ t: to - HOUR, min: 60, max: 64, mean: 62, n: 6 }],
  });
};

function openPage(extra: FakeHandlers) {
  tokenStore.set("live-token");
  return renderApp(
    "/sensors/11/statistics",
    equipmentHandlers(undefined, {
      "sensors.get": () => sensor,
      "signals.statistics": () => ({ sensor_id: 11, from: 0, to: 1, parameters: [] }),
      "signals.trend": trend,
      "signals.levelZones": () => [zone],
      ...extra,
    }),
  );
}

describe("level zones on the statistics page", () => {
  it("saves a parameter's zones and settings, and shows the server's 422 on the field", slow, async () => {
    const save = vi.fn((_input: unknown) => {
      throw serverError("zones.0.alarm_zone: must be greater than warning_zone", 422, "BAD_REQUEST", [
        ["zones.0.alarm_zone: must be greater than warning_zone"],
      ]);
    });
    openPage({ "signals.saveLevelZones": save });
    const form = await screen.findByRole("form", { name: "Level zones of Velocity RMS · X" }, wait);
    expect((within(form).getByLabelText("Warning zone") as HTMLInputElement).value).toBe("2.8");
    expect((within(form).getByLabelText("Warning delta") as HTMLInputElement).value).toBe("50");
    expect((within(form).getByLabelText("Warm-up") as HTMLInputElement).value).toBe("10");
    fireEvent.change(within(form).getByLabelText("Alarm zone"), { target: { value: "2" } });
    fireEvent.change(within(form).getByLabelText("Samples to alarm"), { target: { value: "5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save zones" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toEqual({
      sensor_id: 11,
      zones: [
        expect.objectContaining({
          parameter_type: 1,
          axis: 1,
          warning_zone: 2.8,
          alarm_zone: 2,
          samples_to_alarm: 5,
          warning_delta: 0.5,
          alarm_delta: 2,
          stop_time_minutes: null,
        }),
      ],
    });
    const alarm = within(form).getByLabelText("Alarm zone");
    expect(alarm.getAttribute("aria-invalid")).toBe("true");
    const errorId = alarm.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("must be greater than warning_zone");
  });

  it("re-baselines a parameter and shows the new baseline and zones", slow, async () => {
    const rebaseline = vi.fn(() => ({
      updated: [{ ...zone, baseline: 2, warning_zone: 3, alarm_zone: 6 }],
      skipped: [],
    }));
    openPage({ "signals.rebaselineZones": rebaseline });
    const form = await screen.findByRole("form", { name: "Level zones of Velocity RMS · X" }, wait);
    fireEvent.click(within(form).getByRole("button", { name: "Re-baseline" }));
    const result = await screen.findByTestId("rebaseline-result", undefined, wait);
    expect(result.textContent).toBe("New baseline 2 mm/s: warning zone 3 mm/s, alarm zone 6 mm/s.");
    expect(rebaseline.mock.calls[0]).toEqual([
      { sensor_id: 11, parameter_type: 1, axis: 1, warning_delta: 0.5, alarm_delta: 2 },
    ]);
  });

  it("creates zones for a parameter that has none", slow, async () => {
    const create = vi.fn((input: unknown) => (input as { zones: unknown[] }).zones);
    openPage({ "signals.levelZones": () => [], "signals.createLevelZones": create });
    expect(
      await screen.findByText(
        "No level zones yet: pick a parameter and an axis, then add zones.",
        undefined,
        wait,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add zones" }));
    const form = await screen.findByRole("form", { name: "Level zones of Velocity RMS · X" }, wait);
    fireEvent.change(within(form).getByLabelText("Warning zone"), { target: { value: "4.5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save zones" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toEqual([
      {
        sensor_id: 11,
        zones: [expect.objectContaining({ parameter_type: 1, axis: 1, warning_zone: 4.5, acute_samples: 1 })],
      },
    ]);
  });
});

describe("sensor actions on the statistics page", () => {
  it("adjusts the gain and follows the command until the gateway answers", slow, async () => {
    const adjust = vi.fn(() => ({
      id: 3,
      sensor_id: 11,
      type: "INCREASE",
      result: 2,
      gain_before: 2,
      gain_after: 4,
      command: { id: 77, status: 2 },
    }));
    let answered = false;
    const commands = vi.fn(() => {
      const status = answered ? 1 : 2;
      answered = true;
      return {
        data: [{ id: 77, command: "gain_adjustment", sensor_id: 11, payload: {}, status }],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
      };
    });
    openPage({ "signals.gainAdjustment": adjust, "controllers.commands": commands });
    fireEvent.click(await screen.findByRole("button", { name: "Gain" }, wait));
    const dialog = await screen.findByRole("dialog", undefined, wait);
    expect(within(dialog).getByText("Current gain: 2.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Increase" }));
    const result = await within(dialog).findByTestId("gain-result", undefined, wait);
    expect(result.textContent).toContain("Increase: gain 2 → 4");
    expect(await within(result).findByText("PROCESS", undefined, wait)).toBeTruthy();
    expect(adjust.mock.calls[0]).toEqual([{ sensor_id: 11, type: "INCREASE" }]);
    // The next look at the controller's history finds the answer.
    expect(await within(result).findByText("SUCCESS", undefined, { timeout: 12_000 })).toBeTruthy();
    expect(commands).toHaveBeenCalledWith({ id: 4, page: 1, max: 50 });
  });

  it("switches run-hour tracking on and resets the hours", slow, async () => {
    const tracker = vi.fn((input: unknown) => ({
      run_hour_tracking: (input as { enabled: boolean }).enabled,
      run_hours: (input as { reset?: boolean }).reset ? 0 : 12.5,
      run_threshold: 0.5,
      run_hours_updated_at: null,
    }));
    openPage({ "signals.runtimeTracker": tracker });
    fireEvent.click(await screen.findByRole("button", { name: "Run hours" }, wait));
    const dialog = await screen.findByRole("dialog", undefined, wait);
    expect(within(dialog).getByTestId("run-hours").textContent).toBe("Not tracked");
    const toggle = within(dialog).getByRole("switch", { name: "Run-hour tracking" });
    fireEvent.click(toggle);
    await waitFor(() => expect(within(dialog).getByTestId("run-hours").textContent).toBe("12.5 h"));
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset run hours" }));
    await waitFor(() => expect(within(dialog).getByTestId("run-hours").textContent).toBe("0.0 h"));
    expect(tracker.mock.calls).toEqual([
      [{ sensor_id: 11, enabled: true }],
      [{ sensor_id: 11, enabled: true, reset: true }],
    ]);
  });

  it("sends the equipment RPM and shows the server's rule on the field", slow, async () => {
    const rpm = vi.fn((input: unknown) => {
      if ((input as { rpm: number }).rpm <= 0) {
        throw serverError("Validation error", 422, "BAD_REQUEST", [["rpm: must be greater than 0"]]);
      }
      return { id: 80, command: "equipment_rpm", status: 2 };
    });
    openPage({ "signals.equipmentRpm": rpm });
    fireEvent.click(await screen.findByRole("button", { name: "Equipment RPM" }, wait));
    const dialog = await screen.findByRole("dialog", undefined, wait);
    const input = within(dialog).getByLabelText("RPM") as HTMLInputElement;
    expect(input.value).toBe("1780");
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send RPM" }));
    expect(await within(dialog).findByText("must be greater than 0", undefined, wait)).toBeTruthy();
    fireEvent.change(input, { target: { value: "1800" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send RPM" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(rpm.mock.calls[1]).toEqual([{ sensor_id: 11, rpm: 1800 }]);
  });

  it("shows the signal and battery history as two trends", slow, async () => {
    const now = Date.now();
    const series = (parameter_type: number) => trend({ from: now - 7 * 24 * HOUR, to: now, parameter_type });
    openPage({
      "signals.rssi": () => ({
        sensor_id: 11,
        rssi: 62,
        battery: 35,
        rssi_level: "low",
        battery_level: "none",
        last_seen_at: null,
        history: { signal_strength: series(13), battery: series(14) },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Signal history" }, wait));
    const history = await screen.findByTestId("signal-history", undefined, wait);
    await waitFor(() => expect(within(history).getAllByTestId("trend-summary")).toHaveLength(2));
    expect(within(history).getByText("Battery: Very low")).toBeTruthy();
    expect(within(history).getByRole("region", { name: "Signal" })).toBeTruthy();
  });
});
