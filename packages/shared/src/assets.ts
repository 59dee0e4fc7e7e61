/**
 * Asset hierarchy and library constants, and RPM formulas (spec part 1 §3 "Equipment item", §5:
 * "Formulas use a value placeholder for input (RPM and subtype formulas); the original formula applies
 * before the subtype formula").
 */

/** Production lines and utilities share one table; `kind` tells them apart. */
export const LineKind = { PRODUCTION_LINE: 1, UTILITY: 2 } as const;
export type LineKind = (typeof LineKind)[keyof typeof LineKind];

/** RPM sources of an item, numbered in the spec's order (part 2 §3). */
export const RpmSource = {
  LINE_SPEED: 1,
  SPECIFICATION: 2,
  MANUAL: 3,
  MAX_PEAK_FREQUENCY: 4,
  EXTERNAL: 5,
} as const;
export type RpmSource = (typeof RpmSource)[keyof typeof RpmSource];

/** Value kinds of an item type's options. */
export const OptionValueKind = { LIST: 1, NUMBER: 2, TEXT: 3 } as const;
export type OptionValueKind = (typeof OptionValueKind)[keyof typeof OptionValueKind];

/** Library document kinds. */
export const LibraryKind = { MANUAL: 1, DATA_SHEET: 2, PROCEDURE: 3, DRAWING: 4, OTHER: 5 } as const;
export type LibraryKind = (typeof LibraryKind)[keyof typeof LibraryKind];

/** Where an item is: on an asset, in a store room, or in limbo (removed, awaiting a decision). */
export type ItemPlace = "asset" | "store_room" | "limbo";

/** Health of an item, from its latest alarm state; "no_data" when it has no sensor readings yet. */
export const ITEM_HEALTH = ["good", "warning", "alarm", "no_data"] as const;
export type ItemHealth = (typeof ITEM_HEALTH)[number];

/** Picture uploads: the spec's image media types, and the size limit. */
export const PICTURE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/svg+xml"] as const;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const THUMBNAIL_SIZE_PX = 320;

/** The placeholder a formula reads its input from. */
export const FORMULA_PLACEHOLDER = "{value}";

export class FormulaError extends Error {}

/**
 * Checks a formula: arithmetic (+ − × ÷, parentheses, decimal numbers) over the placeholder {value},
 * which must appear at least once. Returns null when valid, else the reason.
 */
export function formulaProblem(formula: string): string | null {
  if (!formula.includes(FORMULA_PLACEHOLDER))
    return `must contain the value placeholder ${FORMULA_PLACEHOLDER}`;
  try {
    evaluateFormula(formula, 1);
    return null;
  } catch (e) {
    if (e instanceof FormulaError) return e.message;
    throw e;
  }
}

/**
 * Evaluates a formula for one input value by recursive descent (no `eval`):
 *   expr := term (("+" | "-") term)* ; term := unary (("*" | "/") unary)* ;
 *   unary := "-" unary | atom ; atom := number | "{value}" | "(" expr ")".
 * Throws FormulaError on a syntax error; division by zero gives ±Infinity like any IEEE division,
 * which callers treat as "no RPM".
 */
export function evaluateFormula(formula: string, value: number): number {
  let i = 0;
  const s = formula;
  const skip = () => {
    while (i < s.length && /\s/.test(s[i]!)) i++;
  };
  const fail = (what: string): never => {
    throw new FormulaError(`${what} at position ${i + 1}`);
  };
  const atom = (): number => {
    skip();
    if (s.startsWith(FORMULA_PLACEHOLDER, i)) {
      i += FORMULA_PLACEHOLDER.length;
      return value;
    }
    if (s[i] === "(") {
      i++;
      const v = expr();
      skip();
      if (s[i] !== ")") fail("expected )");
      i++;
      return v;
    }
    const m = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(s.slice(i));
    if (!m) return fail(i >= s.length ? "unexpected end" : `unexpected "${s[i]}"`);
    i += m[0].length;
    return Number(m[0]);
  };
  const unary = (): number => {
    skip();
    if (s[i] === "-") {
      i++;
      return -unary();
    }
    if (s[i] === "+") {
      i++;
      return unary();
    }
    return atom();
  };
  /** One precedence level: operands joined left to right by the given operators. */
  const chain =
    (operand: () => number, apply: Record<string, (a: number, b: number) => number>) => (): number => {
      let v = operand();
      for (;;) {
        skip();
        const op = s[i];
        const f = op === undefined ? undefined : apply[op];
        if (!f) return v;
        i++;
        v = f(v, operand());
      }
    };
  const term = chain(unary, { "*": (a, b) => a * b, "/": (a, b) => a / b });
  const expr = chain(term, { "+": (a, b) => a + b, "-": (a, b) => a - b });
  const result = expr();
  skip();
  if (i < s.length) fail(`unexpected "${s[i]}"`);
  return result;
}
