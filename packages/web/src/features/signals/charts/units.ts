/**
 * Values as the charts show them (UI.md "Charts"): unit conversion to the user's measuring system,
 * the spec's rounding, a parameter's colour and where a value sits against its zones.
 */
import { MeasuringSystem, MM_PER_INCH, parameterTypeInfo, roundNumber } from "@plantwise/shared";

export type MeasuringSystemId = (typeof MeasuringSystem)[keyof typeof MeasuringSystem];

/** A unit converter: the unit shown and how a base-unit value becomes it. */
export interface UnitConverter {
  unit: string;
  convert: (value: number) => number;
}

const identity = (value: number) => value;

/**
 * Base units are metric (shared/sensors.ts). Imperial shows mm/s as in/s and °C as °F; other units
 * (g, %, A, PSI, RPM…) are the same in both systems.
 */
export function unitConverter(
  unit: string,
  system: MeasuringSystemId | number | null | undefined,
): UnitConverter {
  if (system !== MeasuringSystem.IMPERIAL) return { unit, convert: identity };
  if (unit === "mm/s") return { unit: "in/s", convert: (v) => v / MM_PER_INCH };
  if (unit === "mm") return { unit: "in", convert: (v) => v / MM_PER_INCH };
  if (unit === "°C") return { unit: "°F", convert: (v) => (v * 9) / 5 + 32 };
  return { unit, convert: identity };
}

/** A value rounded by the spec's rule (more decimals below 1) with its unit, or "—". */
export function formatValue(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const rounded = roundNumber(value);
  return unit ? `${rounded} ${unit}` : String(rounded);
}

/** Chart colour of a parameter (UI.md: velocity green, acceleration yellow, others primary). */
export function metricColor(parameterType: number): string {
  const metric = parameterTypeInfo(parameterType)?.metric;
  if (metric === "velocity") return "var(--metric-velocity)";
  if (metric === "acceleration") return "var(--metric-acceleration)";
  return "var(--primary)";
}

export type ZoneState = "normal" | "warning" | "alarm" | "unknown";

/** Text colour of a value's zone state (UI.md colours; the state's word always goes with it). */
export const ZONE_STATE_TEXT: Record<ZoneState, string> = {
  normal: "text-status-normal",
  warning: "text-status-warning",
  alarm: "text-status-alarm",
  unknown: "text-muted-foreground",
};

/** Where a value sits against its level zones (absolute values, same unit). */
export function zoneState(
  value: number | null | undefined,
  warning: number | null | undefined,
  alarm: number | null | undefined,
): ZoneState {
  if (value === null || value === undefined || !Number.isFinite(value)) return "unknown";
  if (alarm !== null && alarm !== undefined && value >= alarm) return "alarm";
  if (warning !== null && warning !== undefined && value >= warning) return "warning";
  return "normal";
}
