import {
  createTestDatabase,
  type Database,
  type DatabaseHandle,
  hourlyRollupKind,
  schema,
  testDrivers,
} from "@plantwise/db";
import { AlertType, ParameterType } from "@plantwise/shared";
import { count, inArray } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertGateway } from "../controllers/controllers.fixtures";
import { authenticateGateway, ingestForController } from "../ingest/ingest";
import { notifyAlarmChanges } from "../notifications/alarm-notify";

/**
 * What a gateway post with level zones costs in statements: the same for 10 series as for 150. A
 * post carries one reading of every series (and a status per sensor); the values cross the warning
 * and the alarm level and settle, so every series raises and clears alarms, battery and signal
 * alarms rise and clear too, and every sensor sits on an item of its own (one incident each).
 * Statements are counted by a logger on a second drizzle instance over the same connection, and a
 * transaction counts its BEGIN and COMMIT.
 */

// The notifications fan-out is another piece's: its cost grows with recipients, not with series.
vi.mock("../notifications/alarm-notify", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../notifications/alarm-notify")>()),
  notifyAlarmChanges: vi.fn(async () => {}),
}));

const MIN = 60_000;
const VELOCITY = ParameterType.velocity_rms;
const base = Math.floor(Date.now() / MIN) * MIN - 50 * MIN;
/** Warning at 2, alarm at 4, both cleared at 6 (two samples to raise, two to settle). */
const VALUES = [2, 5, 5, 8, 8, 3, 3];
/** Signal and battery: low (warning) from post 1, none (alarm) at 3–4, recovered at 5. */
const PERCENT = [90, 50, 50, 30, 30, 90, 90];

/** Every statement the database is sent through `db`, BEGIN and COMMIT included. */
function countingDatabase(handle: DatabaseHandle, log: string[]): Database {
  const config = { schema, casing: "snake_case" as const, logger: { logQuery: (q: string) => log.push(q) } };
  const client = (handle.db as unknown as { $client: never }).$client;
  const db = (handle.driver === "postgres"
    ? drizzlePostgres(client, config)
    : drizzlePglite(client, config)) as unknown as Database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, options) => {
    log.push("begin");
    return transaction(work, options).finally(() => log.push("commit"));
  }) as Database["transaction"];
  return db;
}

describe.each(testDrivers())("statements of a gateway post with level zones on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const log: string[] = [];
  let at: { company_id: number; plant_id: number };

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    db = countingDatabase(handle, log);
    await hourlyRollupKind(db); // asked once per database, then cached: not a post's cost
    const [company] = await db.insert(schema.companies).values({ name: "Counting Co" }).returning();
    const [plant] = await db
      .insert(schema.plants)
      .values({ company_id: company!.id, name: "Counting Plant" })
      .returning();
    at = { company_id: company!.id, plant_id: plant!.id };
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A gateway with `sensors` sensors, each on an item of its own, and zones on `axes` of each. */
  async function world(name: string, sensors: number, axes: number[]) {
    const gateway = await insertGateway(db, at, `Gateway ${name}`, name);
    const serials = Array.from({ length: sensors }, (_, i) => `${name}-${i}`);
    const items = await db
      .insert(schema.equipmentItems)
      .values(serials.map((serial) => ({ ...at, name: `Item ${serial}`, is_limbo: true })))
      .returning({ id: schema.equipmentItems.id });
    const ids = (
      await db
        .insert(schema.sensors)
        .values(
          serials.map((serial_number, i) => ({
            ...at,
            controller_id: gateway.id,
            equipment_item_id: items[i]!.id,
            name: serial_number,
            serial_number,
            family: "NCD",
            type: 5,
          })),
        )
        .returning({ id: schema.sensors.id })
    ).map((s) => s.id);
    const zonesSince = new Date(base - 60 * MIN);
    await db.insert(schema.sensorLevelZones).values(
      ids.flatMap((sensor_id) =>
        axes.map((axis) => ({
          sensor_id,
          parameter_type: VELOCITY,
          axis,
          warning_zone: 4,
          alarm_zone: 7,
          samples_to_alarm: 2,
          samples_to_settle: 2,
          acute_samples: 3,
          stable_samples: 50,
          extra_vibration_multiplier: 2,
          created_at: zonesSince,
          updated_at: zonesSince,
        })),
      ),
    );
    const gw = (await authenticateGateway(db, gateway.token))!;
    const rows = serials.flatMap((sensor) => axes.map((axis) => ({ sensor, axis })));
    /** Posts one reading of every series at each of `values` (minutes from base); its statements. */
    const post = async (values: readonly (readonly [minute: number, value: number])[], status = true) => {
      const readings = values.flatMap(([minute, value]) =>
        rows.map((r) => ({ ...r, ts: base + minute * MIN, value })),
      );
      const [last] = values.at(-1)!;
      const percent = PERCENT[last % PERCENT.length]!;
      const body = {
        readings: {
          sensor: readings.map((r) => r.sensor),
          parameter_type: readings.map(() => VELOCITY),
          axis: readings.map((r) => r.axis),
          ts: readings.map((r) => r.ts),
          value: readings.map((r) => r.value),
        },
        status: status
          ? serials.map((sensor) => ({ sensor, rssi: percent, battery: percent, ts: base + last * MIN }))
          : [],
      };
      log.length = 0;
      const outcome = await ingestForController(db, gw, body);
      expect(outcome.status).toBe(200);
      return log.length;
    };
    return { ids, post };
  }

  /** Statements of each post of VALUES, one reading of every series per post. */
  async function statementsPerPost(name: string, sensors: number, axes: number[]) {
    const { ids, post } = await world(name, sensors, axes);
    const perPost: number[] = [];
    for (const [minute, value] of VALUES.entries()) perPost.push(await post([[minute, value]]));

    // Every series raised and cleared its warning and alarm; every sensor its four device alarms.
    const rows = await db
      .select({ type: schema.alarms.alert_type, cleared: schema.alarms.cleared_at })
      .from(schema.alarms)
      .where(inArray(schema.alarms.sensor_id, ids));
    const [states] = await db
      .select({ n: count() })
      .from(schema.zoneEvaluatorState)
      .where(inArray(schema.zoneEvaluatorState.sensor_id, ids));
    expect(rows.filter((a) => a.type === AlertType.warning)).toHaveLength(ids.length * axes.length);
    expect(rows).toHaveLength(ids.length * (axes.length * 2 + 4));
    expect(rows.filter((a) => a.cleared === null)).toEqual([]);
    expect(states!.n).toBe(ids.length * axes.length);
    return perPost;
  }

  it("is the same for 10 series as for 150, post by post", async () => {
    const few = await statementsPerPost("FEW", 10, [1]);
    const many = await statementsPerPost("MANY", 50, [1, 2, 3]);
    expect(many).toEqual(few);
    // What a post costs at most, level, battery and signal alarms rising and clearing included:
    // three transactions' BEGIN and COMMIT, the ingest statement, the evaluator's few.
    expect(Math.max(...few)).toBeLessThanOrEqual(20);
  });
});

