/**
 * Fault-frequency markers and the chart's opening range, against frequencies worked out by hand for
 * a 1 780 RPM machine (f = 1780/60 = 29.666 667 Hz), and the kinematics read from an item's jsonb
 * and option values. Pure: no database.
 */
import type { MachineKinematics, SpectrumMarker } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { faultMarkers, initialRange, lineNear } from "./fault-markers";
import { itemKinematics, needsOptionValues } from "./kinematics";
import type { MachineContext } from "./machine";

const SHAFT_HZ = 1780 / 60;

/** A flat spectrum, Δf = 0.25 Hz, lines 0…fmax/Δf, each `floor` high, with `peaks` (Hz → amplitude). */
function spectrum(fmax: number, peaks: Record<number, number> = {}, floor = 0.01) {
  const df = 0.25;
  const amplitudes = new Array<number>(Math.round(fmax / df) + 1).fill(floor);
  for (const [hz, amplitude] of Object.entries(peaks)) amplitudes[Math.round(Number(hz) / df)] = amplitude;
  return { amplitudes, df, fmax };
}

/** A 6205: 9 balls of 7.94 mm on a 39.04 mm pitch circle, contact angle 0. */
const BEARING_6205: MachineContext["bearing"] = {
  id: 1,
  name: "6205",
  geometry: { ballCount: 9, ballDiameter: 7.94, pitchDiameter: 39.04 },
};

function machine(kinematics: MachineKinematics, bearing: MachineContext["bearing"] = null): MachineContext {
  return { rpm: 1780, bearing, kinematics };
}

function byLabel(markers: SpectrumMarker[]) {
  return Object.fromEntries(markers.map((m) => [m.label, m]));
}

/** label → [kind, harmonic, Hz] of every marker, for exact comparison. */
function table(markers: SpectrumMarker[]) {
  return markers.map((m) => [m.label, m.kind, m.harmonic, m.hz] as const);
}

function expectFamily(markers: SpectrumMarker[], expected: [string, string, number, number][]) {
  const got = table(markers).filter(([, kind]) => kind !== "order");
  expect(got.map(([label, kind, harmonic]) => [label, kind, harmonic])).toEqual(
    expected.map(([label, kind, harmonic]) => [label, kind, harmonic]),
  );
  for (const [i, [, , , hz]] of got.entries()) expect(hz).toBeCloseTo(expected[i]![3], 6);
}

