import { describe, expect, it } from "vitest";
import { decimalsFor, formatDate, roundNumber, timeAgo, timeAgoParts } from "../src";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("time ago (spec part 1 §9)", () => {
  it.each([
    [0, { value: 0, unit: "second" }],
    [59, { value: 59, unit: "second" }],
    [60, { value: 1, unit: "minute" }],
    [3599, { value: 59, unit: "minute" }],
    [3600, { value: 1, unit: "hour" }],
    [86_399, { value: 23, unit: "hour" }],
    [86_400, { value: 1, unit: "day" }],
    [29 * 86_400, { value: 29, unit: "day" }],
    [30 * 86_400, { value: 1, unit: "month" }],
    [95 * 86_400, { value: 3, unit: "month" }],
  ])("%i s ago → %j", (seconds, expected) => {
    expect(timeAgoParts(ago(seconds), now)).toEqual(expected);
  });

  it("speaks the user's language", () => {
    expect(timeAgo(ago(300), now)).toBe("5 minutes ago");
    expect(timeAgo(ago(7200), now, "es")).toBe("hace 2 horas");
  });
});

describe("number rounding: 1 to 7 decimals by magnitude below 1", () => {
  it.each([
    [1234.567, 1, 1234.6],
    [1, 1, 1],
    [0.5678, 2, 0.57],
    [0.1, 2, 0.1],
    [0.05678, 3, 0.057],
    [0.0012345, 4, 0.0012],
    [-0.05678, 3, -0.057],
    [0.00000012345, 7, 0.0000001],
  ])("%d → %i decimals → %d", (value, decimals, rounded) => {
    expect(decimalsFor(value)).toBe(decimals);
    expect(roundNumber(value)).toBeCloseTo(rounded, 10);
  });
});

describe("dates: yyyy-mm-dd with optional hh:mm:ss, in the plant's zone", () => {
  it("formats in the given time zone", () => {
    const instant = "2026-11-23T03:04:05Z";
    expect(formatDate(instant, { timeZone: "UTC" })).toBe("2026-11-23");
    expect(formatDate(instant, { timeZone: "America/Edmonton", withTime: true })).toBe("2026-11-22 20:04:05");
    expect(formatDate("not a date")).toBe("");
  });
});
