/**
 * Where a spectral band lies for one capture, Hz. Order bands scale with the capture's running speed
 * (0.8–1.2 × 29.7 Hz); fault bands centre on a fault frequency of the item (BPFO of its bearing, gear
 * mesh of its teeth…) at that speed, ± tolerance_percent; Hz bands are fixed. A band whose inputs are
 * unknown (no speed, no bearing, no teeth) has no edges and gets no value for that capture.
 */
import { bearingFrequencies } from "@plantwise/dsp";
import { BandBasis, type FaultFrequencyKey } from "@plantwise/shared";
import type { MachineContext } from "../signals/service";
import type { BandRow } from "./band-rows";

type Machine = Pick<MachineContext, "bearing" | "kinematics">;

/** A fault frequency of the item at `shaftHz`, or null when the item does not say enough. */
export function faultFrequencyHz(
  key: FaultFrequencyKey,
  shaftHz: number | null,
  machine: Machine,
): number | null {
  const k = machine.kinematics;
  if (key === "line") return positive(k.line_frequency_hz);
  if (shaftHz == null || !(shaftHz > 0)) return null;
  switch (key) {
    case "bpfo":
    case "bpfi":
    case "bsf":
    case "ftf": {
      if (!machine.bearing) return null;
      return positive(bearingFrequencies(machine.bearing.geometry, shaftHz)[key]);
    }
    case "gear_mesh":
      return times(k.gear_teeth, shaftHz);
    case "vane_pass":
      return times(k.vanes, shaftHz);
    case "blade_pass":
      return times(k.blades, shaftHz);
    case "belt": {
      const belt = k.belt;
      if (!belt || !(belt.length_mm > 0)) return null;
      return positive((Math.PI * belt.driver_diameter_mm * shaftHz) / belt.length_mm);
    }
  }
}

/** The band's [low, high] in Hz for a capture at `shaftHz`, or null when it cannot be placed. */
export function bandEdgesHz(
  band: Pick<BandRow, "basis" | "low" | "high" | "fault" | "tolerance_percent">,
  shaftHz: number | null,
  machine: Machine,
): [number, number] | null {
  switch (band.basis) {
    case BandBasis.HZ:
      return band.low != null && band.high != null && band.high > band.low ? [band.low, band.high] : null;
    case BandBasis.ORDERS:
      if (shaftHz == null || !(shaftHz > 0) || band.low == null || band.high == null) return null;
      return band.high > band.low ? [band.low * shaftHz, band.high * shaftHz] : null;
    case BandBasis.FAULT: {
      if (!band.fault || band.tolerance_percent == null) return null;
      const centre = faultFrequencyHz(band.fault as FaultFrequencyKey, shaftHz, machine);
      if (centre == null) return null;
      const half = (centre * band.tolerance_percent) / 100;
      return [centre - half, centre + half];
    }
    default:
      return null;
  }
}

function positive(v: number | null | undefined): number | null {
  return v != null && Number.isFinite(v) && v > 0 ? v : null;
}

function times(count: number | null | undefined, shaftHz: number): number | null {
  const n = positive(count);
  return n == null ? null : n * shaftHz;
}
