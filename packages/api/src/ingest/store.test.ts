import {
  createTestDatabase,
  type Database,
  type DatabaseHandle,
  rowsOf,
  schema,
  testDrivers,
} from "@plantwise/db";
import { ParameterType } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertGateway } from "../controllers/controllers.fixtures";
import { validateBatch } from "./batch";
import { authenticateGateway, type Gateway } from "./ingest";
import { storeBatch } from "./store";

/**
 * The ingest statement's ways of skipping stored readings (store.ts): a key named twice in one
 * batch, stored by an earlier batch, or by another batch in flight, is stored once and counted
 * once, and the hourly rollup counts it once.
 */

const HOUR = 3_600_000;
const base = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;

describe.each(testDrivers())("storing a batch whose readings are already there on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  let gateway: Gateway;
  let sensorId: number;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    db = handle.db;
    const [company] = await db.insert(schema.companies).values({ name: "Store Co" }).returning();
    const [plant] = await db
      .insert(schema.plants)
      .values({ company_id: company!.id, name: "Store" })
      .returning();
    const at = { company_id: company!.id, plant_id: plant!.id };
    const c = await insertGateway(db, at, "Gateway ST", "STORE-GW");
    const [sensor] = await db
      .insert(schema.sensors)
      .values({ ...at, controller_id: c.id, name: "ST", serial_number: "ST-1", family: "NCD", type: 5 })
      .returning();
    sensorId = sensor!.id;
    gateway = (await authenticateGateway(db, c.token))!;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const batch = (minutes: number[]) =>
    validateBatch(
      {
        readings: {
          sensor: minutes.map(() => "ST-1"),
          parameter_type: minutes.map(() => ParameterType.velocity_rms),
          axis: minutes.map(() => 1),
          ts: minutes.map((m) => base + m * 60_000),
          value: minutes.map((m) => m),
        },
      },
      gateway.sensors,
      Date.now(),
    );

  async function stored() {
    const [readings] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from sensor_readings where sensor_id = ${sensorId}`),
    );
    const [rollup] = rowsOf<{ n: number; sum: number }>(
      await db.execute(sql`select sum(count)::int as n, sum(sum)::float8 as sum
        from sensor_readings_hourly where sensor_id = ${sensorId}`),
    );
    return { readings: Number(readings!.n), rollup: Number(rollup!.n), sum: Number(rollup!.sum) };
  }

  it("stores a reading named twice in one batch once", async () => {
    const result = await storeBatch(db, gateway.controller, batch([1, 2, 2, 3]));
    expect(result.inserted).toBe(3);
    expect(await stored()).toEqual({ readings: 3, rollup: 3, sum: 6 });
  });

  it("stores only the new readings of a batch that overlaps a stored one, first reading new or not", async () => {
    expect((await storeBatch(db, gateway.controller, batch([20, 21]))).inserted).toBe(2);
    expect((await storeBatch(db, gateway.controller, batch([22, 20]))).inserted).toBe(1);
    expect((await storeBatch(db, gateway.controller, batch([21, 23]))).inserted).toBe(1);
    expect((await storeBatch(db, gateway.controller, batch([20, 21, 22, 23]))).inserted).toBe(0);
    expect(await stored()).toEqual({ readings: 7, rollup: 7, sum: 6 + 86 });
  });

  it("stores the readings of the same batch posted twice at once once", async () => {
    const results = await Promise.all([
      storeBatch(db, gateway.controller, batch([10, 11, 12])),
      storeBatch(db, gateway.controller, batch([10, 11, 12])),
    ]);
    expect(results.map((r) => r.inserted).sort()).toEqual([0, 3]);
    expect(await stored()).toEqual({ readings: 10, rollup: 10, sum: 6 + 86 + 33 });
  });
});
