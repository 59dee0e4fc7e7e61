import { schema } from "@plantwise/db";
import { updateProfileInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { loadAuthUser } from "../access/auth-user";
import { AppError } from "../errors";
import { authedProcedure } from "../trpc";
import { phoneOnFile, SWITCH_TO_APP_FIRST } from "./phone-on-file";

const { users } = schema;

/** auth.updateProfile: own name, language, units and phone; a new phone must be verified again. */
export const updateProfile = authedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
  const current = await phoneOnFile(ctx.db, ctx.user.id);
  const phone = input.phone === undefined ? current.phone : input.phone;
  const phoneChanged = phone !== current.phone;
  if (phoneChanged && current.smsSignIn) {
    throw new AppError("BAD_REQUEST", SWITCH_TO_APP_FIRST, {
      messages: [["phone: Sign-in codes are sent to this number; switch to the authenticator app first"]],
    });
  }
  await ctx.db
    .update(users)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      language: input.language,
      measuring_system: input.measuring_system,
      phone,
      ...(phoneChanged ? { phone_verified_at: null } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, ctx.user.id));
  const user = await loadAuthUser(ctx.db, ctx.user.id, { deviceToken: ctx.deviceToken });
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
});
