import { DspError } from "./errors";

/**
 * Rolling-element bearing geometry, in any one length unit (only the ratio d/D matters).
 * `contactAngleDeg` is 0 for a deep-groove ball bearing under radial load.
 */
export interface BearingGeometry {
  readonly ballCount: number;
  readonly ballDiameter: number;
  readonly pitchDiameter: number;
  readonly contactAngleDeg?: number;
}

/** Defect frequencies in Hz for a given shaft speed; outer race stationary, inner race turning. */
export interface BearingFrequencies {
  /** Fundamental train (cage) frequency. */
  readonly ftf: number;
  /** Ball pass frequency, outer race. */
  readonly bpfo: number;
  /** Ball pass frequency, inner race. */
  readonly bpfi: number;
  /**
   * Ball spin frequency (one revolution of a ball about its own axis). A spall on a ball strikes
   * both races once per spin, so the impacts of a ball defect repeat at 2·BSF — the figure some
   * tables (e.g. Case Western's) list as the "rolling element" frequency.
   */
  readonly bsf: number;
}

/**
 * The kinematic defect frequencies, assuming rolling without slip (real bearings run 1–2 % lower):
 *
 *   r    = (d / D)·cos φ
 *   FTF  = (fr / 2)·(1 − r)
 *   BPFO = (n·fr / 2)·(1 − r)
 *   BPFI = (n·fr / 2)·(1 + r)
 *   BSF  = (D / 2d)·fr·(1 − r²)
 *
 * with n balls of diameter d on pitch diameter D, contact angle φ and shaft frequency fr.
 * Source: R. B. Randall & J. Antoni, "Rolling element bearing diagnostics — A tutorial",
 * Mechanical Systems and Signal Processing 25 (2011) 485–520, section 2 (the same forms are in
 * Randall's "Vibration-based Condition Monitoring", Wiley 2011, chapter on bearings).
 */
export function bearingFrequencies(geometry: BearingGeometry, shaftHz: number): BearingFrequencies {
  const { ballCount: n, ballDiameter: d, pitchDiameter: D, contactAngleDeg = 0 } = geometry;
  if (!Number.isInteger(n) || n < 1) {
    throw new DspError("INVALID_ARGUMENT", `ballCount must be a positive integer (got ${n})`);
  }
  if (!(Number.isFinite(d) && d > 0)) {
    throw new DspError("INVALID_ARGUMENT", `ballDiameter must be a positive number (got ${d})`);
  }
  if (!(Number.isFinite(D) && D > d)) {
    throw new DspError(
      "INVALID_ARGUMENT",
      `pitchDiameter must be a finite number larger than ballDiameter ${d} (got ${D})`,
    );
  }
  if (!(Number.isFinite(contactAngleDeg) && contactAngleDeg >= 0 && contactAngleDeg < 90)) {
    throw new DspError(
      "INVALID_ARGUMENT",
      `contactAngleDeg must lie in [0, 90) degrees (got ${contactAngleDeg})`,
    );
  }
  if (!(Number.isFinite(shaftHz) && shaftHz >= 0)) {
    throw new DspError("INVALID_ARGUMENT", `shaftHz must be a finite number ≥ 0 (got ${shaftHz})`);
  }
  const r = (d / D) * Math.cos((contactAngleDeg * Math.PI) / 180);
  return {
    ftf: (shaftHz / 2) * (1 - r),
    bpfo: ((n * shaftHz) / 2) * (1 - r),
    bpfi: ((n * shaftHz) / 2) * (1 + r),
    bsf: (D / (2 * d)) * shaftHz * (1 - r * r),
  };
}

/** Shaft frequency in Hz from a speed in revolutions per minute. */
export function rpmToHz(rpm: number): number {
  if (!(Number.isFinite(rpm) && rpm >= 0)) {
    throw new DspError("INVALID_ARGUMENT", `rpm must be a finite number ≥ 0 (got ${rpm})`);
  }
  return rpm / 60;
}
