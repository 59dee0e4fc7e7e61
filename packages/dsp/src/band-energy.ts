/**
 * Band energy of a Hann RMS spectrum, exact for tones.
 *
 * Parseval line by line (RMS² = Σ_{low ≤ f_k ≤ high} A_k² / ENBW) misplaces a tone's energy: its Hann
 * leakage lines fall on both sides of a band edge, and an integrated (velocity) line is weighted by
 * its own frequency, so the leakage below a tone k lines above DC gets a larger 1/f weight (about
 * 1/k² too high). Here the lines are first grouped into spectral peaks and each group is counted
 * whole, at its own frequency:
 *
 *  - Groups. Every local maximum starts a group, and a group holds the lines that fall from its peak
 *    on either side down to the lowest line between it and the next peak (the valley). A Hann tone's
 *    lines fall all the way on both sides (main lobe ±2 lines, then side lobes |sin πx|/(π|x|(x²−1))
 *    that shrink line by line), so a tone keeps its whole energy, side lobes included, and none of it
 *    leaks into a neighbouring band. A valley line joins the group whose centroid is nearer.
 *  - Frequency. The power centroid Σ k·A_k² / Σ A_k² of the group, times df. For one tone the centroid
 *    over all lines is exactly the tone's frequency: by Poisson summation Σ_k (k − x)·|W(k − x)|²
 *    samples the derivative of the window's autocorrelation at lags of whole records, where Hann's
 *    vanishes. Within a group it errs only by the far side lobes it leaves out: ≤ 2·10⁻⁴ line from
 *    3.5 lines above DC up (Hann's two-line interpolation δ = (2r − 1)/(1 + r) errs 1.4·10⁻³ there,
 *    being shifted by the tone's mirror image at −f). And the centroid of a noise group lands
 *    anywhere in a line, spreading noise energy evenly over frequency (within ±7 %), where the
 *    two-line formula piles it at half lines (0.15× to 2.1× even), which reads a band a few lines wide
 *    15 % high on white noise.
 *  - Energy. Σ A_k² over the group's lines, divided by ENBW (Parseval's energy correction). A group
 *    counts in [low, high] iff its frequency does, weighted there: 1, or (g/(2πf))² for velocity.
 *
 * Broadband noise stays unbiased: the grouping moves with the spectrum and noise groups' centroids
 * fall evenly within a line, so the expected energy of the groups counted in a band is the PSD
 * integrated over the band (line-by-line Parseval instead counts whole lines, a Riemann sum).
 *
 * Line 0 (DC) joins the grouping at its two-sided height (A_0·√2 against A_k, k ≥ 1), and the group
 * it peaks — the mean, and drift below the first line — is left out of every band: it is no vibration.
 */
import { DspError } from "./errors";
import { MM_PER_INCH, STANDARD_GRAVITY_MM_PER_S2, type VelocityUnit } from "./units";

/**
 * "none" keeps the spectrum's unit (g, gE); "mm/s" or "in/s" integrates a spectrum in g to velocity in
 * that unit, each group weighted at its own frequency.
 */
export type BandWeighting = "none" | VelocityUnit;

/**
 * How far (in lines) a group x lines above DC may sit outside [low, high] and still count, so that a
 * tone exactly on an edge does not drop out for its centroid's error: 0.01 + 0.3/x⁴, at most ¼ line.
 * A tone's mirror image at −x (the negative frequency) shifts the centroid by up to about 0.08/x⁴
 * line (measured: 3·10⁻³ at 2.25 lines, 2·10⁻⁴ at 4.25, 1.3·10⁻² at 1.5); 0.01 line covers the rest.
 */
export function bandEdgeToleranceLines(x: number): number {
  return Math.min(0.25, 0.01 + 0.3 / (x * x * x * x));
}

/** The spectral peaks of one spectrum, ascending in frequency; the DC group is left out. */
export interface SpectralGroups {
  /** Estimated frequency of each group, Hz. */
  readonly frequencies: Float64Array;
  /** Σ A_k² over each group's lines, in the spectrum's unit squared (before the ENBW correction). */
  readonly energies: Float64Array;
  readonly count: number;
  /** Line spacing, Hz. */
  readonly df: number;
}

