/**
 * Which plants a user reaches, judged on the stored user rather than on a signed-in caller: the same
 * rule as the tenant scope the sign-in resolves (access/auth-user.ts), under the role in force (the
 * temp role while set): developers and provider staff every plant, a corporate user of a company
 * that company's plants, everyone else the plants they belong to (user_plants). What a user is
 * notified of stays inside it: the user form refuses notifiable plants and lines beyond it, drops
 * those a change of memberships, role or company took away, and the recipients of a plant's events
 * are filtered by it again, so a row left behind notifies nobody.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import { PlatformRole, RoleType } from "@plantwise/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { fieldError } from "./user-access";

const { plants, productionLines, userNotifiablePlants, users } = schema;

/**
 * Whether the user of the row in `users` reaches the plant `plantId`: a condition for a query that
 * has `users` in its FROM.
 */
export function userReachesPlant(plantId: PgColumn | SQL): SQL {
  return sql`exists (
    select 1 from "roles" "reach_role"
    where "reach_role"."id" = coalesce(${users.temp_role_id}, ${users.role_id})
      and (
        "reach_role"."type" in (${RoleType.DEVELOPER}, ${RoleType.INDUSTRIAL_MATRIX})
        or (
          "reach_role"."platform_role" = ${PlatformRole.CORPORATE} and ${users.company_id} is not null
          and exists (
            select 1 from "plants" "reach_plant"
            where "reach_plant"."id" = ${plantId} and "reach_plant"."company_id" = ${users.company_id}
          )
        )
        or (
          ("reach_role"."platform_role" is distinct from ${PlatformRole.CORPORATE} or ${users.company_id} is null)
          and exists (
            select 1 from "user_plants" "reach_member"
            where "reach_member"."user_id" = ${users.id} and "reach_member"."plant_id" = ${plantId}
          )
        )
      )
  )`;
}

/** Of `plantIds`, those the user reaches as the database holds them now (inside the caller's transaction). */
async function plantsReached(
  db: Database | Tx,
  userId: number,
  plantIds: readonly number[],
): Promise<Set<number>> {
  if (plantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: plants.id })
    .from(plants)
    .innerJoin(users, eq(users.id, userId))
    .where(and(inArray(plants.id, [...plantIds]), userReachesPlant(plants.id)));
  return new Set(rows.map((r) => r.id));
}

/** The production lines among `lineIds` and the plant each belongs to. */
async function linePlants(db: Database | Tx, lineIds: readonly number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productionLines.id, plant_id: productionLines.plant_id })
    .from(productionLines)
    .where(inArray(productionLines.id, [...lineIds]));
  return new Map(rows.map((r) => [r.id, r.plant_id]));
}

/**
 * Refuses notifiable plants and production lines the saved user does not reach, naming the field
 * and the ids; call it after the user's role, company and memberships are written, in the same
 * transaction, so the rule judges what the user will be. An id that is no production line says
 * nothing of any plant and narrows nothing (recipients.ts), so it is let be.
 */
export async function assertNotifiableReached(
  tx: Database | Tx,
  userId: number,
  input: { notifiable_plant_ids?: number[] | undefined; production_line_ids?: number[] | undefined },
): Promise<void> {
  const wanted = [...new Set(input.notifiable_plant_ids ?? [])];
  const reached = await plantsReached(tx, userId, wanted);
  const outside = wanted.filter((id) => !reached.has(id));
  if (outside.length > 0) {
    throw fieldError("notifiable_plant_ids", `Plants this user cannot access: ${outside.join(", ")}`);
  }
  const lines = [...new Set(input.production_line_ids ?? [])];
  const plantOf = await linePlants(tx, lines);
  const linePlantsReached = await plantsReached(tx, userId, [...new Set(plantOf.values())]);
  const foreign = lines.filter((id) => {
    const plantId = plantOf.get(id);
    return plantId !== undefined && !linePlantsReached.has(plantId);
  });
  if (foreign.length > 0) {
    throw fieldError(
      "notification_settings.production_line_ids",
      `Production lines this user cannot access: ${foreign.join(", ")}`,
    );
  }
}

/**
 * Drops what the user is notified of beyond the plants they reach now: notifiable plants, and the
 * chosen production lines of plants they no longer reach (ids that are no line are left alone:
 * they narrow nothing). Run after memberships, role or company change, in the same transaction.
 */
export async function dropUnreachedNotifiable(tx: Database | Tx, userId: number): Promise<void> {
  const notifiable = (
    await tx
      .select({ plant_id: userNotifiablePlants.plant_id })
      .from(userNotifiablePlants)
      .where(eq(userNotifiablePlants.user_id, userId))
  ).map((r) => r.plant_id);
  const [user] = await tx
    .select({ settings: users.notification_settings })
    .from(users)
    .where(eq(users.id, userId));
  const lineIds = user?.settings?.production_line_ids ?? [];
  const plantOf = await linePlants(tx, lineIds);
  const reached = await plantsReached(tx, userId, [...new Set([...notifiable, ...plantOf.values()])]);
  const lost = notifiable.filter((id) => !reached.has(id));
  if (lost.length > 0) {
    await tx
      .delete(userNotifiablePlants)
      .where(and(eq(userNotifiablePlants.user_id, userId), inArray(userNotifiablePlants.plant_id, lost)));
  }
  const kept = lineIds.filter((id) => {
    const plantId = plantOf.get(id);
    return plantId === undefined || reached.has(plantId);
  });
  if (user?.settings && kept.length !== lineIds.length) {
    await tx
      .update(users)
      .set({ notification_settings: { ...user.settings, production_line_ids: kept } })
      .where(eq(users.id, userId));
  }
}
