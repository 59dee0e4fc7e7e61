/**
 * Who hears of a plant's events. A user receives them when they are active, have the plant among
 * their notifiable plants, and belong to the plant's company. The company test is part of the
 * query, so a user of another company cannot receive anything, whatever their notifiable plants
 * say. Provider staff and developers (no company) receive a plant's events when they put that
 * plant among their notifiable plants themselves: they support customers' plants, and the choice
 * is explicit, plant by plant. A user's production lines, when they chose any, narrow it further
 * (lineAccepts); an event with no line (a gateway) goes to everyone with the plant. The choice is
 * per plant: only the chosen lines of the event's own plant count, so a user who picked lines in
 * one notifiable plant still hears of every line of another where they picked none (and an id that
 * is no line of the plant, left from a plant no longer notifiable, narrows nothing). Whatever the
 * notifiable rows say, only users who reach the plant now (users/plant-access.ts: staff every plant,
 * corporate their company's, others their own plants) hear of it: a row left behind by a change of
 * memberships, role or company notifies nobody.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import { RoleType } from "@plantwise/shared";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { userReachesPlant } from "../users/service";
import { type NotificationSettings, type Recipient, settingsOf } from "./deliver";

const { productionLines, roles, userNotifiablePlants, users } = schema;

/** A recipient as read: the user's address and name, and their stored settings. */
const recipientColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  company_id: users.company_id,
  language: users.language,
  settings: users.notification_settings,
};

/** A recipient from its row: settings never saved are the defaults. */
function recipientOf({
  settings,
  ...user
}: { settings: NotificationSettings | null } & Omit<Recipient, "settings">): Recipient {
  return { ...user, settings: settingsOf(settings) };
}

export async function plantRecipients(
  db: Database | Tx,
  plant: { id: number; company_id: number },
): Promise<Recipient[]> {
  const rows = await db
    .select(recipientColumns)
    .from(users)
    .innerJoin(userNotifiablePlants, eq(userNotifiablePlants.user_id, users.id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(
      and(
        eq(userNotifiablePlants.plant_id, plant.id),
        eq(users.is_active, true),
        or(
          eq(users.company_id, plant.company_id),
          and(
            isNull(users.company_id),
            inArray(roles.type, [RoleType.DEVELOPER, RoleType.INDUSTRIAL_MATRIX]),
          ),
        ),
        userReachesPlant(sql`${plant.id}`),
      ),
    )
    .orderBy(users.id);
  const recipients = rows.map(recipientOf);
  if (recipients.every((r) => (r.settings.production_line_ids ?? []).length === 0)) return recipients;
  const plantLines = new Set(
    (
      await db
        .select({ id: productionLines.id })
        .from(productionLines)
        .where(eq(productionLines.plant_id, plant.id))
    ).map((line) => line.id),
  );
  return recipients.map((r) => ({
    ...r,
    settings: {
      ...r.settings,
      production_line_ids: (r.settings.production_line_ids ?? []).filter((id) => plantLines.has(id)),
    },
  }));
}

/** A user who chose production lines hears only of those (events without a line always). */
export function lineAccepts(recipient: Recipient, lineId: number | null): boolean {
  const lines = recipient.settings.production_line_ids ?? [];
  return lineId === null || lines.length === 0 || lines.includes(lineId);
}

/**
 * One user as a recipient, when `companyId` can reach them: null is provider staff, who reach
 * every user. Null when there is no such user within reach (the caller answers 404).
 */
export function recipientInScope(db: Database | Tx, userId: number, companyId: number | null) {
  return readRecipient(
    db,
    and(eq(users.id, userId), companyId === null ? undefined : eq(users.company_id, companyId)),
  );
}

/**
 * One user as a recipient, with no caller's scope: for jobs that act for the user who owns them
 * (their scheduled report, their digest), where that user is the only reader.
 */
export function unscopedRecipient(db: Database | Tx, userId: number) {
  return readRecipient(db, eq(users.id, userId));
}

async function readRecipient(db: Database | Tx, where: SQL | undefined): Promise<Recipient | null> {
  const [row] = await db.select(recipientColumns).from(users).where(where);
  return row ? recipientOf(row) : null;
}
