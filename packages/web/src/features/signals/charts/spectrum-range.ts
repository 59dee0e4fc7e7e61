/**
 * The frequency band a spectrum shows: all of it (0…Fmax), the band it opens at (the server's
 * `initial_range_hz`, up to the highest fault frequency of interest), and following a cursor that
 * steps out of a zoomed band.
 */
import type { SpectrumView } from "@plantwise/shared";

/** 0…Fmax of the lines the view holds, Hz. */
export function fullBand(view: Pick<SpectrumView, "amplitudes" | "df">): [number, number] {
  return [0, Math.max(0, view.amplitudes.length - 1) * view.df];
}

/**
 * The band the chart opens at: `initial_range_hz` within 0…Fmax; null (the whole spectrum) when
 * that is all of it or narrower than 8 lines.
 */
export function openingBand(
  view: Pick<SpectrumView, "amplitudes" | "df" | "initial_range_hz">,
): [number, number] | null {
  const [, fmax] = fullBand(view);
  const from = Math.max(0, Math.min(view.initial_range_hz[0], view.initial_range_hz[1]));
  const to = Math.min(fmax, Math.max(view.initial_range_hz[0], view.initial_range_hz[1]));
  if (from <= 0 && to >= fmax) return null;
  if (to - from < view.df * 8) return null;
  return [from, to];
}

/**
 * The zoomed band moved (its width kept) so `hz` sits in its middle when `hz` lies outside it;
 * the same band (the same object) when `hz` is inside, or when the whole spectrum shows.
 */
export function panTo(zoom: [number, number] | null, hz: number, fmax: number): [number, number] | null {
  if (zoom === null || (hz >= zoom[0] && hz <= zoom[1])) return zoom;
  const width = zoom[1] - zoom[0];
  const from = Math.min(Math.max(0, hz - width / 2), Math.max(0, fmax - width));
  return [from, from + width];
}
