import { PlatformRole } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../client";
import { userNotifiablePlants, userPlants, users } from "../../schema/index";
import { ROLE_PROFILES } from "../starter/role-profiles";
import { demoEmail, SECOND_COMPANY_USERS } from "./tenants";

/**
 * Demo users who never saved notification settings get sensible ones: the bell for everyone,
 * their own plants as notifiable plants, and for plant admins alarm e-mails and a 07:00 daily
 * summary. A user who saved settings (not null any more) is left alone.
 */
export async function seedDemoNotificationSettings(tx: Tx): Promise<void> {
  const people = [
    ...ROLE_PROFILES.filter((p) => p.platform_role !== PlatformRole.SUPER_ADMIN).map((p) => ({
      email: demoEmail(p.platform_role),
      admin: p.platform_role === PlatformRole.PLANT_ADMIN,
    })),
    ...SECOND_COMPANY_USERS.map((u) => ({ email: u.email, admin: u.role === PlatformRole.PLANT_ADMIN })),
  ];
  for (const person of people) {
    const [user] = await tx
      .select({ id: users.id, settings: users.notification_settings })
      .from(users)
      .where(eq(users.email, person.email));
    if (!user || user.settings !== null) continue;
    await tx
      .update(users)
      .set({
        notification_settings: {
          email: person.admin,
          real_time: true,
          daily_summary_time: person.admin ? "07:00" : null,
          adding_notes: false,
          requisitions: false,
          production_line_ids: [],
        },
      })
      .where(eq(users.id, user.id));
    const memberOf = await tx
      .select({ plant_id: userPlants.plant_id })
      .from(userPlants)
      .where(eq(userPlants.user_id, user.id));
    if (memberOf.length > 0) {
      await tx
        .insert(userNotifiablePlants)
        .values(memberOf.map((m) => ({ user_id: user.id, plant_id: m.plant_id })))
        .onConflictDoNothing();
    }
  }
}
