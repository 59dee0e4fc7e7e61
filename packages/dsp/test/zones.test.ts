import { describe, expect, it } from "vitest";
import {
  DspError,
  evaluateZones,
  initialZoneState,
  type LevelSample,
  resolveZoneRules,
  stepZones,
  type ZoneEvent,
  type ZoneSettings,
} from "../src";
import { expectCode } from "./signals";

/** The worked examples' settings (module comment of src/zones.ts): W = 4, A = 7, X = 10.5. */
const BASE: ZoneSettings = {
  warningZone: 4,
  alarmZone: 7,
  samplesToAlarm: 2,
  samplesToSettle: 2,
  acuteSamples: 1,
  stableSamples: 4,
  extraVibrationMultiplier: 1.5,
  warmUpMinutes: 0,
  coolDownMinutes: 0,
};

const STEP_MS = 20_000;

/** Running samples every 20 s from t = 0. */
function running(values: readonly number[]): LevelSample[] {
  return values.map((value, i) => ({ timeMs: i * STEP_MS, value, running: true }));
}

/** "index:kind raised|cleared" — compact and exact. */
function brief(events: readonly ZoneEvent[]): string[] {
  return events.map((e) => `${e.index}:${e.kind} ${e.action}${e.cause === "coolDown" ? " (coolDown)" : ""}`);
}

describe("zone evaluation: the worked examples", () => {
  it.each([
    {
      rule: "warning after samplesToAlarm, chronic after stableSamples, both settle after samplesToSettle",
      settings: {},
      values: [3, 5, 5, 5, 5, 3, 3],
      events: ["2:warning raised", "4:chronic raised", "6:warning cleared", "6:chronic cleared"],
    },
    {
      rule: "a one-sample dip restarts the settle run",
      settings: {},
      values: [8, 8, 3, 8, 3, 3],
      events: ["1:warning raised", "1:alarm raised", "5:warning cleared", "5:alarm cleared"],
    },
    {
      rule: "acute on a single sample ≥ alarm × extraVibrationMultiplier; warning/alarm need two",
      settings: {},
      values: [2, 11, 2, 2],
      events: ["1:acute raised", "3:acute cleared"],
    },
    {
      rule: "exactly on a threshold counts as above (≥)",
      settings: {},
      values: [4, 4, 3.999, 3.999],
      events: ["1:warning raised", "3:warning cleared"],
    },
    {
      rule: "a one-sample excursion under samplesToAlarm raises nothing",
      settings: {},
      values: [5, 3, 5, 3, 5],
      events: [],
    },
    {
      rule: "settle hysteresis h = baseline·baselineDelta: [W − h, W) neither raises nor settles",
      settings: { baseline: 5, baselineDelta: 0.1 },
      values: [5, 5, 3.8, 3.8, 3, 3],
      events: ["1:warning raised", "5:warning cleared"],
    },
    {
      rule: "alarm settles below A while warning stays raised",
      settings: {},
      values: [8, 8, 5, 5, 5, 3, 3],
      events: [
        "1:warning raised",
        "1:alarm raised",
        "3:alarm cleared",
        "3:chronic raised",
        "6:warning cleared",
        "6:chronic cleared",
      ],
    },
    {
      rule: "acuteSamples = 2 needs two consecutive samples ≥ X",
      settings: { acuteSamples: 2 },
      values: [11, 6, 11, 11, 2],
      events: ["1:warning raised", "3:alarm raised", "3:acute raised", "3:chronic raised"],
    },
    {
      rule: "relative levels: W = baseline·(1 + warningDelta) when lower than the zone",
      settings: { warningZone: 100, alarmZone: 100, baseline: 2, warningDelta: 0.5, alarmDelta: 2 },
      // W = 3, A = 6, X = 9
      values: [3, 3, 6, 6, 9, 1, 1],
      events: [
        "1:warning raised",
        "3:alarm raised",
        "3:chronic raised",
        "4:acute raised",
        "6:warning cleared",
        "6:alarm cleared",
        "6:acute cleared",
        "6:chronic cleared",
      ],
    },
  ])("$rule", ({ settings, values, events }) => {
    // Same-sample events come in the fixed order warning, alarm, acute, chronic.
    expect(brief(evaluateZones({ ...BASE, ...settings }, running(values)))).toEqual(events);
  });
});

