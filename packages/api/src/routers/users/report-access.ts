import { type Database, schema } from "@plantwise/db";
import { hasPermission } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors";
import { type Actor, inUserScope } from "./access";

const { scheduledReports, users } = schema;

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
