import { describe, expect, it } from "vitest";
import { unitConverter, zoneState } from "./units";

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

describe("zoneState", () => {
  it("names the zone a value is in", () => {
    expect(zoneState(1, 4, 7)).toBe("normal");
    expect(zoneState(4, 4, 7)).toBe("warning");
    expect(zoneState(8, 4, 7)).toBe("alarm");
    expect(zoneState(null, 4, 7)).toBe("unknown");
    expect(zoneState(100, null, null)).toBe("normal");
  });
});
