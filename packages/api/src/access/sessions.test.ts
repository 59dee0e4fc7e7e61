import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  createSession,
  deleteExpiredSessions,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  sessionExpired,
  sessionIsCurrent,
  validateSessionToken,
} from "./sessions";

const { sessions } = schema;
const MINUTE = 60_000;

/**
 * The absolute session lifetime beside the sliding one: a session ends a fixed time after it was
 * created however recently it was used, both on a request (the one sign-in statement) and in the
 * periodic sweep.
 */
describe.each(testDrivers())("session lifetime on %s", (driver) => {
  const app = useTestApp(driver);

  /** Moves a session's start and last use into the past, as if time had passed. */
  async function age(token: string, createdAgoMs: number, usedAgoMs: number): Promise<string> {
    const id = token.split(".")[0]!;
    const now = Date.now();
    await app.handle.db
      .update(sessions)
      .set({ created_at: new Date(now - createdAgoMs), last_verified_at: new Date(now - usedAgoMs) })
      .where(eq(sessions.id, id));
    return id;
  }

  async function stored(id: string) {
    const [row] = await app.handle.db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  }

  it("caps a session later than it could idle out, so both rules matter", () => {
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBe(90 * 24 * 3600_000);
    expect(SESSION_ABSOLUTE_LIFETIME_MS).toBeGreaterThan(SESSION_INACTIVITY_TIMEOUT_MS);
    const now = new Date();
    const at = (ago: number) => new Date(now.getTime() - ago);
    expect(
      sessionExpired({ createdAt: at(SESSION_ABSOLUTE_LIFETIME_MS - MINUTE), lastVerifiedAt: at(0) }, now),
    ).toBe(false);
    expect(sessionExpired({ createdAt: at(SESSION_ABSOLUTE_LIFETIME_MS), lastVerifiedAt: at(0) }, now)).toBe(
      true,
    );
    expect(sessionExpired({ createdAt: at(0), lastVerifiedAt: at(SESSION_INACTIVITY_TIMEOUT_MS) }, now)).toBe(
      true,
    );
  });

  it("refuses with 401 a session past its lifetime although it was used minutes ago, and deletes it", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const id = await age(token, SESSION_ABSOLUTE_LIFETIME_MS + MINUTE, 5 * MINUTE);
    const res = await app.call("GET", "/api/auth/user", { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Not authorized" });
    expect(await stored(id)).toBeUndefined();
    // tRPC reads the same sign-in.
    expect((await app.query("auth.user", undefined, token)).status).toBe(401);
  });

  it("keeps a session in use just inside its lifetime", async () => {
    const token = await app.signIn("plantuser@plantwise.demo");
    const id = await age(token, SESSION_ABSOLUTE_LIFETIME_MS - 10 * MINUTE, 5 * MINUTE);
    expect((await app.call("GET", "/api/auth/user", { token })).status).toBe(200);
    expect(await stored(id)).toBeDefined();
    expect(await sessionIsCurrent(app.handle.db, id)).toBe(true);
    // …until the cap passes.
    const later = new Date(Date.now() + 11 * MINUTE);
    expect(await sessionIsCurrent(app.handle.db, id, later)).toBe(false);
    expect(await validateSessionToken(app.handle.db, token, later)).toBeNull();
    expect(await stored(id)).toBeUndefined();
  });

  it("counts a rotated token's lifetime from the sign-in it replaces", async () => {
    const [user] = await app.handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "plantuser@plantwise.demo"));
    const startedAt = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + MINUTE);
    const rotated = await createSession(app.handle.db, user!.id, { startedAt });
    expect(rotated.session.createdAt).toEqual(startedAt);
    expect(rotated.session.lastVerifiedAt.getTime()).toBeGreaterThan(startedAt.getTime());
    expect(await validateSessionToken(app.handle.db, rotated.token)).not.toBeNull();
    expect(
      await validateSessionToken(app.handle.db, rotated.token, new Date(Date.now() + 2 * MINUTE)),
    ).toBeNull();
  });

  it("sweeps sessions past their lifetime and leaves current ones", async () => {
    const old = await age(
      await app.signIn("oee@plantwise.demo"),
      SESSION_ABSOLUTE_LIFETIME_MS + MINUTE,
      MINUTE,
    );
    const idle = await age(await app.signIn("oee@plantwise.demo"), 40 * 24 * 3600_000, 31 * 24 * 3600_000);
    const current = await age(await app.signIn("oee@plantwise.demo"), 40 * 24 * 3600_000, MINUTE);
    await deleteExpiredSessions(app.handle.db);
    expect(await stored(old)).toBeUndefined();
    expect(await stored(idle)).toBeUndefined();
    expect(await stored(current)).toBeDefined();
  });

  it("does not count a deactivated user's session as current", async () => {
    const token = await app.signIn("superintendent@plantwise.demo");
    const id = token.split(".")[0]!;
    expect(await sessionIsCurrent(app.handle.db, id)).toBe(true);
    const row = await stored(id);
    await app.handle.db
      .update(schema.users)
      .set({ is_active: false })
      .where(eq(schema.users.id, row!.user_id));
    try {
      expect(await sessionIsCurrent(app.handle.db, id)).toBe(false);
    } finally {
      await app.handle.db
        .update(schema.users)
        .set({ is_active: true })
        .where(eq(schema.users.id, row!.user_id));
    }
  });
});
