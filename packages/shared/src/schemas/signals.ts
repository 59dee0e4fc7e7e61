/** Signals: the inputs its procedures and forms validate with, and what its REST-served procedures answer. */
import { z } from "zod";
import {
  bandIdOf,
  type CaptureNote,
  FFT_REQUEST_LINES,
  MARKER_FAMILIES,
  type MachineKinematics,
} from "../analysis";
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
import { column, eachKey, namedRef, timestamps } from "./fields";
import { queryFlag, recordId } from "./list";

/** A measurement axis: 0 (none), 1 X, 2 Y, 3 Z. */
export const axisSchema = z.coerce.number().int().min(0).max(3);

/** A parameter of the spec's list, or a spectral band's (BAND_PARAMETER_BASE + band id). */
export const parameterTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => PARAMETER_TYPE_IDS.includes(v) || bandIdOf(v) !== null, { error: "unknown parameter type" });

/** "true"/"1" and "false"/"0" as booleans, for form and query-string values. */
const flagValue = (v: unknown) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v);

/** The one sensor a signal query is about. */
export const sensorSignalsInput = z.object({ sensor_id: recordId });

/** A sensor's diagnosis: of the capture `fft_id` when given, else of its latest standard capture. */
export const faultDiagnosisInput = sensorSignalsInput.extend({ fft_id: recordId.optional() });

