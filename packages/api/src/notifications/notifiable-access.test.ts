import { schema, testDrivers } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  AlertType,
  createHierarchy,
  createUser,
  type Hierarchy,
  plantNamed,
  raiseAlarm,
  roleId,
} from "./notifications.fixtures";

/**
 * A notifiable plant notifies only a user who reaches it now: a row left in user_notifiable_plants
 * for a plant the user no longer belongs to (written before the rule, or straight into the
 * database) notifies nobody, while a corporate user hears of every plant of their company.
 */
describe.each(testDrivers())("notifications follow plant access on %s", (driver) => {
  const app = useTestApp(driver);
  let calgary: { id: number; company_id: number };
  let h: Hierarchy;
  let stale: number;
  let member: number;
  let corporate: number;

  beforeAll(async () => {
    const db = app.handle.db;
    const hamilton = await plantNamed(db, "Hamilton Works");
    calgary = await plantNamed(db, "Calgary Works");
    h = await createHierarchy(db, calgary, "nac");
    const plantUser = await roleId(db, PlatformRole.PLANT_USER);
    const base = { companyId: calgary.company_id, role: plantUser };
    member = (
      await createUser(db, { ...base, email: "member.nac@example.com", notifiablePlants: [calgary.id] })
    ).id;
    // Belongs to Hamilton only, yet a stale row names Calgary among their notifiable plants.
    stale = (
      await createUser(db, {
        ...base,
        email: "stale.nac@example.com",
        notifiablePlants: [calgary.id],
        member: false,
      })
    ).id;
    await db.insert(schema.userPlants).values({ user_id: stale, plant_id: hamilton.id });
    corporate = (
      await createUser(db, {
        companyId: calgary.company_id,
        role: await roleId(db, PlatformRole.CORPORATE),
        email: "corporate.nac@example.com",
        notifiablePlants: [calgary.id],
        member: false,
      })
    ).id;
  });

  it("skips a recipient whose notifiable row names a plant outside their access", async () => {
    const alarmId = await raiseAlarm(app.handle.db, {
      company_id: calgary.company_id,
      plant_id: calgary.id,
      sensor_id: h.sensor,
      equipment_item_id: h.items[0],
      parameter_type: 1,
      axis: 1,
      alert_type: AlertType.high_alarm,
      value: 9,
      threshold: 7,
    });
    const notified = async (userId: number) =>
      (
        await app.handle.db
          .select({ id: schema.notifications.id })
          .from(schema.notifications)
          .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.alarm_id, alarmId)))
      ).length;
    expect(await notified(member)).toBe(1);
    expect(await notified(corporate)).toBe(1);
    expect(await notified(stale)).toBe(0);
    const mails = await app.handle.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, "stale.nac@example.com"));
    expect(mails).toEqual([]);
  });
});
