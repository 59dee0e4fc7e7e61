import { describe, expect, it } from "vitest";
import { wallClock, zonedTimeToUtc } from "./zoned-time";

/** Local time ↔ instant on the days the clocks change, in zones on both sides of UTC. */
describe("zonedTimeToUtc", () => {
  it.each([
    // Chicago springs forward at 02:00 CST (08:00Z) on 2026-03-08.
    ["before the change", [2026, 3, 8, 1, 0], "America/Chicago", "2026-03-08T07:00:00Z"],
    [
      "after the change, whose wall time read as UTC is before it",
      [2026, 3, 8, 7, 0],
      "America/Chicago",
      "2026-03-08T12:00:00Z",
    ],
    ["a skipped time moves past the gap", [2026, 3, 8, 2, 30], "America/Chicago", "2026-03-08T08:30:00Z"],
    // Chicago falls back at 02:00 CDT (07:00Z) on 2026-11-01: 01:30 happens twice.
    [
      "a repeated time is its first occurrence",
      [2026, 11, 1, 1, 30],
      "America/Chicago",
      "2026-11-01T06:30:00Z",
    ],
    ["after the fall-back", [2026, 11, 1, 7, 0], "America/Chicago", "2026-11-01T13:00:00Z"],
    // East of UTC: Berlin springs forward at 02:00 CET (01:00Z) on 2026-03-29.
    ["east of UTC, after the change", [2026, 3, 29, 9, 0], "Europe/Berlin", "2026-03-29T07:00:00Z"],
    ["east of UTC, before the change", [2026, 3, 29, 1, 30], "Europe/Berlin", "2026-03-29T00:30:00Z"],
    ["overflowing fields roll over like Date.UTC", [2026, 1, 32, 9, 0], "UTC", "2026-02-01T09:00:00Z"],
  ] as const)("%s", (_label, [y, mo, d, h, mi], zone, expected) => {
    expect(zonedTimeToUtc(y, mo, d, h, mi, zone).toISOString()).toBe(new Date(expected).toISOString());
  });

  it("is the inverse of wallClock for every hour of a changeover week", () => {
    for (let t = Date.UTC(2026, 2, 5); t < Date.UTC(2026, 2, 12); t += 3_600_000) {
      const w = wallClock(t, "America/Chicago");
      const back = zonedTimeToUtc(w.year, w.month, w.day, w.hour, w.minute, "America/Chicago");
      expect(back.getTime()).toBe(t);
    }
  });
});
