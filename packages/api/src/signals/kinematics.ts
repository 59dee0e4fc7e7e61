/**
 * The fault-frequency families of a machine, from its running speed, bearing and kinematics, as
 * series: a fundamental and how many of its harmonics a spectrum marks.
 *
 * - order: 1×…10× running speed f.
 * - bearing: BPFO and BPFI to 3×, BSF to 2× (a spall on a ball strikes both races once per spin, so
 *   2×BSF is the ball-defect rate), FTF (dsp bearingFrequencies).
 * - gear: GMF = Z₁·f to 3×. With the mating gear's teeth Z₂: its shaft speed f·Z₁/Z₂ ("Gear 2 1×")
 *   and the hunting-tooth frequency HTF = GMF·gcd(Z₁, Z₂)/(Z₁·Z₂), the rate at which one tooth pair
 *   meets again (gcd(Z₁, Z₂) is the number of assembly phases; W. C. Foiles, "Gear frequencies using
 *   the Euclidean algorithm", Vibration Institute).
 * - vane: VPF = vanes·f to 2×. blade: BPF = blades·f to 2× ("BPF" is the fan's blade pass; the
 *   bearing's are BPFO and BPFI, so no label is shared).
 * - belt: the belt's pass frequency π·D_driver·f/L (diameters and length in mm) to 3×, and the driven
 *   shaft's speed f·D_driver/D_driven ("Driven 1×").
 * - line: LF and 2×LF. The magnetic pull of a motor's stator peaks twice per supply cycle, so 2×LF is
 *   where stator eccentricity, soft foot and loose iron show; LF itself is rarely mechanical, but a
 *   line at LF points at electrical pickup in the measurement chain, and the pair tells 2×LF apart
 *   from 2× running speed on a 2-pole motor. Higher multiples add clutter for little diagnosis.
 *   The line family needs no running speed.
 *
 * Kinematics come from the item's `kinematics` jsonb, each field checked against the same schema the
 * item form saves with (a stray value drops that field, not the rest); vanes and blades fall back to
 * the item's "Impeller vanes" and "Blades" option values (the starter library's pump and fan options).
 */
import { type BearingGeometry, bearingFrequencies } from "@plantwise/dsp";
import { type MachineKinematics, type MarkerFamily, machineKinematicsSchema } from "@plantwise/shared";

/** A fundamental and its harmonics 1…count. */
export interface FrequencySeries {
  kind: MarkerFamily;
  /** The fundamental's label; harmonic n > 1 is `n×label` (orders: "1×", "2×"…). */
  label: string;
  hz: number;
  count: number;
}

/** Harmonics marked per fundamental: the top one is the family's frequency of interest. */
export const SERIES_HARMONICS: Readonly<Record<string, number>> = {
  BPFO: 3,
  BPFI: 3,
  BSF: 2,
  FTF: 1,
  GMF: 3,
  "Gear 2 1×": 1,
  HTF: 1,
  VPF: 2,
  BPF: 2,
  Belt: 3,
  "Driven 1×": 1,
  LF: 2,
};

/** Orders of running speed marked. */
export const ORDER_COUNT = 10;

/** The label of harmonic n of a series. */
export function harmonicLabel(series: FrequencySeries, n: number): string {
  if (series.kind === "order") return `${n}×`;
  return n === 1 ? series.label : `${n}×${series.label}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function series(kind: MarkerFamily, label: string, hz: number): FrequencySeries {
  return { kind, label, hz, count: SERIES_HARMONICS[label] ?? 1 };
}

/** Every series whose inputs are known; all but the line family need the running speed. */
export function faultSeries(
  shaftHz: number | null,
  bearing: BearingGeometry | null,
  kinematics: MachineKinematics,
): FrequencySeries[] {
  const out: FrequencySeries[] = [];
  if (shaftHz != null && shaftHz > 0) {
    out.push({ kind: "order", label: "", hz: shaftHz, count: ORDER_COUNT });
    if (bearing) {
      const f = bearingFrequencies(bearing, shaftHz);
      out.push(
        series("bearing", "BPFO", f.bpfo),
        series("bearing", "BPFI", f.bpfi),
        series("bearing", "BSF", f.bsf),
        series("bearing", "FTF", f.ftf),
      );
    }
    const { gear_teeth: z1, mating_gear_teeth: z2, vanes, blades, belt } = kinematics;
    if (z1) {
      const gmf = z1 * shaftHz;
      out.push(series("gear", "GMF", gmf));
      if (z2) {
        out.push(
          series("gear", "Gear 2 1×", (shaftHz * z1) / z2),
          series("gear", "HTF", (gmf * greatestCommonDivisor(z1, z2)) / (z1 * z2)),
        );
      }
    }
    if (vanes) out.push(series("vane", "VPF", vanes * shaftHz));
    if (blades) out.push(series("blade", "BPF", blades * shaftHz));
    if (belt) {
      out.push(
        series("belt", "Belt", (Math.PI * belt.driver_diameter_mm * shaftHz) / belt.length_mm),
        series("belt", "Driven 1×", (shaftHz * belt.driver_diameter_mm) / belt.driven_diameter_mm),
      );
    }
  }
  if (kinematics.line_frequency_hz) out.push(series("line", "LF", kinematics.line_frequency_hz));
  return out;
}

/** An option value of an item: a number option's `value`, or a list option's chosen value. */
export interface ItemOptionValue {
  name: string;
  value: string | null;
}

/** Option names (lower case) whose numeric value fills a kinematics field the jsonb leaves unset. */
export const KINEMATICS_OPTIONS = { "impeller vanes": "vanes", blades: "blades" } as const;

const fields = machineKinematicsSchema.shape;

function valid<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, v: unknown) {
  if (v === undefined) return undefined;
  const parsed = schema.safeParse(v);
  return parsed.success && parsed.data != null ? parsed.data : undefined;
}

/** The item's kinematics from its stored jsonb, vanes and blades filled from its option values. */
export function itemKinematics(stored: unknown, options: readonly ItemOptionValue[]): MachineKinematics {
  const raw: Record<string, unknown> =
    stored != null && typeof stored === "object" && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const fromOptions: Record<string, unknown> = {};
  for (const option of options) {
    const key = KINEMATICS_OPTIONS[option.name.trim().toLowerCase() as keyof typeof KINEMATICS_OPTIONS];
    if (key && option.value != null && option.value.trim() !== "") fromOptions[key] = option.value.trim();
  }
  const kinematics: MachineKinematics = {
    gear_teeth: valid(fields.gear_teeth, raw.gear_teeth),
    mating_gear_teeth: valid(fields.mating_gear_teeth, raw.mating_gear_teeth),
    vanes: valid(fields.vanes, raw.vanes) ?? valid(fields.vanes, fromOptions.vanes),
    blades: valid(fields.blades, raw.blades) ?? valid(fields.blades, fromOptions.blades),
    belt: valid(fields.belt, raw.belt),
    line_frequency_hz: valid(fields.line_frequency_hz, raw.line_frequency_hz),
  };
  for (const key of Object.keys(kinematics) as (keyof MachineKinematics)[])
    if (kinematics[key] === undefined) delete kinematics[key];
  return kinematics;
}

/** Whether the option values could still fill something the jsonb leaves unset. */
export function needsOptionValues(kinematics: MachineKinematics): boolean {
  return kinematics.vanes == null || kinematics.blades == null;
}
