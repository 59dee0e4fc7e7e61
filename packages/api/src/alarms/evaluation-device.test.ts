import { type Database, schema, testDrivers } from "@plantwise/db";
import { AlertType, PowerType } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { runDueJobs } from "../lib/job-runner";
import {
  addGateway,
  addSensor,
  alarmsOf,
  type Gateway,
  MIN,
  postBatch,
  readingsBody,
} from "./evaluation-world.fixtures";
import { registerAlarmJobs } from "./jobs";

/**
 * Device alarms through the real ingest path: battery and signal from the gateway's
 * status, sensor and controller offline from silence (the "alarms.offline" sweep at an injected
 * time) and their clearing when the device reports again.
 */

vi.mock("../notifications/alarm-notify", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../notifications/alarm-notify")>()),
  notifyAlarmChanges: vi.fn(async () => {}),
}));

const HOUR = 60 * MIN;
const { BATTERY_LOW, BATTERY_CRITICAL, SIGNAL_LOW, SIGNAL_LOST } = {
  BATTERY_LOW: AlertType.battery_low,
  BATTERY_CRITICAL: AlertType.battery_critical,
  SIGNAL_LOW: AlertType.signal_low,
  SIGNAL_LOST: AlertType.signal_lost,
};
const DEVICE_TYPES = [BATTERY_LOW, BATTERY_CRITICAL, SIGNAL_LOW, SIGNAL_LOST];

