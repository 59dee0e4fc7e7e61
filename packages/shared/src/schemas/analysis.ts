/** The analyst's workbench: inputs of the capture history, compare, waterfall, band and export procedures. */
import { z } from "zod";
import {
  BandBasis,
  BandSpectrum,
  FAULT_FREQUENCY_KEYS,
  MARKER_FAMILIES,
  MAX_COMPARE_CAPTURES,
  MAX_WATERFALL_CAPTURES,
  type SpectralBand,
} from "../analysis";
import { recordId } from "./list";

/** One capture of one sensor. */
export const captureRef = z.object({ sensor_id: recordId, fft_id: recordId });

export const spectrumKindSchema = z.enum(["spectrum", "envelope"]);
export const spectrumUnitSchema = z.enum(["g", "mm/s", "gE"]);

/** Make a capture the baseline of its axis and kind (the previous one stops being it). */
export const setBaselineInput = captureRef;

/** A running speed entered for one capture, RPM; null returns to the gateway's (or the item's). */
export const captureSpeedInput = captureRef.extend({
  rpm: z.coerce.number().finite().positive().max(100_000).nullable(),
});

const noteBody = z.string().trim().min(1).max(2000);
const noteHz = z.coerce.number().finite().min(0).max(100_000).nullable().optional();

export const addCaptureNoteInput = captureRef.extend({ body: noteBody, hz: noteHz });
export const updateCaptureNoteInput = z.object({
  sensor_id: recordId,
  note_id: recordId,
  body: noteBody,
  hz: noteHz,
});
export const deleteCaptureNoteInput = z.object({ sensor_id: recordId, note_id: recordId });

/** Up to four captures overlaid, from any sensors of one plant. */
export const compareInput = z.object({
  captures: z.array(captureRef).min(1).max(MAX_COMPARE_CAPTURES),
  kind: spectrumKindSchema.default("spectrum"),
  unit: spectrumUnitSchema.optional(),
});

/** The last `count` captures of one axis (before `to`, when given), as a cascade. */
export const waterfallInput = z.object({
  sensor_id: recordId,
  axis: z.coerce.number().int().min(1).max(3),
  kind: spectrumKindSchema.default("spectrum"),
  unit: spectrumUnitSchema.optional(),
  count: z.coerce.number().int().min(2).max(MAX_WATERFALL_CAPTURES).default(20),
  to: recordId.optional(),
  max_lines: z.coerce.number().int().min(100).max(6400).default(1600),
});

const positiveCount = z.coerce.number().int().min(1).max(10_000).nullable().optional();
const millimetres = z.coerce.number().finite().positive().max(100_000);

/** An item's kinematics (MachineKinematics); absent fields are cleared. */
export const machineKinematicsSchema = z.object({
  gear_teeth: positiveCount,
  mating_gear_teeth: positiveCount,
  vanes: z.coerce.number().int().min(1).max(100).nullable().optional(),
  blades: z.coerce.number().int().min(1).max(100).nullable().optional(),
  belt: z
    .object({
      driver_diameter_mm: millimetres,
      driven_diameter_mm: millimetres,
      length_mm: millimetres,
    })
    .nullable()
    .optional(),
  line_frequency_hz: z
    .union([z.literal(50), z.literal(60)])
    .nullable()
    .optional(),
});

export const setKinematicsInput = z.object({
  equipment_id: recordId,
  kinematics: machineKinematicsSchema,
});

const bandBasisSchema = z.union([
  z.literal(BandBasis.ORDERS),
  z.literal(BandBasis.HZ),
  z.literal(BandBasis.FAULT),
]);
const bandSpectrumSchema = z.union([
  z.literal(BandSpectrum.VELOCITY),
  z.literal(BandSpectrum.ACCELERATION),
  z.literal(BandSpectrum.ENVELOPE),
]);
const zone = z.coerce.number().finite().positive().nullable().optional();

const bandShape = {
  name: z.string().trim().min(1).max(120),
  basis: z.coerce.number().pipe(bandBasisSchema),
  low: z.coerce.number().finite().min(0).max(100_000).nullable().optional(),
  high: z.coerce.number().finite().positive().max(100_000).nullable().optional(),
  fault: z.enum(FAULT_FREQUENCY_KEYS).nullable().optional(),
  tolerance_percent: z.coerce.number().finite().min(0.1).max(50).nullable().optional(),
  spectrum: z.coerce.number().pipe(bandSpectrumSchema).default(BandSpectrum.VELOCITY),
  warning_zone: zone,
  alarm_zone: zone,
  is_active: z.boolean().default(true),
};

