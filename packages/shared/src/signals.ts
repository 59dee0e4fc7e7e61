/**
 * The shapes the signal queries answer (API `signals.*` procedures) and the screens read. Kept here
 * so the server and the web cannot disagree. Values are in base units (ParameterTypeInfo.unit); the
 * web converts to the user's measuring system for display.
 */

/** One bucket of a downsampled trend: the bucket's start, its min/max (drawn as a band) and mean. */
export interface TrendPoint {
  /** Epoch milliseconds of the bucket's start (or the reading's time when not downsampled). */
  t: number;
  min: number;
  max: number;
  mean: number;
  /** Readings in the bucket. */
  n: number;
}

export interface TrendSeries {
  sensor_id: number;
  parameter_type: number;
  axis: number;
  unit: string;
  /** Milliseconds per bucket; 0 when every raw reading is returned. */
  bucket_ms: number;
  /** "raw" readings or the "hourly" rollup. */
  source: "raw" | "hourly";
  from: number;
  to: number;
  points: TrendPoint[];
  /** The parameter's level zones, when set. */
  warning_zone: number | null;
  alarm_zone: number | null;
}

/** Per parameter and axis over a range (sensor statistics page). */
export interface ParameterStatistics {
  parameter_type: number;
  axis: number;
  unit: string;
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  last: number | null;
  last_at: number | null;
  warning_zone: number | null;
  alarm_zone: number | null;
}

/** A waveform capture without its samples (lists). */
export interface WaveformSummary {
  id: number;
  sensor_id: number;
  axis: number;
  kind: number;
  ts: number;
  sample_rate: number;
  sample_count: number;
  unit: string;
  rpm: number | null;
}

/** A marker drawn on a spectrum: running-speed orders and bearing defect frequencies. */
export interface SpectrumMarker {
  /** "1x", "2x", "3x", "BPFO", "BPFI", "BSF", "FTF" (and their harmonics "2×BPFO"…). */
  label: string;
  hz: number;
  kind: "order" | "bearing";
}

export interface SpectrumPeak {
  hz: number;
  amplitude: number;
}

/** GET …/ncd/fft and the FFT page: one capture's spectrum (standard or envelope) and its waveform. */
export interface SpectrumView {
  capture: WaveformSummary;
  kind: "spectrum" | "envelope";
  /** Unit of the amplitudes: "g" (acceleration), "mm/s" (velocity) or "gE" (envelope). */
  unit: string;
  df: number;
  fmax: number;
  lines: number;
  window: string;
  scaling: "peak" | "rms";
  /** Amplitudes of bins 0…lines, Δf apart. */
  amplitudes: number[];
  /** Largest peaks, interpolated. */
  peaks: SpectrumPeak[];
  /** Running speed used for the order markers, Hz; null when unknown. */
  running_speed_hz: number | null;
  markers: SpectrumMarker[];
  /** The bearing the markers come from, when the item has one. */
  bearing: { id: number; name: string } | null;
  /** Overall values of this capture. */
  overall: {
    velocity_rms: number;
    acceleration_rms: number;
    acceleration_peak: number;
    crest_factor: number;
    kurtosis: number;
    hf_band_rms: number;
  };
}

/** The time waveform of a capture, decimated to at most `max_points` (min/max pairs). */
export interface WaveformView {
  capture: WaveformSummary;
  /** Seconds per point after decimation. */
  dt: number;
  values: number[];
}

/** GET /sensors/{sensorId}/ncd/fft: the latest (or the requested) capture's spectrum and the capture list. */
export interface FftView {
  /** Null when the sensor has no capture yet. */
  spectrum: SpectrumView | null;
  /** Newest first. */
  captures: WaveformSummary[];
}

/** One line of evidence behind a diagnosed fault: what was found, where, and how strong. */
export interface FaultEvidence {
  /** "1x", "2x", "BPFO", "2×BPFO"… */
  label: string;
  hz: number;
  amplitude: number;
  /** Unit of `amplitude`: "mm/s" (velocity RMS) or "gE" (envelope). */
  unit: string;
}

export type FaultSeverity = "low" | "moderate" | "high";

/** A fault the rules of signals.faults found in a capture (rules documented in the API module). */
export interface DiagnosedFault {
  key:
    | "imbalance"
    | "misalignment"
    | "looseness"
    | "bearing_outer_race"
    | "bearing_inner_race"
    | "bearing_ball";
  /** The fault's name in the caller's language. */
  name: string;
  severity: FaultSeverity;
  evidence: FaultEvidence[];
  /**
   * What to do, in the caller's language: the company's own library entry's recommendation when
   * it wrote one, else the built-in advice for the fault.
   */
  recommendation: string;
  /** The library fault of the same name, when the catalogue has one. */
  library_fault: { id: number; name: string; recommendation: string | null } | null;
}

/** GET /sensors/{sensorId}/faults. */
export interface FaultDiagnosis {
  sensor_id: number;
  /** The capture diagnosed (the latest standard one); null when there is none. */
  capture: WaveformSummary | null;
  running_speed_hz: number | null;
  bearing: { id: number; name: string } | null;
  faults: DiagnosedFault[];
  /** Why some rules could not run (no running speed, no bearing), for the screen to explain. */
  notes: string[];
}
