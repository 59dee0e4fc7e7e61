/** Signals: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import { FFT_HZ_LIMITS } from "../constants";
import { GAIN_ADJUSTMENT_TYPES } from "../enums";
import { type IndicatorLevel, PARAMETER_TYPE_IDS, WaveformKind } from "../sensors";
import type {
  DiagnosedFault,
  FaultDiagnosis,
  FftView,
  SpectrumView,
  TrendSeries,
  WaveformSummary,
} from "../signals";
import { queryFlag, recordId } from "./list";

/** A measurement axis: 0 (none), 1 X, 2 Y, 3 Z. */
export const axisSchema = z.coerce.number().int().min(0).max(3);

export const parameterTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => PARAMETER_TYPE_IDS.includes(v), { error: "unknown parameter type" });

/** "true"/"1" and "false"/"0" as booleans, for form and query-string values. */
const flagValue = (v: unknown) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v);

/** The one sensor a signal query is about. */
export const sensorSignalsInput = z.object({ sensor_id: recordId });

/** A number, or null to clear it ("" from a form clears too). */
const nullableNumber = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce.number().finite().nullable().optional(),
);
const sampleCount = z.coerce.number().int().min(1).max(10_000).optional();
const minutes = z.coerce.number().int().min(0).max(100_000).optional();

/**
 * Every settable field of a level-zone row (part 1 §3 "Threshold settings"); absent fields keep
 * their value, null clears a nullable one. Zones and baseline are in the parameter's base unit,
 * deltas are fractions (0.5 = 50 % above the baseline).
 */
export const levelZoneFields = z.object({
  level_type: z.coerce.number().int().min(1).max(8).optional(),
  warning_zone: nullableNumber,
  alarm_zone: nullableNumber,
  baseline: nullableNumber,
  acute_samples: sampleCount,
  stable_samples: sampleCount,
  samples_to_alarm: sampleCount,
  samples_to_settle: sampleCount,
  extra_vibration_multiplier: z.coerce.number().finite().positive().max(1000).optional(),
  further_below_run_rate_percent: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce.number().min(0).max(100).nullable().optional(),
  ),
  stop_time_minutes: z.preprocess(
    (v) => (v === "" ? null : v),
    z.coerce.number().int().min(0).max(100_000).nullable().optional(),
  ),
  warm_up_minutes: minutes,
  cool_down_minutes: minutes,
  baseline_delta: nullableNumber,
  warning_delta: nullableNumber,
  alarm_delta: nullableNumber,
});
export type LevelZoneFields = z.infer<typeof levelZoneFields>;

/**
 * What a new zone row starts from (the table's defaults): the settings a person may leave as they
 * are. The fields not here are nullable and start empty.
 */
export const LEVEL_ZONE_DEFAULTS = {
  acute_samples: 1,
  stable_samples: 3,
  samples_to_alarm: 3,
  samples_to_settle: 3,
  extra_vibration_multiplier: 1.5,
  warm_up_minutes: 0,
  cool_down_minutes: 0,
} as const satisfies LevelZoneFields;

const zoneKey = { parameter_type: parameterTypeSchema, axis: axisSchema.default(0) };

/** Zone rows of one sensor (`sensor_id`), or of several (each row naming its own). */
export const saveLevelZonesInput = z.object({
  sensor_id: recordId.optional(),
  zones: z
    .array(z.object({ sensor_id: recordId.optional(), ...zoneKey, ...levelZoneFields.shape }))
    .min(1)
    .max(200),
});

export const createLevelZonesInput = z.object({
  sensor_id: recordId,
  zones: z
    .array(z.object({ ...zoneKey, ...levelZoneFields.shape }))
    .min(1)
    .max(200),
});

export const updateLevelZoneInput = z.object({
  sensor_id: recordId,
  zone_id: recordId,
  ...levelZoneFields.shape,
});

/** The readings a baseline is the mean of: the last `hours` (24 by default), or the last `samples`. */
export const baselineWindowShape = {
  hours: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .optional(),
  samples: z.coerce.number().int().min(1).max(1_000_000).optional(),
};

/** One sensor's zones (or one parameter and axis, whose deltas may be set on the way). */
export const rebaselineZonesInput = z.object({
  sensor_id: recordId,
  parameter_type: parameterTypeSchema.optional(),
  axis: axisSchema.optional(),
  warning_delta: nullableNumber,
  alarm_delta: nullableNumber,
  ...baselineWindowShape,
});

