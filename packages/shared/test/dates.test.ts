import { describe, expect, it } from "vitest";
import {
  COMPARE_DISABLED_PRESETS,
  DATE_PRESETS,
  DEFAULT_RANGE_PRESETS,
  effectiveRange,
  HOUR_PRESETS,
  hourPresetRange,
  presetAllowed,
  presetRange,
  STALE_RANGE_MS,
} from "../src";

// 2026-11-23 10:30 in Edmonton (UTC−7).
const now = new Date("2026-11-23T17:30:00Z");
const iso = (d: Date) => d.toISOString();

describe("date presets (spec part 1 §9)", () => {
  it("offers the presets of the spec and hour presets 1, 3 and 12", () => {
    expect(DATE_PRESETS).toHaveLength(17);
    expect(HOUR_PRESETS).toEqual([1, 3, 12]);
    expect(iso(hourPresetRange(3, now).from)).toBe("2026-11-23T14:30:00.000Z");
  });

  it("computes days in the plant's time zone", () => {
    const today = presetRange("today", now, "America/Edmonton");
    expect(iso(today.from)).toBe("2026-11-23T07:00:00.000Z");
    expect(today.to).toEqual(now);
    const yesterday = presetRange("yesterday", now, "America/Edmonton");
    expect(iso(yesterday.from)).toBe("2026-11-22T07:00:00.000Z");
    expect(iso(yesterday.to)).toBe("2026-11-23T06:59:59.999Z");
    expect(iso(presetRange("last_7_days", now, "America/Edmonton").from)).toBe("2026-11-17T07:00:00.000Z");
    expect(iso(presetRange("this_month", now, "UTC").from)).toBe("2026-11-01T00:00:00.000Z");
    const lastMonth = presetRange("last_month", now, "UTC");
    expect([iso(lastMonth.from), iso(lastMonth.to)]).toEqual([
      "2026-10-01T00:00:00.000Z",
      "2026-10-31T23:59:59.999Z",
    ]);
    expect(iso(presetRange("year_to_date", now, "UTC").from)).toBe("2026-01-01T00:00:00.000Z");
    const q2 = presetRange("q2", now, "UTC");
    expect([iso(q2.from), iso(q2.to)]).toEqual(["2026-04-01T00:00:00.000Z", "2026-06-30T23:59:59.999Z"]);
    expect(iso(presetRange("last_1_day", now).from)).toBe("2026-11-22T17:30:00.000Z");
  });

  it("disables the 30, 60 and 90 day presets in compare mode", () => {
    expect(COMPARE_DISABLED_PRESETS).toEqual(["last_30_days", "last_60_days", "last_90_days"]);
    expect(presetAllowed("last_30_days", true)).toBe(false);
    expect(presetAllowed("last_30_days", false)).toBe(true);
    expect(presetAllowed("last_7_days", true)).toBe(true);
  });

  it("opens screens on their default and resets a range saved more than 30 hours ago", () => {
    expect(DEFAULT_RANGE_PRESETS.sensor_statistics).toBe("today");
    expect(DEFAULT_RANGE_PRESETS.work_orders).toBe("last_7_days");
    expect(STALE_RANGE_MS).toBe(30 * 3600 * 1000);
    const saved = { from: new Date("2026-06-01Z"), to: new Date("2026-06-02Z") };
    const fresh = effectiveRange(
      "work_orders",
      { ...saved, savedAt: new Date(now.getTime() - STALE_RANGE_MS) },
      now,
    );
    expect(fresh.from).toEqual(saved.from);
    const stale = effectiveRange(
      "work_orders",
      { ...saved, savedAt: new Date(now.getTime() - STALE_RANGE_MS - 1) },
      now,
      "UTC",
    );
    expect(iso(stale.from)).toBe("2026-11-17T00:00:00.000Z");
  });
});
