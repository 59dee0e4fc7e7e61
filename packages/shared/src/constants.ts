/** Business constants of part 1 §9 and part 2 §2. */

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Page sizes a list offers; a list's own default is always among the choices. */
export const PAGE_SIZE_OPTIONS = [10, 18, 24, 50, 100] as const;

/** Lists whose default page size is not 10. */
export const LIST_PAGE_SIZES: Readonly<Record<string, number>> = {
  "production-lines": 18,
  utilities: 18,
  machines: 18,
  assets: 18,
  bearings: 18,
  "industrial-services": 18,
  "lube-types": 18,
  subtypes: 18,
  equipments: 24,
};

export function pageSizeFor(listId: string): number {
  return LIST_PAGE_SIZES[listId] ?? DEFAULT_PAGE_SIZE;
}

/** View modes of lists; grid is the default (part 1 §2.4). */
export const ViewMode = { LIST: 1, GRID: 2 } as const;
export type ViewMode = (typeof ViewMode)[keyof typeof ViewMode];
export const DEFAULT_VIEW_MODE: ViewMode = ViewMode.GRID;
/** Lists that open as a grid; every other list opens as a table. */
export const GRID_DEFAULT_LISTS: readonly string[] = ["equipments", "production-lines"];

export function defaultViewModeFor(listId: string): ViewMode {
  return GRID_DEFAULT_LISTS.includes(listId) ? ViewMode.GRID : ViewMode.LIST;
}

export const PASSWORD_MIN_LENGTH = 8;
export const MIN_TOTAL_TIME_MINUTES = 15;
export const FADE_TRANSITION_MS = 250;
/** A lazily loaded page that has not arrived after this long has failed (part 1 §8). */
export const LAZY_PAGE_TIMEOUT_MS = 120_000;

export const Language = { ENGLISH: 1, SPANISH: 2 } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const LANGUAGE_CODES: Record<Language, "en" | "es"> = { 1: "en", 2: "es" };

export const MeasuringSystem = { METRIC: 1, IMPERIAL: 2 } as const;
export type MeasuringSystem = (typeof MeasuringSystem)[keyof typeof MeasuringSystem];

export const UNITS = [
  "mm/s",
  "in/s",
  "°C",
  "°F",
  "g",
  "Hz",
  "dBuV",
  "A",
  "%",
  "psi",
  "RPM",
  "IAQ",
  "mm",
  "in",
  "cpm",
] as const;
export type Unit = (typeof UNITS)[number];

/** Time zones offered (part 1 §9): UTC and the Canadian zones. */
export const TIME_ZONES = [
  { id: "UTC", label: "UTC" },
  { id: "America/Halifax", label: "Canada/Atlantic" },
  { id: "America/Winnipeg", label: "Canada/Central" },
  { id: "America/Toronto", label: "Canada/Eastern" },
  { id: "America/Edmonton", label: "Canada/Mountain" },
  { id: "America/St_Johns", label: "Canada/Newfoundland" },
  { id: "America/Vancouver", label: "Canada/Pacific" },
  { id: "America/Regina", label: "Canada/Saskatchewan" },
  { id: "America/Whitehorse", label: "Canada/Yukon" },
] as const;

export const VIDEO_EXTENSIONS = ["mp4"] as const;
export const IMAGE_EXTENSIONS = ["jpg", "png", "gif", "jpeg", "svg"] as const;

/** Metric colours of charts: green for velocity, yellow for acceleration. */
export const METRIC_COLORS = { velocity: "green", acceleration: "yellow" } as const;

/** Signal (RSSI) and battery indicator thresholds; below the lowest there is no bar. */
export const SIGNAL_THRESHOLDS = { low: 40, moderate: 66, high: 80 } as const;
/** The second threshold set of part 2 §9. */
export const VOLTAGE_THRESHOLDS = { low: 0, moderate: 2.75, high: 3 } as const;
export type SignalLevel = "none" | "low" | "moderate" | "high";

export function signalLevel(
  value: number,
  thresholds: { low: number; moderate: number; high: number } = SIGNAL_THRESHOLDS,
): SignalLevel {
  if (value >= thresholds.high) return "high";
  if (value >= thresholds.moderate) return "moderate";
  if (value >= thresholds.low) return "low";
  return "none";
}

/** Frequency bands (Hz). */
export const HIGH_FREQUENCY_BAND_HZ = [1000, 5300] as const;
export const RMS_VELOCITY_BAND_HZ = [6, 1000] as const;
export const FFT_HZ_LIMITS = [10600, 5300, 2600, 1300, 650, 325] as const;

export const PRESSURE_RANGES_PSI = [
  { kind: "PSIG", min: 0, max: 50 },
  { kind: "PSIG", min: 0, max: 150 },
  { kind: "PSIS", min: 0, max: 500 },
  { kind: "PSIS", min: 0, max: 3000 },
] as const;
export const CURRENT_RANGES = ["20A", "150A", "custom"] as const;

export const DEFAULT_LUBRICANT_SHOT_ML = 0.34;
export const GREASE_PACK_SIZES_ML = [60, 120, 240, 480] as const;
export const LUBRICATOR_SIZES = ["LC60", "LC120", "LC250", "LC500"] as const;

export const COUNTRY_DIAL_CODES = [
  { country: "CA", code: "+1" },
  { country: "US", code: "+1" },
  { country: "MX", code: "+52" },
] as const;