export const rebaselineItemInput = z.object({ item_id: recordId, ...baselineWindowShape });

export const rebaselineInput = z.object({ ids: z.array(recordId).min(1).max(500), ...baselineWindowShape });

export const gainAdjustmentInput = z.object({ sensor_id: recordId, type: z.enum(GAIN_ADJUSTMENT_TYPES) });

export const equipmentRpmInput = z.object({
  sensor_id: recordId,
  rpm: z.coerce.number().finite().gt(0, { error: "must be greater than 0" }).max(100_000),
});

/** An FFT capture to request: axis X, the sensor's fmax and a standard waveform unless given. */
export const requestFftInput = z.object({
  sensor_id: recordId,
  axis: axisSchema.default(1),
  fmax: z.coerce
    .number()
    .int()
    .refine((v) => (FFT_HZ_LIMITS as readonly number[]).includes(v), {
      error: `must be one of ${FFT_HZ_LIMITS.join(", ")}`,
    })
    .optional(),
  kind: z.coerce
    .number()
    .int()
    .refine((v) => v === WaveformKind.STANDARD || v === WaveformKind.ENVELOPE, {
      error: "must be 1 (standard) or 2 (envelope)",
    })
    .default(WaveformKind.STANDARD),
});

/** Run-hour tracking on or off, optionally reset to 0 and with a new running threshold (mm/s). */
export const runtimeTrackerInput = z.object({
  sensor_id: recordId,
  enabled: z.preprocess(flagValue, z.boolean()),
  reset: queryFlag,
  run_threshold: z.coerce.number().finite().min(0).max(1000).optional(),
});

export const soundWaveformInput = z.object({ sensor_id: recordId, fft_id: recordId, axis: axisSchema });

/** A capture's time waveform, decimated to at most `max_points` values. */
export const waveformInput = z.object({
  sensor_id: recordId,
  fft_id: recordId,
  max_points: z.coerce.number().int().min(100).max(65_536).default(4000),
});

/** A sensor's signal or battery indicator (indicatorLevel). */
export const indicatorLevelSchema = z.enum([
  "none",
  "low",
  "moderate",
  "high",
]) satisfies z.ZodType<IndicatorLevel>;

/** A queued controller command (controller_commands row); `command` is one of CONTROLLER_COMMANDS. */
export const controllerCommandRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  controller_id: z.number().int(),
  sensor_id: z.number().int().nullable(),
  command: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** CommandStatus: FAIL 0, SUCCESS 1, PROCESS 2, CONTROLLER_TIMEOUT 3. */
  status: z.number().int(),
  response: z.record(z.string(), z.unknown()).nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.date(),
  sent_at: z.date().nullable(),
  completed_at: z.date().nullable(),
});

