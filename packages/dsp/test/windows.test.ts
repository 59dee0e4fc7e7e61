import { describe, expect, it } from "vitest";
import { WINDOW_KINDS, type WindowKind, windowCoefficients, windowCorrections } from "../src";
import { expectCode } from "./signals";

/**
 * Closed forms for a periodic cosine-sum window with peak-normalised coefficients b_j (Σ|b_j| = 1):
 * Σw = N·b0 and Σw² = N·(b0² + Σ_{j≥1} b_j²/2), so ACF = 1/b0, ECF = 1/√(b0² + Σ b_j²/2).
 */
const coefficients: Record<WindowKind, number[]> = {
  rectangular: [1],
  hann: [0.5, 0.5],
  hamming: [0.54, 0.46],
  flattop: [1, 1.9383379, 1.3045202, 0.402827, 0.0350665],
};

function closedForm(kind: WindowKind) {
  const a = coefficients[kind];
  const total = a.reduce((s, v) => s + v, 0);
  const b = a.map((v) => v / total);
  const b0 = b[0]!;
  const meanSquare = b0 * b0 + b.slice(1).reduce((s, v) => s + (v * v) / 2, 0);
  return { amplitude: 1 / b0, energy: 1 / Math.sqrt(meanSquare), enbwBins: meanSquare / (b0 * b0) };
}

describe("windows", () => {
  it.each([
    ["rectangular", 1, 1, 1],
    ["hann", 2, Math.sqrt(8 / 3), 1.5],
    ["hamming", 1 / 0.54, 1 / Math.sqrt(0.54 ** 2 + 0.46 ** 2 / 2), (0.54 ** 2 + 0.46 ** 2 / 2) / 0.54 ** 2],
  ] as const)("%s: textbook ACF %f, ECF %f, ENBW %f bins", (kind, acf, ecf, enbw) => {
    const c = windowCorrections(kind, 1024);
    expect(c.amplitude).toBeCloseTo(acf, 12);
    expect(c.energy).toBeCloseTo(ecf, 12);
    expect(c.enbwBins).toBeCloseTo(enbw, 12);
  });

  it.each(WINDOW_KINDS.flatMap((kind) => [256, 4096].map((size) => ({ kind, size }))))(
    "$kind N=$size matches its closed-form corrections",
    ({ kind, size }) => {
      const c = windowCorrections(kind, size);
      const expected = closedForm(kind);
      expect(c.amplitude).toBeCloseTo(expected.amplitude, 10);
      expect(c.energy).toBeCloseTo(expected.energy, 10);
      expect(c.enbwBins).toBeCloseTo(expected.enbwBins, 10);
      expect(c.coherentGain * c.amplitude).toBeCloseTo(1, 14);
    },
  );

  it("flat-top HFT95 has ENBW 3.8112 bins (Heinzel et al. 2002)", () => {
    expect(windowCorrections("flattop", 8192).enbwBins).toBeCloseTo(3.8112, 4);
  });

  it.each(WINDOW_KINDS)(
    "%s peaks at 1 in the middle and is periodic (w[0] = w[N] of the next period)",
    (kind) => {
      const w = windowCoefficients(kind, 512);
      expect(w[256]).toBeCloseTo(1, 12);
      expect(w[1]).toBeCloseTo(w[511]!, 12);
    },
  );

  it("caches one array per kind and size", () => {
    expect(windowCoefficients("hann", 1024)).toBe(windowCoefficients("hann", 1024));
  });

  it.each([
    [() => windowCoefficients("triangle" as WindowKind, 256), "INVALID_ARGUMENT"],
    [() => windowCoefficients("hann", 0), "INVALID_SIZE"],
    [() => windowCoefficients("hann", 10.5), "INVALID_SIZE"],
  ] as const)("%#: refuses bad input with %s", (fn, code) => expectCode(fn, code));
});
