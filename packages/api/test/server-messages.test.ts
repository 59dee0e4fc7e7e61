import { schema, testDrivers } from "@plantwise/db";
import {
  Language,
  matchServerMessage,
  SERVER_HOLE_KINDS,
  SERVER_MESSAGES_ES,
  SERVER_NOUNS_ES,
  SERVER_PATTERNS_ES,
  SERVER_TERMS_ES,
  serverMessageHoles,
  serverMessageText,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type MaintenanceWorld, maintenanceWorld, orderForm } from "../src/maintenance/work-orders.fixtures";
import { useTestApp } from "./harness";
import { type ScannedMessage, scanServerMessages, WILDCARD } from "./server-message-scan";

/**
 * Texts the API passes on from a library as the library wrote them (a technical reason, like the
 * fault diagnosis keeps the DSP's): the DSP's errors (`withDsp`) and multer's upload errors. Only a
 * "field: reason" whose whole reason is unknown to the scan is let through, and only when written
 * in, or filled by a call in, these files.
 */
const PASSED_THROUGH = [
  "packages/api/src/signals/sensor-procedures.ts",
  "packages/api/src/equipments/pictures-routes.ts",
  "packages/api/src/maintenance/work-order-attachments-routes.ts",
];

/** What the scan cannot know, filled in: a name, a number or a field that no entry may need to know. */
const sample = (pattern: string) => pattern.replaceAll(WILDCARD, "x");

const passedThrough = (m: ScannedMessage) =>
  [m.file, ...m.via].some((file) => PASSED_THROUGH.includes(file)) &&
  new RegExp(`^[\\w.]+: ${WILDCARD}$`).test(m.pattern);