describe("faultMarkers", () => {
  it("marks 1×…10× running speed with Unicode × labels", () => {
    const markers = faultMarkers(SHAFT_HZ, machine({}), spectrum(1000));
    expect(markers.map((m) => m.label)).toEqual([
      "1×",
      "2×",
      "3×",
      "4×",
      "5×",
      "6×",
      "7×",
      "8×",
      "9×",
      "10×",
    ]);
    expect(markers.every((m) => m.kind === "order")).toBe(true);
    expect(markers.map((m) => m.harmonic)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // 10 × 29.666 667 = 296.666 667 Hz.
    expect(markers[9]!.hz).toBeCloseTo(296.666667, 6);
  });

  it("marks the 6205's BPFO and BPFI to 3×, BSF to 2× and FTF", () => {
    // r = d/D = 7.94/39.04 = 0.203 381 148
    // BPFO = (9·f/2)(1 − r) = 133.5 × 0.796 618 852 = 106.348 617 Hz
    // BPFI = (9·f/2)(1 + r) = 133.5 × 1.203 381 148 = 160.651 383 Hz
    // BSF  = (D/2d)·f·(1 − r²) = 2.458 438 × 29.666 667 × 0.958 636 = 69.916 849 Hz
    // FTF  = (f/2)(1 − r) = 14.833 333 × 0.796 618 852 = 11.816 513 Hz
    const markers = faultMarkers(SHAFT_HZ, machine({}, BEARING_6205), spectrum(1000));
    expectFamily(markers, [
      ["BPFO", "bearing", 1, 106.348617],
      ["2×BPFO", "bearing", 2, 212.697234],
      ["3×BPFO", "bearing", 3, 319.04585],
      ["BPFI", "bearing", 1, 160.651383],
      ["2×BPFI", "bearing", 2, 321.302766],
      ["3×BPFI", "bearing", 3, 481.95415],
      ["BSF", "bearing", 1, 69.916849],
      ["2×BSF", "bearing", 2, 139.833698],
      ["FTF", "bearing", 1, 11.816513],
    ]);
  });

  it("marks gear mesh to 3×, the mating shaft and the hunting-tooth frequency of a 23/67 pair", () => {
    // GMF = 23 × 29.666 667 = 682.333 333 Hz; mating shaft = f·23/67 = 10.184 080 Hz;
    // gcd(23, 67) = 1, so HTF = GMF·1/(23·67) = 682.333 333/1541 = 0.442 786 Hz (= f/67: one
    // pinion tooth meets the same wheel tooth again after 67 pinion turns).
    const markers = faultMarkers(
      SHAFT_HZ,
      machine({ gear_teeth: 23, mating_gear_teeth: 67 }),
      spectrum(2500),
    );
    expectFamily(markers, [
      ["GMF", "gear", 1, 682.333333],
      ["2×GMF", "gear", 2, 1364.666667],
      ["3×GMF", "gear", 3, 2047],
      ["Gear 2 1×", "gear", 1, 10.18408],
      ["HTF", "gear", 1, 0.442786],
    ]);
  });

  it("counts the assembly phases in the hunting-tooth frequency when the teeth share a factor", () => {
    // 20/60 teeth: gcd = 20, HTF = (20·f)·20/(20·60) = f/3 = 9.888 889 Hz; mating shaft also f/3.
    const m = byLabel(
      faultMarkers(SHAFT_HZ, machine({ gear_teeth: 20, mating_gear_teeth: 60 }), spectrum(2000)),
    );
    expect(m.HTF!.hz).toBeCloseTo(9.888889, 6);
    expect(m["Gear 2 1×"]!.hz).toBeCloseTo(9.888889, 6);
  });

  it("marks gear mesh without the mating gear's teeth, and no mating markers", () => {
    const markers = faultMarkers(SHAFT_HZ, machine({ gear_teeth: 23 }), spectrum(2500));
    expect(markers.filter((m) => m.kind === "gear").map((m) => m.label)).toEqual(["GMF", "2×GMF", "3×GMF"]);
  });

  it("marks vane pass and blade pass to 2×", () => {
    // VPF = 6 × 29.666 667 = 178 Hz; BPF = 10 × 29.666 667 = 296.666 667 Hz.
    const markers = faultMarkers(SHAFT_HZ, machine({ vanes: 6, blades: 10 }), spectrum(1000));
    expectFamily(markers, [
      ["VPF", "vane", 1, 178],
      ["2×VPF", "vane", 2, 356],
      ["BPF", "blade", 1, 296.666667],
      ["2×BPF", "blade", 2, 593.333333],
    ]);
  });

  it("marks the belt to 3× and the driven shaft of a 100/250 mm drive on a 1 600 mm belt", () => {
    // Belt = π·100·29.666 667/1600 = 9320.058/1600 = 5.825 036 Hz; driven = f·100/250 = 11.866 667 Hz.
    const belt = { driver_diameter_mm: 100, driven_diameter_mm: 250, length_mm: 1600 };
    const markers = faultMarkers(SHAFT_HZ, machine({ belt }), spectrum(1000));
    expectFamily(markers, [
      ["Belt", "belt", 1, 5.825036],
      ["2×Belt", "belt", 2, 11.650073],
      ["3×Belt", "belt", 3, 17.475109],
      ["Driven 1×", "belt", 1, 11.866667],
    ]);
  });

  it("marks LF and 2×LF of a 60 Hz supply, with or without the running speed", () => {
    const withSpeed = faultMarkers(SHAFT_HZ, machine({ line_frequency_hz: 60 }), spectrum(1000));
    expectFamily(withSpeed, [
      ["LF", "line", 1, 60],
      ["2×LF", "line", 2, 120],
    ]);
    expect(table(faultMarkers(null, machine({ line_frequency_hz: 60 }), spectrum(1000)))).toEqual([
      ["LF", "line", 1, 60],
      ["2×LF", "line", 2, 120],
    ]);
  });

  it("assumes no supply frequency when none is set, and marks nothing without a speed", () => {
    expect(faultMarkers(SHAFT_HZ, machine({}), spectrum(1000)).some((m) => m.kind === "line")).toBe(false);
    expect(faultMarkers(null, machine({ gear_teeth: 23, vanes: 6 }, BEARING_6205), spectrum(1000))).toEqual(
      [],
    );
  });

  it("gives every marker a unique label when every family is known", () => {
    const all = machine(
      {
        gear_teeth: 23,
        mating_gear_teeth: 67,
        vanes: 6,
        blades: 10,
        belt: { driver_diameter_mm: 100, driven_diameter_mm: 250, length_mm: 1600 },
        line_frequency_hz: 60,
      },
      BEARING_6205,
    );
    const labels = faultMarkers(SHAFT_HZ, all, spectrum(2500)).map((m) => m.label);
    // 10 orders + 9 bearing + 5 gear + 2 vane + 2 blade + 4 belt + 2 line.
    expect(labels).toHaveLength(34);
    expect(new Set(labels).size).toBe(34);
  });

  it("drops harmonics beyond Fmax", () => {
    // Fmax 400 Hz: 3×BPFO 319.0 stays; 3×BPFI 482.0 goes; 2×VPF 356 stays; 2×BPF 593.3 goes.
    const markers = faultMarkers(SHAFT_HZ, machine({ vanes: 6, blades: 10 }, BEARING_6205), spectrum(400));
    const labels = markers.map((m) => m.label);
    expect(labels).toContain("3×BPFO");
    expect(labels).toContain("2×BPFI");
    expect(labels).not.toContain("3×BPFI");
    expect(labels).toContain("2×VPF");
    expect(labels).toContain("BPF");
    expect(labels).not.toContain("2×BPF");
    expect(markers.every((m) => m.hz <= 400)).toBe(true);
  });

  it("reads the largest line within ± max(2 lines, 2 %) of each marker", () => {
    // BPFO 106.348 6 Hz: ± 2.127 Hz, so the line at 106.25 Hz is its; 1× (29.667 Hz, ± 0.593 Hz)
    // finds the line at 29.75 Hz; 2×BPFO (212.697 Hz, ± 4.254 Hz) finds 216.75 but not 217.25 Hz.
    const s = spectrum(1000, { 106.25: 0.8, 29.75: 0.5, 216.75: 0.3, 217.25: 0.9 });
    const m = byLabel(faultMarkers(SHAFT_HZ, machine({}, BEARING_6205), s));
    expect(m.BPFO).toMatchObject({ amplitude: 0.8, found_hz: 106.25 });
    expect(m["1×"]).toMatchObject({ amplitude: 0.5, found_hz: 29.75 });
    expect(m["2×BPFO"]).toMatchObject({ amplitude: 0.3, found_hz: 216.75 });
    expect(m.BPFI).toMatchObject({ amplitude: 0.01 });
  });

  it("finds no line beyond Fmax", () => {
    const s = spectrum(400, { 400: 0.7 });
    expect(lineNear(s, 400)).toEqual({ amplitude: 0.7, hz: 400 });
    expect(lineNear(s, 400.1)).toBeNull();
  });
});

describe("initialRange", () => {
  const range = (kinematics: MachineKinematics, fmax: number, bearing: MachineContext["bearing"] = null) => {
    const s = spectrum(fmax);
    return initialRange(SHAFT_HZ, faultMarkers(SHAFT_HZ, machine(kinematics, bearing), s), s);
  };

  it("opens at 50 orders without a fault family, within Fmax", () => {
    // 50 × 29.666 667 = 1483.333 Hz.
    expect(range({}, 2000)[1]).toBeCloseTo(1483.333333, 6);
    expect(range({}, 1000)).toEqual([0, 1000]);
  });

  it("opens to 3×BPFI × 1.1 for a bearing", () => {
    // 3 × 160.651 383 × 1.1 = 530.149 564 5 Hz.
    expect(range({}, 1000, BEARING_6205)[1]).toBeCloseTo(530.1495645, 6);
  });

  it("opens to 3×GMF × 1.1 for a gear, or Fmax when 3×GMF lies beyond it", () => {
    // 3 × 682.333 333 × 1.1 = 2251.7 Hz.
    expect(range({ gear_teeth: 23, mating_gear_teeth: 67 }, 2500)[1]).toBeCloseTo(2251.7, 6);
    expect(range({ gear_teeth: 23 }, 1000)).toEqual([0, 1000]);
  });

  it("opens to 2×VPF and 2×BPF × 1.1", () => {
    // 2 × 178 × 1.1 = 391.6 Hz; 2 × 296.666 667 × 1.1 = 652.666 667 Hz.
    expect(range({ vanes: 6 }, 1000)[1]).toBeCloseTo(391.6, 6);
    expect(range({ blades: 10 }, 1000)[1]).toBeCloseTo(652.666667, 6);
  });

  it("opens at 10 orders when the family's frequencies are lower", () => {
    // 3×Belt × 1.1 = 19.2 Hz < 10 × 29.666 667 = 296.666 667 Hz.
    const belt = { driver_diameter_mm: 100, driven_diameter_mm: 250, length_mm: 1600 };
    expect(range({ belt }, 1000)[1]).toBeCloseTo(296.666667, 6);
  });

  it("does not count the supply as a fault family", () => {
    expect(range({ line_frequency_hz: 60 }, 2000)[1]).toBeCloseTo(1483.333333, 6);
    expect(range({ line_frequency_hz: 60, vanes: 6 }, 2000)[1]).toBeCloseTo(391.6, 6);
  });

  it("opens at 0…Fmax when the speed is unknown", () => {
    const s = spectrum(1000);
    expect(initialRange(null, faultMarkers(null, machine({ line_frequency_hz: 50 }), s), s)).toEqual([
      0, 1000,
    ]);
  });
});

describe("itemKinematics", () => {
  it("fills vanes and blades from the item's option values when the jsonb leaves them unset", () => {
    expect(
      itemKinematics(null, [
        { name: "Impeller vanes", value: "6" },
        { name: "Seal", value: "Packing" },
      ]),
    ).toEqual({ vanes: 6 });
    expect(itemKinematics({ gear_teeth: 23 }, [{ name: "blades", value: " 10 " }])).toEqual({
      gear_teeth: 23,
      blades: 10,
    });
  });

  it("keeps the jsonb's own values over the options", () => {
    expect(
      itemKinematics({ blades: 8, vanes: 5 }, [
        { name: "Blades", value: "10" },
        { name: "Impeller vanes", value: "6" },
      ]),
    ).toEqual({ blades: 8, vanes: 5 });
  });

  it("drops a stored field or option value the item form would refuse, keeping the rest", () => {
    expect(
      itemKinematics(
        {
          gear_teeth: "many",
          mating_gear_teeth: 67,
          belt: { driver_diameter_mm: 100, driven_diameter_mm: 250 },
          line_frequency_hz: 55,
          vanes: 0,
        },
        [
          { name: "Impeller vanes", value: "six" },
          { name: "Blades", value: null },
        ],
      ),
    ).toEqual({ mating_gear_teeth: 67 });
    expect(itemKinematics([1, 2], [])).toEqual({});
  });

  it("keeps a complete belt and a 50 or 60 Hz supply, and assumes no supply otherwise", () => {
    const belt = { driver_diameter_mm: 100, driven_diameter_mm: 250, length_mm: 1600 };
    expect(itemKinematics({ belt, line_frequency_hz: 50 }, [])).toEqual({ belt, line_frequency_hz: 50 });
    expect(itemKinematics({}, []).line_frequency_hz).toBeUndefined();
  });

  it("asks for option values only while vanes or blades are unset", () => {
    expect(needsOptionValues({})).toBe(true);
    expect(needsOptionValues({ vanes: 6 })).toBe(true);
    expect(needsOptionValues({ vanes: 6, blades: 10 })).toBe(false);
  });
});
