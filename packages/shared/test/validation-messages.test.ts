import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  customRuleText,
  fieldIssueText,
  issueText,
  setValidationLanguage,
  type ValidationLanguage,
  validationLanguageOf,
} from "../src";

/** The first issue a schema raises for a value, as zod finalizes it (no input kept). */
function firstIssue(schema: z.ZodType, value: unknown): z.core.$ZodIssue {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error("no issue");
  return issue;
}

const ZOD_ENGLISH = /Invalid input|expected|received|Too small|Too big|Unrecognized|Invalid option/;

type Row = [string, z.ZodType, unknown, string, string];

// Every issue code zod raises, with its limits, in both languages.
const ROWS: Row[] = [
  ["invalid_type, missing", z.object({ a: z.string() }), {}, "Required", "Obligatorio"],
  ["invalid_type, null", z.object({ a: z.number() }), { a: null }, "Required", "Obligatorio"],
  ["invalid_type, number", z.number(), "abc", "Enter a number", "Introduzca un número"],
  ["invalid_type, integer", z.object({ n: z.int() }), { n: "x" }, "Enter a number", "Introduzca un número"],
  ["invalid_type, text", z.string(), 12, "Enter text", "Introduzca un texto"],
  ["invalid_type, boolean", z.boolean(), "yes", "Choose yes or no", "Elija sí o no"],
  ["invalid_type, date", z.date(), new Date("nope"), "Enter a valid date", "Introduzca una fecha válida"],
  ["invalid_type, list", z.array(z.number()), 3, "Must be a list", "Debe ser una lista"],
  ["invalid_type, object", z.object({}), 3, "Not valid", "No es válido"],
  ["too_small, blank text", z.string().min(1), "", "Required", "Obligatorio"],
  ["too_small, text", z.string().min(3), "ab", "At least 3 characters", "Al menos 3 caracteres"],
  ["too_small, exact text", z.string().length(4), "ab", "Exactly 4 characters", "Exactamente 4 caracteres"],
  ["too_small, list of one", z.array(z.number()).min(1), [], "Choose at least one", "Elija al menos uno"],
  ["too_small, list", z.array(z.number()).min(2), [1], "Choose at least 2", "Elija al menos 2"],
  ["too_small, number", z.number().min(2), 1, "At least 2", "Al menos 2"],
  ["too_small, exclusive", z.number().gt(0), 0, "Must be more than 0", "Debe ser mayor que 0"],
  ["too_small, decimal", z.number().min(0.5), 0.1, "At least 0.5", "Al menos 0,5"],
  [
    "too_small, date",
    z.date().min(new Date("2026-01-01")),
    new Date("2025-01-01"),
    "On or after 2026-01-01",
    "El 2026-01-01 o después",
  ],
  ["too_big, text", z.string().max(5), "abcdefg", "At most 5 characters", "Como máximo 5 caracteres"],
  ["too_big, list", z.array(z.number()).max(1), [1, 2], "Choose at most 1", "Elija como máximo 1"],
  ["too_big, number", z.number().max(1_000_000), 2_000_000, "At most 1,000,000", "Como máximo 1.000.000"],
  ["too_big, exclusive", z.number().lt(10), 10, "Must be less than 10", "Debe ser menor que 10"],
  ["too_big, bigint", z.bigint().max(3n), 5n, "At most 3", "Como máximo 3"],
  [
    "too_big, date",
    z.date().max(new Date("2026-01-01")),
    new Date("2027-01-01"),
    "On or before 2026-01-01",
    "El 2026-01-01 o antes",
  ],
  [
    "invalid_format, email",
    z.email(),
    "nope",
    "Enter a valid e-mail address",
    "Introduzca un correo electrónico válido",
  ],
  [
    "invalid_format, url",
    z.url(),
    "not a url",
    "Enter a valid web address",
    "Introduzca una dirección web válida",
  ],
  [
    "invalid_format, regex",
    z.string().regex(/^a/),
    "b",
    "Not in the right format",
    "No tiene el formato correcto",
  ],
  ["invalid_format, uuid", z.uuid(), "x", "Not a valid identifier", "No es un identificador válido"],
  [
    "invalid_format, starts_with",
    z.string().startsWith("ab"),
    "zz",
    "Must start with “ab”",
    "Debe empezar por «ab»",
  ],
  [
    "invalid_format, ends_with",
    z.string().endsWith("yz"),
    "zz",
    "Must end with “yz”",
    "Debe terminar en «yz»",
  ],
  ["invalid_format, includes", z.string().includes("@"), "zz", "Must contain “@”", "Debe contener «@»"],
  [
    "invalid_format, datetime",
    z.iso.datetime(),
    "soon",
    "Enter a valid date and time",
    "Introduzca una fecha y hora válidas",
  ],
  ["invalid_format, date", z.iso.date(), "soon", "Enter a valid date", "Introduzca una fecha válida"],
  ["not_multiple_of", z.number().multipleOf(5), 7, "Must be a multiple of 5", "Debe ser múltiplo de 5"],
  [
    "not_multiple_of, decimals",
    z.number().multipleOf(0.01),
    1.234,
    "At most 2 decimals",
    "Como máximo 2 decimales",
  ],
  [
    "unrecognized_keys, one",
    z.strictObject({}),
    { extra: 1 },
    "Unknown field: extra",
    "Campo desconocido: extra",
  ],
  [
    "unrecognized_keys, two",
    z.strictObject({}),
    { a: 1, b: 2 },
    "Unknown fields: a, b",
    "Campos desconocidos: a, b",
  ],
  ["invalid_union", z.union([z.string(), z.number()]), true, "Not valid", "No es válido"],
  [
    "invalid_union, missing",
    z.object({ a: z.union([z.string(), z.number()]) }),
    {},
    "Required",
    "Obligatorio",
  ],
  [
    "invalid_key",
    z.record(z.string().regex(/^a/), z.number()),
    { b: 1 },
    "Contains a key that is not valid",
    "Contiene una clave no válida",
  ],
  [
    "invalid_value, short enum",
    z.enum(["daily", "weekly"]),
    "hourly",
    "Choose one of: daily, weekly",
    "Elija una de: daily, weekly",
  ],
  ["invalid_value, literal", z.literal("delete"), "remove", "Must be “delete”", "Debe ser «delete»"],
  [
    "invalid_value, long enum",
    z.enum(["a", "b", "c", "d", "e", "f", "g"]),
    "z",
    "Choose an option from the list",
    "Elija una opción de la lista",
  ],
  ["invalid_value, missing", z.object({ a: z.enum(["x", "y"]) }), {}, "Required", "Obligatorio"],
  ["custom, no message", z.string().refine(() => false), "x", "Not valid", "No es válido"],
  [
    "custom, known rule",
    z.number().refine(() => false, { error: "must be greater than 0" }),
    0,
    "must be greater than 0",
    "Debe ser mayor que 0",
  ],
  [
    "custom, templated rule",
    z.string().refine(() => false, { error: 'Option "Speed" is listed twice' }),
    "x",
    'Option "Speed" is listed twice',
    "La opción «Speed» aparece dos veces",
  ],
];

