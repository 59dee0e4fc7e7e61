import { describe, expect, it } from "vitest";
import { englishPlural, serverMessageText } from "../src/server-messages";

describe("englishPlural", () => {
  it.each([
    ["plant", "plants"],
    ["company", "companies"],
    ["key", "keys"],
    ["box", "boxes"],
    ["branch", "branches"],
    ["part in stock", "parts in stock"],
    ["work order", "work orders"],
  ])("%s → %s", (noun, plural) => {
    expect(englishPlural(noun)).toBe(plural);
  });
});

describe("counted records in Spanish", () => {
  it("reads the plurals the server writes", () => {
    expect(
      serverMessageText("This plant has 2 companies and 1 plant. Type delete to confirm.", "es"),
    ).not.toMatch(/compan/);
  });
});
