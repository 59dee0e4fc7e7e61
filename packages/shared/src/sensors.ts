/**
 * Sensor and signal enumerations shared by the API, the web and the simulator. The spec names
 * parameters, axes and waveform kinds without numbering them; the numbers here are ours and are
 * stored in the database, so they never change meaning (append only).
 */
import { SIGNAL_THRESHOLDS } from "./constants";
import { GainAdjustmentResult, GRAPH_SOURCE_TYPES, SENSOR_LEVEL_TYPES } from "./enums";

type ValueOf<T> = T[keyof T];

/** What a scalar reading measures. `metric` decides the chart colour (velocity green, acceleration yellow). */
export interface ParameterTypeInfo {
  readonly id: number;
  readonly key: string;
  /** Base unit the value is stored in. */
  readonly unit: string;
  readonly metric: "velocity" | "acceleration" | "temperature" | "other";
}

export const PARAMETER_TYPES = [
  { id: 1, key: "velocity_rms", unit: "mm/s", metric: "velocity" },
  { id: 2, key: "acceleration_rms", unit: "g", metric: "acceleration" },
  { id: 3, key: "acceleration_peak", unit: "g", metric: "acceleration" },
  { id: 4, key: "temperature", unit: "°C", metric: "temperature" },
  { id: 5, key: "hf_band_rms", unit: "g", metric: "acceleration" },
  { id: 6, key: "crest_factor", unit: "", metric: "other" },
  { id: 7, key: "kurtosis", unit: "", metric: "other" },
  { id: 8, key: "ultrasound", unit: "dBµV", metric: "other" },
  { id: 9, key: "humidity", unit: "%", metric: "other" },
  { id: 10, key: "current", unit: "A", metric: "other" },
  { id: 11, key: "pressure", unit: "PSI", metric: "other" },
  { id: 12, key: "speed", unit: "RPM", metric: "other" },
  /** The gateway's status report, kept as readings so the RSSI and battery history can be drawn. */
  { id: 13, key: "signal_strength", unit: "%", metric: "other" },
  { id: 14, key: "battery", unit: "%", metric: "other" },
] as const satisfies readonly ParameterTypeInfo[];

export type ParameterTypeKey = (typeof PARAMETER_TYPES)[number]["key"];

/**
 * English names of the parameter types, for what the server writes itself (e-mails, PDF reports,
 * notifications). The web app has its own translated names.
 */
export const PARAMETER_NAMES: Readonly<Record<ParameterTypeKey, string>> = {
  velocity_rms: "Velocity RMS",
  acceleration_rms: "Acceleration RMS",
  acceleration_peak: "Acceleration peak",
  temperature: "Temperature",
  hf_band_rms: "High-frequency band RMS",
  crest_factor: "Crest factor",
  kurtosis: "Kurtosis",
  ultrasound: "Ultrasound",
  humidity: "Humidity",
  current: "Current",
  pressure: "Pressure",
  speed: "Speed",
  signal_strength: "Signal strength",
  battery: "Battery",
};

/** The English name of a parameter type ("Velocity RMS"); `Parameter 99` for an unknown id. */
export function parameterName(id: number): string {
  const info = PARAMETER_TYPES.find((p) => p.id === id);
  return info ? PARAMETER_NAMES[info.key] : `Parameter ${id}`;
}
export const ParameterType = Object.fromEntries(PARAMETER_TYPES.map((p) => [p.key, p.id])) as {
  readonly [K in ParameterTypeKey]: Extract<(typeof PARAMETER_TYPES)[number], { key: K }>["id"];
};
export const PARAMETER_TYPE_IDS: readonly number[] = PARAMETER_TYPES.map((p) => p.id);

export function parameterTypeInfo(id: number): ParameterTypeInfo | undefined {
  return PARAMETER_TYPES.find((p) => p.id === id);
}

