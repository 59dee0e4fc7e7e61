/**
 * How each marker family looks on a spectrum. Colours stay clear of the health hues (green, amber,
 * red mean state everywhere else, UI.md) and of the trace's blue; each family also has its own dash
 * pattern and its name in the legend, so none is told apart by colour alone.
 */
import { MARKER_FAMILIES, type MarkerFamily, type SpectrumMarker } from "@plantwise/shared";

export interface FamilyStyle {
  stroke: string;
  /** SVG stroke-dasharray. */
  dash: string;
}

/** Mid-lightness hues that read on the light and the dark card alike. */
export const FAMILY_STYLE: Readonly<Record<MarkerFamily, FamilyStyle>> = {
  order: { stroke: "var(--muted-foreground)", dash: "1 3" },
  bearing: { stroke: "oklch(0.58 0.19 305)", dash: "6 3" },
  gear: { stroke: "oklch(0.6 0.12 215)", dash: "8 2 2 2" },
  // Vane and blade pass share a hue (a machine has pump vanes or fan blades) and differ in dash.
  vane: { stroke: "oklch(0.6 0.19 345)", dash: "4 2" },
  blade: { stroke: "oklch(0.55 0.17 330)", dash: "10 3" },
  belt: { stroke: "oklch(0.52 0.06 55)", dash: "2 2" },
  line: { stroke: "oklch(0.5 0.05 240)", dash: "10 3 2 3" },
};

/** The families present in a spectrum's markers, in MARKER_FAMILIES order. */
export function familiesOf(markers: readonly SpectrumMarker[]): MarkerFamily[] {
  const present = new Set(markers.map((m) => m.kind));
  return MARKER_FAMILIES.filter((f) => present.has(f));
}

/**
 * The order marker labels claim a row in: fundamentals before harmonics (1× before 2×, BPFO before
 * 2×BPFO), then left to right.
 */
export function labelPriority(a: SpectrumMarker, b: SpectrumMarker): number {
  return a.harmonic - b.harmonic || a.hz - b.hz;
}
