import { describe, expect, it } from "vitest";
import { alarmParams, prefillFromAlarm } from "./alarm-prefill";
import { blockingStatuses, bulkAllowed } from "./bulk-actions";
import { monthGrid, weekDays } from "./calendar-days";
import { dayBoundary, filterInput, scopeInput } from "./list-scope";

describe("bulk actions", () => {
  it.each([
    [[1], "take", true],
    [[1, 2], "take", false],
    [[1, 2], "complete", true],
    [[3], "complete", false],
    [[3, 3], "close", true],
    [[3, 4], "close", false],
    [[], "take", false],
  ] as const)("statuses %j allow %s: %s", (statuses, action, allowed) => {
    expect(bulkAllowed(statuses, action)).toBe(allowed);
  });

  it("names the statuses that block an action once each", () => {
    expect(blockingStatuses([1, 2, 2, 4], "take")).toEqual([2, 4]);
  });
});

describe("list scope", () => {
  it("turns tabs, ranges and shortcuts into the list call's scope", () => {
    expect(scopeInput({ tab: "in_work", shortcut: null, from: "", to: "", view: "table" }, "UTC")).toEqual({
      time_zone: "UTC",
      status: 2,
    });
    expect(scopeInput({ tab: "overdue", shortcut: "today", from: "", to: "", view: "table" }, "UTC")).toEqual(
      {
        time_zone: "UTC",
        overdue: true,
        shortcut: "today",
      },
    );
    expect(
      scopeInput(
        { tab: "all", shortcut: "today", from: "2026-03-01", to: "2026-03-02", view: "table" },
        "UTC",
      ),
    ).toEqual({ time_zone: "UTC", from: "2026-03-01T00:00:00.000Z", to: "2026-03-02T23:59:59.999Z" });
  });

  it("computes day boundaries on the plant's clock", () => {
    expect(dayBoundary("2026-03-01", "America/Toronto", false)).toBe("2026-03-01T05:00:00.000Z");
  });

  it("passes only the filters the list knows, ids as numbers", () => {
    expect(
      filterInput({
        page: 1,
        max: 20,
        machine_id: "41",
        priority: "3",
        maintenance_type: "pm",
        mine: "true",
        junk: "x",
      }),
    ).toEqual({ page: 1, max: 20, machine_id: 41, priority: 3, maintenance_type: "pm", mine: true });
  });
});

describe("calendar days", () => {
  it("shows whole Monday-to-Sunday weeks", () => {
    const grid = monthGrid("2026-03-15");
    expect(grid[0]).toBe("2026-02-23");
    expect(grid.length % 7).toBe(0);
    expect(grid.at(-1)).toBe("2026-04-05");
    expect(weekDays("2026-03-04")).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
    ]);
  });
});

describe("alarm prefill", () => {
  it("reads the alarm's ids from the address and words title and priority", () => {
    expect(alarmParams("?item=21&alarm=5&incident=x&waveform=9")).toEqual({
      item: 21,
      alarm: 5,
      incident: null,
      waveform: 9,
    });
    expect(
      prefillFromAlarm(
        { alert_type_label: "Alarm", parameter_key: "velocity_rms", severity: 2, item_name: "Main motor" },
        () => "Velocity RMS",
      ),
    ).toEqual({ title: "Alarm · Velocity RMS — Main motor", priority: 3, maintenance_type: "breakdown" });
    expect(
      prefillFromAlarm(
        { alert_type_label: "Warning", parameter_key: null, severity: 1, item_name: null },
        (k) => k,
      ),
    ).toMatchObject({ title: "Warning", priority: 2 });
  });
});
