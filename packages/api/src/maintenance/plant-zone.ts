/**
 * The time zone of a plant a maintenance report is written in, without a statement: the signed-in
 * user's plants (AuthUser.plants, read with the session) carry every visible plant's zone. Only a
 * plant the scope holds but that list leaves out (an archived one, or an id provider staff name
 * that may not exist) is read. A plant outside the caller's scope is not found.
 */
import { type Reader, schema } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import type { AuthUser, Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { AppError } from "../errors";
import { firstOr404 } from "../lib/found";

const { plants } = schema;

export async function plantTimeZone(
  db: Reader,
  actor: { user: AuthUser; scope: Scope },
  plantId: number,
): Promise<string> {
  const listed = actor.user.plants.find((p) => p.id === plantId);
  if (listed) return listed.time_zone;
  const { scope } = actor;
  if (scope.kind !== "all" && !scope.plantIds.includes(plantId)) {
    throw new AppError("NOT_FOUND", "Plant not found");
  }
  const plant = await firstOr404(
    db
      .select({ time_zone: plants.time_zone })
      .from(plants)
      .where(and(eq(plants.id, plantId), inPlantScope(scope, plants.id))),
    "Plant",
  );
  return plant.time_zone;
}
