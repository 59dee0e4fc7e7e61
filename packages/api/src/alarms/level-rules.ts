/**
 * The pure half of level evaluation: a sensor_level_zones row as dsp ZoneSettings, the persisted
 * evaluator state as JSON, and what an alarm records about the rule that raised it.
 */

import type { schema } from "@plantwise/db";
import {
  type AlarmKind,
  initialZoneState,
  resolveZoneRules,
  type ZoneRules,
  type ZoneSettings,
  type ZoneState,
} from "@plantwise/dsp";
import { AlertType, parameterTypeInfo } from "@plantwise/shared";
import { INITIAL_RUN_STATE, type RunState } from "./running";

export type ZoneRow = typeof schema.sensorLevelZones.$inferSelect;

/** The settings of a zones row that evaluation reads (zoneSettingsOf, running.ts). */
export const ZONE_SETTING_FIELDS = [
  "warning_zone",
  "alarm_zone",
  "baseline",
  "warning_delta",
  "alarm_delta",
  "baseline_delta",
  "samples_to_alarm",
  "samples_to_settle",
  "acute_samples",
  "stable_samples",
  "extra_vibration_multiplier",
  "warm_up_minutes",
  "cool_down_minutes",
  "further_below_run_rate_percent",
  "stop_time_minutes",
] as const satisfies readonly (keyof ZoneRow)[];

/** What evaluation needs of a zones row: its parameter and settings. */
export type ZoneSettingsRow = Pick<ZoneRow, "parameter_type" | (typeof ZONE_SETTING_FIELDS)[number]>;

/** dsp alarm kind → ALERT_TYPES id. */
export const LEVEL_ALERT_TYPES: Readonly<Record<AlarmKind, number>> = {
  warning: AlertType.warning,
  alarm: AlertType.alarm,
  acute: AlertType.acute,
  chronic: AlertType.chronic,
};

/** The alert types a level series raises: the ones a zone change or a re-baseline clears. */
export const LEVEL_ALERT_TYPE_IDS: readonly number[] = Object.values(LEVEL_ALERT_TYPES);

const optional = (v: number | null): number | undefined => (v === null ? undefined : v);

/**
 * The row's settings for the evaluator. Deltas are relative to the baseline, so they count only
 * when the row has one: a delta saved before the first re-baseline waits for it instead of making
 * the whole row invalid.
 */
export function zoneSettingsOf(row: ZoneSettingsRow): ZoneSettings {
  const baseline = optional(row.baseline);
  const relative = baseline !== undefined;
  return {
    warningZone: optional(row.warning_zone),
    alarmZone: optional(row.alarm_zone),
    baseline,
    warningDelta: relative ? optional(row.warning_delta) : undefined,
    alarmDelta: relative ? optional(row.alarm_delta) : undefined,
    baselineDelta: relative ? optional(row.baseline_delta) : undefined,
    samplesToAlarm: row.samples_to_alarm,
    samplesToSettle: row.samples_to_settle,
    acuteSamples: row.acute_samples,
    stableSamples: row.stable_samples,
    extraVibrationMultiplier: row.extra_vibration_multiplier,
    warmUpMinutes: row.warm_up_minutes,
    coolDownMinutes: row.cool_down_minutes,
  };
}

/** The resolved rules, or the reason the row cannot be evaluated (it then judges nothing). */
export function zoneRulesOf(row: ZoneSettingsRow): ZoneRules | { invalid: string } {
  try {
    return resolveZoneRules(zoneSettingsOf(row));
  } catch (error) {
    return { invalid: error instanceof Error ? error.message : String(error) };
  }
}

/** What zone_evaluator_state.state holds: the dsp state and the run detector's. */
export interface SeriesState {
  zone: ZoneState;
  run: RunState;
}

export function initialSeriesState(): SeriesState {
  return { zone: initialZoneState(), run: INITIAL_RUN_STATE };
}

/** JSON has no -Infinity: the state's "no sample yet" time is stored as null. */
export function stateToJson(state: SeriesState): Record<string, unknown> {
  const { zone, run } = state;
  return {
    zone: { ...zone, lastTimeMs: Number.isFinite(zone.lastTimeMs) ? zone.lastTimeMs : null },
    run,
  };
}

export function stateFromJson(json: Record<string, unknown> | null | undefined): SeriesState {
  const zone = json?.zone as (Omit<ZoneState, "lastTimeMs"> & { lastTimeMs: number | null }) | undefined;
  const run = json?.run as RunState | undefined;
  if (!zone || !run) return initialSeriesState();
  return { zone: { ...zone, lastTimeMs: zone.lastTimeMs ?? Number.NEGATIVE_INFINITY }, run };
}

/** alarms.alert_rule of a level alarm: the rule as it stood when raised. */
export function levelAlertRule(
  rules: ZoneRules,
  kind: AlarmKind,
  row: ZoneSettingsRow,
): Record<string, unknown> {
  const unit = parameterTypeInfo(row.parameter_type)?.unit;
  return {
    rule: "level",
    kind,
    threshold: rules.thresholds[kind],
    samples: rules.raiseAfter[kind],
    ...(unit ? { unit } : {}),
    ...(row.baseline !== null ? { baseline: row.baseline } : {}),
  };
}
