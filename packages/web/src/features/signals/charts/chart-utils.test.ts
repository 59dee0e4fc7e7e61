import type { TrendPoint } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import {
  amplitudeDomain,
  decimateSpectrum,
  formatZoned,
  harmonics,
  labelRows,
  orderOf,
  snapToPeak,
  splitSegments,
  unitConverter,
  valueDomain,
  waveformStats,
  zonedTimeTicks,
  zoneOffsetMs,
  zoneState,
} from "./chart-utils";

const HOUR = 3_600_000;
const point = (t: number, mean = 1): TrendPoint => ({ t, min: mean - 0.5, max: mean + 0.5, mean, n: 1 });

describe("unitConverter", () => {
  it("keeps metric values as they are", () => {
    const c = unitConverter("mm/s", 1);
    expect(c.unit).toBe("mm/s");
    expect(c.convert(25.4)).toBe(25.4);
  });

  it("shows velocity in in/s and temperature in °F for imperial users", () => {
    const v = unitConverter("mm/s", 2);
    expect(v.unit).toBe("in/s");
    expect(v.convert(25.4)).toBeCloseTo(1, 10);
    const temp = unitConverter("°C", 2);
    expect(temp.unit).toBe("°F");
    expect(temp.convert(100)).toBeCloseTo(212, 10);
    expect(temp.convert(-40)).toBeCloseTo(-40, 10);
  });

  it("leaves units without an imperial form alone", () => {
    expect(unitConverter("g", 2).unit).toBe("g");
    expect(unitConverter("g", 2).convert(0.3)).toBe(0.3);
  });
});

describe("splitSegments", () => {
  it("keeps consecutive buckets in one run", () => {
    const segments = splitSegments([point(0), point(HOUR), point(2 * HOUR)], HOUR);
    expect(segments).toHaveLength(1);
    expect(segments[0]).toHaveLength(3);
  });

  it("breaks the line where buckets are missing", () => {
    const segments = splitSegments(
      [point(0), point(HOUR), point(5 * HOUR), point(6 * HOUR), point(9 * HOUR)],
      HOUR,
    );
    expect(segments.map((s) => s.map((p) => p.t / HOUR))).toEqual([[0, 1], [5, 6], [9]]);
  });

  it("sorts out-of-order points before splitting", () => {
    const segments = splitSegments([point(2 * HOUR), point(0), point(HOUR)], HOUR);
    expect(segments[0]?.map((p) => p.t)).toEqual([0, HOUR, 2 * HOUR]);
  });

  it("uses the cadence for raw readings", () => {
    const t = [0, 60_000, 120_000, 180_000, 900_000, 960_000];
    const segments = splitSegments(
      t.map((x) => point(x)),
      0,
    );
    expect(segments.map((s) => s.length)).toEqual([4, 2]);
  });

  it("follows the sensor's cadence when it reports less often than the bucket", () => {
    const tenMinutes = 600_000;
    const t = [0, 1, 2, 3, 4, 10, 11].map((i) => i * tenMinutes);
    // One-minute buckets: ten-minute steps are the cadence, the hour-long hole is a gap.
    const segments = splitSegments(
      t.map((x) => point(x)),
      60_000,
    );
    expect(segments.map((s) => s.length)).toEqual([5, 2]);
  });

  it("answers nothing for no points", () => {
    expect(splitSegments([], HOUR)).toEqual([]);
  });
});

describe("valueDomain", () => {
  it("covers the band and the zones", () => {
    const [lo, hi] = valueDomain([point(0, 2), point(1, 3)], [4.5, 7]);
    expect(lo).toBeCloseTo(1.225);
    expect(hi).toBeCloseTo(7.275);
  });

  it("does not pad a non-negative quantity below zero", () => {
    const [lo] = valueDomain([point(0, 0.6), point(1, 9)]);
    expect(lo).toBe(0);
  });

  it("never collapses to a single value", () => {
    const [lo, hi] = valueDomain([{ t: 0, min: 5, max: 5, mean: 5, n: 1 }]);
    expect(hi).toBeGreaterThan(lo);
  });
});

describe("zoneState", () => {
  it("names the zone a value is in", () => {
    expect(zoneState(1, 4, 7)).toBe("normal");
    expect(zoneState(4, 4, 7)).toBe("warning");
    expect(zoneState(8, 4, 7)).toBe("alarm");
    expect(zoneState(null, 4, 7)).toBe("unknown");
    expect(zoneState(100, null, null)).toBe("normal");
  });
});

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

describe("spectrum helpers", () => {
  it("gives orders of the running speed", () => {
    expect(orderOf(59.5, 29.75)).toBe(2);
    expect(orderOf(10, null)).toBeNull();
  });

  it("lists harmonics up to 10× within fmax", () => {
    expect(harmonics(100, 5000)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(harmonics(1000, 3500)).toEqual([1000, 2000, 3000]);
  });

  it("snaps a click to the strongest bin nearby", () => {
    const amplitudes = [0, 0.1, 0.2, 0.9, 0.2, 0.1, 0];
    expect(snapToPeak(1, amplitudes, 1)).toBe(3);
  });

  it("decimates to at most two points per column and keeps the peaks", () => {
    const amplitudes = Array.from({ length: 10_000 }, (_, i) => (i === 7_777 ? 5 : 0.01));
    const drawn = decimateSpectrum(amplitudes, 0.5, 200);
    expect(drawn.length).toBeLessThanOrEqual(400);
    expect(drawn.some((p) => p.amplitude === 5 && p.hz === 7_777 * 0.5)).toBe(true);
  });

  it("staggers marker labels into rows and drops those with no room", () => {
    // 0 and 10 collide: the second goes to row 1; 20 fits row 2; 30 finds no row; 60 fits row 0 again.
    expect(labelRows([0, 10, 20, 30, 60], 44, 3)).toEqual([0, 1, 2, -1, 0]);
    expect(labelRows([100, 0], 44, 1)).toEqual([0, 0]);
  });

  it("starts a log axis four decades under the maximum", () => {
    expect(amplitudeDomain([0, 2, 1], "linear")).toEqual([0, 2.1]);
    const [lo, hi] = amplitudeDomain([0, 2, 1], "log");
    expect(lo).toBeCloseTo(2e-4);
    expect(hi).toBe(3);
  });
});

describe("waveformStats", () => {
  it("measures peak and RMS", () => {
    const { peak, rms } = waveformStats([1, -1, 1, -1]);
    expect(peak).toBe(1);
    expect(rms).toBe(1);
    expect(waveformStats([0, -3, 4]).peak).toBe(4);
    expect(waveformStats([])).toEqual({ peak: 0, rms: 0 });
  });
});
