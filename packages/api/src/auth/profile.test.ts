import { DEMO_PASSWORD, schema, testDrivers } from "@plantwise/db";
import { PASSWORD_RULE_MESSAGES } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { latestOutboxMessage } from "./auth.fixtures";
import { WRONG_CURRENT_PASSWORD } from "./change-password";

const { pageVisits, users } = schema;

describe.each(testDrivers())("own profile, password, phone and page visits on %s", (driver) => {
  const app = useTestApp(driver);

  /** A tRPC mutation over HTTP: `{ result: { data } }` or `{ error }`. */
  const mutate = (path: string, token: string, input: unknown) =>
    app.call("POST", `/trpc/${path}`, { token, body: input });

  it("changes the password with the current one and ends the other sessions", async () => {
    const email = "superintendent@plantwise.demo";
    const token = await app.signIn(email);
    const other = await app.signIn(email);

    const wrong = await mutate("auth.changePassword", token, {
      current_password: "Not#The1Password",
      password: "Better#Pass2026",
      password_confirmation: "Better#Pass2026",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(wrong.body.error.data.messages).toEqual([[`current_password: ${WRONG_CURRENT_PASSWORD}`]]);

    const weak = await mutate("auth.changePassword", token, {
      current_password: DEMO_PASSWORD,
      password: "alllowercase",
      password_confirmation: "alllowercase",
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.data.messages).toEqual([
      [`password: ${PASSWORD_RULE_MESSAGES.uppercase}`],
      [`password: ${PASSWORD_RULE_MESSAGES.digit}`],
      [`password: ${PASSWORD_RULE_MESSAGES.special}`],
    ]);

    const ok = await mutate("auth.changePassword", token, {
      current_password: DEMO_PASSWORD,
      password: "Better#Pass2026",
      password_confirmation: "Better#Pass2026",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data).toEqual({ status: "changed" });
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(200);
    expect((await app.call("GET", "/api/auth/user", { token: other })).status).toBe(401);
    expect(await app.signIn(email, "Better#Pass2026")).toBeTruthy();
  });

  it("updates name, language, units and phone; a new phone is unverified again", async () => {
    const email = "oee@plantwise.demo";
    await app.handle.db
      .update(users)
      .set({ phone: "+1 555 010 1111", phone_verified_at: new Date() })
      .where(eq(users.email, email));
    const token = await app.signIn(email);
    const same = await mutate("auth.updateProfile", token, {
      first_name: "Olive",
      last_name: "Eng",
      language: 2,
      measuring_system: 2,
      phone: "+1 555 010 1111",
    });
    expect(same.status).toBe(200);
    expect(same.body.result.data).toMatchObject({
      first_name: "Olive",
      full_name: "Olive Eng",
      language: 2,
      measuring_system: 2,
      phone: "+1 555 010 1111",
      phone_verified: true,
    });
    const changed = await mutate("auth.updateProfile", token, {
      first_name: "Olive",
      last_name: "Eng",
      language: 1,
      measuring_system: 1,
      phone: "+1 555 010 2222",
    });
    expect(changed.body.result.data).toMatchObject({ phone: "+1 555 010 2222", phone_verified: false });

    const invalid = await mutate("auth.updateProfile", token, {
      first_name: "",
      last_name: "Eng",
      language: 3,
      measuring_system: 1,
      phone: "call me",
    });
    expect(invalid.status).toBe(400);
    const fields = (invalid.body.error.data.messages as string[][]).flat().join(" ");
    expect(fields).toContain("first_name:");
    expect(fields).toContain("language:");
    expect(fields).toContain("phone:");
  });

  it("verifies a phone number with a texted code (wrong code 422 and counted)", async () => {
    const email = "distributor@plantwise.demo";
    const token = await app.signIn(email);
    const phone = "+52 55 1234 9876";
    const sent = await app.call("POST", "/api/users/phone-number/code", { token, body: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: "sent", phone_hint: "•••• 9876" });
    const sms = await latestOutboxMessage(app.handle.db, "sms", phone);
    expect(sms!.status).toBe("stored");
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;

    const bad = await app.call("POST", "/api/users/phone-number/verify", {
      token,
      body: { code: code === "000000" ? "000001" : "000000" },
    });
    expect(bad.status).toBe(422);
    const counted = await app.handle.db
      .select()
      .from(schema.rateLimitEvents)
      .where(eq(schema.rateLimitEvents.bucket, "code_verify"));
    expect(counted.length).toBeGreaterThan(0);

    const ok = await app.call("POST", "/api/users/phone-number/verify", { token, body: { code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: "verified" });
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.body.data.user).toMatchObject({ phone, phone_verified: true });
    // A code works once.
    expect((await app.call("POST", "/api/users/phone-number/verify", { token, body: { code } })).status).toBe(
      422,
    );
  });

  it("asks for a phone number when the user has none", async () => {
    const token = await app.signIn("corporate@plantwise.demo");
    const res = await app.call("POST", "/api/users/phone-number/code", { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.messages).toEqual([["phone: Enter a phone number"]]);
  });

  it("records page visits for the signed-in user only", async () => {
    expect(
      (await app.call("POST", "/api/analytics/page-visits", { body: { path: "/dashboard" } })).status,
    ).toBe(401);
    const token = await app.signIn("plantuser@plantwise.demo");
    const res = await app.call("POST", "/api/analytics/page-visits", {
      token,
      body: { path: "/plants", title: "Plants", duration_ms: 1234 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    const [user] = await app.handle.db
      .select()
      .from(users)
      .where(eq(users.email, "plantuser@plantwise.demo"));
    const rows = await app.handle.db.select().from(pageVisits).where(eq(pageVisits.user_id, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/plants", title: "Plants", duration_ms: 1234 });
    const bad = await app.call("POST", "/api/analytics/page-visits", { token, body: { duration_ms: -1 } });
    expect(bad.status).toBe(422);
  });
});
