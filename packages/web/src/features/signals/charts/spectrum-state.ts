/**
 * What a spectrum chart shows at this moment, as plain data, so a PDF of the chart can be drawn as
 * the analyst set it up: axis modes, the dB reference, the band on screen, the marker families on,
 * and every cursor with the amplitude it reads.
 */
import type { MarkerFamily } from "@plantwise/shared";
import type { YScale } from "./spectrum-scale";

export interface SpectrumScreenState {
  x_mode: "hz" | "orders";
  y_scale: YScale;
  /** The dB axis's 0 dB, in the displayed unit (1 = "1 mm/s" or "1 in/s"…). */
  db_reference: number;
  /** The frequency band on screen, Hz. */
  range_hz: [number, number];
  /** Marker families drawn (present in the spectrum and switched on). */
  families: MarkerFamily[];
  /**
   * Every cursor drawn (harmonics 1×…, carrier and sidebands −5…+5, delta A and B), with the largest
   * line at it (± 1 line) in the displayed unit (the user's measuring system, linear even on a dB axis).
   */
  cursors: { label: string; hz: number; amplitude: number }[];
}

/** Whether two states show the same thing (the chart reports a state only when it changes). */
export function sameScreenState(a: SpectrumScreenState | null, b: SpectrumScreenState): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}
