import { describe, expect, it } from "vitest";
import { formatZoned, zonedTimeTicks, zoneOffsetMs } from "./zoned-time";

const HOUR = 3_600_000;

describe("time in the plant's zone", () => {
  // 2026-01-15 12:00 UTC is 07:00 in Toronto (UTC−5 in winter).
  const noonUtc = Date.UTC(2026, 0, 15, 12, 0, 0);

  it("finds the zone offset", () => {
    expect(zoneOffsetMs(noonUtc, "America/Toronto")).toBe(-5 * HOUR);
    expect(zoneOffsetMs(noonUtc, "UTC")).toBe(0);
  });

  it("formats on the zone's wall clock", () => {
    expect(formatZoned(noonUtc, "America/Toronto")).toBe("2026-01-15 07:00");
    expect(formatZoned(noonUtc, "UTC", "time")).toBe("12:00");
  });

  it("puts ticks on round local hours and marks the day change", () => {
    const from = Date.UTC(2026, 0, 15, 0, 30); // 19:30 Toronto, the 14th
    const to = from + 12 * HOUR;
    const ticks = zonedTimeTicks(from, to, "America/Toronto", 6);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThanOrEqual(7);
    for (const tick of ticks) {
      expect(formatZoned(tick.t, "America/Toronto", "time").endsWith(":00")).toBe(true);
      expect(tick.t).toBeGreaterThanOrEqual(from);
      expect(tick.t).toBeLessThanOrEqual(to);
    }
    expect(ticks.some((tick) => tick.label === "01-15")).toBe(true);
  });

  it("puts day ticks on the zone's midnight", () => {
    const from = Date.UTC(2026, 0, 1, 12);
    const ticks = zonedTimeTicks(from, from + 6 * 24 * HOUR, "America/Toronto", 7);
    for (const tick of ticks) expect(formatZoned(tick.t, "America/Toronto", "time")).toBe("00:00");
  });
});
