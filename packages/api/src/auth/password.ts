import { hashPassword, schema } from "@plantwise/db";
import { passwordEmailInput, passwordResetInput, passwordTokenInput } from "@plantwise/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "../context";
import { AppError } from "../errors";
import { queueEmail } from "../lib/outbox";
import { publicUrl } from "../lib/public-url";
import { consumeLimit, LIMITS } from "../lib/rate-limit";
import { hashSecret } from "../lib/tokens";
import { publicProcedure, router } from "../trpc";
import { authTexts } from "./auth-emails";
import { assertNewPassword } from "./password-rules";
import { endUserSessions, issueUserToken, sendAccountLink, type UserTokenPurpose } from "./user-tokens";

const { userTokens, users } = schema;

export const LINK_EXPIRED = "This link has expired or was already used";

/**
 * POST /auth/password/email. Always `{ status: "sent" }`, whether or not the address exists. A user
 * who never set a password gets a fresh account-creation link instead of a reset link (part 1 §2.1).
 * Limited to 5 per hour per IP and 3 per hour per address.
 */
const email = publicProcedure.input(passwordEmailInput).mutation(async ({ ctx, input }) => {
  await consumeLimit(ctx.db, LIMITS.passwordEmailIp, ctx.ip ?? "unknown");
  await consumeLimit(ctx.db, LIMITS.passwordEmailAddress, input.email);
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email), eq(users.is_active, true)));
  if (user) {
    await ctx.db.transaction(async (tx) => {
      if (!user.password_hash) {
        await sendAccountLink(tx, user.id);
        return;
      }
      const token = await issueUserToken(tx, user.id, "password_reset");
      const link = `${publicUrl()}/login/password/reset/${token}`;
      await queueEmail(tx, {
        to: user.email,
        userId: user.id,
        ...authTexts(user.language).passwordReset(user.first_name, link),
      });
    });
  }
  return { status: "sent" as const };
});

/** The unused, unexpired token and its active user, or 422. */
async function openToken(db: Context["db"], token: string, now = new Date()) {
  const [row] = /^[a-z2-7]{32}$/.test(token)
    ? await db
        .select({
          id: userTokens.id,
          purpose: userTokens.purpose,
          user_id: userTokens.user_id,
          email: users.email,
        })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.user_id))
        .where(
          and(
            eq(userTokens.token_hash, hashSecret(token)),
            isNull(userTokens.used_at),
            gt(userTokens.expires_at, now),
            eq(users.is_active, true),
          ),
        )
    : [];
  if (!row) throw new AppError("BAD_REQUEST", LINK_EXPIRED);
  return { ...row, purpose: row.purpose as UserTokenPurpose };
}

/** POST /auth/password/token: is a mailed link still good, and for what? */
const token = publicProcedure.input(passwordTokenInput).mutation(async ({ ctx, input }) => {
  const row = await openToken(ctx.db, input.token);
  return { status: "valid" as const, purpose: row.purpose, email: row.email };
});

/** POST /auth/password/reset: sets the password once per link; every session of the user ends. */
const reset = publicProcedure.input(passwordResetInput).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const row = await openToken(ctx.db, input.token, now);
  assertNewPassword(input.password, input.password_confirmation, row.email);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(userTokens)
      .set({ used_at: now })
      .where(and(eq(userTokens.id, row.id), isNull(userTokens.used_at)))
      .returning({ id: userTokens.id });
    if (used.length === 0) throw new AppError("BAD_REQUEST", LINK_EXPIRED);
    // The user's other open links stop working too.
    await tx
      .update(userTokens)
      .set({ used_at: now })
      .where(and(eq(userTokens.user_id, row.user_id), isNull(userTokens.used_at)));
    await tx
      .update(users)
      .set({ password_hash: hash, password_changed_at: now, updated_at: now })
      .where(eq(users.id, row.user_id));
    await endUserSessions(tx, row.user_id);
  });
  return { status: "reset" as const, email: row.email };
});

export const passwordRouter = router({ email, token, reset });
