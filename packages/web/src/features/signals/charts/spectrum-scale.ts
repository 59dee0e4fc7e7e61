/**
 * The amplitude axis of a spectrum: linear, log (labelled at decades only, so 1e-3 reads as one
 * thousandth at a glance) or dB against a reference (20·log10(a / ref)).
 */

export type YScale = "linear" | "log" | "db";

/** The decibel's symbol: a unit, written the same in every language (as Hz is). */
export const DB = "dB";

/** How far under the strongest line a log or dB axis reaches: 4 decades, 80 dB. */
const DECADES_SHOWN = 4;

/** 20·log10(a / ref); −∞ for a silent line (the axis clamps it to its floor). */
export function toDb(amplitude: number, reference: number): number {
  if (!(amplitude > 0) || !(reference > 0)) return Number.NEGATIVE_INFINITY;
  return 20 * Math.log10(amplitude / reference);
}

/**
 * The y domain of a spectrum's drawn values: linear from 0; log from 4 decades under the maximum;
 * dB (values already in dB) from 80 dB under the maximum, both ends on whole 10 dB.
 */
export function amplitudeDomain(values: readonly number[], scale: YScale): [number, number] {
  let max = scale === "db" ? Number.NEGATIVE_INFINITY : 0;
  for (const v of values) if (v > max) max = v;
  if (scale === "db") {
    if (!Number.isFinite(max)) return [-80, 0];
    return [Math.floor((max - 20 * DECADES_SHOWN) / 10) * 10, Math.ceil((max + 3) / 10) * 10];
  }
  if (max <= 0) return scale === "log" ? [1e-6, 1] : [0, 1];
  if (scale === "linear") return [0, max * 1.05];
  return [max * 10 ** -DECADES_SHOWN, max * 1.5];
}

/**
 * Ticks of a log axis over [lo, hi]: the decades (labelled) and 2…9 × each decade (unlabelled),
 * both within the domain.
 */
export function decadeTicks(lo: number, hi: number): { major: number[]; minor: number[] } {
  const major: number[] = [];
  const minor: number[] = [];
  if (!(lo > 0) || !(hi > lo)) return { major, minor };
  const first = Math.floor(Math.log10(lo));
  const last = Math.ceil(Math.log10(hi));
  for (let e = first; e <= last; e++) {
    const decade = decadeValue(e);
    if (decade >= lo && decade <= hi) major.push(decade);
    for (let m = 2; m <= 9; m++) {
      const v = m * decade;
      if (v >= lo && v <= hi) minor.push(v);
    }
  }
  return { major, minor };
}

/** 10^e without the float noise of 10 ** −3 (0.0010000000000000002). */
function decadeValue(e: number): number {
  return e >= 0 ? 10 ** e : 1 / 10 ** -e;
}

/**
 * A decade's label: plain (0.01, 1, 100) while every decade on the axis lies within 1e-3…1e3,
 * otherwise exponents throughout (1e-4, 1e-3, 1e-2), so one axis never mixes both notations.
 */
export function decadeText(value: number, decades: readonly number[]): string {
  const exponent = (v: number) => Math.round(Math.log10(v));
  const plain = decades.every((d) => Math.abs(exponent(d)) <= 3);
  return plain ? String(value) : `1e${exponent(value)}`;
}
