import { schema } from "@plantwise/db";
import { createUserInput, userDetails } from "@plantwise/shared";
import { managesEveryone } from "../access/scope";
import { sendAccountLink } from "../auth/service";
import { permitted } from "../trpc";
import { loadUser } from "./get-user";
import {
  checkUserInput,
  keepNotificationsInReach,
  newPasswordHash,
  rateText,
  targetCompany,
  writeUserPlants,
} from "./save-user-parts";

const { users } = schema;

/**
 * Creates a user with their plants and notification settings in one transaction. Without a
 * password the user receives an account-creation link by e-mail.
 */
export const createUser = permitted("create_users")
  .input(createUserInput)
  .output(userDetails)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const passwordHash = await newPasswordHash(input);
    const companyId = targetCompany(actor, input.company_id);
    const id = await ctx.db.transaction(async (tx) => {
      await checkUserInput(tx, actor, input, companyId);
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone ?? null,
          directory_id: input.directory_id ?? null,
          joined_at: input.joined_at ?? null,
          role_id: input.role_id,
          company_id: companyId,
          distributor_id: managesEveryone(actor) ? (input.distributor_id ?? null) : null,
          language: input.language,
          measuring_system: input.measuring_system,
          hourly_rate: rateText(input.hourly_rate) ?? null,
          notification_settings: input.notification_settings ?? null,
          is_active: input.is_active,
          password_hash: passwordHash,
          password_changed_at: passwordHash ? new Date() : null,
        })
        .returning({ id: users.id });
      await writeUserPlants(tx, row!.id, input);
      await keepNotificationsInReach(tx, row!.id, input);
      if (!passwordHash) await sendAccountLink(tx, row!.id);
      return row!.id;
    });
    return loadUser(ctx.db, actor, id);
  });
