/**
 * Fixtures of the notification suites: a small hierarchy of the demo company's plant (two lines,
 * each with a machine, an asset and an item, a gateway and a sensor on line 1) and users with
 * chosen notification settings, created straight in the database as members of the plants they are
 * notified of.
 */
import { type Database, schema, type Tx } from "@plantwise/db";
import { AlertType, alertTypeInfo, type PlatformRole } from "@plantwise/shared";
import { and, eq, isNull } from "drizzle-orm";
import { createSession } from "../access/sessions";
import { type AlarmChange, alarmsChanged } from "../alarms/events";
import type { NewAlarm } from "../alarms/records";
import { insertGateway } from "../controllers/controllers.fixtures";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "./deliver";

const { alarms, plants, roles, users, userNotifiablePlants } = schema;

/** A user's notification settings: the defaults of one who never saved them, with `over`. */
export const settings = (over: Partial<NotificationSettings> = {}): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  ...over,
});

export async function plantNamed(db: Database, name: string) {
  const [plant] = await db.select().from(plants).where(eq(plants.name, name));
  if (!plant) throw new Error(`no plant ${name}`);
  return plant;
}

export async function roleId(db: Database, role: PlatformRole): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.platform_role, role));
  return row!.id;
}

export interface Hierarchy {
  lines: [number, number];
  items: [number, number];
  controller: number;
  sensor: number;
}

export async function createHierarchy(
  db: Database,
  plant: { id: number; company_id: number },
  tag: string,
  machineName = "Fan 1",
): Promise<Hierarchy> {
  const at = { company_id: plant.company_id, plant_id: plant.id };
  const lines: number[] = [];
  const items: number[] = [];
  for (const n of [1, 2]) {
    const [line] = await db
      .insert(schema.productionLines)
      .values({ ...at, name: `${tag} Line ${n}` })
      .returning();
    const [machine] = await db
      .insert(schema.machines)
      .values({ ...at, production_line_id: line!.id, name: n === 1 ? machineName : `${tag} Machine ${n}` })
      .returning();
    const [asset] = await db
      .insert(schema.assets)
      .values({ ...at, machine_id: machine!.id, name: `${tag} Asset ${n}` })
      .returning();
    const [item] = await db
      .insert(schema.equipmentItems)
      .values({ ...at, asset_id: asset!.id, name: `${tag} Bearing ${n}` })
      .returning();
    lines.push(line!.id);
    items.push(item!.id);
  }
  const controller = await insertGateway(db, at, `${tag} Gateway`, `${tag}-GW`);
  const [sensor] = await db
    .insert(schema.sensors)
    .values({
      ...at,
      controller_id: controller.id,
      equipment_item_id: items[0]!,
      name: `${tag} Sensor`,
      serial_number: `${tag}-S1`,
      family: "NCD",
      type: 5,
    })
    .returning();
  return {
    lines: lines as [number, number],
    items: items as [number, number],
    controller: controller.id,
    sensor: sensor!.id,
  };
}

export async function createUser(
  db: Database,
  options: {
    email: string;
    companyId: number | null;
    role: number;
    notifiablePlants: number[];
    settings?: NotificationSettings | null;
    active?: boolean;
    /** Whether the user belongs to their notifiable plants (the default): else they reach none of them. */
    member?: boolean;
  },
): Promise<{ id: number; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      first_name: options.email.split("@")[0]!,
      last_name: "Tester",
      company_id: options.companyId,
      role_id: options.role,
      notification_settings: options.settings === undefined ? settings() : options.settings,
      is_active: options.active ?? true,
    })
    .returning();
  if (options.notifiablePlants.length > 0) {
    await db
      .insert(userNotifiablePlants)
      .values(options.notifiablePlants.map((plant_id) => ({ user_id: user!.id, plant_id })));
    // Only a user who reaches a plant hears of it (recipients.ts): a plant user belongs to it.
    if (options.member ?? true) {
      await db
        .insert(schema.userPlants)
        .values(options.notifiablePlants.map((plant_id) => ({ user_id: user!.id, plant_id })));
    }
  }
  const { token } = await createSession(db, user!.id);
  return { id: user!.id, token };
}

/** An alarm as the fixtures raise it: its source and type; value, threshold and time when given. */
type FixtureAlarm = Omit<NewAlarm, "alert_rule" | "value" | "created_at"> & {
  value?: number | null;
  threshold?: number;
  created_at?: Date;
};

/** Inserts an alarm and hands the change to the alarm hook inside `tx`, as evaluation does. */
async function insertRaised(tx: Tx, values: FixtureAlarm): Promise<number> {
  const [row] = await tx
    .insert(alarms)
    .values({
      ...values,
      axis: values.axis ?? 0,
      severity: alertTypeInfo(values.alert_type)!.severity,
      alert_rule:
        values.threshold === undefined ? { rule: "test" } : { rule: "level", threshold: values.threshold },
      created_at: values.created_at ?? new Date(),
    })
    .returning({ id: alarms.id });
  await alarmsChanged(tx, [{ alarmId: row!.id, action: "raised" }]);
  return row!.id;
}

/** Raises an alarm in one transaction; its id. */
export function raiseAlarm(db: Database, values: FixtureAlarm): Promise<number> {
  return db.transaction((tx) => insertRaised(tx, values));
}

/** Raises an alarm in a transaction that then fails with `reason`: nothing of it may last. */
export function raiseAndRollBack(db: Database, values: FixtureAlarm, reason: string): Promise<void> {
  return db.transaction(async (tx) => {
    await insertRaised(tx, values);
    throw new Error(reason);
  });
}

export async function changeAlarm(
  db: Database,
  change: AlarmChange,
  set: Partial<typeof alarms.$inferInsert>,
) {
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) await tx.update(alarms).set(set).where(eq(alarms.id, change.alarmId));
    await alarmsChanged(tx, [change]);
  });
}

export async function notificationsOf(db: Database, alarmId: number) {
  return db.select().from(schema.notifications).where(eq(schema.notifications.alarm_id, alarmId));
}

export async function mailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(schema.outboxMessages)
    .where(and(eq(schema.outboxMessages.recipient, recipient), eq(schema.outboxMessages.channel, "email")));
}

export { AlertType };

/** Clears every open alarm of the plant, handing the changes on: its incidents close. */
export async function clearOpenAlarms(db: Database, plantId: number) {
  await db.transaction(async (tx) => {
    const cleared = await tx
      .update(alarms)
      .set({ cleared_at: new Date(), clear_cause: "level" })
      .where(and(eq(alarms.plant_id, plantId), isNull(alarms.cleared_at)))
      .returning({ id: alarms.id });
    await alarmsChanged(
      tx,
      cleared.map((r) => ({ alarmId: r.id, action: "cleared" as const })),
    );
  });
}

/** The incident an alarm joined. */
export async function incidentOf(db: Database, alarmId: number) {
  const [row] = await db
    .select({ incident: schema.alarmIncidents })
    .from(alarms)
    .innerJoin(schema.alarmIncidents, eq(schema.alarmIncidents.id, alarms.incident_id))
    .where(eq(alarms.id, alarmId));
  if (!row) throw new Error(`alarm ${alarmId} has no incident`);
  return row.incident;
}

/** The notifications linking to an incident. */
export function notificationsOfIncident(db: Database, incidentId: number) {
  return db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.link, `/dashboard/alarms?incident=${incidentId}`));
}
