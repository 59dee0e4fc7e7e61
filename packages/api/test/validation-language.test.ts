import { schema, testDrivers } from "@plantwise/db";
import { Language } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./harness";

/** Zod's own English, which no 422 may carry. */
const ZOD_ENGLISH = /Invalid input|expected|received|Too small|Too big|Unrecognized/;

// A plant whose name is too long, whose time zone is not in the list and whose flag is not a boolean.
const badPlant = { name: "x".repeat(130), time_zone: "Mars/Olympus", is_equipment_runtime_tracking: "yes" };

const fieldMessages = (messages: string[][] | undefined) => (messages ?? []).flat().sort();

describe.each(testDrivers())("422 field messages in the caller's language on %s", (driver) => {
  const app = useTestApp(driver);
  beforeAll(async () => {
    await app.handle.db
      .update(schema.users)
      .set({ language: Language.SPANISH })
      .where(eq(schema.users.email, "plantadmin@plantwise.demo"));
  });

  it("words a Spanish user's failed save in Spanish, naming each field (REST and tRPC)", async () => {
    const token = await app.signIn("plantadmin@plantwise.demo");
    const expected = [
      "is_equipment_runtime_tracking: Elija sí o no",
      "name: Como máximo 120 caracteres",
      "time_zone: Elija una opción de la lista",
    ];
    const rest = await app.call("POST", "/api/plants", { token, body: badPlant });
    expect(rest.status).toBe(422);
    expect(rest.body.message).toBe("Error de validación");
    expect(fieldMessages(rest.body.messages)).toEqual(expected);

    const trpc = await app.mutate("plants.create", badPlant, token);
    expect(fieldMessages(trpc.body.error.data.messages)).toEqual(expected);
  });

  it("keeps an English user's messages in English, with the schema's own words and none of zod's", async () => {
    const token = await app.signIn("superadmin@plantwise.demo");
    const rest = await app.call("POST", "/api/plants", { token, body: badPlant });
    expect(rest.status).toBe(422);
    const messages = fieldMessages(rest.body.messages);
    expect(messages).toEqual([
      "is_equipment_runtime_tracking: Choose yes or no",
      "name: At most 120 characters",
      "time_zone: Choose a time zone from the list",
    ]);
    for (const message of messages) expect(message).not.toMatch(ZOD_ENGLISH);
  });

  it("words a signed-out caller's failure in the language of Accept-Language", async () => {
    const spanish = await app.call("POST", "/api/auth/login", {
      body: {},
      headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" },
    });
    expect(spanish.status).toBe(422);
    expect(fieldMessages(spanish.body.messages)).toEqual(["email: Obligatorio", "password: Obligatorio"]);

    const english = await app.call("POST", "/api/auth/login", { body: {} });
    expect(fieldMessages(english.body.messages)).toEqual(["email: Required", "password: Required"]);

    const trpc = await fetch(`${app.url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "es" },
      body: JSON.stringify({ email: "nobody" }),
    });
    const body = (await trpc.json()) as { error: { data: { messages: string[][] } } };
    expect(fieldMessages(body.error.data.messages)).toEqual([
      "email: Introduzca un correo electrónico válido",
      "password: Obligatorio",
    ]);
  });
});
