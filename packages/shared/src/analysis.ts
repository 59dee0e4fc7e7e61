/**
 * The analyst's workbench: capture history (baseline, per-capture speed, notes), fault-frequency
 * families, compare and waterfall views, spectral bands and their trends. The numbers here are
 * stored in the database, so they never change meaning (append only).
 */
type ValueOf<T> = T[keyof T];

/** Where a capture's running speed came from. */
export const CaptureSpeedSource = { GATEWAY: 1, MANUAL: 2 } as const;
export type CaptureSpeedSource = ValueOf<typeof CaptureSpeedSource>;

/** Lines an FFT request may ask for (samples = 2.56 × lines). */
export const FFT_REQUEST_LINES = [400, 800, 1600, 3200, 6400] as const;
/** Lines a gateway captures when a request does not say (8 192 samples). */
export const DEFAULT_FFT_LINES = 3200;

/** Captures a compare view overlays at most. */
export const MAX_COMPARE_CAPTURES = 4;
/** Captures a waterfall draws at most. */
export const MAX_WATERFALL_CAPTURES = 100;

/**
 * The gear, vane, blade, belt and supply data of an item, from which its fault-frequency families
 * are computed. Every field is optional; a family shows once its inputs are known.
 */
export interface MachineKinematics {
  /** Teeth of the gear on this item's shaft: gear mesh = teeth × running speed. */
  gear_teeth?: number | null;
  /** Teeth of the mating gear: its shaft speed and the hunting-tooth frequency. */
  mating_gear_teeth?: number | null;
  /** Impeller vanes: vane pass = vanes × running speed. */
  vanes?: number | null;
  /** Fan blades: blade pass = blades × running speed. */
  blades?: number | null;
  /** Belt drive with the driving sheave on this item's shaft. */
  belt?: {
    driver_diameter_mm: number;
    driven_diameter_mm: number;
    length_mm: number;
  } | null;
  /** Supply frequency of a motor, Hz (50 or 60): line frequency and 2× line frequency. */
  line_frequency_hz?: number | null;
}

/** The families of markers a spectrum can show, each toggled and coloured on its own. */
export const MARKER_FAMILIES = ["order", "bearing", "gear", "vane", "blade", "belt", "line"] as const;
export type MarkerFamily = (typeof MARKER_FAMILIES)[number];

/** Fault frequencies a band can be centred on (BandBasis.FAULT). */
export const FAULT_FREQUENCY_KEYS = [
  "bpfo",
  "bpfi",
  "bsf",
  "ftf",
  "gear_mesh",
  "vane_pass",
  "blade_pass",
  "belt",
  "line",
] as const;
export type FaultFrequencyKey = (typeof FAULT_FREQUENCY_KEYS)[number];

/** How a spectral band's edges are given. */
export const BandBasis = { ORDERS: 1, HZ: 2, FAULT: 3 } as const;
export type BandBasis = ValueOf<typeof BandBasis>;

/** Which spectrum a band's energy is read from, and so its unit. */
export const BandSpectrum = { VELOCITY: 1, ACCELERATION: 2, ENVELOPE: 3 } as const;
export type BandSpectrum = ValueOf<typeof BandSpectrum>;
export const BAND_SPECTRUM_UNITS: Readonly<Record<BandSpectrum, string>> = {
  1: "mm/s",
  2: "g",
  3: "gE",
};

/**
 * Band values are readings of parameter type BAND_PARAMETER_BASE + band id, so they trend, chart
 * and carry level zones like any parameter (parameter_type is a smallint: ids up to MAX_BAND_ID).
 */
export const BAND_PARAMETER_BASE = 1000;
export const MAX_BAND_ID = 32767 - BAND_PARAMETER_BASE;

export function bandParameterType(bandId: number): number {
  return BAND_PARAMETER_BASE + bandId;
}

/** The band id of a band parameter type, or null for an ordinary parameter. */
export function bandIdOf(parameterType: number): number | null {
  return Number.isInteger(parameterType) &&
    parameterType > BAND_PARAMETER_BASE &&
    parameterType <= BAND_PARAMETER_BASE + MAX_BAND_ID
    ? parameterType - BAND_PARAMETER_BASE
    : null;
}

/** A note on a capture, optionally pinned to a frequency. */
export interface CaptureNote {
  id: number;
  waveform_id: number;
  sensor_id: number;
  body: string;
  hz: number | null;
  user_id: number | null;
  /** The author's name; null once the user is gone. */
  user_name: string | null;
  created_at: number;
  updated_at: number;
}

/** A spectral band as defined (for an item type or one sensor). */
export interface SpectralBand {
  id: number;
  /** The company whose band it is; null for a band of the shared library (provider staff change it). */
  company_id: number | null;
  equipment_type_id: number | null;
  sensor_id: number | null;
  name: string;
  basis: BandBasis;
  low: number | null;
  high: number | null;
  fault: FaultFrequencyKey | null;
  tolerance_percent: number | null;
  spectrum: BandSpectrum;
  warning_zone: number | null;
  alarm_zone: number | null;
  is_active: boolean;
  /** The readings' parameter type (BAND_PARAMETER_BASE + id). */
  parameter_type: number;
  /** Unit of its values (BAND_SPECTRUM_UNITS). */
  unit: string;
}
