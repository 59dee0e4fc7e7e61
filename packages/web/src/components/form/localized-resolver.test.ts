import * as shared from "@plantwise/shared";
import { plantFields } from "@plantwise/shared";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createI18n } from "@/i18n";
import { localizedErrors } from "./localized-resolver";

/** A `t` fixed to one language, as react-i18next's useTranslation gives it. */
function fixedT(language: "en" | "es"): TFunction {
  return createI18n(language).getFixedT(language);
}

async function errorsIn(language: "en" | "es", schema: z.ZodType, values: unknown) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return localizedErrors(parsed.error.issues, values, fixedT(language));
}

/** Zod's own English, which no form may show. */
const ZOD_ENGLISH = /Invalid input|Invalid option|expected|received|Too small|Too big|Unrecognized/;

/** Every object schema the API shares with the forms (`…Fields`, `…Input`). */
const SHARED_OBJECTS = Object.entries(shared).filter(
  ([name, value]) => value instanceof z.ZodObject && /(Fields|Input)$/.test(name),
) as [string, z.ZodObject][];

/** Values that break each field in a different way: missing, blank, wrong type, out of range. */
function brokenValues(schema: z.ZodObject): unknown[] {
  const keys = Object.keys(schema.shape);
  const each = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
  return [
    {},
    each(""),
    each("zz"),
    each(-1),
    each({ bogus: 1 }),
    each([1, "a"]),
    each(true),
    { ...each("x".repeat(5000)), extra: 1 },
  ];
}

describe("form failures worded from the issue, not the schema's message", () => {
  it("words the API's own plant rules in the reader's language", async () => {
    const values = { name: "  ", time_zone: "Mars/Olympus", notifiable_user_ids: [] };
    const en = await errorsIn("en", plantFields, values);
    expect(en.name?.message).toBe("Required");
    expect(en.time_zone?.message).toBe("Choose an option from the list");
    const es = await errorsIn("es", plantFields, values);
    expect(es.name?.message).toBe("Obligatorio");
    expect(es.time_zone?.message).toBe("Elija una opción de la lista");
  });

  it("names the limit a value broke", async () => {
    const schema = z.object({ name: z.string().max(5), count: z.number().int().min(2).max(9) });
    const en = await errorsIn("en", schema, { name: "abcdefg", count: 12 });
    expect(en.name?.message).toBe("At most 5 characters");
    expect(en.count?.message).toBe("At most 9");
    const es = await errorsIn("es", schema, { name: "abc", count: 1 });
    expect(es.count?.message).toBe("Al menos 2");
  });

  it("keeps a form's own refinement message, which it wrote translated", async () => {
    const schema = z.object({ code: z.string().refine((v) => v === "ok", { error: "Código incorrecto" }) });
    const es = await errorsIn("es", schema, { code: "no" });
    expect(es.code?.message).toBe("Código incorrecto");
  });

  it("never shows zod's English on any shared form schema, in either language", async () => {
    expect(SHARED_OBJECTS.length).toBeGreaterThan(40);
    const t = { en: fixedT("en"), es: fixedT("es") };
    for (const [name, schema] of SHARED_OBJECTS) {
      for (const values of brokenValues(schema)) {
        const parsed = await schema.safeParseAsync(values);
        if (parsed.success) continue;
        for (const language of ["en", "es"] as const) {
          const errors = localizedErrors(parsed.error.issues, values, t[language]);
          for (const [field, error] of Object.entries(errors)) {
            expect(error?.message, `${name}.${field} (${language})`).not.toMatch(ZOD_ENGLISH);
            expect(error?.message, `${name}.${field} (${language})`).toBeTruthy();
          }
        }
        // Forms validated by a plain zod resolver show the issue's own message: never zod's English either.
        for (const issue of parsed.error.issues)
          expect(issue.message, `${name} raw`).not.toMatch(ZOD_ENGLISH);
      }
    }
  });

  it("words defaults in the interface language for forms that show zod's message as is", () => {
    const schema = z.object({ rpm: z.number().optional(), name: z.string() });
    createI18n("es");
    expect(schema.safeParse({ rpm: "x" }).error?.issues.map((i) => i.message)).toEqual([
      "Introduzca un número",
      "Obligatorio",
    ]);
    createI18n("en");
    expect(schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(["Required"]);
  });

  it("keys nested fields by their dotted path and keeps the first failure of each", async () => {
    const schema = z.object({ rows: z.array(z.object({ level: z.number().min(0).max(10) })) });
    const en = await errorsIn("en", schema, { rows: [{ level: 4 }, { level: 11 }] });
    expect(Object.keys(en)).toEqual(["rows.1.level"]);
    expect(en["rows.1.level"]?.message).toBe("At most 10");
  });
});
