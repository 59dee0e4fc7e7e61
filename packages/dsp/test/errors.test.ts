import { describe, expect, it } from "vitest";
import { assertBand, assertFiniteSamples, assertSampleRate } from "../src";
import { expectCode } from "./signals";

describe("bad input is refused by name", () => {
  it.each([
    [() => assertFiniteSamples([]), "EMPTY_INPUT"],
    [() => assertFiniteSamples([1, Number.NaN]), "NON_FINITE_SAMPLE"],
    [() => assertFiniteSamples([Number.POSITIVE_INFINITY]), "NON_FINITE_SAMPLE"],
    [() => assertSampleRate(0), "INVALID_SAMPLE_RATE"],
    [() => assertSampleRate(-5), "INVALID_SAMPLE_RATE"],
    [() => assertBand(1000, 6000, 10000), "BAND_OUTSIDE_NYQUIST"],
    [() => assertBand(500, 400, 10000), "BAND_OUTSIDE_NYQUIST"],
  ] as const)("%#: %s", (fn, code) => expectCode(fn, code));

  it("names the index of a bad sample", () => {
    expect(() => assertFiniteSamples([0, 1, Number.NaN])).toThrow("samples[2] is NaN");
  });
});
