/**
 * Arbitraries for the REST fuzz suite (fuzz.test.ts): hostile values, and inputs shaped after a
 * route's JSON schema from the served OpenAPI document, so that most fields are plausible and one
 * or two are hostile. A body of nothing but garbage stops at the first validation; a nearly valid
 * one reaches the database, the date arithmetic and the ORDER BY, where a 500 hides.
 */
import fc from "fast-check";

// biome-ignore lint/suspicious/noExplicitAny: JSON schemas are read loosely
export type JsonSchema = Record<string, any>;

/** Long enough to cross every column's limit; short enough (in a URL) to stay under Node's 16 KB head. */
const LONG_BODY = "x".repeat(100_000);
const LONG_URL = "y".repeat(2_000);

/** Instants just past what a JavaScript Date can hold (±8.64e15 ms from the epoch). */
export const OUT_OF_RANGE_DATES = [
  "+275760-09-13T00:00:00.001Z",
  "-271821-04-19T23:59:59.999Z",
  "+999999-01-01T00:00:00Z",
  "275760-09-14",
  "9999999-12-31",
];

/**
 * Dates a JavaScript Date holds but PostgreSQL does not (before 4713 BC), and calendar dates that
 * do not exist.
 */
export const UNSTORABLE_DATES = [
  "-010000-01-01T00:00:00Z",
  String(-8.64e15),
  "2024-02-30",
  "0000-01-01",
  "2023-02-29T10:00:00Z",
];

/** Names that exist on every object's prototype: an `in` check mistakes them for own keys. */
export const PROTOTYPE_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

const HOSTILE_STRINGS = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-1e308",
  "9223372036854775808",
  "9007199254740993",
  "99999999999999999999",
  "-1",
  "0",
  "1.5",
  "0x1F",
  " 1 ",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "𝕏😀👩‍👩‍👧",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "%",
  "%E0%A4%A",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "2024-02-30",
  "0000-00-00T00:00:00Z",
  "2024-13-01T25:61:00Z",
  ...OUT_OF_RANGE_DATES,
  ...PROTOTYPE_KEYS,
];

const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  -0,
  -1,
  0.5,
  8.64e15 + 1,
  -8.64e15 - 1,
];

/** A hostile scalar; `inUrl` keeps strings short enough for a request line. */
function hostileScalar(inUrl: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constant(inUrl ? LONG_URL : LONG_BODY),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
}

/** A hostile value: a scalar, or an array or object (where the other is expected), nested a little. */
export function hostileValue(inUrl = false): fc.Arbitrary<unknown> {
  const scalar = hostileScalar(inUrl);
  const key = fc.oneof(fc.constantFrom("a", "id", "0", ...PROTOTYPE_KEYS), fc.string({ maxLength: 4 }));
  return fc.oneof(
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(key, scalar, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.array(fc.dictionary(key, scalar, { maxKeys: 2 }), { maxLength: 2 }) },
  );
}

/** Plausible ids: the seed's small ones, and ones that do not exist. */
const plausibleId = fc.constantFrom(1, 2, 3, 4, 5, 999_999);

/** A value the schema would likely accept (as JSON), so other fields' hostility is what is tested. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.constantFrom(1, "a", true, null);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausibleValue(s, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return plausibleValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum : undefined;
      const max = typeof schema.maximum === "number" ? schema.maximum : undefined;
      const bounded = [min, max].filter((n): n is number => n !== undefined);
      return fc.oneof(plausibleId, fc.constantFrom(...(bounded.length ? bounded : [0, 10])));
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(plausibleValue(schema.items as JsonSchema | undefined, depth + 1), {
        minLength: typeof schema.minItems === "number" ? Math.min(schema.minItems, 3) : 0,
        maxLength: 3,
      });
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, plausibleValue(properties[k], depth + 1)])), {
        requiredKeys: (schema.required as string[] | undefined) ?? [],
      });
    }
    default:
      return plausibleString(schema);
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "date-time":
      return fc.constantFrom("2024-05-01T08:00:00.000Z", "2030-01-01T00:00:00Z");
    case "date":
      return fc.constantFrom("2024-05-01", "2031-12-31");
    case "email":
      return fc.constantFrom("fuzz@example.com", "plantadmin@plantwise.demo");
    case "uri":
    case "url":
      return fc.constant("https://example.com/a");
  }
  return fc.constantFrom("Fuzz", "2024-05-01", "America/Edmonton", "#ff0000", "a b");
}

/**
 * An input object for a schema's properties: each field plausible, hostile or left out, with now
 * and then a key the schema does not know (a prototype name among them).
 */
export function fieldsFor(
  properties: Record<string, JsonSchema>,
  inUrl: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const hostile = hostileValue(inUrl);
  const field = (schema: JsonSchema) =>
    fc.oneof(
      { weight: 3, arbitrary: plausibleValue(schema).map((v) => ({ v })) },
      { weight: 2, arbitrary: hostile.map((v) => ({ v })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, field(s)])) as Record<
      string,
      fc.Arbitrary<{ v: unknown } | undefined>
    >,
  );
  const extra = fc.dictionary(fc.constantFrom("zz_unknown", ...PROTOTYPE_KEYS), hostile, { maxKeys: 1 });
  return fc.tuple(known, extra).map(([fields, more]) => {
    const out: Record<string, unknown> = {};
    for (const [k, wrapped] of Object.entries(fields)) if (wrapped) out[k] = wrapped.v;
    for (const [k, v] of Object.entries(more)) Object.defineProperty(out, k, { value: v, enumerable: true });
    return out;
  });
}

/** Bodies that are not JSON, or not what express.json expects. */
export const MALFORMED_BODIES: readonly { body: string; contentType?: string }[] = [
  { body: '{"name": "a", ' },
  { body: "}" },
  { body: "{'name': 'a'}" },
  { body: '{"a": 1,}' },
  { body: "NaN" },
  { body: "[1, 2" },
  { body: '{"a": "\\u00"}' },
  { body: '"unterminated' },
  { body: "\u0000" },
  { body: "name=a&b=c", contentType: "application/json" },
  { body: '{"a":1}', contentType: "application/json; charset=utf-7" },
  { body: '{"a":1}', contentType: "text/plain" },
  { body: "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]" },
];

/** Percent-encoding of any string: a lone surrogate has no UTF-8, so it travels as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));

/**
 * A query string for the given fields. Arrays become repeated keys, objects `key[sub]=…`, so both
 * the shapes a list filter takes and ones it does not reach the facade.
 */
export function queryString(input: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const v of value) add(key, v);
    else if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  for (const [k, v] of Object.entries(input)) add(k, v);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Escapes that do not decode: a truncated UTF-8 sequence, a lone `%`, a non-hex one, an overlong form. */
export const BAD_ESCAPES = ["%E0%A4%A", "%", "%zz", "%C0%AF", "abc%"];

/** A path parameter: a plausible id, a hostile value percent-encoded, or a raw bad escape. */
export function pathParam(): fc.Arbitrary<string> {
  const encoded = (v: unknown) => encode(typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  return fc.oneof(
    { weight: 3, arbitrary: plausibleId.map(String) },
    { weight: 3, arbitrary: hostileScalar(true).map(encoded) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES) },
  );
}
