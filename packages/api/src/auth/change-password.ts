import { hashPassword, schema } from "@plantwise/db";
import { changePasswordInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { authedProcedure } from "../trpc";
import { assertNewPassword, assertOwnPassword } from "./password-rules";
import { endUserSessions } from "./user-tokens";

const { users } = schema;

export const WRONG_CURRENT_PASSWORD = "The current password is not correct";

/** auth.changePassword: needs the current password; the user's other sessions end. */
export const changePassword = authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
  const now = new Date();
  const given = {
    password: input.current_password,
    field: "current_password",
    message: WRONG_CURRENT_PASSWORD,
  };
  await assertOwnPassword(ctx.db, ctx.user.id, given);
  assertNewPassword(input.password, input.password_confirmation, ctx.user.email);
  const hash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: hash, password_changed_at: now, updated_at: now })
      .where(eq(users.id, ctx.user.id));
    await endUserSessions(tx, ctx.user.id, ctx.session.id);
  });
  return { status: "changed" as const };
});