describe.each(testDrivers())("one post's alarms written in one statement on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("closes an open alarm and opens its successor when a series settles and rises again in one post", async () => {
    const [company] = await db.insert(schema.companies).values({ name: "Rounds Co" }).returning();
    const [plant] = await db
      .insert(schema.plants)
      .values({ company_id: company!.id, name: "Rounds" })
      .returning();
    const at = { company_id: company!.id, plant_id: plant!.id };
    const gateway = await insertGateway(db, at, "Gateway R", "ROUNDS");
    const [sensor] = await db
      .insert(schema.sensors)
      .values({ ...at, controller_id: gateway.id, name: "R", serial_number: "R-1", family: "NCD", type: 5 })
      .returning();
    const since = new Date(base - 60 * MIN);
    await db.insert(schema.sensorLevelZones).values({
      sensor_id: sensor!.id,
      parameter_type: VELOCITY,
      axis: 1,
      warning_zone: 4,
      alarm_zone: 7,
      samples_to_alarm: 2,
      samples_to_settle: 2,
      stable_samples: 50,
      created_at: since,
      updated_at: since,
    });
    const gw = (await authenticateGateway(db, gateway.token))!;
    const post = (values: number[], from: number) =>
      ingestForController(db, gw, {
        readings: {
          sensor: values.map(() => "R-1"),
          parameter_type: values.map(() => VELOCITY),
          axis: values.map(() => 1),
          ts: values.map((_, i) => base + (from + i) * MIN),
          value: values,
        },
      });
    vi.mocked(notifyAlarmChanges).mockClear();
    await post([5, 5], 0);
    await post([3, 3, 5, 5], 2);
    const rows = await db
      .select()
      .from(schema.alarms)
      .where(inArray(schema.alarms.sensor_id, [sensor!.id]))
      .orderBy(schema.alarms.id);
    expect(rows.map((a) => [a.alert_type, a.created_at.getTime(), a.cleared_at?.getTime() ?? null])).toEqual([
      [AlertType.warning, base + 1 * MIN, base + 3 * MIN],
      [AlertType.warning, base + 5 * MIN, null],
    ]);
    expect(vi.mocked(notifyAlarmChanges).mock.calls.flatMap(([, changes]) => [...changes])).toEqual([
      { alarmId: rows[0]!.id, action: "raised" },
      { alarmId: rows[0]!.id, action: "cleared" },
      { alarmId: rows[1]!.id, action: "raised" },
    ]);
  });
});
