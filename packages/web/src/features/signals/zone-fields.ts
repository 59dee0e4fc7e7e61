/**
 * The level-zone form's fields (part 1 §3 "Threshold settings") and their conversions: zones and
 * baseline are stored in the parameter's base unit and shown in the user's measuring system; deltas
 * are stored as fractions (0.5) and shown as percentages (50 %). Kept apart from the card so the
 * conversions round-trip under unit tests, and so 422 field names map back to the inputs.
 */
import {
  LEVEL_ZONE_DEFAULTS,
  type LevelZoneFields,
  levelZoneFields,
  MeasuringSystem,
  MM_PER_INCH,
  parameterTypeInfo,
} from "@plantwise/shared";
import type { z } from "zod";
import { unitConverter } from "./charts/units";

export type ZoneFieldKind = "level" | "count" | "multiplier" | "percent" | "minutes" | "delta";

export const ZONE_FIELD_GROUPS = [
  {
    key: "zones",
    fields: [
      ["warning_zone", "level"],
      ["alarm_zone", "level"],
      ["baseline", "level"],
    ],
  },
  {
    key: "samples",
    fields: [
      ["acute_samples", "count"],
      ["stable_samples", "count"],
      ["samples_to_alarm", "count"],
      ["samples_to_settle", "count"],
    ],
  },
  {
    key: "running",
    fields: [
      ["extra_vibration_multiplier", "multiplier"],
      ["further_below_run_rate_percent", "percent"],
      ["stop_time_minutes", "minutes"],
      ["warm_up_minutes", "minutes"],
      ["cool_down_minutes", "minutes"],
    ],
  },
  {
    key: "deltas",
    fields: [
      ["baseline_delta", "delta"],
      ["warning_delta", "delta"],
      ["alarm_delta", "delta"],
    ],
  },
] as const satisfies readonly {
  key: string;
  fields: readonly (readonly [keyof LevelZoneFields, ZoneFieldKind])[];
}[];

export type ZoneField = (typeof ZONE_FIELD_GROUPS)[number]["fields"][number][0];
export const ZONE_FIELDS: readonly ZoneField[] = ZONE_FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f[0]));
const KIND = new Map<ZoneField, ZoneFieldKind>(
  ZONE_FIELD_GROUPS.flatMap((g) => g.fields.map(([name, kind]) => [name, kind] as const)),
);

/** Fields the server keeps a value of (they start from a default): an empty box leaves them as they are. */
const REQUIRED: ReadonlySet<string> = new Set(Object.keys(LEVEL_ZONE_DEFAULTS));

export type ZoneValues = Record<ZoneField, string>;
export type ZoneRowValues = { [K in ZoneField]?: number | null };

/** A base-unit value in the user's unit and back (inverse of charts/units unitConverter). */
export function levelUnit(parameterType: number, measuringSystem: number) {
  const base = parameterTypeInfo(parameterType)?.unit ?? "";
  const shown = unitConverter(base, measuringSystem);
  const imperial = measuringSystem === MeasuringSystem.IMPERIAL;
  const toBase = (v: number) => {
    if (!imperial) return v;
    if (base === "mm/s" || base === "mm") return v * MM_PER_INCH;
    if (base === "°C") return ((v - 32) * 5) / 9;
    return v;
  };
  return { unit: shown.unit, fromBase: shown.convert, toBase };
}

/** Up to 6 significant digits: enough for a form, without float noise like 0.30000000000000004. */
function tidy(v: number): string {
  return String(Number(v.toPrecision(6)));
}

/** A stored zone row as the form's strings. */
export function toFormValues(row: ZoneRowValues, parameterType: number, measuringSystem: number): ZoneValues {
  const level = levelUnit(parameterType, measuringSystem);
  const out = {} as ZoneValues;
  for (const name of ZONE_FIELDS) {
    const v = row[name];
    if (v === null || v === undefined) {
      out[name] = "";
      continue;
    }
    const kind = KIND.get(name);
    out[name] = tidy(kind === "level" ? level.fromBase(v) : kind === "delta" ? v * 100 : v);
  }
  return out;
}

/**
 * The form's strings as the procedure's fields: empty nullable boxes clear the value (null), empty
 * NOT NULL boxes are left out; text that is not a number goes as typed so the zone rules name it.
 */
export function fromFormValues(
  values: ZoneValues,
  parameterType: number,
  measuringSystem: number,
): Record<string, number | string | null> {
  const level = levelUnit(parameterType, measuringSystem);
  const out: Record<string, number | string | null> = {};
  for (const name of ZONE_FIELDS) {
    const text = values[name].trim();
    if (text === "") {
      if (!REQUIRED.has(name)) out[name] = null;
      continue;
    }
    const n = Number(text);
    if (!Number.isFinite(n)) {
      out[name] = text;
      continue;
    }
    const kind = KIND.get(name);
    out[name] = kind === "level" ? level.toBase(n) : kind === "delta" ? n / 100 : n;
  }
  return out;
}

export type ZoneCheck =
  | { ok: true; fields: LevelZoneFields }
  | { ok: false; issues: { field: ZoneField; issue: z.core.$ZodIssue }[] };

/**
 * The form's values checked with the API's own rules (levelZoneFields), `only` some of them when
 * given: the fields to send in base units, or the first broken rule of each field.
 */
export function checkZoneValues(
  values: ZoneValues,
  parameterType: number,
  measuringSystem: number,
  only?: readonly ZoneField[],
): ZoneCheck {
  const converted = fromFormValues(values, parameterType, measuringSystem);
  const given = only
    ? Object.fromEntries(only.filter((f) => f in converted).map((f) => [f, converted[f]]))
    : converted;
  const result = levelZoneFields.safeParse(given);
  if (result.success) return { ok: true, fields: result.data };
  const issues: { field: ZoneField; issue: z.core.$ZodIssue }[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ZoneField;
    if (!issues.some((i) => i.field === field)) issues.push({ field, issue });
  }
  return { ok: false, issues };
}

export function zoneFieldKind(name: ZoneField): ZoneFieldKind {
  return KIND.get(name) ?? "count";
}

/**
 * The server's field messages (`zones.0.alarm_zone: must be greater than warning_zone`) keyed by the
 * form's field names; messages naming no field of the form come back in `rest`.
 */
export function zoneFieldErrors(messages: readonly (readonly string[])[]): {
  errors: Partial<Record<ZoneField, string>>;
  rest: string[];
} {
  const errors: Partial<Record<ZoneField, string>> = {};
  const rest: string[] = [];
  for (const message of messages.flat()) {
    const match = /^(?:zones\.\d+\.)?([a-z_]+):\s+(.*)$/.exec(message);
    const field = match?.[1] as ZoneField | undefined;
    if (match && field && KIND.has(field) && errors[field] === undefined) errors[field] = match[2] ?? message;
    else rest.push(message);
  }
  return { errors, rest };
}