/** Groups the lines of an RMS- or peak-scaled single-sided spectrum (line k at k·df Hz) into peaks. */
export function spectralGroups(amplitudes: Float64Array, df: number): SpectralGroups {
  if (!(Number.isFinite(df) && df > 0)) {
    throw new DspError("INVALID_ARGUMENT", `line spacing must be a positive number of Hz (got ${df})`);
  }
  const m = amplitudes.length;
  if (m === 0) return { frequencies: new Float64Array(0), energies: new Float64Array(0), count: 0, df };
  // Heights on one scale: a single-sided line carries √2 of its two-sided value, DC does not. Equal
  // heights are ordered by index (the lower line counts as higher), so a plateau has one peak.
  const h0 = amplitudes[0]! * Math.SQRT2;
  const height = (k: number) => (k === 0 ? h0 : amplitudes[k]!);
  // One pass: the lines alternate between rising and falling runs; a peak ends a rise, a valley (the
  // lowest line between two peaks) ends a fall.
  const peaks = new Int32Array((m >> 1) + 1);
  const valleys = new Int32Array((m >> 1) + 1);
  let count = 0;
  let rising = true; // line 0 rises from nothing
  for (let k = 1; k < m; k++) {
    const up = height(k) > height(k - 1);
    if (rising && !up) peaks[count++] = k - 1;
    else if (!rising && up) valleys[count - 1] = k - 1;
    rising = up;
  }
  if (rising) peaks[count++] = m - 1;
  // Σ A² and Σ k·A² of each core: the lines strictly between a group's valleys.
  const energy = new Float64Array(count);
  const moment = new Float64Array(count);
  let group = 0;
  for (let k = 0; k < m; k++) {
    if (group < count - 1 && k === valleys[group]) {
      group++;
      continue;
    }
    const p = amplitudes[k]! * amplitudes[k]!;
    energy[group]! += p;
    moment[group]! += k * p;
  }
  // Each valley joins the group whose core centroid is nearer.
  const centroid = (i: number) => (energy[i]! > 0 ? moment[i]! / energy[i]! : peaks[i]!);
  let previousRight = centroid(0);
  for (let i = 0; i + 1 < count; i++) {
    const v = valleys[i]!;
    const right = centroid(i + 1);
    const g = v - previousRight <= right - v ? i : i + 1;
    previousRight = right;
    const p = amplitudes[v]! * amplitudes[v]!;
    energy[g]! += p;
    moment[g]! += v * p;
  }

  const skip = peaks[0] === 0 ? 1 : 0; // the DC group
  const frequencies = new Float64Array(count - skip);
  for (let i = skip; i < count; i++) frequencies[i - skip] = centroid(i) * df;
  return { frequencies, energies: energy.subarray(skip), count: count - skip, df };
}

function unitsPerG(weighting: BandWeighting): number {
  return weighting === "in/s" ? STANDARD_GRAVITY_MM_PER_S2 / MM_PER_INCH : STANDARD_GRAVITY_MM_PER_S2;
}

/**
 * RMS in [low, high] Hz from grouped peaks: √(Σ energy·weight / ENBW) over the groups whose frequency
 * lies in the band (within bandEdgeToleranceLines). `enbwBins` is the window's ENBW in lines
 * (1.5 for Hann).
 */
export function groupsBandRms(
  groups: SpectralGroups,
  enbwBins: number,
  low: number,
  high: number,
  weighting: BandWeighting,
): number {
  if (!(Number.isFinite(enbwBins) && enbwBins > 0)) {
    throw new DspError("INVALID_ARGUMENT", `ENBW must be a positive number of lines (got ${enbwBins})`);
  }
  if (!(Number.isFinite(low) && Number.isFinite(high) && low >= 0 && high > low)) {
    throw new DspError("INVALID_ARGUMENT", `band ${low}–${high} Hz must satisfy 0 ≤ low < high`);
  }
  if (weighting !== "none" && weighting !== "mm/s" && weighting !== "in/s") {
    throw new DspError("INVALID_ARGUMENT", `weighting must be "none", "mm/s" or "in/s" (got ${weighting})`);
  }
  const { frequencies, energies, count, df } = groups;
  const scale = weighting === "none" ? 0 : unitsPerG(weighting) / (2 * Math.PI);
  let power = 0;
  for (let i = 0; i < count; i++) {
    const f = frequencies[i]!;
    if (f < low - df || f > high + df) continue; // the tolerance is at most ¼ line
    const tolerance = bandEdgeToleranceLines(f / df) * df;
    if (f <= 0 || f < low - tolerance || f > high + tolerance) continue;
    power += weighting === "none" ? energies[i]! : energies[i]! * (scale / f) ** 2;
  }
  return Math.sqrt(power / enbwBins);
}

/**
 * RMS in [low, high] Hz of an RMS-scaled, Hann-windowed single-sided spectrum (line k at k·df Hz),
 * each spectral peak counted whole at its centroid frequency (see the file comment).
 * Throws DspError INVALID_ARGUMENT for a bad df, ENBW, band or weighting.
 */
export function bandRms(
  amplitudes: Float64Array,
  df: number,
  enbwBins: number,
  low: number,
  high: number,
  weighting: BandWeighting = "none",
): number {
  return groupsBandRms(spectralGroups(amplitudes, df), enbwBins, low, high, weighting);
}
