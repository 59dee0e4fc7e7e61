/**
 * Spectrum markers: the running-speed orders and every fault-frequency family whose inputs the item
 * has (kinematics.ts), each harmonic up to the spectrum's Fmax with the amplitude found near it, and
 * the range a chart opens at.
 *
 * Labels are unique within a view: orders "1×"…"10×", then "BPFO", "2×BPFO", "GMF", "Gear 2 1×",
 * "HTF", "VPF", "BPF", "Belt", "Driven 1×", "LF", "2×LF"… (n-th harmonic "n×" + fundamental).
 */
import type { SpectrumMarker, SpectrumView } from "@plantwise/shared";
import { faultSeries, harmonicLabel, ORDER_COUNT, SERIES_HARMONICS } from "./kinematics";
import type { MachineContext } from "./machine";

type Spectrum = Pick<SpectrumView, "amplitudes" | "df" | "fmax">;

/** The largest line within ± max(2 lines, 2 %) of `hz`; null beyond Fmax. */
export function lineNear(spectrum: Spectrum, hz: number): { amplitude: number; hz: number } | null {
  if (hz > spectrum.fmax) return null;
  const radius = Math.max(2 * spectrum.df, 0.02 * hz);
  const lo = Math.max(0, Math.floor((hz - radius) / spectrum.df));
  const hi = Math.min(spectrum.amplitudes.length - 1, Math.ceil((hz + radius) / spectrum.df));
  let best = -1;
  for (let k = lo; k <= hi; k++)
    if (best < 0 || spectrum.amplitudes[k]! > spectrum.amplitudes[best]!) best = k;
  return best < 0 ? null : { amplitude: spectrum.amplitudes[best]!, hz: best * spectrum.df };
}

/** Order and fault-frequency markers up to the spectrum's Fmax (the line family needs no speed). */
export function faultMarkers(
  shaftHz: number | null,
  machine: MachineContext,
  spectrum: Spectrum,
): SpectrumMarker[] {
  const markers: SpectrumMarker[] = [];
  for (const s of faultSeries(shaftHz, machine.bearing?.geometry ?? null, machine.kinematics)) {
    for (let n = 1; n <= s.count; n++) {
      const hz = n * s.hz;
      if (!(hz > 0 && hz <= spectrum.fmax)) continue;
      const found = lineNear(spectrum, hz);
      markers.push({
        label: harmonicLabel(s, n),
        hz,
        kind: s.kind,
        harmonic: n,
        amplitude: found?.amplitude ?? null,
        found_hz: found?.hz ?? null,
      });
    }
  }
  return markers;
}

/** Orders a chart opens at when no fault family of the machine's own parts is known. */
const ORDERS_WITHOUT_FAULTS = 50;

/**
 * The range a chart opens at: up to the highest frequency of interest × 1.1 (3×BPFI, 3×GMF,
 * 2×VPF, 2×BPF, 3×Belt…: each fundamental times its top harmonic, so a top harmonic beyond Fmax
 * still opens the chart to Fmax), at least 10 orders; 50 orders when no family of the machine's own
 * parts is known (the line family is the supply's, and 2×LF lies within 10 orders of any induction
 * motor); within Fmax. A family whose fundamental lies beyond Fmax has no marker and so counts as
 * unknown. With the running speed unknown, 0…Fmax.
 */
export function initialRange(
  shaftHz: number | null,
  markers: SpectrumMarker[],
  spectrum: Spectrum,
): [number, number] {
  if (shaftHz == null) return [0, spectrum.fmax];
  const fundamentals = markers.filter((m) => m.harmonic === 1 && m.kind !== "order" && m.kind !== "line");
  const top =
    fundamentals.length === 0
      ? ORDERS_WITHOUT_FAULTS * shaftHz
      : Math.max(
          ORDER_COUNT * shaftHz,
          ...fundamentals.map((m) => m.hz * (SERIES_HARMONICS[m.label] ?? 1) * 1.1),
        );
  return [0, Math.min(spectrum.fmax, top)];
}
