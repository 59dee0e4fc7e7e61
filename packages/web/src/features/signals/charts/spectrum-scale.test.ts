import { describe, expect, it } from "vitest";
import { amplitudeDomain, decadeText, decadeTicks, toDb } from "./spectrum-scale";

describe("dB", () => {
  it("is 20·log10 of the amplitude over the reference", () => {
    expect(toDb(1, 1)).toBe(0);
    expect(toDb(10, 1)).toBeCloseTo(20);
    expect(toDb(0.001, 1)).toBeCloseTo(-60);
    // 2 mm/s against 0.5 mm/s: 20·log10(4) = 12.041 dB.
    expect(toDb(2, 0.5)).toBeCloseTo(12.041, 3);
    expect(toDb(0, 1)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("spans 80 dB under the strongest line, on whole 10 dB", () => {
    // Max −1.9 dB: top ceil((−1.9 + 3) / 10) × 10 = 10; floor floor((−81.9) / 10) × 10 = −90.
    expect(amplitudeDomain([-40, -1.9, Number.NEGATIVE_INFINITY], "db")).toEqual([-90, 10]);
    expect(amplitudeDomain([Number.NEGATIVE_INFINITY], "db")).toEqual([-80, 0]);
  });
});

describe("linear and log domains", () => {
  it("starts a linear axis at 0 and a log axis four decades under the maximum", () => {
    expect(amplitudeDomain([0, 2, 1], "linear")).toEqual([0, 2.1]);
    const [lo, hi] = amplitudeDomain([0, 2, 1], "log");
    expect(lo).toBeCloseTo(2e-4);
    expect(hi).toBe(3);
  });
});

describe("decade ticks", () => {
  it("labels only the decades and puts 2…9 × each decade between them", () => {
    const { major, minor } = decadeTicks(2e-4, 3);
    expect(major).toEqual([0.001, 0.01, 0.1, 1]);
    // 2e-4…9e-4 (8), then 2…9 × 0.001, 0.01, 0.1 (24), then 2 and 3: 34 minor ticks.
    expect(minor).toHaveLength(34);
    expect(minor[0]).toBeCloseTo(2e-4);
    expect(minor.at(-1)).toBe(3);
    expect(minor.some((v) => major.includes(v))).toBe(false);
  });

  it("writes decades plainly within 1e-3…1e3 and as exponents otherwise, one notation per axis", () => {
    expect([0.001, 0.1, 1, 100].map((v) => decadeText(v, [0.001, 0.1, 1, 100]))).toEqual([
      "0.001",
      "0.1",
      "1",
      "100",
    ]);
    const wide = [1e-4, 0.001, 0.01];
    expect(wide.map((v) => decadeText(v, wide))).toEqual(["1e-4", "1e-3", "1e-2"]);
  });

  it("has no ticks on an empty or non-positive domain", () => {
    expect(decadeTicks(0, 1)).toEqual({ major: [], minor: [] });
  });
});
