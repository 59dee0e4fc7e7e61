import { type Database, schema } from "@plantwise/db";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { queueEmail } from "../../lib/outbox";
import type { ScheduledReportRow } from "./report-access";

const { plants, scheduledReports, teams, userPlants, users } = schema;

interface Owner {
  id: number;
  email: string;
  first_name: string;
  company_id: number | null;
}

export interface PlantSummaryLine {
  id: number;
  name: string;
  time_zone: string;
  users: number;
  active_users: number;
  teams: string[];
}

/**
 * The "plant_summary" report: for each of the report's plants (or the owner's plants when it
 * names none), its users and teams as they are now.
 */
export async function plantSummary(db: Database, owner: Owner, report: ScheduledReportRow) {
  const plantIds = report.plant_ids.length
    ? report.plant_ids
    : (
        await db.select({ id: userPlants.plant_id }).from(userPlants).where(eq(userPlants.user_id, owner.id))
      ).map((r) => r.id);
  if (plantIds.length === 0) return [];
  const plantRows = await db
    .select({ id: plants.id, name: plants.name, time_zone: plants.time_zone })
    .from(plants)
    .where(
      and(
        inArray(plants.id, plantIds),
        isNull(plants.archived_at),
        owner.company_id === null ? undefined : eq(plants.company_id, owner.company_id),
      ),
    )
    .orderBy(asc(plants.name));
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

/** Renders the report now, queues it by e-mail to its owner and records the run. */
export async function sendReportNow(
  db: Database,
  owner: Owner,
  report: ScheduledReportRow,
  now = new Date(),
) {
  const lines = await plantSummary(db, owner, report);
  await queueEmail(db, {
    to: owner.email,
    userId: owner.id,
    subject: `Plantwise report: ${report.name}`,
    text: `Hello ${owner.first_name},\n\n${renderPlantSummary(report.name, lines, now)}`,
  });
  await db.update(scheduledReports).set({ last_run_at: now }).where(eq(scheduledReports.id, report.id));
  return lines;
}