describe("every zod issue in the app's words", () => {
  afterEach(() => setValidationLanguage("en"));

  it.each(ROWS)("%s", (_name, schema, value, en, es) => {
    const issue = firstIssue(schema, value);
    expect(issueText(issue, "en")).toBe(en);
    expect(issueText(issue, "es")).toBe(es);
    expect(issueText(issue, "en")).not.toMatch(ZOD_ENGLISH);
  });

  it("words invalid_element (a map's or set's bad member) in both languages", () => {
    const issue = {
      code: "invalid_element",
      origin: "map",
      key: "a",
      issues: [],
      path: ["m"],
      message: "Invalid element",
    } as z.core.$ZodIssue;
    expect(issueText(issue, "en")).toBe("Contains a value that is not valid");
    expect(issueText(issue, "es")).toBe("Contiene un valor no válido");
  });

  it("tells a blank value from a wrong one when the caller passes the value", () => {
    const issue = firstIssue(z.enum(["x", "y"]), "");
    expect(issueText(issue, "es", { value: "" })).toBe("Obligatorio");
    expect(issueText(issue, "es", { value: "z" })).toBe("Elija una de: x, y");
  });

  it("gives zod's default messages the app's words, in the language set", () => {
    const schema = z.object({ rpm: z.number().optional(), name: z.string() });
    expect(firstIssue(schema, {}).message).toBe("Required");
    setValidationLanguage("es");
    expect(firstIssue(schema, {}).message).toBe("Obligatorio");
    expect(firstIssue(schema, { name: "x", rpm: "fast" }).message).toBe("Introduzca un número");
  });

  it.each<[string, z.ZodType, unknown, ValidationLanguage, string]>([
    [
      "keeps a schema's own English for an English caller",
      z.string().min(1, { error: "Name is required" }),
      "",
      "en",
      "Name is required",
    ],
    [
      "words it for a Spanish caller",
      z.string().min(1, { error: "Name is required" }),
      "",
      "es",
      "Obligatorio",
    ],
    ["rewords a default for a Spanish caller", z.object({ a: z.number() }), {}, "es", "Obligatorio"],
    [
      "keeps a listed enum's own English",
      z.enum(["a", "b"], { error: "must be one of a, b" }),
      "c",
      "en",
      "must be one of a, b",
    ],
    [
      "words that enum in Spanish",
      z.enum(["a", "b"], { error: "must be one of a, b" }),
      "c",
      "es",
      "Elija una de: a, b",
    ],
  ])("a 422's field message %s", (_name, schema, value, language, text) => {
    expect(fieldIssueText(firstIssue(schema, value), language)).toBe(text);
  });

  it("never hands zod's English to a reader, even when the schema's message is zod's", () => {
    const issue = {
      code: "invalid_type",
      expected: "string",
      path: ["a"],
      message: "Invalid input: expected string, received undefined",
    } as z.core.$ZodIssue;
    expect(fieldIssueText(issue, "en")).toBe("Enter text");
  });

  it("translates the shared schemas' refinement texts it knows and keeps the others", () => {
    expect(customRuleText("Must be an IANA time zone", "es")).toBe("Debe ser una zona horaria IANA");
    expect(customRuleText("must be one of fft_request, reboot", "es")).toBe(
      "Debe ser uno de: fft_request, reboot",
    );
    expect(customRuleText("Anything else", "es")).toBe("Anything else");
    expect(customRuleText("Must be an IANA time zone", "en")).toBe("Must be an IANA time zone");
  });

  it.each<[number | string | null | undefined, ValidationLanguage]>([
    [1, "en"],
    [2, "es"],
    [null, "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-GB,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,es;q=0.5", "es"],
    ["de", "en"],
    ["", "en"],
  ])("the language of %j is %s", (source, language) => {
    expect(validationLanguageOf(source)).toBe(language);
  });
});
