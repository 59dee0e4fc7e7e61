import { schema, testDrivers } from "@plantwise/db";
import { PlatformRole } from "@plantwise/shared";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import {
  AlertType,
  createHierarchy,
  createUser,
  type Hierarchy,
  incidentOf,
  plantNamed,
  raiseAlarm,
  roleId,
} from "./notifications.fixtures";

/**
 * Acknowledging an alarm or an incident marks the acknowledger's notifications about it read, in
 * the same transaction; everybody else's stay unread.
 */
describe.each(testDrivers())("acknowledging reads the acknowledger's notifications on %s", (driver) => {
  const app = useTestApp(driver);
  let plant: { id: number; company_id: number };
  let acker: { id: number; token: string };
  let other: { id: number; token: string };

  /** The ids of the user's unread notifications linking to `link`. */
  const unreadOf = async (userId: number, link: string) =>
    (
      await app.handle.db
        .select({ id: schema.notifications.id })
        .from(schema.notifications)
        .where(
          and(
            eq(schema.notifications.user_id, userId),
            eq(schema.notifications.link, link),
            isNull(schema.notifications.read_at),
          ),
        )
    ).map((row) => row.id);
  const incidentLink = (id: number) => `/dashboard/alarms?incident=${id}`;
  const raise = (h: Hierarchy, alert_type: number, parameter_type = 1) =>
    raiseAlarm(app.handle.db, {
      company_id: plant.company_id,
      plant_id: plant.id,
      sensor_id: h.sensor,
      equipment_item_id: h.items[0],
      parameter_type,
      axis: 1,
      alert_type,
      value: 9,
      threshold: 7,
    });
  // A plant admin must have a second factor or defer it: the fixture's session defers it on a
  // device, as the app's "Skip for 7 days" does, and its calls carry that device's token.
  const devices = new Map<string, string>();
  const mutate = async (token: string, path: string, input: unknown) => {
    if (!devices.has(token)) {
      const deferred = await app.call("POST", "/trpc/auth.trustDevice", { token, body: {} });
      devices.set(token, deferred.body?.result?.data?.data?.device_token ?? "");
    }
    const device = devices.get(token);
    const res = await app.call("POST", `/trpc/${path}`, {
      token,
      body: input,
      headers: device ? { "x-device-token": device } : {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    const db = app.handle.db;
    plant = await plantNamed(db, "Hamilton Works");
    const base = { companyId: plant.company_id, notifiablePlants: [plant.id] };
    acker = await createUser(db, {
      ...base,
      email: "acker.ackread@example.com",
      role: await roleId(db, PlatformRole.PLANT_ADMIN),
    });
    // The fixture makes both members of the plant: the acknowledger works in it (their scope).
    other = await createUser(db, {
      ...base,
      email: "other.ackread@example.com",
      role: await roleId(db, PlatformRole.PLANT_USER),
    });
  });

  it("an alarm: the acknowledger's notification of it is read, another user's is not", async () => {
    const h = await createHierarchy(app.handle.db, plant, "ackr1");
    const alarmId = await raise(h, AlertType.high_alarm);
    const link = incidentLink((await incidentOf(app.handle.db, alarmId)).id);
    expect(await unreadOf(acker.id, link)).toHaveLength(1);
    const others = await unreadOf(other.id, link);
    expect(others).toHaveLength(1);

    await mutate(acker.token, "alarms.acknowledge", { ids: [alarmId] });
    expect(await unreadOf(acker.id, link)).toEqual([]);
    // The other user's stays unread (and they are told of the acknowledgement besides).
    expect(await unreadOf(other.id, link)).toEqual(expect.arrayContaining(others));
  });

  it("an incident: every notification of it is read for the acknowledger only", async () => {
    const h = await createHierarchy(app.handle.db, plant, "ackr2");
    // A warning opens the incident, an alarm on another parameter makes it worse: two notifications each.
    const warning = await raise(h, AlertType.high_warning, 1);
    await raise(h, AlertType.high_alarm, 2);
    const incident = await incidentOf(app.handle.db, warning);
    const link = incidentLink(incident.id);
    expect(await unreadOf(acker.id, link)).toHaveLength(2);
    const others = await unreadOf(other.id, link);
    expect(others).toHaveLength(2);

    await mutate(acker.token, "alarms.acknowledgeIncident", { id: incident.id });
    expect(await unreadOf(acker.id, link)).toEqual([]);
    expect(await unreadOf(other.id, link)).toEqual(expect.arrayContaining(others));
  });
});
