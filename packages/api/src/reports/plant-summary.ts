import { type Database, schema } from "@plantwise/db";
import { asc, eq, inArray } from "drizzle-orm";
import { reportPlants } from "./report-queries";

const { teams, userPlants, users } = schema;

export interface PlantSummaryLine {
  id: number;
  name: string;
  time_zone: string;
  users: number;
  active_users: number;
  teams: string[];
}

/**
 * The "plant_summary" report: for each of the given plants (the report's plants the owner sees,
 * render.ts decides), its users and teams as they are now.
 */
export async function plantSummary(db: Database, plantIds: readonly number[]) {
  const plantRows = await reportPlants(db, plantIds);
  const ids = plantRows.map((p) => p.id);
  if (ids.length === 0) return [];
  const [members, teamRows] = await Promise.all([
    db
      .select({ plant_id: userPlants.plant_id, is_active: users.is_active })
      .from(userPlants)
      .innerJoin(users, eq(users.id, userPlants.user_id))
      .where(inArray(userPlants.plant_id, ids)),
    db
      .select({ plant_id: teams.plant_id, name: teams.name })
      .from(teams)
      .where(inArray(teams.plant_id, ids))
      .orderBy(asc(teams.name)),
  ]);
  return plantRows.map<PlantSummaryLine>((p) => {
    const mine = members.filter((m) => m.plant_id === p.id);
    return {
      ...p,
      users: mine.length,
      active_users: mine.filter((m) => m.is_active).length,
      teams: teamRows.filter((t) => t.plant_id === p.id).map((t) => t.name),
    };
  });
}

export function renderPlantSummary(reportName: string, lines: PlantSummaryLine[], at: Date): string {
  const head = `${reportName}\nPlant summary as of ${at.toISOString().slice(0, 16).replace("T", " ")} UTC\n`;
  if (lines.length === 0) return `${head}\nThis report covers no plants yet.\n`;
  const body = lines
    .map(
      (l) =>
        `\n${l.name} (${l.time_zone})\n  Users: ${l.users} (${l.active_users} active)\n  Teams: ${
          l.teams.length ? l.teams.join(", ") : "none"
        }`,
    )
    .join("\n");
  return `${head}${body}\n`;
}
