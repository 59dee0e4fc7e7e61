import { schema } from "@plantwise/db";
import { MESSAGES, updateUserInput, userDetails } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { inUserScope, managesEveryone } from "../access/scope";
import { endUserSessions, MFA_OFF } from "../auth/service";
import { firstOr404 } from "../lib/found";
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
import { assertManageable, fieldError } from "./user-access";

const { roles, userNotifiablePlants, userPlants, users } = schema;

/**
 * Saves the user form. A new password, switching MFA off and deactivating end the user's other
 * sessions; an admin can switch MFA off (unless the role forces it) but never on.
 */
export const updateUser = permitted("edit_users")
  .input(updateUserInput)
  .output(userDetails)
  .mutation(async ({ ctx, input }) => {
    const actor = { user: ctx.user, scope: ctx.scope };
    const passwordHash = await newPasswordHash(input);
    await ctx.db.transaction(async (tx) => {
      const current = await firstOr404(
        tx
          .select()
          .from(users)
          .where(and(eq(users.id, input.id), inUserScope(actor)))
          .for("update"),
        "User",
      );
      await assertManageable(tx, actor, current.role_id);
      const self = current.id === ctx.user.id;
      if (self && input.is_active === false) throw fieldError("is_active", "You cannot deactivate yourself");
      const companyId = targetCompany(actor, input.company_id, current.company_id);
      const sameCompany = companyId === current.company_id;
      const held = {
        plant_ids: sameCompany
          ? (await tx.select().from(userPlants).where(eq(userPlants.user_id, current.id))).map(
              (r) => r.plant_id,
            )
          : [],
        notifiable_plant_ids: sameCompany
          ? (
              await tx.select().from(userNotifiablePlants).where(eq(userNotifiablePlants.user_id, current.id))
            ).map((r) => r.plant_id)
          : [],
      };
      await checkUserInput(tx, actor, input, companyId, current.id, held);

      let endSessions = false;
      let mfa: Partial<typeof users.$inferInsert> = {};
      if (input.is_mfa_enabled === true && !current.is_mfa_enabled) {
        throw fieldError("is_mfa_enabled", "MFA can only be enabled by the user on their profile");
      }
      if (input.is_mfa_enabled === false && current.is_mfa_enabled) {
        const [role] = await tx
          .select({ is_forced_mfa: roles.is_forced_mfa })
          .from(roles)
          .where(eq(roles.id, input.role_id));
        if (role?.is_forced_mfa) throw fieldError("is_mfa_enabled", MESSAGES.mfaForced);
        mfa = MFA_OFF;
        endSessions = true;
      }
      if (passwordHash) endSessions = true;
      if (input.is_active === false && current.is_active) endSessions = true;

      await tx
        .update(users)
        .set({
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.directory_id !== undefined ? { directory_id: input.directory_id } : {}),
          ...(input.joined_at !== undefined ? { joined_at: input.joined_at } : {}),
          role_id: input.role_id,
          company_id: companyId,
          ...(managesEveryone(actor) && input.distributor_id !== undefined
            ? { distributor_id: input.distributor_id }
            : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
          ...(input.measuring_system !== undefined ? { measuring_system: input.measuring_system } : {}),
          ...(input.hourly_rate !== undefined ? { hourly_rate: rateText(input.hourly_rate) } : {}),
          ...(input.notification_settings ? { notification_settings: input.notification_settings } : {}),
          ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
          ...(passwordHash ? { password_hash: passwordHash, password_changed_at: new Date() } : {}),
          ...mfa,
          updated_at: new Date(),
        })
        .where(eq(users.id, current.id));
      // Moving a user to another company drops memberships the new company does not own.
      const plantsChanged = companyId !== current.company_id;
      await writeUserPlants(tx, current.id, {
        plant_ids: input.plant_ids ?? (plantsChanged ? [] : undefined),
        notifiable_plant_ids: input.notifiable_plant_ids ?? (plantsChanged ? [] : undefined),
      });
      // Fewer plants, another role or company: what the user is notified of follows their access.
      await keepNotificationsInReach(tx, current.id, input);
      // The acting admin keeps the session they are using when they change their own account.
      if (endSessions) await endUserSessions(tx, current.id, self ? ctx.session.id : undefined);
    });
    return loadUser(ctx.db, actor, input.id);
  });
