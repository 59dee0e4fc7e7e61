import { type Reader, schema } from "@plantwise/db";
import { and, eq, type SQL } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { inPlantScope } from "../access/scope";
import { countEach, countOf } from "../lib/counts";

const { companies, plants, teams, userPlants } = schema;

/** The plant with this id, if it is in the caller's scope (another tenant's is not found). */
export function plantInScope(scope: Scope, id: number): SQL | undefined {
  return and(eq(plants.id, id), inPlantScope(scope, plants.id));
}

/** A plant as lists and forms show it (needs the join to its company). */
export const plantColumns = {
  id: plants.id,
  name: plants.name,
  time_zone: plants.time_zone,
  company_id: plants.company_id,
  company_name: companies.name,
  is_equipment_runtime_tracking: plants.is_equipment_runtime_tracking,
  archived_at: plants.archived_at,
};

/** What archiving the plant would need confirming for (spec part 1 §5): its users and teams. */
export function plantAttached(db: Reader, plantId: number) {
  return countEach(db, {
    user: [userPlants, eq(userPlants.plant_id, plantId)],
    team: [teams, eq(teams.plant_id, plantId)],
  });
}

/** The same counts as columns of the plant's own select, under the names the details answer. */
export function plantAttachedColumns(plantId: number) {
  return {
    users_count: countOf(userPlants, eq(userPlants.plant_id, plantId)),
    teams_count: countOf(teams, eq(teams.plant_id, plantId)),
  };
}
