import { plantFields } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createI18n } from "@/i18n";
import { localizedErrors } from "./localized-resolver";

async function errorsIn(language: "en" | "es", schema: z.ZodType, values: unknown) {
  const i18n = await createI18n(language);
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  return localizedErrors(parsed.error.issues, values, i18n.t);
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

  it("keys nested fields by their dotted path and keeps the first failure of each", async () => {
    const schema = z.object({ rows: z.array(z.object({ level: z.number().min(0).max(10) })) });
    const en = await errorsIn("en", schema, { rows: [{ level: 4 }, { level: 11 }] });
    expect(Object.keys(en)).toEqual(["rows.1.level"]);
    expect(en["rows.1.level"]?.message).toBe("At most 10");
  });
});
