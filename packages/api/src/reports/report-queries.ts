/** Queries the rendered reports share: which of their plants still stand, which alarms a window saw. */
import { type Database, schema } from "@plantwise/db";
import { and, asc, gte, inArray, isNull, lt, or } from "drizzle-orm";

const { alarms, plants } = schema;

/** The given plants that are not archived, by name, with the time zone their dates are shown in. */
export async function reportPlants(db: Database, plantIds: readonly number[]) {
  if (plantIds.length === 0) return [];
  return db
    .select({ id: plants.id, name: plants.name, time_zone: plants.time_zone })
    .from(plants)
    .where(and(inArray(plants.id, [...plantIds]), isNull(plants.archived_at)))
    .orderBy(asc(plants.name));
}

/** Alarms open at some moment of [from, to): raised before its end and not cleared before its start. */
export function alarmsOpenDuring(from: Date, to: Date) {
  return and(lt(alarms.created_at, to), or(isNull(alarms.cleared_at), gte(alarms.cleared_at, from)));
}