/** Measurement axis of a reading or capture; 0 for single-axis quantities such as temperature. */
export const Axis = { NONE: 0, X: 1, Y: 2, Z: 3 } as const;
export type Axis = ValueOf<typeof Axis>;
export const AXIS_IDS: readonly number[] = Object.values(Axis);
export const AXIS_LABELS: Readonly<Record<number, string>> = { 0: "-", 1: "X", 2: "Y", 3: "Z" };

/** Time waveform types (part 2 §9): standard and envelope. */
export const WaveformKind = { STANDARD: 1, ENVELOPE: 2 } as const;
export type WaveformKind = ValueOf<typeof WaveformKind>;

export const PowerType = { BATTERY: 1, LINE: 2 } as const;
export type PowerType = ValueOf<typeof PowerType>;

/** Connection (part 2 §9): cell modem or customer connection. */
export const ConnectionType = { CELL_MODEM: 1, CUSTOMER_CONNECTION: 2 } as const;
export type ConnectionType = ValueOf<typeof ConnectionType>;

/**
 * Status of every controller command: the gain adjustment results of part 2 §4
 * (GainAdjustmentResult: FAIL 0, SUCCESS 1, PROCESS 2, CONTROLLER_TIMEOUT 3).
 */
export const CommandStatus = GainAdjustmentResult;
export type CommandStatus = GainAdjustmentResult;

export const CONTROLLER_COMMANDS = [
  "fft_request",
  "equipment_rpm",
  "gain_adjustment",
  "config",
  "reboot",
  "ping",
] as const;
export type ControllerCommand = (typeof CONTROLLER_COMMANDS)[number];

/** Sensor level type ids: position in SENSOR_LEVEL_TYPES + 1 (baseline 1 … lubeline 8). */
export function sensorLevelTypeId(key: (typeof SENSOR_LEVEL_TYPES)[number]): number {
  return SENSOR_LEVEL_TYPES.indexOf(key) + 1;
}

/** Graph source type ids: position in GRAPH_SOURCE_TYPES + 1 (graph 1, manual 2, rebaseline 3, …). */
export function graphSourceTypeId(key: (typeof GRAPH_SOURCE_TYPES)[number]): number {
  return GRAPH_SOURCE_TYPES.indexOf(key) + 1;
}

/** Signal and battery indicator (part 2 §5): none below 40, then low, moderate (66) and high (80). */
export type IndicatorLevel = "none" | "low" | "moderate" | "high";
export function indicatorLevel(value: number | null | undefined): IndicatorLevel {
  if (value === null || value === undefined || !Number.isFinite(value)) return "none";
  if (value >= SIGNAL_THRESHOLDS.high) return "high";
  if (value >= SIGNAL_THRESHOLDS.moderate) return "moderate";
  if (value >= SIGNAL_THRESHOLDS.low) return "low";
  return "none";
}

/** Ingest limits (documented in docs/api/ingest.md). */
export const INGEST_LIMITS = {
  /** Scalar readings per request. */
  maxReadings: 20_000,
  /** Waveform captures per request. */
  maxWaveforms: 16,
  /** Samples per waveform capture (the largest FFT). */
  maxWaveformSamples: 65_536,
  /** A reading may be at most this far ahead of the server's clock (gateway clock drift). */
  maxFutureSkewMs: 5 * 60_000,
  /** Request body limit, bytes. */
  maxBodyBytes: 16 * 1024 * 1024,
} as const;

/** A sensor with no reading for this long counts as offline. */
export const SENSOR_OFFLINE_AFTER_MS = 2 * 60 * 60_000;

/** mm/s ↔ in/s. */
export const MM_PER_INCH = 25.4;

/** Whether a sensor reported recently enough to count as online (SENSOR_OFFLINE_AFTER_MS). */
export function isSensorOnline(lastSeen: Date | null, now = Date.now()): boolean {
  return lastSeen != null && now - lastSeen.getTime() <= SENSOR_OFFLINE_AFTER_MS;
}
