import { DEMO_PASSWORD, schema, testDrivers } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  deleteOldRateLimitEvents,
  LIMITS,
  type RateLimit,
  recordEvent,
  retryAfterSeconds,
} from "./rate-limit";

describe.each(testDrivers())("rate limits on %s", (driver) => {
  const app = useTestApp(driver, { trustProxy: "loopback" });

  const login = (email: string, password: string, ip: string) =>
    app.call("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });

  it("answers the 6th login after 5 failures with 429 and Retry-After, even with the right password", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < 5; i++) {
      const res = await login("plantuser@plantwise.demo", "Wrong#Password1", ip);
      expect(res.status).toBe(401);
    }
    const sixth = await login("plantuser@plantwise.demo", DEMO_PASSWORD, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many attempts/);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The limit is per account and IP: the same account from another address still signs in.
    expect((await login("plantuser@plantwise.demo", DEMO_PASSWORD, "198.51.100.11")).status).toBe(200);
    // The failures are rows in the database, so every API process sees them.
    const rows = await app.handle.db
      .select()
      .from(schema.rateLimitEvents)
      .where(
        and(
          eq(schema.rateLimitEvents.bucket, LIMITS.loginAccount.bucket),
          eq(schema.rateLimitEvents.key, `plantuser@plantwise.demo|${ip}`),
        ),
      );
    expect(rows).toHaveLength(5);
  });

  it("answers 429 over tRPC too, with code TOO_MANY_REQUESTS", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < 5; i++) await login("oee@plantwise.demo", "nope", ip);
    const res = await fetch(`${app.url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email: "oee@plantwise.demo", password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: { data: { code: string } } };
    expect(body.error.data.code).toBe("TOO_MANY_REQUESTS");
  });

  it("a successful sign-in clears the account's earlier failures", async () => {
    const ip = "198.51.100.30";
    for (let i = 0; i < 4; i++) await login("corporate@plantwise.demo", "nope", ip);
    expect((await login("corporate@plantwise.demo", DEMO_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login("corporate@plantwise.demo", "nope", ip)).status).toBe(401);
    expect((await login("corporate@plantwise.demo", DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it("limits one IP to 50 failures in 15 minutes across accounts", async () => {
    const ip = "198.51.100.40";
    // 49 earlier failures from this IP, as another process would have recorded them.
    for (let i = 0; i < 49; i++) await recordEvent(app.handle.db, LIMITS.loginIp, ip);
    expect((await login("nobody-1@plantwise.demo", "nope", ip)).status).toBe(401);
    const blocked = await login("superintendent@plantwise.demo", DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("checks at most 5 passwords of one tRPC batch of 50 sign-ins for one account", async () => {
    const ip = "198.51.100.50";
    const calls = 50;
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [
        i,
        { email: "distributor@plantwise.demo", password: `Wrong#${i}` },
      ]),
    );
    const res = await fetch(`${app.url}/trpc/${Array(calls).fill("auth.login").join(",")}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(input),
    });
    const answers = (await res.json()) as { error?: { message: string; data: { code: string } } }[];
    expect(answers).toHaveLength(calls);
    const codes = answers.map((answer) => answer.error?.data.code);
    expect(codes.filter((code) => code === "UNAUTHORIZED")).toHaveLength(5);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(calls - 5);
  });

  it("caps failures per account from any address: 10 in 15 minutes, then 429 from a new address too", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login("superintendent@plantwise.demo", "nope", `203.0.113.${i + 1}`)).status).toBe(401);
    }
    const fresh = await login("superintendent@plantwise.demo", DEMO_PASSWORD, "203.0.113.200");
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });

  it("does not count a successful sign-in against the address or the account", async () => {
    const ip = "198.51.100.60";
    for (let i = 0; i < 12; i++)
      expect((await login("oee@plantwise.demo", DEMO_PASSWORD, ip)).status).toBe(200);
    const counted = await app.handle.db
      .select()
      .from(schema.rateLimitEvents)
      .where(eq(schema.rateLimitEvents.key, ip));
    expect(counted).toHaveLength(0);
  });

  it("computes Retry-After from the event that must leave the window", async () => {
    const limit: RateLimit = { bucket: "test_bucket", max: 2, windowMs: 60_000 };
    const t0 = new Date("2030-01-01T00:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(await retryAfterSeconds(app.handle.db, limit, "k", at(0))).toBe(0);
    await recordEvent(app.handle.db, limit, "k", at(0));
    expect(await retryAfterSeconds(app.handle.db, limit, "k", at(1))).toBe(0);
    await recordEvent(app.handle.db, limit, "k", at(10));
    // Full: the oldest (t=0) leaves at t=60.
    expect(await retryAfterSeconds(app.handle.db, limit, "k", at(15))).toBe(45);
    // Other keys are unaffected.
    expect(await retryAfterSeconds(app.handle.db, limit, "other", at(15))).toBe(0);
    // After t=60 only one event is inside the window.
    expect(await retryAfterSeconds(app.handle.db, limit, "k", at(61))).toBe(0);
  });

  it("sweeps events older than the longest window", async () => {
    const limit: RateLimit = { bucket: "sweep_bucket", max: 10, windowMs: 60_000 };
    const now = new Date();
    await recordEvent(app.handle.db, limit, "k", new Date(now.getTime() - 2 * 3600_000));
    await recordEvent(app.handle.db, limit, "k", new Date(now.getTime() - 1000));
    await deleteOldRateLimitEvents(app.handle.db, now);
    const left = await app.handle.db
      .select()
      .from(schema.rateLimitEvents)
      .where(eq(schema.rateLimitEvents.bucket, "sweep_bucket"));
    expect(left).toHaveLength(1);
  });
});

describe.each(testDrivers())("the client address without a trusted proxy on %s", (driver) => {
  // As deployed without TRUST_PROXY: X-Forwarded-For is the client's own claim.
  const app = useTestApp(driver);

  it("ignores X-Forwarded-For, so forged addresses share the socket's limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.call("POST", "/api/auth/login", {
        body: { email: "plantuser@plantwise.demo", password: "Wrong#Password1" },
        headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const keys = await app.handle.db
      .selectDistinct({ key: schema.rateLimitEvents.key })
      .from(schema.rateLimitEvents)
      .where(eq(schema.rateLimitEvents.bucket, LIMITS.loginIp.bucket));
    expect(keys.map((row) => row.key)).not.toContain("192.0.2.1");
  });
});
