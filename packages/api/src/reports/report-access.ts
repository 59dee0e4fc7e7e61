import { type Database, schema } from "@plantwise/db";
import { hasPermission } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { loadAuthUser } from "../access/auth-user";
import { type Actor, inPlantScope, inUserScope } from "../access/scope";
import { AppError } from "../errors";
import { fieldError } from "../users/service";

const { scheduledReports, sensors, users } = schema;

/**
 * The owner of the reports being managed. Another tenant's user is "not found"; a user manages
 * their own reports, someone else's needs view_users to read and edit_users to change.
 */
export async function reportOwner(db: Database, actor: Actor, userId: number, write: boolean) {
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_id: users.company_id,
    })
    .from(users)
    .where(and(eq(users.id, userId), inUserScope(actor)));
  if (!owner) throw new AppError("NOT_FOUND", "User not found");
  if (owner.id !== actor.user.id) {
    const key = write ? "edit_users" : "view_users";
    if (!hasPermission(actor.user, key)) {
      throw new AppError("FORBIDDEN", `You do not have permission for this action (needs ${key})`);
    }
  }
  return owner;
}

/** One report of that owner, or "not found". */
export async function ownedReport(db: Database, ownerId: number, reportId: number) {
  const [report] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.id, reportId), eq(scheduledReports.user_id, ownerId)));
  if (!report) throw new AppError("NOT_FOUND", "Scheduled report not found");
  return report;
}

export type ScheduledReportRow = typeof scheduledReports.$inferSelect;

/**
 * The plants a report's owner sees now (their scope, archived plants left out); an inactive owner
 * sees none. Reports are rendered with the owner's eyes, not those of whoever set them up.
 */
export async function ownerPlantIds(db: Database, ownerId: number): Promise<number[]> {
  const owner = await loadAuthUser(db, ownerId);
  return owner ? owner.plants.map((p) => p.id) : [];
}

/**
 * Sensors a report may name: they must exist, lie in the acting user's scope and in the owner's
 * plants. Another company's sensor reads exactly like an unknown id.
 */
export async function assertReportSensors(
  db: Database,
  actor: Actor,
  ownerId: number,
  sensorIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(sensorIds)];
  if (wanted.length === 0) return;
  const plantIds = await ownerPlantIds(db, ownerId);
  const rows = plantIds.length
    ? await db
        .select({ id: sensors.id })
        .from(sensors)
        .where(
          and(
            inArray(sensors.id, wanted),
            inArray(sensors.plant_id, plantIds),
            inPlantScope(actor.scope, sensors.plant_id),
          ),
        )
    : [];
  const found = new Set(rows.map((r) => r.id));
  const bad = wanted.filter((id) => !found.has(id));
  if (bad.length > 0) throw fieldError("sensor_ids", `Sensors not available to this user: ${bad.join(", ")}`);
}
