import { DEMO_PASSWORD, schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { MESSAGE_DEFERRAL_OVER, MESSAGE_FACTOR_ON } from "../auth/trust-device";
import { MESSAGE_SECOND_FACTOR_FIRST } from "./second-factor";

describe.each(testDrivers())("a required second factor not set up, on %s", (driver) => {
  const app = useTestApp(driver);

  /** The demo plant admin (no second factor) signed in without deferring it. */
  async function plantAdminToken(): Promise<string> {
    const res = await app.call("POST", "/api/auth/login", {
      body: { email: "plantadmin@plantwise.demo", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  }

  it("is refused everything but the profile, the set-up, the deferral and signing out", async () => {
    const token = await plantAdminToken();
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.mfa_required).toBe(true);

    const users = await app.call("GET", "/api/users?page=1&max=10", { token });
    expect(users.status).toBe(403);
    expect(users.body.message).toBe(MESSAGE_SECOND_FACTOR_FIRST);
    // The same over tRPC, and for the plain routes outside the facade.
    expect((await app.query("plants.list", { page: 1, max: 10 }, token)).status).toBe(403);
    const stream = await app.call("GET", "/api/notifications/stream", { token });
    expect(stream.status).toBe(403);

    // A temporary role can be left (here: none is set, so clearing it answers the user).
    expect((await app.call("PUT", "/api/auth/temp-role", { token, body: { role_id: null } })).status).toBe(
      200,
    );

    // The set-up itself stays open.
    const start = await app.call("POST", "/api/auth/mfa/google/code", { token, body: {} });
    expect(start.status).toBe(200);
    expect(start.body.data.secret).toMatch(/^[A-Z2-7]+$/);
  });

  it("lets the device that deferred the requirement through, and no other", async () => {
    const token = await plantAdminToken();
    const deferred = await app.call("POST", "/trpc/auth.trustDevice", { token, body: {} });
    expect(deferred.status).toBe(200);
    const device = deferred.body.result.data.data.device_token as string;

    const withDevice = await app.call("GET", "/api/users?page=1&max=10", {
      token,
      headers: { "x-device-token": device },
    });
    expect(withDevice.status).toBe(200);
    expect((await app.call("GET", "/api/users?page=1&max=10", { token })).status).toBe(403);
  });

  it("answers a signed-out request 401, not 403", async () => {
    const token = await plantAdminToken();
    expect((await app.call("GET", "/api/auth/logout", { token })).status).toBe(200);
    expect((await app.call("GET", "/api/users?page=1&max=10", { token })).status).toBe(401);
  });

  it("gives one 7-day deferral per user: a second device ends with the first, and none after it", async () => {
    const { users } = schema;
    const [admin] = await app.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "plantadmin@plantwise.demo"));
    await app.handle.db.update(users).set({ mfa_deferral_ends_at: null }).where(eq(users.id, admin!.id));
    const defer = async () =>
      app.call("POST", "/trpc/auth.trustDevice", { token: await plantAdminToken(), body: {} });

    const first = await defer();
    expect(first.status).toBe(200);
    const endsAt = Date.parse(first.body.result.data.data.expires_at);
    expect((endsAt - Date.now()) / 86_400_000).toBeGreaterThan(6.99);
    // Another device later in the window is trusted until the same instant, not 7 days on.
    const second = await defer();
    expect(second.status).toBe(200);
    expect(Date.parse(second.body.result.data.data.expires_at)).toBe(endsAt);

    // Once the window is over, nothing more is skipped.
    await app.handle.db
      .update(users)
      .set({ mfa_deferral_ends_at: new Date(Date.now() - 1000) })
      .where(eq(users.id, admin!.id));
    const late = await defer();
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe(MESSAGE_DEFERRAL_OVER);
    await app.handle.db.update(users).set({ mfa_deferral_ends_at: null }).where(eq(users.id, admin!.id));
  });

  it("has nothing to defer once the factor is on (409)", async () => {
    const token = await app.signIn("superintendent@plantwise.demo");
    const { users } = schema;
    await app.handle.db
      .update(users)
      .set({ is_mfa_enabled: true })
      .where(eq(users.email, "superintendent@plantwise.demo"));
    const res = await app.call("POST", "/trpc/auth.trustDevice", { token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MESSAGE_FACTOR_ON);
    await app.handle.db
      .update(users)
      .set({ is_mfa_enabled: false })
      .where(eq(users.email, "superintendent@plantwise.demo"));
  });
});
