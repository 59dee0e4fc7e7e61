/**
 * The calculator's form as text boxes hold it, checked with the shared `roiCalculatorInput` (the
 * schema the API saves with) and worded in the reader's language; and its ROI Final check.
 */
import {
  compareRoiOptions,
  isBlank,
  isFiniteNumber,
  type RoiCalculatorInput,
  type RoiCalculatorResult,
  roiCalculatorInput,
} from "@plantwise/shared";
import type { TFunction } from "i18next";
import { localizedErrors } from "@/components/form/localized-resolver";

export const OPTION_FIELDS = [
  "parts_cost",
  "labour_hours",
  "labour_rate",
  "remaining_downtime_hours",
] as const;
export type OptionField = (typeof OPTION_FIELDS)[number];
export const SITUATION_FIELDS = [
  "downtime_hours_per_year",
  "cost_per_downtime_hour",
  "horizon_years",
] as const;
export type SituationField = (typeof SITUATION_FIELDS)[number];

export type OptionValues = Record<OptionField, string>;
export type RoiFormValues = Record<SituationField, string> & { repair: OptionValues; replace: OptionValues };

const blankOption = (): OptionValues => ({
  parts_cost: "",
  labour_hours: "",
  labour_rate: "",
  remaining_downtime_hours: "",
});

/** A fresh form: every figure to be filled in, compared over 5 years. */
export function emptyRoiForm(): RoiFormValues {
  return {
    downtime_hours_per_year: "",
    cost_per_downtime_hour: "",
    horizon_years: "5",
    repair: blankOption(),
    replace: blankOption(),
  };
}

/** Every field's dotted path ("repair.parts_cost"), in the form's order. */
export const ROI_FIELD_PATHS: readonly string[] = [
  ...SITUATION_FIELDS,
  ...OPTION_FIELDS.map((f) => `repair.${f}`),
  ...OPTION_FIELDS.map((f) => `replace.${f}`),
];

/** A decimal comma ("12,5", as Spanish writes it) is read as the point. */
function normalized(text: string): string {
  const trimmed = text.trim();
  return /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
}

function normalizedForm(values: RoiFormValues): RoiFormValues {
  const option = (o: OptionValues) =>
    Object.fromEntries(OPTION_FIELDS.map((f) => [f, normalized(o[f])])) as OptionValues;
  return {
    downtime_hours_per_year: normalized(values.downtime_hours_per_year),
    cost_per_downtime_hour: normalized(values.cost_per_downtime_hour),
    horizon_years: normalized(values.horizon_years),
    repair: option(values.repair),
    replace: option(values.replace),
  };
}

function textAt(form: RoiFormValues, path: readonly PropertyKey[]): unknown {
  let current: unknown = form;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export type RoiCheck =
  | { ok: true; input: RoiCalculatorInput; result: RoiCalculatorResult }
  | {
      ok: false;
      /** Each failing field's message in the reader's language, by dotted path. */
      errors: Record<string, string>;
      /** Some field holds text that is not a number (part 1 §5: "Values must be numbers"). */
      notNumbers: boolean;
    };

/** The form checked with the shared schema; when valid, the three options compared. */
export function checkRoiForm(values: RoiFormValues, t: TFunction): RoiCheck {
  const form = normalizedForm(values);
  const parsed = roiCalculatorInput.safeParse(form);
  if (parsed.success) {
    const input = parsed.data as RoiCalculatorInput;
    return { ok: true, input, result: compareRoiOptions(input) };
  }
  const fieldErrors = localizedErrors(parsed.error.issues, form, t);
  const errors: Record<string, string> = {};
  for (const [path, error] of Object.entries(fieldErrors)) {
    if (error && typeof error.message === "string") errors[path] = error.message;
  }
  // A blank box is "Required"; only text that is there and no number counts as not a number.
  const notNumbers = parsed.error.issues.some(
    (issue) =>
      issue.code === "invalid_type" && issue.expected === "number" && !isBlank(textAt(form, issue.path)),
  );
  return { ok: false, errors, notNumbers };
}

/** ROI Final as typed: a finite number, or the spec's refusal (part 1 §5). */
export function roiFinalValue(text: string): number | null {
  const value = normalized(text);
  return isFiniteNumber(value) ? Number(value) : null;
}
