/**
 * The arithmetic of the spectrum's cursors: sidebands around a carrier (carrier ± n × spacing, the
 * modulation a gear's or a rotor's speed leaves around a mesh or a bearing frequency) and the
 * delta readout between two cursors.
 */
import { toDb } from "./spectrum-scale";

export interface Sideband {
  /** −5 … −1 below the carrier, +1 … +5 above it. */
  n: number;
  hz: number;
}

/** The carrier's sidebands n = 1…`count` on both sides, those within 0…fmax, lowest first. */
export function sidebands(carrierHz: number, spacingHz: number, fmax: number, count = 5): Sideband[] {
  if (!(spacingHz > 0)) return [];
  const out: Sideband[] = [];
  for (let n = -count; n <= count; n++) {
    if (n === 0) continue;
    const hz = carrierHz + n * spacingHz;
    if (hz >= 0 && hz <= fmax) out.push({ n, hz });
  }
  return out;
}

/** A sideband's label: "−2" (true minus sign) or "+2". */
export function sidebandLabel(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

export interface CursorReading {
  hz: number;
  /** In the displayed unit. */
  amplitude: number;
}

export interface DeltaReadout {
  a: CursorReading;
  b: CursorReading;
  /** f_B − f_A, Hz. */
  deltaHz: number;
  /** Δf in orders of the running speed; null when the speed is unknown. */
  deltaOrders: number | null;
  /** 20·log10(A_B / A_A); null when either amplitude is zero. */
  deltaDb: number | null;
}

/** What the delta cursors read: both cursors, their distance in Hz and orders, and B over A in dB. */
export function deltaReadout(
  a: CursorReading,
  b: CursorReading,
  runningSpeedHz: number | null,
): DeltaReadout {
  const deltaHz = b.hz - a.hz;
  const db = toDb(b.amplitude, a.amplitude);
  return {
    a,
    b,
    deltaHz,
    deltaOrders: runningSpeedHz && runningSpeedHz > 0 ? deltaHz / runningSpeedHz : null,
    deltaDb: Number.isFinite(db) ? db : null,
  };
}
