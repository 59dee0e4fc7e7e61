/**
 * The spectral band form's values and their checks. The form holds what the user typed — zones in
 * the user's unit (in/s for an imperial user's velocity band) — and turns it into the procedure's
 * input in base units, checked with the API's own createBandInput / updateBandInput so the limits
 * and the rules that tie the fields together are written once. Those rules' English messages are
 * swapped for the form's own words, in the reader's language.
 */
import {
  BandBasis,
  BandSpectrum,
  createBandInput,
  type FaultFrequencyKey,
  MeasuringSystem,
  MM_PER_INCH,
  type SpectralBand,
  updateBandInput,
} from "@plantwise/shared";
import { z } from "zod";

/** Who a new band is for (a sensor or an item type), or the band being changed. */
export type BandTarget = { sensor_id: number } | { equipment_type_id: number } | { id: number };

export interface BandFormValues {
  name: string;
  basis: string;
  low?: number | undefined;
  high?: number | undefined;
  fault: string;
  tolerance_percent?: number | undefined;
  spectrum: string;
  warning_zone?: number | undefined;
  alarm_zone?: number | undefined;
  is_active: boolean;
}

/** The procedure's input the form sends: createBandInput's or updateBandInput's parsed shape. */
export type BandPayload = z.output<typeof createBandInput> | z.output<typeof updateBandInput>;

/** The form's words for the rules the shared schema checks across fields, keyed "field: English message". */
export type BandRuleTexts = Readonly<Record<string, string>>;

/** The shared schema's cross-field rules, as "field: message", that the form words itself. */
export const BAND_RULES = [
  "low: is required",
  "high: is required",
  "high: must be above the low edge",
  "fault: is required",
  "tolerance_percent: is required",
  "alarm_zone: must be above the warning zone",
] as const;
export type BandRule = (typeof BAND_RULES)[number];

/**
 * A band's zones in the user's unit and back: velocity is stored in mm/s and shown in in/s to an
 * imperial user; acceleration (g) and envelope (gE) read the same in both systems.
 */
export function bandZoneUnit(spectrum: number, measuringSystem: number) {
  const inches = spectrum === BandSpectrum.VELOCITY && measuringSystem === MeasuringSystem.IMPERIAL;
  const unit =
    spectrum === BandSpectrum.ACCELERATION ? "g" : spectrum === BandSpectrum.ENVELOPE ? "gE" : "mm/s";
  return {
    unit: inches ? "in/s" : unit,
    fromBase: (v: number) => (inches ? v / MM_PER_INCH : v),
    toBase: (v: number) => (inches ? v * MM_PER_INCH : v),
  };
}

/** Up to 6 significant digits: enough for a form, without float noise like 0.19999999999999998. */
function tidy(v: number): number {
  return Number(v.toPrecision(6));
}

/** The form's starting values: a new orders band on velocity, or `band` with zones in the user's unit. */
export function bandFormDefaults(band: SpectralBand | null, measuringSystem: number): BandFormValues {
  if (!band) {
    return {
      name: "",
      basis: String(BandBasis.ORDERS),
      low: undefined,
      high: undefined,
      fault: "",
      tolerance_percent: undefined,
      spectrum: String(BandSpectrum.VELOCITY),
      warning_zone: undefined,
      alarm_zone: undefined,
      is_active: true,
    };
  }
  const zone = bandZoneUnit(band.spectrum, measuringSystem);
  const shown = (v: number | null) => (v === null ? undefined : tidy(zone.fromBase(v)));
  return {
    name: band.name,
    basis: String(band.basis),
    low: band.low ?? undefined,
    high: band.high ?? undefined,
    fault: band.fault ?? "",
    tolerance_percent: band.tolerance_percent ?? undefined,
    spectrum: String(band.spectrum),
    warning_zone: shown(band.warning_zone),
    alarm_zone: shown(band.alarm_zone),
    is_active: band.is_active,
  };
}

/**
 * The procedure's fields from the form's: the edges of its basis only (a fault band's tolerance,
 * an orders or Hz band's low and high), zones in base units, blanks as null.
 */
export function bandPayload(values: BandFormValues, measuringSystem: number): Record<string, unknown> {
  const basis = Number(values.basis);
  const spectrum = Number(values.spectrum);
  const zone = bandZoneUnit(spectrum, measuringSystem);
  const fault = basis === BandBasis.FAULT;
  const given = (v: number | undefined) => (v === undefined ? null : v);
  const zoneValue = (v: number | undefined) => (v === undefined ? null : zone.toBase(v));
  return {
    name: values.name,
    basis,
    low: fault ? null : given(values.low),
    high: fault ? null : given(values.high),
    fault: fault ? ((values.fault || null) as FaultFrequencyKey | null) : null,
    tolerance_percent: fault ? given(values.tolerance_percent) : null,
    spectrum,
    warning_zone: zoneValue(values.warning_zone),
    alarm_zone: zoneValue(values.alarm_zone),
    is_active: values.is_active,
  };
}

const formShape = z.object({
  name: z.string(),
  basis: z.string(),
  low: z.number().optional(),
  high: z.number().optional(),
  fault: z.string(),
  tolerance_percent: z.number().optional(),
  spectrum: z.string(),
  warning_zone: z.number().optional(),
  alarm_zone: z.number().optional(),
  is_active: z.boolean(),
});

/**
 * The form's schema: its values become the procedure's input for `target`, checked by the API's
 * schema; every failure lands on the field it names, a cross-field rule worded by `rules`.
 */
export function bandFormSchema(target: BandTarget, measuringSystem: number, rules: BandRuleTexts) {
  const input = "id" in target ? updateBandInput : createBandInput;
  return formShape.transform((values, ctx): BandPayload => {
    const parsed = input.safeParse({ ...target, ...bandPayload(values, measuringSystem) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const rule = issue.code === "custom" ? rules[`${issue.path.join(".")}: ${issue.message}`] : undefined;
      ctx.addIssue({ ...issue, message: rule ?? issue.message } as never);
    }
    return z.NEVER;
  });
}
