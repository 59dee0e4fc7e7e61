import { describe, expect, it } from "vitest";
import { band } from "./band-fixtures";
import { BAND_RULES, type BandFormValues, bandFormDefaults, bandFormSchema } from "./band-form-schema";

const METRIC = 1;
const IMPERIAL = 2;
/** Each rule worded as "rule: <rule>", so a test can tell the form's words from the schema's. */
const RULES = Object.fromEntries(BAND_RULES.map((rule) => [rule, `rule: ${rule}`]));

const values = (over: Partial<BandFormValues> = {}): BandFormValues => ({
  ...bandFormDefaults(null, METRIC),
  name: "Outer race",
  ...over,
});

/** The first issue's message of each field, by field. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("the band form's values as the procedure's input", () => {
  it("sends a fault band's fault and tolerance, never edges left in the hidden boxes", () => {
    const schema = bandFormSchema({ sensor_id: 11 }, METRIC, RULES);
    const parsed = schema.parse(
      values({ basis: "3", low: 0.8, high: 1.2, fault: "bpfo", tolerance_percent: 2, spectrum: "3" }),
    );
    expect(parsed).toEqual({
      sensor_id: 11,
      name: "Outer race",
      basis: 3,
      low: null,
      high: null,
      fault: "bpfo",
      tolerance_percent: 2,
      spectrum: 3,
      warning_zone: null,
      alarm_zone: null,
      is_active: true,
    });
  });

  it("sends an orders band's edges and clears a fault chosen before the basis changed", () => {
    const schema = bandFormSchema({ equipment_type_id: 5 }, METRIC, RULES);
    const parsed = schema.parse(values({ low: 0.8, high: 1.2, fault: "bpfi", tolerance_percent: 3 }));
    expect(parsed).toMatchObject({ equipment_type_id: 5, basis: 1, low: 0.8, high: 1.2, fault: null });
    expect(parsed).toMatchObject({ tolerance_percent: null });
  });

  it("stores an imperial user's velocity zones in mm/s (0.2 in/s = 5.08 mm/s), other spectra as typed", () => {
    const velocity = bandFormSchema({ id: 7 }, IMPERIAL, RULES).parse(
      values({ low: 0.8, high: 1.2, warning_zone: 0.2, alarm_zone: 0.3 }),
    );
    expect(velocity).toMatchObject({ id: 7 });
    expect((velocity as { warning_zone: number }).warning_zone).toBeCloseTo(5.08, 10);
    expect((velocity as { alarm_zone: number }).alarm_zone).toBeCloseTo(7.62, 10);
    const envelope = bandFormSchema({ id: 7 }, IMPERIAL, RULES).parse(
      values({ low: 0.8, high: 1.2, spectrum: "3", warning_zone: 0.2 }),
    );
    expect(envelope).toMatchObject({ warning_zone: 0.2 });
  });

  it("shows a stored band's zones in the user's unit", () => {
    const stored = band({ warning_zone: 5.08, alarm_zone: 7.62 });
    expect(bandFormDefaults(stored, IMPERIAL)).toMatchObject({ warning_zone: 0.2, alarm_zone: 0.3 });
    expect(bandFormDefaults(stored, METRIC)).toMatchObject({
      basis: "1",
      low: 0.8,
      high: 1.2,
      spectrum: "1",
      warning_zone: 5.08,
    });
  });
});

describe("the band rules in the form's words", () => {
  it.each([
    ["an orders band without its high edge", values({ low: 0.8 }), { high: "rule: high: is required" }],
    [
      "a Hz band whose high edge is not above its low",
      values({ basis: "2", low: 30, high: 20 }),
      { high: "rule: high: must be above the low edge" },
    ],
    [
      "a fault band without fault or tolerance",
      values({ basis: "3" }),
      { fault: "rule: fault: is required", tolerance_percent: "rule: tolerance_percent: is required" },
    ],
    [
      "an alarm zone below the warning zone",
      values({ low: 0.8, high: 1.2, warning_zone: 7, alarm_zone: 4 }),
      { alarm_zone: "rule: alarm_zone: must be above the warning zone" },
    ],
  ])("%s", (_, input, expected) => {
    const result = bandFormSchema({ sensor_id: 11 }, METRIC, RULES).safeParse(input);
    expect(issuesOf(result)).toEqual(expected);
  });

  it("leaves the shared limits' issues (a tolerance over 50 %) to be worded by their code", () => {
    const result = bandFormSchema({ sensor_id: 11 }, METRIC, RULES).safeParse(
      values({ basis: "3", fault: "bpfo", tolerance_percent: 60, name: "" }),
    );
    const codes = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.code]),
    );
    expect(codes).toEqual({ tolerance_percent: "too_big", name: "too_small" });
  });
});
