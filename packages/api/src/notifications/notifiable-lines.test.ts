import { schema, testDrivers } from "@plantwise/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  AlertType,
  clearOpenAlarms,
  createHierarchy,
  type Hierarchy,
  plantNamed,
  raiseAlarm,
} from "./notifications.fixtures";

/**
 * The notifiable production lines of the user form: offered by users.formOptions for the plants in
 * the admin's scope, saved with the user, and followed by the alarm notifications, plant by plant.
 */
describe.each(testDrivers())("notifiable production lines on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let ham: Hierarchy;
  let cal: Hierarchy;
  let hamilton: { id: number; company_id: number };
  let calgary: { id: number; company_id: number };
  let userId: number;

  // Every alarm on its own parameter: the fixture's one sensor may hold one open alarm per parameter.
  let parameter = 0;
  const raiseOn = (plant: { id: number; company_id: number }, h: Hierarchy, item: 0 | 1) =>
    raiseAlarm(app.handle.db, {
      company_id: plant.company_id,
      plant_id: plant.id,
      sensor_id: h.sensor,
      equipment_item_id: h.items[item],
      parameter_type: ++parameter,
      axis: 1,
      alert_type: AlertType.high_alarm,
      value: 9,
      threshold: 7,
    });
  const notifiedOf = async (alarmId: number) =>
    (
      await app.handle.db
        .select({ id: schema.notifications.id })
        .from(schema.notifications)
        .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.alarm_id, alarmId)))
    ).length;

  beforeAll(async () => {
    admin = await app.signIn("plantadmin@plantwise.demo");
    hamilton = await plantNamed(app.handle.db, "Hamilton Works");
    calgary = await plantNamed(app.handle.db, "Calgary Works");
    ham = await createHierarchy(app.handle.db, hamilton, "nlh");
    cal = await createHierarchy(app.handle.db, calgary, "nlc");
  });

  it("offers the lines of the plants in the admin's scope on the user form", async () => {
    const res = await app.call("GET", "/trpc/users.formOptions", { token: admin });
    expect(res.status).toBe(200);
    const lines = res.body.result.data.lines as {
      id: number;
      name: string;
      plant_id: number;
      kind: number;
    }[];
    expect(lines).toEqual(
      expect.arrayContaining([
        { id: ham.lines[0], name: "nlh Line 1", plant_id: hamilton.id, kind: 1 },
        { id: ham.lines[1], name: "nlh Line 2", plant_id: hamilton.id, kind: 1 },
        { id: cal.lines[0], name: "nlc Line 1", plant_id: calgary.id, kind: 1 },
      ]),
    );
    // Another company's plant (Regina) is no plant of the admin's: none of its lines.
    expect(lines.every((l) => [hamilton.id, calgary.id].includes(l.plant_id))).toBe(true);
  });

  it("saves the chosen lines and notifies a chosen line's alarm, not another line's", async () => {
    const options = (await app.call("GET", "/trpc/users.formOptions", { token: admin })).body.result.data;
    const role = options.roles.find((r: { name: string }) => r.name === "Plant User");
    const created = await app.mutate(
      "users.create",
      {
        first_name: "Lina",
        last_name: "Lines",
        email: "lina.lines@example.com",
        role_id: role.id,
        plant_ids: [hamilton.id, calgary.id],
        notifiable_plant_ids: [hamilton.id, calgary.id],
        notification_settings: { real_time: true, production_line_ids: [ham.lines[0]] },
      },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    userId = created.body.result.data.id;
    const got = await app.query("users.get", { id: userId }, admin);
    expect(got.body.result.data.notification_settings.production_line_ids).toEqual([ham.lines[0]]);

    const notChosen = await raiseOn(hamilton, ham, 1);
    expect(await notifiedOf(notChosen)).toBe(0);
    const chosen = await raiseOn(hamilton, ham, 0);
    expect(await notifiedOf(chosen)).toBe(1);
    // No line chosen in Calgary: every Calgary line is heard of.
    const elsewhere = await raiseOn(calgary, cal, 1);
    expect(await notifiedOf(elsewhere)).toBe(1);
  });

  it("follows a change of the lines", async () => {
    // The incidents of the last test close, so each alarm below opens (and notifies) a new one.
    await clearOpenAlarms(app.handle.db, hamilton.id);
    await clearOpenAlarms(app.handle.db, calgary.id);
    const current = (await app.query("users.get", { id: userId }, admin)).body.result.data;
    const updated = await app.mutate(
      "users.update",
      {
        id: userId,
        first_name: current.first_name,
        last_name: current.last_name,
        email: current.email,
        role_id: current.role_id,
        notification_settings: { real_time: true, production_line_ids: [cal.lines[0]] },
      },
      admin,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // Calgary is now narrowed to its line 1; Hamilton, with no line chosen, is heard of whole.
    expect(await notifiedOf(await raiseOn(calgary, cal, 1))).toBe(0);
    expect(await notifiedOf(await raiseOn(calgary, cal, 0))).toBe(1);
    expect(await notifiedOf(await raiseOn(hamilton, ham, 1))).toBe(1);
  });
});
