import { type Database, type Reader, schema } from "@plantwise/db";
import { userDetails } from "@plantwise/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { type Actor, inUserScope } from "../access/scope";
import { countEach, countOf } from "../lib/counts";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { jsonValues } from "../lib/json-rows";
import { permitted } from "../trpc";

const { companies, roles, scheduledReports, teamMembers, userNotifiablePlants, userPlants, users } = schema;

/** A users select joined to each user's role and (when they have one) company, whose names it reads. */
export function withRoleAndCompany<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(companies, eq(companies.id, users.company_id));
}

/** What deleting the user would need confirming for. */
export function userAttached(db: Reader, userId: number) {
  return countEach(db, {
    team_memberships: [teamMembers, eq(teamMembers.user_id, userId)],
    scheduled_reports: [scheduledReports, eq(scheduledReports.user_id, userId)],
  });
}

/** `userAttached` as columns of the user's own select. */
function userAttachedColumns(userId: number) {
  return {
    team_memberships: countOf(teamMembers, eq(teamMembers.user_id, userId)),
    scheduled_reports: countOf(scheduledReports, eq(scheduledReports.user_id, userId)),
  };
}

/**
 * One user as the edit form shows it, inside the actor's tenant (another tenant's user is "not
 * found"), with their plants and counts in the same statement. Secrets (password hash, TOTP)
 * never leave the server.
 */
export async function loadUser(db: Database, actor: Actor, id: number) {
  const user = await firstOr404(
    withRoleAndCompany(
      db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          phone: users.phone,
          directory_id: users.directory_id,
          joined_at: users.joined_at,
          role_id: users.role_id,
          role_name: roles.name,
          role_is_forced_mfa: roles.is_forced_mfa,
          company_id: users.company_id,
          company_name: companies.name,
          distributor_id: users.distributor_id,
          language: users.language,
          measuring_system: users.measuring_system,
          hourly_rate: users.hourly_rate,
          is_mfa_enabled: users.is_mfa_enabled,
          mfa_method: users.mfa_method,
          notification_settings: users.notification_settings,
          is_active: users.is_active,
          last_login_at: users.last_login_at,
          has_password: sql<boolean>`${users.password_hash} is not null`,
          plant_ids: jsonValues(
            userPlants.plant_id,
            sql`from ${userPlants} where ${eq(userPlants.user_id, id)}`,
            [asc(userPlants.plant_id)],
          ),
          notifiable_plant_ids: jsonValues(
            userNotifiablePlants.plant_id,
            sql`from ${userNotifiablePlants} where ${eq(userNotifiablePlants.user_id, id)}`,
            [asc(userNotifiablePlants.plant_id)],
          ),
          ...userAttachedColumns(id),
        })
        .from(users)
        .$dynamic(),
    ).where(and(eq(users.id, id), inUserScope(actor))),
    "User",
  );
  const { hourly_rate, team_memberships, scheduled_reports, ...rest } = user;
  return {
    ...rest,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    hourly_rate: hourly_rate === null ? null : Number(hourly_rate),
    attached: { team_memberships, scheduled_reports },
  };
}

export const getUser = permitted("view_users")
  .input(idInput)
  .output(userDetails)
  .query(({ ctx, input }) => loadUser(ctx.db, { user: ctx.user, scope: ctx.scope }, input.id));