describe("zone evaluation: warm-up, stop and cool-down", () => {
  it("warm-up skips samples before start + warmUpMinutes; the first at exactly that time is evaluated", () => {
    // 1 minute warm-up, samples every 20 s: 0, 1, 2 skipped, 3 (t = 60 s) and 4 raise warning at 4.
    const events = evaluateZones({ ...BASE, warmUpMinutes: 1 }, running([9, 9, 9, 5, 5]));
    expect(brief(events)).toEqual(["4:warning raised"]);
  });

  it("warm-up after a restart: its samples neither raise nor settle", () => {
    const samples: LevelSample[] = [
      { timeMs: 0, value: 5, running: true }, // start at 0: warm-up until 60 s
      { timeMs: 60_000, value: 5, running: true }, // first evaluated
      { timeMs: 80_000, value: 5, running: true }, // warning raised
      { timeMs: 100_000, value: 0, running: false }, // stop: held (cool-down 10 min)
      { timeMs: 120_000, value: 1, running: true }, // restart at 120 s: warm-up until 180 s
      { timeMs: 140_000, value: 1, running: true }, // skipped
      { timeMs: 160_000, value: 1, running: true }, // skipped
      { timeMs: 180_000, value: 1, running: true }, // first evaluated: settle run 1
      { timeMs: 200_000, value: 1, running: true }, // settle run 2 → cleared
    ];
    expect(brief(evaluateZones({ ...BASE, warmUpMinutes: 1, coolDownMinutes: 10 }, samples))).toEqual([
      "2:warning raised",
      "8:warning cleared",
    ]);
    // The same stream without warm-up: raised at 1, cleared by the first two samples after restart.
    expect(brief(evaluateZones({ ...BASE, coolDownMinutes: 10 }, samples))).toEqual([
      "1:warning raised",
      "5:warning cleared",
    ]);
  });

  it("a restart resets the runs: samples either side of a stop are not consecutive", () => {
    const samples: LevelSample[] = [
      { timeMs: 0, value: 5, running: true },
      { timeMs: 20_000, value: 0, running: false },
      { timeMs: 40_000, value: 5, running: true },
      { timeMs: 60_000, value: 5, running: true },
    ];
    expect(brief(evaluateZones({ ...BASE, coolDownMinutes: 10 }, samples))).toEqual(["3:warning raised"]);
  });

  it("cool-down: latches hold through a short stop and clear on the first stopped sample ≥ stop + coolDown", () => {
    const samples: LevelSample[] = [
      { timeMs: 0, value: 8, running: true },
      { timeMs: 20_000, value: 8, running: true }, // warning, alarm raised
      { timeMs: 40_000, value: 0, running: false }, // stop at 40 s, cool-down 1 min → until 100 s
      { timeMs: 80_000, value: 0, running: false }, // held
      { timeMs: 99_999, value: 0, running: false }, // held
      { timeMs: 100_000, value: 0, running: false }, // cleared here
      { timeMs: 120_000, value: 0, running: false },
    ];
    expect(brief(evaluateZones({ ...BASE, coolDownMinutes: 1 }, samples))).toEqual([
      "1:warning raised",
      "1:alarm raised",
      "5:warning cleared (coolDown)",
      "5:alarm cleared (coolDown)",
    ]);
  });

  it("cool-down 0 clears on the stop sample itself", () => {
    const samples: LevelSample[] = [
      { timeMs: 0, value: 5, running: true },
      { timeMs: 20_000, value: 5, running: true },
      { timeMs: 40_000, value: 5, running: false },
    ];
    expect(brief(evaluateZones(BASE, samples))).toEqual(["1:warning raised", "2:warning cleared (coolDown)"]);
  });

  it("a restart inside the cool-down keeps the latch raised", () => {
    const samples: LevelSample[] = [
      { timeMs: 0, value: 5, running: true },
      { timeMs: 20_000, value: 5, running: true },
      { timeMs: 40_000, value: 0, running: false },
      { timeMs: 60_000, value: 5, running: true },
      { timeMs: 80_000, value: 3, running: true },
      { timeMs: 100_000, value: 3, running: true },
    ];
    expect(brief(evaluateZones({ ...BASE, coolDownMinutes: 1 }, samples))).toEqual([
      "1:warning raised",
      "5:warning cleared",
    ]);
  });

  it("stopped samples are never evaluated", () => {
    const samples = [9, 9, 9, 9, 9].map((value, i) => ({ timeMs: i * STEP_MS, value, running: false }));
    expect(evaluateZones(BASE, samples)).toEqual([]);
  });
});

