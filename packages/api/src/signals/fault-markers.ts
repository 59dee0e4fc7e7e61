/**
 * Spectrum markers: running-speed orders and the fault frequencies of the item (bearing defect
 * frequencies with their 2nd and 3rd harmonics), each with the amplitude found near it, and the
 * range a chart opens at.
 */
import { bearingFrequencies } from "@plantwise/dsp";
import type { SpectrumMarker, SpectrumView } from "@plantwise/shared";
import type { MachineContext } from "./machine";

type Spectrum = Pick<SpectrumView, "amplitudes" | "df" | "fmax">;

/** The largest line within ± max(2 lines, 2 %) of `hz`. */
function nearest(spectrum: Spectrum, hz: number): { amplitude: number; hz: number } | null {
  if (hz > spectrum.fmax) return null;
  const radius = Math.max(2 * spectrum.df, 0.02 * hz);
  const lo = Math.max(0, Math.floor((hz - radius) / spectrum.df));
  const hi = Math.min(spectrum.amplitudes.length - 1, Math.ceil((hz + radius) / spectrum.df));
  let best = -1;
  for (let k = lo; k <= hi; k++)
    if (best < 0 || spectrum.amplitudes[k]! > spectrum.amplitudes[best]!) best = k;
  return best < 0 ? null : { amplitude: spectrum.amplitudes[best]!, hz: best * spectrum.df };
}

function marker(
  spectrum: Spectrum,
  label: string,
  hz: number,
  kind: SpectrumMarker["kind"],
  harmonic: number,
) {
  const found = nearest(spectrum, hz);
  return { label, hz, kind, harmonic, amplitude: found?.amplitude ?? null, found_hz: found?.hz ?? null };
}

/** Order and fault-frequency markers up to the spectrum's Fmax. */
export function faultMarkers(
  shaftHz: number | null,
  machine: MachineContext,
  spectrum: Spectrum,
): SpectrumMarker[] {
  if (shaftHz == null) return [];
  const markers: SpectrumMarker[] = [1, 2, 3].map((k) => marker(spectrum, `${k}x`, k * shaftHz, "order", k));
  if (machine.bearing) {
    const f = bearingFrequencies(machine.bearing.geometry, shaftHz);
    for (const [label, hz] of [
      ["BPFO", f.bpfo],
      ["BPFI", f.bpfi],
    ] as const) {
      markers.push(marker(spectrum, label, hz, "bearing", 1));
      markers.push(marker(spectrum, `2×${label}`, 2 * hz, "bearing", 2));
      markers.push(marker(spectrum, `3×${label}`, 3 * hz, "bearing", 3));
    }
    markers.push(marker(spectrum, "BSF", f.bsf, "bearing", 1), marker(spectrum, "FTF", f.ftf, "bearing", 1));
  }
  return markers.filter((m) => m.hz > 0 && m.hz <= spectrum.fmax);
}

/** The range a chart opens at: up to the highest marker (at least 10 orders), within Fmax. */
export function initialRange(
  shaftHz: number | null,
  markers: SpectrumMarker[],
  spectrum: Spectrum,
): [number, number] {
  if (shaftHz == null) return [0, spectrum.fmax];
  const highest = Math.max(10 * shaftHz, ...markers.map((m) => m.hz * 1.1));
  return [0, Math.min(spectrum.fmax, highest)];
}
