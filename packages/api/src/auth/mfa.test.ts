import { randomBytes } from "node:crypto";
import { type Database, DEMO_PASSWORD, hashPassword, schema, testDrivers } from "@plantwise/db";
import { MESSAGES, PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  decryptSecret,
  encryptSecret,
  MESSAGE_SECRET_UNREADABLE,
  storedSecretsReadable,
} from "../lib/secrets";
import { base32Decode, generateTotp, generateTotpSecret, totpStep } from "../lib/totp";
import { latestSmsCode } from "./auth.fixtures";
import {
  deleteExpiredCodes,
  MESSAGE_CHALLENGE_EXPIRED,
  MESSAGE_CODE_REPLAYED,
  MESSAGE_WRONG_CODE,
} from "./mfa";
import { MFA_ALREADY_ON } from "./mfa-procedures";

const { sessions, smsCodes, users } = schema;

let serial = 0;
/** A fresh plant user with the demo password, so each test has its own limits. */
async function createUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const [role] = await db
    .select()
    .from(schema.roles)
    .where(eq(schema.roles.platform_role, PlatformRole.PLANT_USER));
  const [company] = await db.select().from(schema.companies).limit(1);
  serial += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `mfa-${serial}-${Date.now()}@example.test`,
      first_name: "Mfa",
      last_name: `Tester ${serial}`,
      role_id: role!.id,
      company_id: company!.id,
      password_hash: await hashPassword(DEMO_PASSWORD),
      ...values,
    })
    .returning();
  return row!;
}

/** A code that is not `code` (for wrong-code checks). */
const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");