describe("zone evaluation: the state machine itself", () => {
  it("stepZones is pure: the same state and sample give the same result, the input state is untouched", () => {
    const rules = resolveZoneRules(BASE);
    const s0 = initialZoneState();
    const snapshot = JSON.stringify(s0);
    const a = stepZones(rules, s0, { timeMs: 0, value: 5, running: true });
    const b = stepZones(rules, s0, { timeMs: 0, value: 5, running: true });
    expect(a).toEqual(b);
    expect(JSON.stringify(s0)).toBe(snapshot);
    expect(a.state.index).toBe(1);
  });

  it("events carry the sample's time and value", () => {
    const [e] = evaluateZones(BASE, running([5, 6]));
    expect(e).toEqual({
      kind: "warning",
      action: "raised",
      cause: "level",
      index: 1,
      timeMs: 20_000,
      value: 6,
    });
  });

  it("resolves thresholds as the minimum of zone and baseline rule", () => {
    const rules = resolveZoneRules({ ...BASE, baseline: 2, warningDelta: 1, alarmDelta: 5 });
    expect(rules.thresholds).toEqual({ warning: 4, alarm: 7, acute: 10.5, chronic: 4 });
  });
});

describe("zone evaluation refuses bad input by name", () => {
  it.each([
    [{ samplesToAlarm: 0 }, "samplesToAlarm"],
    [{ samplesToSettle: 1.5 }, "samplesToSettle"],
    [{ acuteSamples: -1 }, "acuteSamples"],
    [{ stableSamples: Number.NaN }, "stableSamples"],
    [{ extraVibrationMultiplier: 0.5 }, "extraVibrationMultiplier"],
    [{ warmUpMinutes: -1 }, "warmUpMinutes"],
    [{ coolDownMinutes: Number.POSITIVE_INFINITY }, "coolDownMinutes"],
    [{ warningZone: 8 }, "must not exceed alarm level"],
    [{ warningZone: undefined }, "warning level needs"],
    [{ alarmZone: -3 }, "alarmZone"],
    [{ warningDelta: 0.5 }, "warningDelta needs a baseline"],
    [{ baselineDelta: 0.1 }, "baselineDelta needs a baseline"],
    [{ baseline: 0 }, "baseline must be"],
    [{ baseline: 10, baselineDelta: 0.5 }, "hysteresis"],
  ] as const)("%o → %s", (patch, text) => {
    const fn = () => resolveZoneRules({ ...BASE, ...patch } as ZoneSettings);
    expect(fn).toThrow(DspError);
    expect(fn).toThrow(text);
  });

  it("a non-finite reading is NON_FINITE_SAMPLE naming its index", () => {
    expectCode(
      () => evaluateZones(BASE, running([1, 2, Number.NaN])),
      "NON_FINITE_SAMPLE",
      "sample 2 value is NaN",
    );
  });

  it("time going backwards is refused", () => {
    const samples: LevelSample[] = [
      { timeMs: 1000, value: 1, running: true },
      { timeMs: 999, value: 1, running: true },
    ];
    expect(() => evaluateZones(BASE, samples)).toThrow("sample 1 timeMs 999 is before");
  });
});
