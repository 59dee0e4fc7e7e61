import { DEMO_PASSWORD, schema, testDrivers } from "@plantwise/db";
import { MESSAGES } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  SESSION_ACTIVITY_CHECK_INTERVAL_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  validateSessionToken,
} from "../access/sessions";

describe.each(testDrivers())("sign-in and sessions on %s", (driver) => {
  const app = useTestApp(driver);

  it("signs in with the demo password and answers GET /auth/user with the user", async () => {
    const login = await app.call("POST", "/api/auth/login", {
      body: { email: "  PlantAdmin@Plantwise.Demo ", password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    // lucia's token shape: id.secret, both base32 of 160 bits
    expect(token).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);

    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({
      email: "plantadmin@plantwise.demo",
      full_name: "Alex Tremblay",
      role: { platform_role: 4, type: 2 },
      temp_role: null,
      company: { name: "Northwind Mills" },
    });
    expect(me.body.data.user.plants.map((p: { name: string }) => p.name)).toEqual([
      "Calgary Works",
      "Hamilton Works",
    ]);
    expect(me.body.data.user).not.toHaveProperty("password_hash");
  });

  it("stores only a SHA-256 of the session secret", async () => {
    const token = await app.signIn("oee@plantwise.demo");
    const [id, secret] = token.split(".") as [string, string];
    const [row] = await app.handle.db.select().from(schema.sessions).where(eq(schema.sessions.id, id));
    expect(row).toBeDefined();
    expect(Buffer.from(row!.secret_hash).length).toBe(32);
    expect(Buffer.from(row!.secret_hash).toString("utf8")).not.toContain(secret);
  });

  it.each([
    ["a wrong password", "plantadmin@plantwise.demo", "Wrong#Password1"],
    ["an unknown account", "nobody@plantwise.demo", DEMO_PASSWORD],
  ])(
    "answers %s with the same 401 that does not say whether the account exists",
    async (_label, email, password) => {
      const res = await app.call("POST", "/api/auth/login", { body: { email, password } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid e-mail or password" });
    },
  );

  /** Changes a demo user's row, then signs in as them with the demo password. */
  async function loginAfter(email: string, values: Partial<typeof schema.users.$inferInsert>) {
    await app.handle.db.update(schema.users).set(values).where(eq(schema.users.email, email));
    return app.call("POST", "/api/auth/login", { body: { email, password: DEMO_PASSWORD } });
  }

  it("refuses a deactivated account with the same 401", async () => {
    const res = await loginAfter("distributor@plantwise.demo", { is_active: false });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Invalid e-mail or password");
  });

  it("answers a login with MFA enabled with a verification status instead of a token", async () => {
    const res = await loginAfter("corporate@plantwise.demo", { is_mfa_enabled: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      verification: {
        status: "mfa_required",
        methods: ["authenticator"],
        challenge: expect.stringMatching(/^[a-z2-7]{32}\.[a-z2-7]{32}$/),
      },
    });
  });

  it.each([
    ["missing e-mail", { password: "x" }, "email"],
    ["malformed e-mail", { email: "not-an-address", password: "x" }, "email"],
    ["missing password", { email: "a@b.co" }, "password"],
  ])("rejects a login with %s as 422 naming the field", async (_label, body, field) => {
    const res = await app.call("POST", "/api/auth/login", { body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Validation error");
    expect(res.body.messages.flat().join(" ")).toContain(`${field}:`);
  });

  it("answers 401 Not authorized without a token, with a garbage token and after sign-out", async () => {
    expect((await app.call("GET", "/api/auth/user")).status).toBe(401);
    const garbage = await app.call("GET", "/api/auth/user", { token: "abc.def" });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ message: "Not authorized" });

    const token = await app.signIn("plantuser@plantwise.demo");
    const out = await app.call("GET", "/api/auth/logout", { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: "ok" });
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(401);
  });

  it("rejects a token whose secret is wrong even when the id is right", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const [id] = token.split(".");
    const forged = `${id}.${"a".repeat(32)}`;
    expect((await app.call("GET", "/api/auth/user", { token: forged })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(200);
  });

  it("renews the token with refresh_token=true; the old one stops working", async () => {
    const old = await app.signIn("superintendent@plantwise.demo");
    const res = await app.call("GET", "/api/auth/user?refresh_token=true", { token: old });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(old);
    expect((await app.call("GET", "/api/auth/user", { token: old })).status).toBe(401);
    expect((await app.call("GET", "/api/auth/user", { token: fresh })).status).toBe(200);
  });

  it("slides the expiry: use within 30 days keeps a session, 30 idle days end it", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const start = Date.now();
    const soon = await validateSessionToken(app.handle.db, token, new Date(start + 10 * 60_000));
    // Used within the hour: not written again.
    expect(soon!.lastVerifiedAt.getTime()).toBeLessThan(start + 1000);
    const later = new Date(start + SESSION_ACTIVITY_CHECK_INTERVAL_MS * 2);
    const renewed = await validateSessionToken(app.handle.db, token, later);
    expect(renewed!.lastVerifiedAt.getTime()).toBe(later.getTime());
    // 29 days after the last use it still works…
    const stillOk = new Date(later.getTime() + SESSION_INACTIVITY_TIMEOUT_MS - 24 * 3600_000);
    expect(await validateSessionToken(app.handle.db, token, stillOk)).not.toBeNull();
    // …and 30 idle days after that it is gone for good.
    const idle = new Date(stillOk.getTime() + SESSION_INACTIVITY_TIMEOUT_MS);
    expect(await validateSessionToken(app.handle.db, token, idle)).toBeNull();
    expect(await validateSessionToken(app.handle.db, token, stillOk)).toBeNull();
  });

  it("reports the plant-admin MFA requirement and lets a trusted device skip it for 7 days", async () => {
    const token = await app.signIn("plantadmin@plantwise.demo", undefined, { defer: false });
    const before = await app.call("GET", "/api/auth/user", { token });
    expect(before.body.data.user.mfa_required).toBe(true);

    const trpc = await app.mutate("auth.trustDevice", {}, token);
    expect(trpc.status).toBe(200);
    const { device_token, expires_at } = trpc.body.result.data.data as {
      device_token: string;
      expires_at: string;
    };
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const after = await app.call("GET", "/api/auth/user", {
      token,
      headers: { "x-device-token": device_token },
    });
    expect(after.body.data.user.mfa_required).toBe(false);
    expect(after.body.data.user.mfa_trusted_until).toBe(expires_at);
    // Another user cannot borrow the device token.
    const other = await app.signIn("superintendent@plantwise.demo");
    const borrowed = await app.call("GET", "/api/auth/user", {
      token: other,
      headers: { "x-device-token": device_token },
    });
    expect(borrowed.body.data.user.mfa_trusted_until).toBeNull();
  });

  it("refuses to trust a device for a forced-MFA role with the spec's message", async () => {
    const [oee] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "oee@plantwise.demo"));
    await app.handle.db
      .update(schema.roles)
      .set({ is_forced_mfa: true })
      .where(eq(schema.roles.id, oee!.role_id));
    try {
      const token = await app.signIn("oee@plantwise.demo", undefined, { defer: false });
      const me = await app.call("GET", "/api/auth/user", { token });
      expect(me.body.data.user.mfa_required).toBe(true);
      const res = await app.mutate("auth.trustDevice", {}, token);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MESSAGES.mfaForced);
    } finally {
      await app.handle.db
        .update(schema.roles)
        .set({ is_forced_mfa: false })
        .where(eq(schema.roles.id, oee!.role_id));
    }
  });
});
