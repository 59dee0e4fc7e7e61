import { migrateDatabase, openDatabase, rowsOf, schema } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { validateBatch } from "../src/ingest/batch";
import { newDeviceToken } from "../src/ingest/device-token";
import { authenticateGateway } from "../src/ingest/ingest";
import { storeBatch } from "../src/ingest/store";

const driver = process.argv[2] ?? "pglite";
const admin =
  driver === "postgres"
    ? await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/postgres", maxConnections: 1 })
    : null;
if (admin) {
  await admin.db.execute(sql.raw(`drop database if exists prof_x`));
  await admin.db.execute(sql.raw(`create database prof_x`));
}
const h =
  driver === "postgres"
    ? await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/prof_x" })
    : await openDatabase({ dataDir: "memory" });
await migrateDatabase(h);
const db = h.db;
const [company] = await db.insert(schema.companies).values({ name: "P" }).returning();
const [plant] = await db.insert(schema.plants).values({ company_id: company!.id, name: "P" }).returning();
const t = newDeviceToken();
const [c] = await db
  .insert(schema.controllers)
  .values({
    company_id: company!.id,
    plant_id: plant!.id,
    name: "g",
    serial_number: "G",
    type: 5,
    token_hash: t.hash,
    token_prefix: t.prefix,
  })
  .returning();
const serials = Array.from({ length: 50 }, (_, i) => `S${i}`);
const ss = await db
  .insert(schema.sensors)
  .values(
    serials.map((s) => ({
      company_id: company!.id,
      plant_id: plant!.id,
      controller_id: c!.id,
      name: s,
      serial_number: s,
      family: "NCD",
      type: 5,
    })),
  )
  .returning();
const map = new Map(ss.map((s) => [s.serial_number.toLowerCase(), s]));
const now = Date.now();
let step = 0;
const times: Record<string, number> = {};
const tick = (k: string, t0: number) => {
  times[k] = (times[k] ?? 0) + performance.now() - t0;
};
const N = 20;
for (let b = 0; b < N + 2; b++) {
  const cols = {
    sensor: [] as string[],
    parameter_type: [] as number[],
    axis: [] as number[],
    ts: [] as number[],
    value: [] as number[],
  };
  for (let i = 0; i < 5000; i++, step++) {
    cols.sensor.push(serials[step % 50]!);
    cols.parameter_type.push(1);
    cols.axis.push(1 + (Math.floor(step / 50) % 3));
    cols.ts.push(now - Math.floor(step / 150) * 1000);
    cols.value.push(Math.round(Math.abs(Math.sin(step)) * 10000) / 1000);
  }
  const json = JSON.stringify({ readings: cols });
  if (b === 2) for (const k in times) times[k] = 0;
  let t0 = performance.now();
  const body = JSON.parse(json);
  tick("parse", t0);
  t0 = performance.now();
  await authenticateGateway(db, t.token);
  tick("auth", t0);
  t0 = performance.now();
  await db.select().from(schema.sensors);
  tick("sensors", t0);
  t0 = performance.now();
  const v = validateBatch(body, map, Date.now());
  tick("validate", t0);
  t0 = performance.now();
  await storeBatch(db, { id: c!.id, company_id: company!.id, serial_number: "G" }, v);
  tick("store", t0);
}
for (const k in times) console.log(driver, k, (times[k]! / N).toFixed(2), "ms/batch");
await h.close();
if (admin) {
  await admin.db.execute(sql.raw(`drop database if exists prof_x with (force)`));
  await admin.close();
}