describe.each(testDrivers())("second factor on %s", (driver) => {
  const app = useTestApp(driver);

  const latestSms = (phone: string) => latestSmsCode(app.handle.db, phone);

  async function challengeFor(email: string, headers: Record<string, string> = {}) {
    const res = await app.call("POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.verification.status).toBe("mfa_required");
    return res.body.data.verification as { methods: string[]; challenge: string };
  }

  async function withTotp(values: Partial<typeof users.$inferInsert> = {}) {
    const secret = generateTotpSecret();
    const user = await createUser(app.handle.db, {
      is_mfa_enabled: true,
      mfa_method: "authenticator",
      totp_secret_enc: encryptSecret(secret),
      ...values,
    });
    return { user, secret };
  }

  it("enrols the authenticator app: pending secret encrypted, first code enables it, other sessions end", async () => {
    const user = await createUser(app.handle.db);
    const token = await app.signIn(user.email);
    const other = await app.signIn(user.email);
    // A device trusted before MFA existed (the plant-admin "skip for 7 days") must not skip codes later.
    const skipped = await app.call("POST", "/trpc/auth.trustDevice", { token, body: {} });
    const skipToken = skipped.body.result.data.data.device_token as string;

    const start = await app.call("POST", "/api/auth/mfa/google/code", { token, body: {} });
    expect(start.status).toBe(200);
    const { secret, otpauth_url } = start.body.data as { secret: string; otpauth_url: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    const raw = base32Decode(secret);
    const [pending] = await app.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(pending!.totp_pending_enc).not.toBeNull();
    expect(Buffer.from(pending!.totp_pending_enc!).includes(raw)).toBe(false);
    expect(decryptSecret(pending!.totp_pending_enc!).equals(raw)).toBe(true);
    expect(pending!.is_mfa_enabled).toBe(false);

    const now = Date.now();
    const bad = await app.call("POST", "/api/auth/mfa/google/verify", {
      token,
      body: { code: wrong(generateTotp(raw, now)) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MESSAGE_WRONG_CODE);

    const ok = await app.call("POST", "/api/auth/mfa/google/verify", {
      token,
      body: { code: generateTotp(raw, now) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ status: "enabled" });

    expect((await app.call("GET", "/api/auth/user", { token: other })).status).toBe(401);
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({
      is_mfa_enabled: true,
      mfa_method: "authenticator",
      can_disable_mfa: true,
    });
    const [row] = await app.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totp_pending_enc).toBeNull();
    expect(decryptSecret(row!.totp_secret_enc!).equals(raw)).toBe(true);
    const [session] = await app.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, token.split(".")[0]!));
    expect(session!.mfa_verified).toBe(true);
    const afterEnabling = await challengeFor(user.email, { "x-device-token": skipToken });
    expect(afterEnabling.methods).toEqual(["authenticator"]);
  });

  it("signs in through a challenge: wrong and replayed codes are refused, the right one gives a fresh verified session", async () => {
    const { user, secret } = await withTotp();
    const verification = await challengeFor(user.email);
    expect(verification.methods).toEqual(["authenticator"]);
    expect(verification.challenge).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
    // Only a hash of the challenge secret is stored.
    const [id, challengeSecret] = verification.challenge.split(".") as [string, string];
    const [stored] = await app.handle.db
      .select()
      .from(schema.mfaChallenges)
      .where(eq(schema.mfaChallenges.id, id));
    expect(Buffer.from(stored!.secret_hash).toString("utf8")).not.toContain(challengeSecret);
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const ready = await app.call("POST", "/api/auth/mfa/google/code", {
      body: { challenge: verification.challenge },
    });
    expect(ready.body.data).toEqual({ status: "ready" });

    const now = Date.now();
    await app.handle.db
      .update(users)
      .set({ totp_last_step: totpStep(now) })
      .where(eq(users.id, user.id));
    const replay = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: generateTotp(secret, now), challenge: verification.challenge },
    });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(MESSAGE_CODE_REPLAYED);

    const bad = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: wrong(generateTotp(secret, now + 30_000)), challenge: verification.challenge },
    });
    expect(bad.status).toBe(422);

    const nextCode = generateTotp(secret, now + 30_000);
    const ok = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: nextCode, challenge: verification.challenge, trust_device: true },
    });
    expect(ok.status).toBe(200);
    const { token, device_token } = ok.body.data as { token: string; device_token: string };
    expect(token).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
    expect(device_token).toMatch(/^[a-z2-7]{32}$/);
    const [session] = await app.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, token.split(".")[0]!));
    expect(session!.mfa_verified).toBe(true);
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(200);

    // The challenge is used up, and the same code does not open a second sign-in.
    const again = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: nextCode, challenge: verification.challenge },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(MESSAGE_CHALLENGE_EXPIRED);
    const second = await challengeFor(user.email);
    const reused = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: nextCode, challenge: second.challenge },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(MESSAGE_CODE_REPLAYED);

    // The trusted device skips the second factor for 7 days…
    const trusted = await app.call("POST", "/api/auth/login", {
      body: { email: user.email, password: DEMO_PASSWORD },
      headers: { "x-device-token": device_token },
    });
    expect(trusted.status).toBe(200);
    expect(typeof trusted.body.data.token).toBe("string");
    // …but not when the role forces MFA.
    const [forced] = await app.handle.db
      .insert(schema.roles)
      .values({ name: "Forced MFA test", type: 2, is_forced_mfa: true })
      .returning();
    await app.handle.db.update(users).set({ role_id: forced!.id }).where(eq(users.id, user.id));
    const challenged = await challengeFor(user.email, { "x-device-token": device_token });
    expect(challenged.challenge).toBeTruthy();
  });

  it("refuses an expired challenge with 422", async () => {
    const { user, secret } = await withTotp();
    const { challenge } = await challengeFor(user.email);
    await app.handle.db
      .update(schema.mfaChallenges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.mfaChallenges.id, challenge.split(".")[0]!));
    const res = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: generateTotp(secret, Date.now()), challenge },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGE_CHALLENGE_EXPIRED);
  });

  it("counts wrong codes: after 5 the 6th verification answers 429 with Retry-After, even when right", async () => {
    const { user, secret } = await withTotp();
    const { challenge } = await challengeFor(user.email);
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      const res = await app.call("POST", "/api/auth/mfa/google/verify", {
        body: { code: wrong(generateTotp(secret, now)), challenge },
      });
      expect(res.status).toBe(422);
    }
    const sixth = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: generateTotp(secret, now), challenge },
    });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
  });

  it("refuses to set up another factor with a session alone while one is on (409)", async () => {
    const phone = "+1 555 010 7788";
    const user = await createUser(app.handle.db, { phone, phone_verified_at: new Date() });
    const token = await app.signIn(user.email);
    await app.handle.db
      .update(users)
      .set({
        is_mfa_enabled: true,
        mfa_method: "authenticator",
        totp_secret_enc: encryptSecret(generateTotpSecret()),
      })
      .where(eq(users.id, user.id));
    const before = (await app.handle.db.select().from(users).where(eq(users.id, user.id)))[0]!;

    const start = await app.call("POST", "/api/auth/mfa/google/code", { token, body: {} });
    expect(start.status).toBe(409);
    expect(start.body.message).toBe(MFA_ALREADY_ON);
    expect((await app.call("POST", "/api/auth/mfa/sms/code", { token, body: {} })).status).toBe(409);
    expect(
      (await app.call("POST", "/api/auth/mfa/sms/verify", { token, body: { code: "123456" } })).status,
    ).toBe(409);
    const after = (await app.handle.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(after.totp_pending_enc).toBeNull();
    expect(Buffer.from(after.totp_secret_enc!).equals(Buffer.from(before.totp_secret_enc!))).toBe(true);
  });

  it("answers 503 naming the key, not 500, when the stored secret was saved under another SECRET_KEY", async () => {
    const secret = generateTotpSecret();
    const user = await createUser(app.handle.db, {
      is_mfa_enabled: true,
      mfa_method: "authenticator",
      totp_secret_enc: encryptSecret(secret, randomBytes(32)),
    });
    expect(await storedSecretsReadable(app.handle.db)).toBe(false);
    const { challenge } = await challengeFor(user.email);
    const res = await app.call("POST", "/api/auth/mfa/google/verify", {
      body: { code: generateTotp(secret, Date.now()), challenge },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(MESSAGE_SECRET_UNREADABLE);
    await app.handle.db.delete(users).where(eq(users.id, user.id));
  });

  it("checks at most 5 of 20 concurrent wrong codes: the rest are refused before they are checked", async () => {
    const { user, secret } = await withTotp();
    const { challenge } = await challengeFor(user.email);
    const code = wrong(generateTotp(secret, Date.now()));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.call("POST", "/api/auth/mfa/google/verify", { body: { code, challenge } }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("enables SMS codes and signs in with a texted code: single use, 10 minutes, 3 sends per 10 minutes", async () => {
    const phone = "+1 555 010 4567";
    const user = await createUser(app.handle.db, { phone, phone_verified_at: new Date() });
    const token = await app.signIn(user.email);

    const sent = await app.call("POST", "/api/auth/mfa/sms/code", { token, body: {} });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ status: "sent", phone_hint: "•••• 4567" });
    const setupCode = await latestSms(phone);
    const [stored] = await app.handle.db.select().from(smsCodes).where(eq(smsCodes.user_id, user.id));
    expect(Buffer.from(stored!.code_hash).toString("utf8")).not.toContain(setupCode);
    expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const enabled = await app.call("POST", "/api/auth/mfa/sms/verify", { token, body: { code: setupCode } });
    expect(enabled.body.data).toEqual({ status: "enabled" });
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.body.data.user).toMatchObject({ mfa_method: "sms", phone, phone_verified: true });

    const { methods, challenge } = await challengeFor(user.email);
    expect(methods).toEqual(["sms"]);
    expect(
      (await app.call("POST", "/api/auth/mfa/sms/code", { body: { challenge } })).body.data.phone_hint,
    ).toBe("•••• 4567");
    const loginCode = await latestSms(phone);
    const bad = await app.call("POST", "/api/auth/mfa/sms/verify", {
      body: { code: wrong(loginCode), challenge },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MESSAGE_WRONG_CODE);
    // Expired: the right digits no longer work.
    await app.handle.db
      .update(smsCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.user_id, user.id));
    const expired = await app.call("POST", "/api/auth/mfa/sms/verify", {
      body: { code: loginCode, challenge },
    });
    expect(expired.status).toBe(422);

    expect((await app.call("POST", "/api/auth/mfa/sms/code", { body: { challenge } })).status).toBe(200);
    const freshCode = await latestSms(phone);
    const ok = await app.call("POST", "/api/auth/mfa/sms/verify", { body: { code: freshCode, challenge } });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data.token).toBe("string");
    expect(ok.body.data.device_token).toBeUndefined();

    const next = await challengeFor(user.email);
    const reused = await app.call("POST", "/api/auth/mfa/sms/verify", {
      body: { code: freshCode, challenge: next.challenge },
    });
    expect(reused.status).toBe(422);
    // Three texts went out in this window: the fourth is refused.
    const fourth = await app.call("POST", "/api/auth/mfa/sms/code", { body: { challenge: next.challenge } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeLessThanOrEqual(600);
  });

  it("needs a verified phone for SMS codes", async () => {
    const user = await createUser(app.handle.db, { phone: "+44 20 7946 0000" });
    const token = await app.signIn(user.email);
    const res = await app.call("POST", "/api/auth/mfa/sms/code", { token, body: {} });
    expect(res.status).toBe(422);
  });

  it("disables MFA with the password, ending other sessions; a forced-MFA role gets the spec's 403", async () => {
    // Signed in before MFA was switched on, so the test needs no codes.
    const { user } = await withTotp({ is_mfa_enabled: false });
    const token = await app.signIn(user.email);
    const other = await app.signIn(user.email);
    await app.handle.db.update(users).set({ is_mfa_enabled: true }).where(eq(users.id, user.id));

    const trpc = (body: unknown, t = token) => app.call("POST", "/trpc/auth.mfa.disable", { token: t, body });
    // tRPC answers BAD_REQUEST with its own 400; the REST facade maps the same error to 422.
    const bad = await trpc({ password: "Wrong#Password1" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.code).toBe("BAD_REQUEST");
    const ok = await trpc({ password: DEMO_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data).toEqual({ status: "disabled" });
    expect((await app.call("GET", "/api/auth/user", { token: other })).status).toBe(401);
    const me = await app.call("GET", "/api/auth/user", { token });
    expect(me.body.data.user).toMatchObject({ is_mfa_enabled: false, mfa_method: null });
    const [row] = await app.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totp_secret_enc).toBeNull();

    const [forced] = await app.handle.db
      .insert(schema.roles)
      .values({ name: "Forced MFA policy", type: 2, is_forced_mfa: true })
      .returning();
    const forcedUser = await createUser(app.handle.db, { role_id: forced!.id });
    // Signed in before the factor is switched on below (a forced role cannot defer it).
    const forcedToken = await app.signIn(forcedUser.email, undefined, { defer: false });
    await app.handle.db.update(users).set({ is_mfa_enabled: true }).where(eq(users.id, forcedUser.id));
    const meForced = await app.call("GET", "/api/auth/user", { token: forcedToken });
    expect(meForced.body.data.user.can_disable_mfa).toBe(false);
    const refused = await trpc({ password: DEMO_PASSWORD }, forcedToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.mfaForced);
  });

  it("sweeps challenges and SMS codes a day past their expiry", async () => {
    const { user } = await withTotp();
    const { challenge } = await challengeFor(user.email);
    const id = challenge.split(".")[0]!;
    await deleteExpiredCodes(app.handle.db);
    expect(
      await app.handle.db.select().from(schema.mfaChallenges).where(eq(schema.mfaChallenges.id, id)),
    ).toHaveLength(1);
    await deleteExpiredCodes(app.handle.db, new Date(Date.now() + 25 * 3600_000));
    expect(
      await app.handle.db.select().from(schema.mfaChallenges).where(eq(schema.mfaChallenges.id, id)),
    ).toHaveLength(0);
  });
});
