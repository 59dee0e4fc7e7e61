import { dummyPasswordHash, schema, verifyPassword } from "@plantwise/db";
import { type LoginResult, loginInput } from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { createSession } from "../../auth/sessions";
import { AppError } from "../../errors";
import { publicProcedure } from "../../trpc";

const { users } = schema;

/** The same words whether the account is missing, inactive or the password wrong: no account probing. */
export const INVALID_CREDENTIALS = "Invalid e-mail or password";

export const login = publicProcedure
  .input(loginInput)
  .mutation(async ({ ctx, input }): Promise<LoginResult> => {
    const [user] = await ctx.db
      .select({
        id: users.id,
        password_hash: users.password_hash,
        is_active: users.is_active,
        is_mfa_enabled: users.is_mfa_enabled,
        phone_verified_at: users.phone_verified_at,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email));
    // Verify against a dummy hash when there is no usable account, so timing does not tell either.
    const passwordOk = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user?.password_hash || !user.is_active || !passwordOk) {
      throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
    }
    if (user.is_mfa_enabled) {
      // The second-factor step answers with a verification status instead of a token (spec §4).
      return {
        verification: {
          status: "mfa_required",
          methods: user.phone_verified_at ? ["authenticator", "sms"] : ["authenticator"],
        },
      };
    }
    const { token } = await createSession(ctx.db, user.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    await ctx.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, user.id));
    return { token };
  });
