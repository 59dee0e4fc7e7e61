import { DEMO_PASSWORD, schema, testDrivers } from "@plantwise/db";
import { MESSAGES, PASSWORD_RULE_MESSAGES, PlatformRole } from "@plantwise/shared";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { latestOutboxMessage } from "./auth.fixtures";
import { LINK_EXPIRED } from "./password";

const { outboxMessages, userTokens, users } = schema;
const NEW_PASSWORD = "Fresh#Start2026";

describe.each(testDrivers())("forgotten password and account links on %s", (driver) => {
  const app = useTestApp(driver, { trustProxy: "loopback" });
  let ipCounter = 0;

  /** Each request from its own address unless told otherwise, so the per-IP limit stays out of the way. */
  const forgot = (email: string, ip = `203.0.113.${++ipCounter}`) =>
    app.call("POST", "/api/auth/password/email", { body: { email }, headers: { "x-forwarded-for": ip } });

  async function latestLink(email: string): Promise<{ token: string; subject: string | null }> {
    const row = await latestOutboxMessage(app.handle.db, "email", email);
    const token = /\/login\/password\/reset\/([a-z2-7]{32})/.exec(row?.body ?? "")?.[1];
    if (!token) throw new Error(`no link mailed to ${email}`);
    return { token, subject: row!.subject };
  }

  async function outboxCount(): Promise<number> {
    return (await app.handle.db.select().from(outboxMessages)).length;
  }

  it("answers the same for an unknown address, and mails nothing", async () => {
    const before = await outboxCount();
    const res = await forgot("nobody-at-all@plantwise.demo");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "sent" });
    expect(await outboxCount()).toBe(before);
  });

  it("mails a single-use, hashed, 1-hour reset link; weak and mismatched passwords are 422 naming each rule", async () => {
    const email = "superintendent@plantwise.demo";
    const session = await app.signIn(email);
    const res = await forgot(email);
    expect(res.body).toEqual({ status: "sent" });
    const { token, subject } = await latestLink(email);
    expect(subject).toMatch(/Reset/);
    const [stored] = await app.handle.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.purpose, "password_reset"))
      .orderBy(desc(userTokens.id))
      .limit(1);
    expect(Buffer.from(stored!.token_hash).length).toBe(32);
    expect(Buffer.from(stored!.token_hash).toString("utf8")).not.toContain(token);
    const ttl = stored!.expires_at.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const check = await app.call("POST", "/api/auth/password/token", { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ status: "valid", purpose: "password_reset", email });

    const weak = await app.call("POST", "/api/auth/password/reset", {
      body: { token, password: "short", password_confirmation: "short" },
    });
    expect(weak.status).toBe(422);
    const named = (weak.body.messages as string[][]).flat();
    for (const rule of ["min_length", "uppercase", "digit", "special"] as const) {
      expect(named).toContain(`password: ${PASSWORD_RULE_MESSAGES[rule]}`);
    }
    expect(named).not.toContain(`password: ${PASSWORD_RULE_MESSAGES.lowercase}`);

    const containsName = await app.call("POST", "/api/auth/password/reset", {
      body: { token, password: `${email}#A1`, password_confirmation: `${email}#A1` },
    });
    expect((containsName.body.messages as string[][]).flat()).toEqual([
      `password: ${PASSWORD_RULE_MESSAGES.account_name}`,
    ]);

    const mismatch = await app.call("POST", "/api/auth/password/reset", {
      body: { token, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(MESSAGES.passwordsDoNotMatch);

    const ok = await app.call("POST", "/api/auth/password/reset", {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "reset", email });
    // Every session of the user ends; the new password signs in, the old one no longer does.
    expect((await app.call("GET", "/api/auth/user", { token: session })).status).toBe(401);
    expect(await app.signIn(email, NEW_PASSWORD)).toBeTruthy();
    const old = await app.call("POST", "/api/auth/login", { body: { email, password: DEMO_PASSWORD } });
    expect(old.status).toBe(401);
    const [user] = await app.handle.db.select().from(users).where(eq(users.email, email));
    expect(user!.password_changed_at).not.toBeNull();

    // Single use.
    for (const path of ["/api/auth/password/token", "/api/auth/password/reset"]) {
      const again = await app.call("POST", path, {
        body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(LINK_EXPIRED);
    }
  });

  it("refuses an expired or unknown token with 422", async () => {
    const email = "oee@plantwise.demo";
    await forgot(email);
    const { token } = await latestLink(email);
    await app.handle.db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, "password_reset"));
    const expired = await app.call("POST", "/api/auth/password/token", { body: { token } });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(LINK_EXPIRED);
    const unknown = await app.call("POST", "/api/auth/password/token", { body: { token: "a".repeat(32) } });
    expect(unknown.status).toBe(422);
    const garbage = await app.call("POST", "/api/auth/password/token", { body: { token: "not a token" } });
    expect(garbage.status).toBe(422);
  });

  it("words the reset and account e-mails in the user's language", async () => {
    const [role] = await app.handle.db
      .select()
      .from(schema.roles)
      .where(eq(schema.roles.platform_role, PlatformRole.PLANT_USER));
    const hash = (
      await app.handle.db.select().from(users).where(eq(users.email, "superintendent@plantwise.demo"))
    )[0]!.password_hash;
    await app.handle.db.insert(users).values([
      {
        email: "lucia@example.test",
        first_name: "Lucía",
        last_name: "Ramos",
        role_id: role!.id,
        language: 2,
        password_hash: hash,
      },
      {
        email: "nueva@example.test",
        first_name: "Nueva",
        last_name: "Persona",
        role_id: role!.id,
        language: 2,
        password_hash: null,
      },
    ]);
    await forgot("lucia@example.test");
    const reset = await latestOutboxMessage(app.handle.db, "email", "lucia@example.test");
    expect(reset!.subject).toBe("Restablezca su contraseña de Plantwise");
    expect(reset!.body).toContain("Hola Lucía:");
    expect(reset!.body).toContain("el enlace es válido durante 1 hora");
    await forgot("nueva@example.test");
    const account = await latestOutboxMessage(app.handle.db, "email", "nueva@example.test");
    expect(account!.subject).toBe("Su cuenta de Plantwise");
    expect(account!.body).toContain("«¿Olvidó su contraseña?»");
  });

  it("mails a fresh account-creation link to a user who never set a password; the old link stops working", async () => {
    const [role] = await app.handle.db
      .select()
      .from(schema.roles)
      .where(eq(schema.roles.platform_role, PlatformRole.PLANT_USER));
    const email = "new.hire@example.test";
    await app.handle.db
      .insert(users)
      .values({ email, first_name: "New", last_name: "Hire", role_id: role!.id, password_hash: null });
    await forgot(email);
    const first = await latestLink(email);
    expect(first.subject).toBe("Your Plantwise account");
    await forgot(email);
    const second = await latestLink(email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await app.call("POST", "/api/auth/password/token", { body: { token: first.token } })).status,
    ).toBe(422);
    const check = await app.call("POST", "/api/auth/password/token", { body: { token: second.token } });
    expect(check.body).toEqual({ status: "valid", purpose: "account_creation", email });
    const set = await app.call("POST", "/api/auth/password/reset", {
      body: { token: second.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(await app.signIn(email, NEW_PASSWORD)).toBeTruthy();
  });

  it("limits password e-mails to 3 per hour per address and 5 per hour per IP (429 with Retry-After)", async () => {
    const email = "plantuser@plantwise.demo";
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
    const fourth = await forgot(email);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(59 * 60);

    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i++) expect((await forgot(`someone-${i}@example.test`, ip)).status).toBe(200);
    const sixth = await forgot("someone-else@example.test", ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