describe("the server's own error messages in Spanish", () => {
  const scanned = scanServerMessages();
  const checked = scanned.filter((m) => !passedThrough(m));

  it("reads the messages from the API's source, helpers' messages at every call", () => {
    const texts = new Set(checked.map((m) => m.pattern));
    // The scan follows helpers (firstOr404), shared constants and functions that return text.
    for (const known of [
      "Plant not found",
      "Not authorized",
      "Cannot close a work order that is pending (only one that is completed)",
      `quantity: Only ${WILDCARD} in stock in ${WILDCARD}`,
      "This company has 1 plant and 3 users. Type delete to confirm.",
      `name: A store room named "${WILDCARD}" already exists`,
      "rpm_formula: must contain the value placeholder {value}",
    ]) {
      expect(texts, known).toContain(known);
    }
    expect(checked.length).toBeGreaterThan(500);
    // Each let-through file still passes a library's reason on (else its entry is stale).
    for (const file of PASSED_THROUGH) {
      expect(
        scanned.some((m) => [m.file, ...m.via].includes(file) && passedThrough(m)),
        file,
      ).toBe(true);
    }
  });

  it("has Spanish for every message the API writes", () => {
    const missing = checked
      .filter((m) => matchServerMessage(sample(m.pattern)) === null)
      .map((m) => `${m.file}:${m.line} ${m.kind} ${JSON.stringify(sample(m.pattern))}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("keeps English exactly as the code writes it", () => {
    for (const m of checked) expect(serverMessageText(sample(m.pattern), "en")).toBe(sample(m.pattern));
  });

  it("has no entry, noun or term that no message uses", () => {
    const entries = new Set<string>();
    const nouns = new Set<string>();
    const terms = new Set<string>();
    for (const m of checked) {
      const found = matchServerMessage(sample(m.pattern));
      for (const e of found?.use.entries ?? []) entries.add(e);
      for (const n of found?.use.nouns ?? []) nouns.add(n);
      for (const t of found?.use.terms ?? []) terms.add(t);
    }
    const unused = [
      ...Object.keys(SERVER_MESSAGES_ES).filter((k) => !entries.has(k)),
      ...Object.keys(SERVER_PATTERNS_ES).filter((k) => !entries.has(k)),
      ...Object.keys(SERVER_NOUNS_ES).filter((k) => !nouns.has(k)),
      ...Object.keys(SERVER_TERMS_ES).filter((k) => !terms.has(k)),
    ];
    expect(unused).toEqual([]);
  });

  it("fills the same holes in both languages, with kinds it knows", () => {
    for (const [english, spanish] of Object.entries(SERVER_PATTERNS_ES)) {
      expect(new Set(serverMessageHoles(spanish)), english).toEqual(new Set(serverMessageHoles(english)));
      for (const [, , kind] of spanish.matchAll(/\{([a-z_]+)(?::([a-z]+))?\}/g)) {
        if (kind) expect(SERVER_HOLE_KINDS, `${english}: ${kind}`).toContain(kind);
      }
      expect(english, "an English pattern's holes have no kind").not.toMatch(/\{[a-z_]+:/);
    }
    for (const [english, spanish] of Object.entries(SERVER_MESSAGES_ES)) {
      expect(spanish, english).not.toBe(english);
    }
  });

  it("words nouns, counts and lists with Spanish agreement", () => {
    expect(serverMessageText("Plant not found", "es")).toBe("Planta no encontrada");
    expect(serverMessageText("Sensor not found", "es")).toBe("Sensor no encontrado");
    expect(serverMessageText("Some work orders were not found", "es")).toBe(
      "Algunas órdenes de trabajo no se encontraron",
    );
    expect(serverMessageText("This company has 1 plant and 3 users. Type delete to confirm.", "es")).toBe(
      "Esta empresa tiene 1 planta y 3 usuarios. Escriba delete para confirmar.",
    );
    expect(serverMessageText('name: A store room named "Main" already exists', "es")).toBe(
      "name: Ya existe un almacén con el nombre «Main»",
    );
    expect(
      serverMessageText(
        "Work order #12: Cannot complete a work order that is closed (only one that is pending or in work)",
        "es",
      ),
    ).toBe(
      "Orden de trabajo n.º 12: No se puede completar una orden de trabajo cerrada (solo una pendiente o en trabajo)",
    );
    // A noun no table knows leaves the whole message as the code wrote it.
    expect(serverMessageText("Spaceship not found", "es")).toBe("Spaceship not found");
  });
});

describe.each(testDrivers())("refusals in the reader's language on %s", (driver) => {
  const app = useTestApp(driver);
  let w: MaintenanceWorld;
  let token: string;

  beforeAll(async () => {
    w = await maintenanceWorld(app.handle.db, app.demo, "M");
    token = await app.signIn("plantadmin@plantwise.demo");
  });

  /** The same signed-in user reads English (1) or Spanish (2) from the next request on. */
  const reads = (language: number) =>
    app.handle.db.update(schema.users).set({ language }).where(eq(schema.users.id, w.admin));

  it("answers a 404 in Spanish to a Spanish reader and in English to an English one (REST and tRPC)", async () => {
    await reads(Language.SPANISH);
    const rest = await app.call("GET", "/api/plants/999999", { token });
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ message: "Planta no encontrada" });
    const trpc = await app.query("plants.get", { id: 999999 }, token);
    expect(trpc.body.error.message).toBe("Planta no encontrada");

    await reads(Language.ENGLISH);
    expect((await app.call("GET", "/api/plants/999999", { token })).body).toEqual({
      message: "Plant not found",
    });
    expect((await app.query("plants.get", { id: 999999 }, token)).body.error.message).toBe("Plant not found");
  });

  it("words a refused work order transition (409) in the reader's language", async () => {
    const created = await app.call("POST", "/api/maintenance", { token, body: orderForm(w) });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;

    await reads(Language.SPANISH);
    const rest = await app.call("PUT", `/api/maintenance/${id}/close`, { token });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe("No se puede cerrar una orden de trabajo pendiente (solo una completada)");
    const trpc = await app.mutate("maintenance.workOrders.close", { id }, token);
    expect(trpc.body.error.data.httpStatus).toBe(409);
    expect(trpc.body.error.message).toBe(
      "No se puede cerrar una orden de trabajo pendiente (solo una completada)",
    );

    await reads(Language.ENGLISH);
    const english = await app.call("PUT", `/api/maintenance/${id}/close`, { token });
    expect(english.body.message).toBe(
      "Cannot close a work order that is pending (only one that is completed)",
    );
    expect((await app.mutate("maintenance.workOrders.close", { id }, token)).body.error.message).toBe(
      "Cannot close a work order that is pending (only one that is completed)",
    );
  });

  it("words a refused stock withdrawal (422) and its field entry, keeping the field's name", async () => {
    const created = await app.call("POST", "/api/maintenance", { token, body: orderForm(w) });
    const id = created.body.data.id as number;
    const tooMany = { id, part_id: w.part, store_room_id: w.storeRoom, quantity: 99 };

    await reads(Language.SPANISH);
    const spanish = await app.mutate("maintenance.workOrders.addPart", tooMany, token);
    expect(spanish.body.error.data.code).toBe("BAD_REQUEST");
    expect(spanish.body.error.message).toBe(`quantity: Solo hay 5 en existencia en ${w.storeRoomName}`);
    expect(spanish.body.error.data.messages).toEqual([
      [`quantity: Solo hay 5 en existencia en ${w.storeRoomName}`],
    ]);

    await reads(Language.ENGLISH);
    const english = await app.mutate("maintenance.workOrders.addPart", tooMany, token);
    expect(english.body.error.message).toBe(`quantity: Only 5 in stock in ${w.storeRoomName}`);
    expect(english.body.error.data.messages).toEqual([[`quantity: Only 5 in stock in ${w.storeRoomName}`]]);
  });

  it("words a plain route's refusal and the facade's own answers in the reader's language", async () => {
    const download = (language: string) =>
      fetch(`${app.url}/files/maintenance/work-orders.xlsx?view=bogus`, {
        headers: { ...app.authHeaders(token), "accept-language": language },
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    await reads(Language.SPANISH);
    // The signed-in user's language wins over the browser's.
    expect(await download("en")).toEqual({
      status: 422,
      body: { message: "Error de validación", messages: [["view: Elija una de: work_orders, logs"]] },
    });
    await reads(Language.ENGLISH);
    expect(await download("es")).toEqual({
      status: 422,
      body: { message: "Validation error", messages: [["view: Must be work_orders or logs"]] },
    });

    const spanish = { "accept-language": "es-ES,es;q=0.9" };
    expect((await app.call("GET", "/api/no-such-thing", { headers: spanish })).body).toEqual({
      message: "No existe esa ruta de la API: GET /no-such-thing",
    });
    const malformed = await app.call("POST", "/api/auth/login", {
      rawBody: "{not json",
      headers: { ...spanish, "content-type": "application/json" },
    });
    expect(malformed.body).toEqual({
      message: "Error de validación",
      messages: [["body: JSON mal formado"]],
    });
    const refused = await app.call("POST", "/api/auth/login", {
      body: { email: "nobody@plantwise.demo", password: "Wrong#2026pass" },
      headers: spanish,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Correo electrónico o contraseña no válidos");
  });
});
