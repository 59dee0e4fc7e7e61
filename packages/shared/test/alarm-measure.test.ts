import { describe, expect, it } from "vitest";
import { alarmMeasure, ParameterType } from "../src";

describe("alarmMeasure", () => {
  it("gives a level alarm its parameter's unit and the zone it crossed", () => {
    expect(
      alarmMeasure({
        parameter_type: ParameterType.velocity_rms,
        alert_rule: { rule: "level", kind: "alarm", threshold: 7.1, samples: 2, unit: "mm/s" },
      }),
    ).toEqual({ unit: "mm/s", threshold: 7.1 });
    expect(
      alarmMeasure({
        parameter_type: ParameterType.temperature,
        alert_rule: { rule: "level", threshold: 85 },
      }),
    ).toEqual({ unit: "°C", threshold: 85 });
  });

  it("gives battery and signal alarms % below their indicator threshold", () => {
    expect(
      alarmMeasure({ parameter_type: null, alert_rule: { rule: "battery", below: 40, unit: "%" } }),
    ).toEqual({
      unit: "%",
      threshold: 40,
    });
    expect(
      alarmMeasure({ parameter_type: null, alert_rule: { rule: "signal", below: 66, unit: "%" } }),
    ).toEqual({
      unit: "%",
      threshold: 66,
    });
  });

  it("measures an offline alarm in minutes silent against its limit", () => {
    expect(
      alarmMeasure({
        parameter_type: null,
        alert_rule: { rule: "offline", after_minutes: 120, last_seen_at: "2026-11-24T10:00:00.000Z" },
      }),
    ).toEqual({ unit: "min", threshold: 120 });
  });

  it("has neither for a rule that names none", () => {
    expect(alarmMeasure({ parameter_type: null, alert_rule: {} })).toEqual({ unit: null, threshold: null });
  });
});
