import { describe, expect, it } from "vitest";
import {
  deleteConfirmed,
  dropEmptyValues,
  formatHardwareAddress,
  isBlank,
  isFiniteNumber,
  isStrongPassword,
  isSuccessResponse,
  joinErrorMessages,
  passwordProblems,
  totalTimeValid,
  zonesValid,
} from "../src";

describe("password strength (spec part 1 §5)", () => {
  it.each([
    ["Plantwise#2026", []],
    ["Short#1a", []],
    ["Sh#1a", ["min_length"]],
    ["PLANTWISE#2026", ["lowercase"]],
    ["plantwise#2026", ["uppercase"]],
    ["Plantwise#abcd", ["digit"]],
    ["Plantwise2026", ["special"]],
    ["", ["min_length", "lowercase", "uppercase", "digit", "special"]],
  ])("%j breaks %j", (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it("refuses a password that is or contains the account name, case-insensitively", () => {
    expect(passwordProblems("Ana.Ruiz#1", "ana.ruiz")).toEqual(["account_name"]);
    expect(isStrongPassword("xANA.RUIZx#1a", "ana.ruiz")).toBe(false);
    expect(isStrongPassword("Hamilton#26", "ana.ruiz")).toBe(true);
  });
});

describe("small checks", () => {
  it("treats whitespace-only strings as blank", () => {
    expect([
      isBlank("  "),
      isBlank(""),
      isBlank(null),
      isBlank(undefined),
      isBlank(" a "),
      isBlank(0),
    ]).toEqual([true, true, true, true, false, false]);
  });

  it("accepts only finite parsed numbers", () => {
    expect(["12.5", "-3", "1e3", 0, 7].map(isFiniteNumber)).toEqual([true, true, true, true, true]);
    expect(["", " ", "abc", "12a", Number.NaN, Number.POSITIVE_INFINITY, null].map(isFiniteNumber)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("formats hardware addresses as hex pairs with colons, at most 23 characters", () => {
    expect(formatHardwareAddress("0013a2004178c9f1")).toBe("00:13:A2:00:41:78:C9:F1");
    expect(formatHardwareAddress("00-13-a2-zz-00")).toBe("00:13:A2:00");
    expect(formatHardwareAddress("abc")).toBe("AB:C");
    expect(formatHardwareAddress("0013a2004178c9f1ffee")).toHaveLength(23);
  });

  it("wants the alarm zone above the warning zone and at least 15 minutes of total time", () => {
    expect(zonesValid(2, 3)).toBe(true);
    expect(zonesValid(3, 3)).toBe(false);
    expect(zonesValid(4, 3)).toBe(false);
    expect(totalTimeValid(15)).toBe(true);
    expect(totalTimeValid(14.9)).toBe(false);
  });

  it("confirms deletes by the typed word delete", () => {
    expect(deleteConfirmed(" Delete ")).toBe(true);
    expect(deleteConfirmed("del")).toBe(false);
  });

  it("drops empty query values but keeps zero and false", () => {
    expect(dropEmptyValues({ a: "", b: null, c: undefined, d: 0, e: false, f: "x", g: "  " })).toEqual({
      d: 0,
      e: false,
      f: "x",
    });
  });

  it("counts a response as success only with 2xx and a known member", () => {
    expect(isSuccessResponse(200, { data: [] })).toBe(true);
    expect(isSuccessResponse(201, { id: 4 })).toBe(true);
    expect(isSuccessResponse(200, { totalSensors: 3 })).toBe(true);
    expect(isSuccessResponse(200, { message: "ok" })).toBe(false);
    expect(isSuccessResponse(500, { data: [] })).toBe(false);
    expect(isSuccessResponse(204, null)).toBe(false);
  });

  it("joins a list of message lists with commas, each ending in a period", () => {
    expect(joinErrorMessages([["name: Required", "email: Invalid e-mail"], ["page: Too small"]])).toBe(
      "name: Required, email: Invalid e-mail. page: Too small.",
    );
    expect(joinErrorMessages(["Already a sentence."])).toBe("Already a sentence.");
  });
});