describe.each(testDrivers())("device alarms on %s", (driver) => {
  let app: TestApp;
  let db: Database;
  let gw: Gateway;

  beforeAll(async () => {
    registerAlarmJobs();
    app = await startTestApp(driver);
    db = app.handle.db;
    gw = await addGateway(db, "DEV-GW");
  });
  afterAll(async () => {
    await app?.close();
  });

  const status = (entries: Record<string, unknown>[], token = gw.token) =>
    postBatch(app.url, token, { status: entries });

  it("raises battery and signal alarms at low and none, and clears them on recovery", async () => {
    const id = await addSensor(db, gw, "DEV-BAT");
    const t0 = Date.now() - 30 * MIN;
    // Signal 50 is "low" (a warning); battery 30 is "none" (the warning and the alarm).
    await status([{ sensor: "DEV-BAT", rssi: 50, battery: 30, ts: t0 }]);
    const raised = await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES);
    expect(raised.map((a) => [a.type, a.parameter, a.created, a.value, a.cleared])).toEqual([
      [BATTERY_LOW, null, t0, 30, null],
      [BATTERY_CRITICAL, null, t0, 30, null],
      [SIGNAL_LOW, null, t0, 50, null],
    ]);

    // The same status again raises nothing more.
    await status([{ sensor: "DEV-BAT", rssi: 50, battery: 30, ts: t0 + MIN }]);
    expect(await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).toHaveLength(3);

    // Signal recovers to 90, battery to 50 ("low"): the signal warning and battery alarm clear.
    const t1 = t0 + 2 * MIN;
    await status([{ sensor: "DEV-BAT", rssi: 90, battery: 50, ts: t1 }]);
    expect(
      (await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).map((a) => [a.type, a.cleared, a.cause]),
    ).toEqual([
      [BATTERY_LOW, null, null],
      [BATTERY_CRITICAL, t1, "recovered"],
      [SIGNAL_LOW, t1, "recovered"],
    ]);

    // An older status arriving late (a gateway's backlog) does not undo the newer one.
    await status([{ sensor: "DEV-BAT", rssi: 10, battery: 10, ts: t0 + 30_000 }]);
    expect(
      (await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES))
        .filter((a) => a.cleared === null)
        .map((a) => a.type),
    ).toEqual([BATTERY_LOW]);

    // A signal this weak is lost: warning and alarm.
    const t2 = t0 + 3 * MIN;
    await status([{ sensor: "DEV-BAT", rssi: 20, ts: t2 }]);
    const open = (await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).filter((a) => a.cleared === null);
    expect(open.map((a) => [a.type, a.created])).toEqual([
      [BATTERY_LOW, t0],
      [SIGNAL_LOW, t2],
      [SIGNAL_LOST, t2],
    ]);
  });

  it("keeps an indicator alarm through values hovering just above its threshold", async () => {
    const id = await addSensor(db, gw, "DEV-HOVER", { power_type: PowerType.LINE });
    const t0 = Date.now() - 20 * MIN;
    // 64, 67, 65, 70: under 66, then within 5 points above it: one warning, still open.
    for (const [i, rssi] of [64, 67, 65, 70].entries()) {
      await status([{ sensor: "DEV-HOVER", rssi, ts: t0 + i * MIN }]);
    }
    expect(
      (await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).map((a) => [a.type, a.created, a.cleared]),
    ).toEqual([[SIGNAL_LOW, t0, null]]);
    // 71 is the threshold plus the dead band: it clears.
    await status([{ sensor: "DEV-HOVER", rssi: 71, ts: t0 + 4 * MIN }]);
    expect(
      (await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).map((a) => [a.type, a.cleared, a.cause]),
    ).toEqual([[SIGNAL_LOW, t0 + 4 * MIN, "recovered"]]);
  });

  it("judges no battery on a line-powered sensor", async () => {
    const id = await addSensor(db, gw, "DEV-LINE", { power_type: PowerType.LINE });
    await status([{ sensor: "DEV-LINE", rssi: 85, battery: 5, ts: Date.now() - MIN }]);
    expect(await alarmsOf(db, { sensors: [id] }, DEVICE_TYPES)).toEqual([]);
  });

  it("raises sensor and controller offline from silence and clears them when they report", async () => {
    const other = await addGateway(db, "DEV-GW-OFF");
    const quiet = await addSensor(db, other, "DEV-QUIET");
    const chatty = await addSensor(db, other, "DEV-CHATTY");
    const never = await addSensor(db, other, "DEV-NEVER");
    const inactive = await addSensor(db, other, "DEV-INACTIVE");
    const now = Date.now();
    // DEV-QUIET last reported 3 hours ago (a backlog), the others just now; the gateway just posted.
    await postBatch(
      app.url,
      other.token,
      readingsBody([
        ["DEV-QUIET", 1, 1, now - 3 * HOUR, 1],
        ["DEV-CHATTY", 1, 1, now - MIN, 1],
        ["DEV-INACTIVE", 1, 1, now - 3 * HOUR, 1],
      ]),
    );
    await db.update(schema.sensors).set({ is_inactive: true }).where(eq(schema.sensors.id, inactive));
    const sensorsOf = () =>
      alarmsOf(db, { sensors: [quiet, chatty, never, inactive] }, [AlertType.sensor_offline]).then((rows) =>
        rows.map((a) => [a.created, a.value, a.cleared, a.cause]),
      );
    const controllerOf = () =>
      alarmsOf(db, { controllers: [other.id] }, [AlertType.controller_offline]).then((rows) =>
        rows.map((a) => [a.created, a.cleared, a.cause]),
      );

    // The sweep: the quiet sensor is offline (silent 3 h > 2 h); never-reported and inactive ones are not.
    const first = new Date(now + MIN);
    await runDueJobs(db, first);
    await runDueJobs(db, first);
    expect(await sensorsOf()).toEqual([[first.getTime(), 181, null, null]]);
    expect(await controllerOf()).toEqual([]);
    const [quietAlarm] = await db.select().from(schema.alarms).where(eq(schema.alarms.sensor_id, quiet));
    expect(quietAlarm).toMatchObject({
      controller_id: null,
      parameter_type: null,
      severity: 2,
      plant_id: other.plant_id,
    });

    // 20 minutes later the gateway itself is silent: one controller alarm.
    const later = new Date(now + 20 * MIN);
    await runDueJobs(db, later);
    expect(await controllerOf()).toEqual([[later.getTime(), null, null]]);

    // Hours later every sensor of the silent gateway is silent too, but the gateway's alarm says it
    // all: no sensor_offline of their own while it is offline.
    await runDueJobs(db, new Date(now + 3 * HOUR));
    expect(await sensorsOf()).toHaveLength(1);
    expect(await controllerOf()).toHaveLength(1);

    // The gateway reports again with fresh readings of the quiet sensor: both clear at once.
    await postBatch(app.url, other.token, readingsBody([["DEV-QUIET", 1, 1, Date.now(), 1]]));
    const [sensorAlarm] = await sensorsOf();
    expect(sensorAlarm!.slice(2)).toEqual([expect.any(Number), "online"]);
    const [controllerAlarm] = await controllerOf();
    expect(controllerAlarm!.slice(1)).toEqual([later.getTime(), "online"]);
  });

  it("clears a sensor's offline alarm in the sweep when it is seen again", async () => {
    const gateway = await addGateway(db, "DEV-GW-SWEEP");
    const id = await addSensor(db, gateway, "DEV-SWEEP");
    const now = Date.now();
    await postBatch(app.url, gateway.token, readingsBody([["DEV-SWEEP", 1, 1, now - 3 * HOUR, 1]]));
    await runDueJobs(db, new Date(now));
    expect(await alarmsOf(db, { sensors: [id] }, [AlertType.sensor_offline])).toHaveLength(1);
    // Seen again (last_seen_at moved on without the ingest hook, e.g. it failed): the sweep clears.
    await db
      .update(schema.sensors)
      .set({ last_seen_at: new Date(now) })
      .where(eq(schema.sensors.id, id));
    const sweepAt = new Date(now + MIN);
    await runDueJobs(db, sweepAt);
    const [row] = await alarmsOf(db, { sensors: [id] }, [AlertType.sensor_offline]);
    expect([row!.cleared, row!.cause]).toEqual([sweepAt.getTime(), "online"]);
  });

  it("clears the alarms of a sensor taken out of service: all when archived, offline when inactive", async () => {
    const gateway = await addGateway(db, "DEV-GW-RETIRE");
    const archived = await addSensor(db, gateway, "DEV-ARCHIVED", { power_type: PowerType.LINE });
    const resting = await addSensor(db, gateway, "DEV-RESTING", { power_type: PowerType.LINE });
    const now = Date.now();
    // Both silent for 3 h with a weak signal: offline and signal_low each.
    await status(
      [
        { sensor: "DEV-ARCHIVED", rssi: 50, ts: now - 3 * HOUR },
        { sensor: "DEV-RESTING", rssi: 50, ts: now - 3 * HOUR },
      ],
      gateway.token,
    );
    await runDueJobs(db, new Date(now));
    const open = async (id: number) =>
      (await alarmsOf(db, { sensors: [id] }, [AlertType.sensor_offline, ...DEVICE_TYPES]))
        .filter((a) => a.cleared === null)
        .map((a) => a.type);
    expect(await open(archived)).toEqual([SIGNAL_LOW, AlertType.sensor_offline]);
    expect(await open(resting)).toEqual([SIGNAL_LOW, AlertType.sensor_offline]);

    await db.update(schema.sensors).set({ is_archived: true }).where(eq(schema.sensors.id, archived));
    await db.update(schema.sensors).set({ is_inactive: true }).where(eq(schema.sensors.id, resting));
    const sweepAt = new Date(now + MIN);
    await runDueJobs(db, sweepAt);
    expect(await open(archived)).toEqual([]);
    expect(await open(resting)).toEqual([SIGNAL_LOW]);
    const causes = (
      await alarmsOf(db, { sensors: [archived, resting] }, [AlertType.sensor_offline, ...DEVICE_TYPES])
    )
      .filter((a) => a.cleared !== null)
      .map((a) => [a.cleared, a.cause]);
    expect(causes).toEqual([
      [sweepAt.getTime(), "retired"],
      [sweepAt.getTime(), "retired"],
      [sweepAt.getTime(), "retired"],
    ]);
  });
});
