import { type Database, schema } from "@plantwise/db";
import type { LanguageCode } from "@plantwise/shared";
import { asc, eq, inArray } from "drizzle-orm";
import { reportPlants } from "./report-queries";
import { REPORT_WORDS } from "./report-text";

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

export function renderPlantSummary(
  reportName: string,
  lines: PlantSummaryLine[],
  at: Date,
  language: LanguageCode = "en",
): string {
  const w = REPORT_WORDS[language].plantSummary;
  const head = `${reportName}\n${w.asOf(at.toISOString().slice(0, 16).replace("T", " "))}\n`;
  if (lines.length === 0) return `${head}\n${w.noPlants}\n`;
  const body = lines
    .map(
      (l) =>
        `\n${l.name} (${l.time_zone})\n  ${w.users(l.users, l.active_users)}\n  ${
          l.teams.length ? w.teams(l.teams.join(", ")) : w.noTeams
        }`,
    )
    .join("\n");
  return `${head}${body}\n`;
}
