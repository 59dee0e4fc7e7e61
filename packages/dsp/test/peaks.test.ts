import { describe, expect, it } from "vitest";
import { DspError, findOrderPeaks, findPeaks, orderFrequencies } from "../src";
import { expectCode } from "./signals";

/** A spectrum of parabolic peaks y = h − c·(k − k0)² (clipped at 0): interpolation is exact. */
function parabolas(
  length: number,
  peaks: readonly { at: number; height: number; c: number }[],
): Float64Array {
  const out = new Float64Array(length);
  for (const { at, height, c } of peaks) {
    for (let k = 0; k < length; k++) out[k] = Math.max(out[k]!, height - c * (k - at) ** 2);
  }
  return out;
}

describe("findPeaks", () => {
  it.each([
    { at: 10, height: 5 },
    { at: 10.25, height: 5 },
    { at: 10.5, height: 2 },
    { at: 33.4, height: 7.5 },
    { at: 50.01, height: 1 },
  ])("recovers a parabolic peak at bin $at, height $height exactly", ({ at, height }) => {
    const binHz = 0.5;
    const [peak, ...rest] = findPeaks(parabolas(64, [{ at, height, c: 0.2 }]), binHz);
    expect(rest).toEqual([]);
    expect(peak!.frequency).toBeCloseTo(at * binHz, 12);
    expect(peak!.amplitude).toBeCloseTo(height, 12);
    // Nearest bin; a tie (a two-bin plateau) goes to the lower one.
    expect(peak!.bin).toBe(Math.ceil(at - 0.5));
  });

  it("sorts highest first and honours minAmplitude and maxPeaks", () => {
    const s = parabolas(100, [
      { at: 20, height: 3, c: 1 },
      { at: 40, height: 9, c: 1 },
      { at: 60, height: 6, c: 1 },
    ]);
    expect(findPeaks(s, 1).map((p) => p.bin)).toEqual([40, 60, 20]);
    expect(findPeaks(s, 1, { minAmplitude: 4 }).map((p) => p.bin)).toEqual([40, 60]);
    expect(findPeaks(s, 1, { maxPeaks: 1 }).map((p) => p.bin)).toEqual([40]);
  });

  it("never reports DC or the last bin, and a plateau once", () => {
    const s = Float64Array.from([9, 1, 2, 2, 1, 0, 5]);
    const peaks = findPeaks(s, 1);
    expect(peaks.map((p) => p.bin)).toEqual([2]);
  });

  it.each([
    ["empty spectrum", () => findPeaks([], 1), "EMPTY_INPUT"],
    ["NaN bin", () => findPeaks([1, Number.NaN, 1], 1), "NON_FINITE_SAMPLE"],
    ["binHz 0", () => findPeaks([1, 2, 1], 0), "INVALID_ARGUMENT"],
    ["maxPeaks 0", () => findPeaks([1, 2, 1], 1, { maxPeaks: 0 }), "INVALID_ARGUMENT"],
    ["skipLowBins −1", () => findPeaks([1, 2, 1], 1, { skipLowBins: -1 }), "INVALID_ARGUMENT"],
  ] as const)("refuses %s", (_label, fn, code) => expectCode(fn, code));
});

describe("running-speed orders", () => {
  it("orderFrequencies: 1×, 2×, 3× of 1785 rpm", () => {
    expect(orderFrequencies(1785)).toEqual([29.75, 59.5, 89.25]);
    expect(orderFrequencies(3000, [0.5, 1])).toEqual([25, 50]);
  });

  it("finds each order's interpolated peak within the tolerance", () => {
    // binHz 0.25; shaft 1785 rpm = 29.75 Hz → bins 119, 238, 357; actual peaks slightly off
    // (slip) at bins 118.6, 237.3 and 357.2; 3× is smaller.
    const binHz = 0.25;
    const s = parabolas(512, [
      { at: 118.6, height: 4, c: 0.5 },
      { at: 237.3, height: 2, c: 0.5 },
      { at: 357.2, height: 1, c: 0.5 },
      { at: 300, height: 50, c: 0.5 }, // a strong non-order line, outside every window
    ]);
    const result = findOrderPeaks(s, binHz, 1785);
    expect(result.map((r) => r.order)).toEqual([1, 2, 3]);
    expect(result.map((r) => r.expectedHz)).toEqual([29.75, 59.5, 89.25]);
    const expected = [
      [118.6 * binHz, 4],
      [237.3 * binHz, 2],
      [357.2 * binHz, 1],
    ];
    result.forEach((r, i) => {
      expect(r.peak!.frequency).toBeCloseTo(expected[i]![0]!, 12);
      expect(r.peak!.amplitude).toBeCloseTo(expected[i]![1]!, 12);
    });
  });

  it("an order with no local maximum in its window is null, not the window's edge", () => {
    // A single line at bin 100 whose skirt slopes through the 1× window (bins 117–121).
    const s = parabolas(512, [{ at: 100, height: 1000, c: 0.01 }]);
    const [first] = findOrderPeaks(s, 0.25, 1785, { orders: [1], toleranceHz: 0.5 });
    expect(first!.peak).toBeNull();
  });

  it.each([
    ["rpm 0", () => orderFrequencies(0), "rpm"],
    ["order −1", () => orderFrequencies(1800, [-1]), "order"],
    ["negative tolerance", () => findOrderPeaks([0, 1, 0], 1, 1800, { toleranceHz: -1 }), "toleranceHz"],
  ] as const)("refuses %s", (_label, fn, text) => {
    expect(fn).toThrow(DspError);
    expect(fn).toThrow(text);
  });
});
