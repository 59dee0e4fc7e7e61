import { initialZoneState, resolveZoneRules, stepZones } from "@plantwise/dsp";
import { describe, expect, it } from "vitest";
import {
  initialSeriesState,
  levelAlertRule,
  stateFromJson,
  stateToJson,
  type ZoneRow,
  zoneRulesOf,
  zoneSettingsOf,
} from "./level-rules";
import { withRunLevels } from "./pending-readings";
import { INITIAL_RUN_STATE, type RunState, runSettings, stepRunning } from "./running";

/** The pure half of alarm evaluation: the run rule, the zones row mapping and the state's JSON. */

const MIN = 60_000;

function zoneRow(overrides: Partial<ZoneRow> = {}): ZoneRow {
  const at = new Date("2025-01-01T00:00:00Z");
  return {
    id: 1,
    sensor_id: 1,
    parameter_type: 1,
    axis: 1,
    level_type: 5,
    warning_zone: 4.5,
    alarm_zone: 7.1,
    baseline: null,
    source_type: 2,
    acute_samples: 1,
    stable_samples: 3,
    samples_to_alarm: 3,
    samples_to_settle: 3,
    extra_vibration_multiplier: 1.5,
    further_below_run_rate_percent: null,
    stop_time_minutes: null,
    warm_up_minutes: 0,
    cool_down_minutes: 0,
    baseline_delta: null,
    warning_delta: null,
    alarm_delta: null,
    updated_by: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

describe("running rule", () => {
  const run = (settings: ReturnType<typeof runSettings>, levels: [number, number | null][]) => {
    let state: RunState = INITIAL_RUN_STATE;
    return levels.map(([t, level]) => {
      state = stepRunning(settings, state, t * MIN, level);
      return state.running;
    });
  };

  it("runs at the run threshold and stops at once below it without a stop time or percent", () => {
    expect(
      run(runSettings(1, null, null), [
        [0, 0.5],
        [1, 1],
        [2, 3],
        [3, 0.99],
        [4, 2],
      ]),
    ).toEqual([false, true, true, false, true]);
  });

  it("holds its state between the stop level and the run threshold", () => {
    // Stop level 1 × (1 − 20 %) = 0.8.
    const settings = runSettings(1, 20, 0);
    expect(settings.stopLevel).toBeCloseTo(0.8, 12);
    expect(
      run(settings, [
        [0, 0.9],
        [1, 1.2],
        [2, 0.85],
        [3, 0.81],
        [4, 0.79],
        [5, 0.9],
      ]),
    ).toEqual([false, true, true, true, false, false]);
  });

  it("stops only after the run level stayed below the stop level for the stop time", () => {
    const settings = runSettings(1, null, 10);
    expect(
      run(settings, [
        [0, 2],
        [1, 0.2], // below since minute 1
        [5, 0.2],
        [6, 2], // back up: the dip was shorter than 10 minutes
        [7, 0.2], // below since minute 7
        [16, 0.2],
        [17, 0.2], // 10 minutes below: stopped
      ]),
    ).toEqual([true, true, true, true, true, true, false]);
  });

  it("counts a sample without a run signal as running", () => {
    expect(
      run(runSettings(1, null, null), [
        [0, null],
        [1, 0.1],
        [2, null],
      ]),
    ).toEqual([true, false, true]);
  });
});

describe("zones row mapping", () => {
  it("maps the row's columns to the dsp settings", () => {
    const rules = zoneRulesOf(
      zoneRow({ samples_to_alarm: 2, acute_samples: 1, extra_vibration_multiplier: 2 }),
    );
    expect(rules).toEqual(
      resolveZoneRules({
        warningZone: 4.5,
        alarmZone: 7.1,
        samplesToAlarm: 2,
        samplesToSettle: 3,
        acuteSamples: 1,
        stableSamples: 3,
        extraVibrationMultiplier: 2,
        warmUpMinutes: 0,
        coolDownMinutes: 0,
      }),
    );
  });

  it("uses deltas only with a baseline, and takes whichever level trips first", () => {
    const withoutBaseline = zoneSettingsOf(zoneRow({ warning_delta: 0.5, alarm_delta: 1 }));
    expect(withoutBaseline.warningDelta).toBeUndefined();
    const rules = zoneRulesOf(
      zoneRow({ baseline: 2, warning_delta: 0.5, alarm_delta: 1, baseline_delta: 0.1 }),
    );
    expect("invalid" in rules).toBe(false);
    if ("invalid" in rules) return;
    expect(rules.thresholds.warning).toBe(3); // 2 × 1.5 < 4.5
    expect(rules.thresholds.alarm).toBe(4); // 2 × 2 < 7.1
    expect(rules.hysteresis).toBeCloseTo(0.2, 12);
  });

  it("reports a row that cannot be evaluated instead of throwing", () => {
    expect(zoneRulesOf(zoneRow({ warning_zone: null, alarm_zone: null }))).toEqual({
      invalid: "warning level needs warningZone or baseline with warningDelta",
    });
    expect(zoneRulesOf(zoneRow({ extra_vibration_multiplier: 0.5 }))).toHaveProperty("invalid");
  });

  it("records the rule of a raised alarm", () => {
    const row = zoneRow({ baseline: 2 });
    const rules = zoneRulesOf(row);
    if ("invalid" in rules) throw new Error(rules.invalid);
    expect(levelAlertRule(rules, "alarm", row)).toEqual({
      rule: "level",
      kind: "alarm",
      threshold: 7.1,
      samples: 3,
      unit: "mm/s",
      baseline: 2,
    });
  });
});

describe("persisted state", () => {
  it("survives JSON, the initial state's -Infinity included", () => {
    const initial = initialSeriesState();
    expect(stateFromJson(JSON.parse(JSON.stringify(stateToJson(initial))))).toEqual(initial);
    const rules = resolveZoneRules({
      warningZone: 4,
      alarmZone: 7,
      samplesToAlarm: 2,
      samplesToSettle: 2,
      acuteSamples: 1,
      stableSamples: 4,
      extraVibrationMultiplier: 1.5,
      warmUpMinutes: 0,
      coolDownMinutes: 0,
    });
    const zone = stepZones(rules, initialZoneState(), { timeMs: 1000, value: 5, running: true }).state;
    const state = { zone, run: { running: true, belowSinceMs: 500 } };
    expect(stateFromJson(JSON.parse(JSON.stringify(stateToJson(state))))).toEqual(state);
  });

  it("starts over from a missing or foreign state", () => {
    expect(stateFromJson(null)).toEqual(initialSeriesState());
    expect(stateFromJson({ something: 1 })).toEqual(initialSeriesState());
  });
});

describe("run levels of pending readings (evaluate.ts withRunLevels)", () => {
  const H = 3_600_000;
  const at = (ms: number) => ({ ts: new Date(ms).toISOString(), ms, value: 1 });

  it("takes per axis the latest velocity at or before each reading, the highest axis, none older than 2 h", () => {
    const levels = withRunLevels(
      [at(0), at(10), at(20), at(30), at(2 * H + 15)],
      [
        { axis: 1, ms: -H, value: 2 }, // the seed: X before the first reading
        { axis: 2, ms: 10, value: 5 }, // Y at the second reading's very time
        { axis: 2, ms: 25, value: 0.5 }, // Y falls: X (2) is the highest again
        { axis: 3, ms: 40, value: 9 }, // after the fourth reading: not yet
      ],
    ).map((r) => r.run_level);
    // At 2 h 15 ms: X (from −1 h) is too old; Y (25 ms) and Z (40 ms) count.
    expect(levels).toEqual([2, 5, 5, 2, 9]);
  });

  it("has no run level without velocity readings", () => {
    expect(withRunLevels([at(0), at(1)], []).map((r) => r.run_level)).toEqual([null, null]);
    expect(withRunLevels([at(3 * H)], [{ axis: 1, ms: 0, value: 4 }])[0]!.run_level).toBeNull();
  });
});