/** A level-zone row of one sensor parameter and axis (sensor_level_zones). */
export const levelZoneRow = z.object({
  id: z.number().int(),
  sensor_id: z.number().int(),
  parameter_type: z.number().int(),
  axis: z.number().int(),
  level_type: z.number().int(),
  warning_zone: z.number().nullable(),
  alarm_zone: z.number().nullable(),
  baseline: z.number().nullable(),
  source_type: z.number().int(),
  acute_samples: z.number().int(),
  stable_samples: z.number().int(),
  samples_to_alarm: z.number().int(),
  samples_to_settle: z.number().int(),
  extra_vibration_multiplier: z.number(),
  further_below_run_rate_percent: z.number().nullable(),
  stop_time_minutes: z.number().int().nullable(),
  warm_up_minutes: z.number().int(),
  cool_down_minutes: z.number().int(),
  baseline_delta: z.number().nullable(),
  warning_delta: z.number().nullable(),
  alarm_delta: z.number().nullable(),
  updated_by: z.number().int().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

export const levelZonesOutput = z.array(levelZoneRow);

/** What a re-baseline changed, and the zones it left as they were with the reason. */
export const rebaselineOutput = z.object({
  updated: z.array(levelZoneRow),
  skipped: z.array(
    z.object({
      sensor_id: z.number().int(),
      parameter_type: z.number().int(),
      axis: z.number().int(),
      reason: z.string(),
    }),
  ),
});

/** A waveform capture without its samples; `ts` in epoch milliseconds. */
export const waveformSummary = z.object({
  id: z.number().int(),
  sensor_id: z.number().int(),
  axis: z.number().int(),
  kind: z.number().int(),
  ts: z.number(),
  sample_rate: z.number(),
  sample_count: z.number().int(),
  unit: z.string(),
  rpm: z.number().nullable(),
}) satisfies z.ZodType<WaveformSummary>;

const namedBearing = z.object({ id: z.number().int(), name: z.string() });

export const spectrumViewSchema = z.object({
  capture: waveformSummary,
  kind: z.enum(["spectrum", "envelope"]),
  unit: z.string(),
  df: z.number(),
  fmax: z.number(),
  lines: z.number().int(),
  window: z.string(),
  scaling: z.enum(["peak", "rms"]),
  amplitudes: z.array(z.number()),
  peaks: z.array(z.object({ hz: z.number(), amplitude: z.number() })),
  running_speed_hz: z.number().nullable(),
  markers: z.array(z.object({ label: z.string(), hz: z.number(), kind: z.enum(["order", "bearing"]) })),
  bearing: namedBearing.nullable(),
  overall: z.object({
    velocity_rms: z.number(),
    acceleration_rms: z.number(),
    acceleration_peak: z.number(),
    crest_factor: z.number(),
    kurtosis: z.number(),
    hf_band_rms: z.number(),
  }),
}) satisfies z.ZodType<SpectrumView>;

export const fftOutput = z.object({
  spectrum: spectrumViewSchema.nullable(),
  captures: z.array(waveformSummary),
}) satisfies z.ZodType<FftView>;

/** A downsampled series; times in epoch milliseconds. */
export const trendSeries = z.object({
  sensor_id: z.number().int(),
  parameter_type: z.number().int(),
  axis: z.number().int(),
  unit: z.string(),
  bucket_ms: z.number().int(),
  source: z.enum(["raw", "hourly"]),
  from: z.number(),
  to: z.number(),
  points: z.array(
    z.object({
      t: z.number(),
      min: z.number(),
      max: z.number(),
      mean: z.number(),
      n: z.number().int(),
    }),
  ),
  warning_zone: z.number().nullable(),
  alarm_zone: z.number().nullable(),
}) satisfies z.ZodType<TrendSeries>;

/** Signal strength and battery now (last_seen_at an ISO string) and over the last 7 days. */
export const rssiOutput = z.object({
  sensor_id: z.number().int(),
  rssi: z.number().int().nullable(),
  battery: z.number().int().nullable(),
  rssi_level: indicatorLevelSchema,
  battery_level: indicatorLevelSchema,
  last_seen_at: z.string().nullable(),
  history: z.object({ signal_strength: trendSeries, battery: trendSeries }),
});

const diagnosedFault = z.object({
  key: z.enum([
    "imbalance",
    "misalignment",
    "looseness",
    "bearing_outer_race",
    "bearing_inner_race",
    "bearing_ball",
  ]),
  name: z.string(),
  severity: z.enum(["low", "moderate", "high"]),
  evidence: z.array(z.object({ label: z.string(), hz: z.number(), amplitude: z.number(), unit: z.string() })),
  library_fault: z
    .object({ id: z.number().int(), name: z.string(), recommendation: z.string().nullable() })
    .nullable(),
}) satisfies z.ZodType<DiagnosedFault>;

export const faultDiagnosis = z.object({
  sensor_id: z.number().int(),
  capture: waveformSummary.nullable(),
  running_speed_hz: z.number().nullable(),
  bearing: namedBearing.nullable(),
  faults: z.array(diagnosedFault),
  notes: z.array(z.string()),
}) satisfies z.ZodType<FaultDiagnosis>;

/** A gain step (gain_adjustments row) with the command queued for it. */
export const gainAdjustmentOutput = z.object({
  id: z.number().int(),
  sensor_id: z.number().int(),
  command_id: z.number().int().nullable(),
  /** One of GAIN_ADJUSTMENT_TYPES. */
  type: z.string(),
  result: z.number().int(),
  gain_before: z.number(),
  gain_after: z.number().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.date(),
  completed_at: z.date().nullable(),
  command: controllerCommandRow,
});

export const runtimeTrackerOutput = z.object({
  run_hour_tracking: z.boolean(),
  run_hours: z.number(),
  run_threshold: z.number(),
  run_hours_updated_at: z.date().nullable(),
});

export const soundWaveformOutput = z.object({ url: z.string() });