/** A number, or null to clear it ("" from a form clears too). */
const clearableNumber = z.preprocess(
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
  warning_zone: clearableNumber,
  alarm_zone: clearableNumber,
  baseline: clearableNumber,
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
  baseline_delta: clearableNumber,
  warning_delta: clearableNumber,
  alarm_delta: clearableNumber,
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
  warning_delta: clearableNumber,
  alarm_delta: clearableNumber,
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
  /** Spectral lines (samples = 2.56 × lines); the gateway's default when absent. */
  lines: z.coerce
    .number()
    .int()
    .refine((v) => (FFT_REQUEST_LINES as readonly number[]).includes(v), {
      error: `must be one of ${FFT_REQUEST_LINES.join(", ")}`,
    })
    .optional(),
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

const { int, nullableDate, nullableInt, nullableNumber, number, text, date } = column;

/** A queued controller command (controller_commands row); `command` is one of CONTROLLER_COMMANDS. */
export const controllerCommandRow = z.object({
  id: int,
  company_id: int,
  controller_id: int,
  sensor_id: nullableInt,
  command: text,
  payload: column.json,
  /** CommandStatus: FAIL 0, SUCCESS 1, PROCESS 2, CONTROLLER_TIMEOUT 3. */
  status: int,
  response: column.json.nullable(),
  user_id: nullableInt,
  created_at: date,
  sent_at: nullableDate,
  completed_at: nullableDate,
});

/** Which parameter and axis of which sensor a zone, a series or a skipped re-baseline is about. */
const sensorChannel = { sensor_id: int, parameter_type: int, axis: int };

/** A level-zone row of one sensor parameter and axis (sensor_level_zones). */
export const levelZoneRow = z.object({
  id: int,
  ...sensorChannel,
  level_type: int,
  ...eachKey(["warning_zone", "alarm_zone", "baseline"], nullableNumber),
  source_type: int,
  ...eachKey(["acute_samples", "stable_samples", "samples_to_alarm", "samples_to_settle"], int),
  extra_vibration_multiplier: number,
  further_below_run_rate_percent: nullableNumber,
  stop_time_minutes: nullableInt,
  warm_up_minutes: int,
  cool_down_minutes: int,
  ...eachKey(["baseline_delta", "warning_delta", "alarm_delta"], nullableNumber),
  updated_by: nullableInt,
  ...timestamps,
});

export const levelZonesOutput = z.array(levelZoneRow);

/** What a re-baseline changed, and the zones it left as they were with the reason. */
export const rebaselineOutput = z.object({
  updated: z.array(levelZoneRow),
  skipped: z.array(z.object({ ...sensorChannel, reason: text })),
});

/** A waveform capture without its samples; `ts` in epoch milliseconds. */
export const waveformSummary = z.object({
  id: int,
  sensor_id: int,
  axis: int,
  kind: int,
  ts: number,
  sample_rate: number,
  sample_count: int,
  unit: text,
  rpm: nullableNumber,
  rpm_source: nullableInt,
  fmax: number,
  lines: int,
  is_baseline: z.boolean(),
  note_count: int,
}) satisfies z.ZodType<WaveformSummary>;

const kinematicsOutput = z.object({
  gear_teeth: nullableInt.optional(),
  mating_gear_teeth: nullableInt.optional(),
  vanes: nullableInt.optional(),
  blades: nullableInt.optional(),
  belt: z
    .object({ driver_diameter_mm: number, driven_diameter_mm: number, length_mm: number })
    .nullable()
    .optional(),
  line_frequency_hz: nullableNumber.optional(),
}) satisfies z.ZodType<MachineKinematics>;

export const captureNoteSchema = z.object({
  id: int,
  waveform_id: int,
  sensor_id: int,
  body: text,
  hz: nullableNumber,
  user_id: nullableInt,
  user_name: text.nullable(),
  created_at: number,
  updated_at: number,
}) satisfies z.ZodType<CaptureNote>;

export const spectrumViewSchema = z.object({
  capture: waveformSummary,
  kind: z.enum(["spectrum", "envelope"]),
  unit: text,
  df: number,
  fmax: number,
  lines: int,
  window: text,
  scaling: z.enum(["peak", "rms"]),
  amplitudes: z.array(number),
  peaks: z.array(z.object({ hz: number, amplitude: number })),
  running_speed_hz: nullableNumber,
  markers: z.array(
    z.object({
      label: text,
      hz: number,
      kind: z.enum(MARKER_FAMILIES),
      harmonic: int,
      amplitude: nullableNumber,
      found_hz: nullableNumber,
    }),
  ),
  running_speed_source: z.enum(["capture", "item"]).nullable(),
  bearing: namedRef.nullable(),
  kinematics: kinematicsOutput,
  initial_range_hz: z.tuple([number, number]),
  envelope_band: z.tuple([number, number]).nullable(),
  notes: z.array(captureNoteSchema),
  overall: z.object({
    velocity_rms: number,
    acceleration_rms: number,
    acceleration_peak: number,
    crest_factor: number,
    kurtosis: number,
    hf_band_rms: number,
  }),
}) satisfies z.ZodType<SpectrumView>;

export const fftOutput = z.object({
  spectrum: spectrumViewSchema.nullable(),
  captures: z.array(waveformSummary),
}) satisfies z.ZodType<FftView>;

/** A downsampled series; times in epoch milliseconds. */
export const trendSeries = z.object({
  ...sensorChannel,
  unit: text,
  bucket_ms: int,
  source: z.enum(["raw", "hourly"]),
  from: number,
  to: number,
  points: z.array(z.object({ t: number, min: number, max: number, mean: number, n: int })),
  warning_zone: nullableNumber,
  alarm_zone: nullableNumber,
}) satisfies z.ZodType<TrendSeries>;

/** Signal strength and battery now (last_seen_at an ISO string) and over the last 7 days. */
export const rssiOutput = z.object({
  sensor_id: int,
  rssi: nullableInt,
  battery: nullableInt,
  rssi_level: indicatorLevelSchema,
  battery_level: indicatorLevelSchema,
  last_seen_at: column.nullableText,
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
  name: text,
  severity: z.enum(["low", "moderate", "high"]),
  evidence: z.array(z.object({ label: text, hz: number, amplitude: number, unit: text })),
  recommendation: text,
  library_fault: namedRef.extend({ recommendation: column.nullableText }).nullable(),
}) satisfies z.ZodType<DiagnosedFault>;

export const faultDiagnosis = z.object({
  sensor_id: int,
  capture: waveformSummary.nullable(),
  running_speed_hz: nullableNumber,
  bearing: namedRef.nullable(),
  faults: z.array(diagnosedFault),
  notes: z.array(text),
}) satisfies z.ZodType<FaultDiagnosis>;

/** A gain step (gain_adjustments row) with the command queued for it. */
export const gainAdjustmentOutput = z.object({
  id: int,
  sensor_id: int,
  command_id: nullableInt,
  /** One of GAIN_ADJUSTMENT_TYPES. */
  type: text,
  result: int,
  gain_before: number,
  gain_after: nullableNumber,
  user_id: nullableInt,
  created_at: date,
  completed_at: nullableDate,
  command: controllerCommandRow,
});

export const runtimeTrackerOutput = z.object({
  run_hour_tracking: column.flag,
  run_hours: number,
  run_threshold: number,
  run_hours_updated_at: nullableDate,
});

export const soundWaveformOutput = z.object({ url: text });
