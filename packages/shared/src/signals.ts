/**
 * The shapes the signal queries answer (API `signals.*` procedures) and the screens read. Kept here
 * so the server and the web cannot disagree. Values are in base units (ParameterTypeInfo.unit); the
 * web converts to the user's measuring system for display.
 */
import type { CaptureNote, MachineKinematics, MarkerFamily } from "./analysis";

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
  /** Running speed at capture time, RPM (the gateway's or entered); null when unknown. */
  rpm: number | null;
  /** CaptureSpeedSource of `rpm`; null when unknown. */
  rpm_source: number | null;
  /** Highest frequency of its spectrum, sample_rate / 2.56, Hz. */
  fmax: number;
  /** Spectral lines, sample_count / 2.56 rounded down. */
  lines: number;
  /** The reference capture of its axis and kind. */
  is_baseline: boolean;
  /** Notes written on it. */
  note_count: number;
}

/**
 * A marker drawn on a spectrum: running-speed orders and the fault frequencies of the item's
 * families (bearing, gear mesh, vane or blade pass, belt, line frequency), with the amplitude found
 * near each in this spectrum.
 */
export interface SpectrumMarker {
  /** "1x", "2x", "BPFO", "2×BPFO", "GMF", "VPF", "BPF", "Belt", "LF", "2×LF"… */
  label: string;
  hz: number;
  /** Its family (MarkerFamily): toggled and coloured together. */
  kind: MarkerFamily;
  /** 1 for the fundamental, n for its n-th harmonic. */
  harmonic: number;
  /** The largest line within ± max(2 lines, 2 %) of `hz`, in the view's unit; null beyond Fmax. */
  amplitude: number | null;
  /** Frequency of that line, Hz. */
  found_hz: number | null;
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
  /** Where the running speed came from: the capture's own (gateway or entered), or the item's. */
  running_speed_source: "capture" | "item" | null;
  /** The bearing the markers come from, when the item has one. */
  bearing: { id: number; name: string } | null;
  /** The item's kinematics the fault families were computed from (option values filled in). */
  kinematics: MachineKinematics;
  /**
   * The range the chart opens at, Hz: up to the highest marker of interest (3 × BPFI, 3 × gear
   * mesh…, at least 10 orders; 50 orders when no fault family is known), within Fmax.
   */
  initial_range_hz: [number, number];
  /** The demodulation band of an envelope spectrum, Hz; null for a standard spectrum. */
  envelope_band: [number, number] | null;
  /** Notes on this capture, oldest first. */
  notes: CaptureNote[];
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
  /** The capture diagnosed (the one asked for, else the latest standard one); null when there is none. */
  capture: WaveformSummary | null;
  running_speed_hz: number | null;
  bearing: { id: number; name: string } | null;
  faults: DiagnosedFault[];
  /** Why some rules could not run (no running speed, no bearing), for the screen to explain. */
  notes: string[];
}

/** One trace of a compare view: a spectrum and where it was measured. */
export interface CompareTrace {
  sensor: { id: number; name: string; item_name: string | null; machine_name: string | null };
  spectrum: SpectrumView;
}

/** Up to four captures overlaid (any sensors of one plant), in one kind and unit. */
export interface CompareView {
  kind: SpectrumView["kind"];
  unit: string;
  traces: CompareTrace[];
}

/**
 * The last N captures of one sensor axis as a cascade, oldest first. Every row has the same lines
 * (rows of captures at another Fmax or resolution are left out and counted in `skipped`).
 */
export interface WaterfallView {
  sensor_id: number;
  axis: number;
  kind: SpectrumView["kind"];
  unit: string;
  df: number;
  fmax: number;
  /** Amplitudes per row after reduction to at most `max_lines` (max of each group of lines). */
  lines: number;
  captures: (WaveformSummary & { running_speed_hz: number | null })[];
  /** rows[i][k]: amplitude of line k (k·df Hz) in captures[i]. */
  rows: number[][];
  skipped: number;
}