type BandLike = {
  basis?: number | undefined;
  low?: number | null | undefined;
  high?: number | null | undefined;
  fault?: string | null | undefined;
  tolerance_percent?: number | null | undefined;
  warning_zone?: number | null | undefined;
  alarm_zone?: number | null | undefined;
};

/** The rules that tie a band's fields together (edges for orders/Hz, a fault and tolerance for fault bands). */
function checkBand(band: BandLike, ctx: z.RefinementCtx) {
  if (band.basis === BandBasis.FAULT) {
    if (!band.fault) ctx.addIssue({ code: "custom", path: ["fault"], message: "is required" });
    if (band.tolerance_percent == null)
      ctx.addIssue({ code: "custom", path: ["tolerance_percent"], message: "is required" });
  } else if (band.basis !== undefined) {
    if (band.low == null) ctx.addIssue({ code: "custom", path: ["low"], message: "is required" });
    if (band.high == null) ctx.addIssue({ code: "custom", path: ["high"], message: "is required" });
    if (band.low != null && band.high != null && !(band.high > band.low))
      ctx.addIssue({ code: "custom", path: ["high"], message: "must be above the low edge" });
  }
  if (band.warning_zone != null && band.alarm_zone != null && !(band.alarm_zone > band.warning_zone))
    ctx.addIssue({ code: "custom", path: ["alarm_zone"], message: "must be above the warning zone" });
}

/** A band of an item type (equipment_type_id) or of one sensor (sensor_id): exactly one of them. */
export const createBandInput = z
  .object({
    equipment_type_id: recordId.optional(),
    sensor_id: recordId.optional(),
    ...bandShape,
  })
  .superRefine((band, ctx) => {
    if ((band.equipment_type_id === undefined) === (band.sensor_id === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["equipment_type_id"],
        message: "give either an item type or a sensor",
      });
    checkBand(band, ctx);
  });

export const updateBandInput = z
  .object({ id: recordId, ...bandShape })
  .superRefine((band, ctx) => checkBand(band, ctx));

export const bandIdInput = z.object({ id: recordId });

/** The bands of an item type, or the bands that apply to a sensor (its own and its item type's). */
export const listBandsInput = z
  .object({ equipment_type_id: recordId.optional(), sensor_id: recordId.optional() })
  .refine((v) => (v.equipment_type_id === undefined) !== (v.sensor_id === undefined), {
    error: "give either an item type or a sensor",
    path: ["equipment_type_id"],
  });

/** A capture exported as CSV or UFF 58 (ASCII). */
export const captureExportInput = captureRef.extend({
  format: z.enum(["csv", "uff58"]).default("csv"),
  data: z.enum(["spectrum", "envelope", "waveform"]).default("spectrum"),
  unit: spectrumUnitSchema.optional(),
});

/** What is on screen, for the one-page chart PDF. */
export const chartPdfInput = captureRef.extend({
  kind: spectrumKindSchema.default("spectrum"),
  unit: spectrumUnitSchema.optional(),
  y_scale: z.enum(["linear", "log", "db"]).default("linear"),
  /** The amplitude 0 dB stands for, in the view's unit. */
  db_reference: z.coerce.number().finite().positive().default(1),
  x_mode: z.enum(["hz", "orders"]).default("hz"),
  range_hz: z.tuple([z.coerce.number().finite().min(0), z.coerce.number().finite().positive()]).optional(),
  families: z.array(z.enum(MARKER_FAMILIES)).max(MARKER_FAMILIES.length).default([]),
  cursors: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(40),
        hz: z.coerce.number().finite().min(0),
        amplitude: z.coerce.number().finite(),
      }),
    )
    .max(60)
    .default([]),
});

/** A spectral band as answered (SpectralBand). */
export const spectralBandSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  equipment_type_id: z.number().int().nullable(),
  sensor_id: z.number().int().nullable(),
  name: z.string(),
  basis: bandBasisSchema,
  low: z.number().nullable(),
  high: z.number().nullable(),
  fault: z.enum(FAULT_FREQUENCY_KEYS).nullable(),
  tolerance_percent: z.number().nullable(),
  spectrum: bandSpectrumSchema,
  warning_zone: z.number().nullable(),
  alarm_zone: z.number().nullable(),
  is_active: z.boolean(),
  parameter_type: z.number().int(),
  unit: z.string(),
}) satisfies z.ZodType<SpectralBand>;
