import { describe, expect, it } from "vitest";
import { evaluateFormula, formulaProblem } from "../src/assets";

describe("RPM formulas", () => {
  it.each([
    ["{value}", 1750, 1750],
    ["{value} * 2", 1750, 3500],
    ["{value} / 60", 1800, 30],
    ["({value} + 10) * 3 - 4 / 2", 10, 58],
    ["-{value} + 1e3", 1, 999],
    ["{value}*{value}", 3, 9],
    [" 0.5 * ( {value} ) ", 8, 4],
  ])("%s with value %f gives %f", (formula, value, expected) => {
    expect(evaluateFormula(formula, value)).toBeCloseTo(expected, 12);
  });

  it.each([
    ["1750 * 2", "must contain the value placeholder {value}"],
    ["{value} *", "unexpected end at position 10"],
    ["{value} ** 2", 'unexpected "*" at position 10'],
    ["({value} + 1", "expected ) at position 13"],
    ["{value} + x", 'unexpected "x" at position 11'],
    ["{value} 2", 'unexpected "2" at position 9'],
  ])("refuses %s: %s", (formula, reason) => {
    expect(formulaProblem(formula)).toBe(reason);
  });

  it("accepts a valid formula", () => {
    expect(formulaProblem("{value} * 1.5")).toBeNull();
  });
});
