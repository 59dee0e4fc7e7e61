import { describe, expect, it } from "vitest";
import { checkZoneValues, fromFormValues, toFormValues, zoneFieldErrors } from "./zone-fields";

const row = {
  warning_zone: 7.112,
  alarm_zone: 11.176,
  baseline: 2.54,
  acute_samples: 1,
  stable_samples: 3,
  samples_to_alarm: 4,
  samples_to_settle: 5,
  extra_vibration_multiplier: 1.5,
  further_below_run_rate_percent: null,
  stop_time_minutes: 30,
  warm_up_minutes: 10,
  cool_down_minutes: 0,
  baseline_delta: 0.1,
  warning_delta: 0.5,
  alarm_delta: 1.5,
};

describe("level zone form values", () => {
  it("shows velocity zones in in/s for imperial users and deltas as percentages", () => {
    const values = toFormValues(row, 1, 2);
    expect(values.warning_zone).toBe("0.28");
    expect(values.alarm_zone).toBe("0.44");
    expect(values.baseline).toBe("0.1");
    expect(values.warning_delta).toBe("50");
    expect(values.alarm_delta).toBe("150");
    expect(values.further_below_run_rate_percent).toBe("");
    expect(values.stop_time_minutes).toBe("30");
  });

  it("stores what the user typed back in the base unit and as fractions", () => {
    const out = fromFormValues(toFormValues(row, 1, 2), 1, 2);
    expect(out.warning_zone).toBeCloseTo(7.112, 9);
    expect(out.alarm_zone).toBeCloseTo(11.176, 9);
    expect(out.warning_delta).toBeCloseTo(0.5, 12);
    expect(out.samples_to_alarm).toBe(4);
    // An empty nullable box clears the value; an empty NOT NULL box is left out.
    expect(out.further_below_run_rate_percent).toBeNull();
    const emptied = fromFormValues({ ...toFormValues(row, 1, 1), acute_samples: " " }, 1, 1);
    expect("acute_samples" in emptied).toBe(false);
  });

  it("converts temperature zones between °F and °C", () => {
    const values = toFormValues({ warning_zone: 60, alarm_zone: 80 }, 4, 2);
    expect(values.warning_zone).toBe("140");
    expect(fromFormValues({ ...values, alarm_zone: "212" }, 4, 2).alarm_zone).toBeCloseTo(100, 9);
  });

  it("passes text that is not a number to the server, whose 422 names the field", () => {
    expect(fromFormValues({ ...toFormValues(row, 1, 1), stable_samples: "three" }, 1, 1).stable_samples).toBe(
      "three",
    );
  });

  it("checks the values with the API's zone rules before sending them", () => {
    const values = toFormValues(row, 1, 2);
    const ok = checkZoneValues(values, 1, 2);
    expect(ok.ok && ok.fields.warm_up_minutes).toBe(10);
    const broken = checkZoneValues(
      { ...values, warm_up_minutes: "-5", cool_down_minutes: "100001", stable_samples: "three" },
      1,
      2,
    );
    expect(broken.ok ? [] : broken.issues.map(({ field, issue }) => [field, issue.code])).toEqual([
      ["stable_samples", "invalid_type"],
      ["warm_up_minutes", "too_small"],
      ["cool_down_minutes", "too_big"],
    ]);
    // Re-baselining sends the deltas only, so only they are checked.
    const deltas = checkZoneValues({ ...values, warm_up_minutes: "-5" }, 1, 2, [
      "warning_delta",
      "alarm_delta",
    ]);
    expect(deltas.ok && deltas.fields).toEqual({ warning_delta: 0.5, alarm_delta: 1.5 });
  });

  it("puts the server's field messages on the form's fields", () => {
    const { errors, rest } = zoneFieldErrors([
      ["zones.0.alarm_zone: must be greater than warning_zone"],
      ["sensor_id: the sensor has no controller to send the command to"],
      ["warning_delta: Invalid input: expected number, received string"],
    ]);
    expect(errors).toEqual({
      alarm_zone: "must be greater than warning_zone",
      warning_delta: "Invalid input: expected number, received string",
    });
    expect(rest).toEqual(["sensor_id: the sensor has no controller to send the command to"]);
  });
});
