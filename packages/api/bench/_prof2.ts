import { migrateDatabase, openDatabase, rowsOf } from "@plantwise/db";
import { sql } from "drizzle-orm";

const driver = process.argv[2] ?? "pglite";
const admin =
  driver === "postgres"
    ? await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/postgres", maxConnections: 1 })
    : null;
if (admin) {
  await admin.db.execute(sql.raw(`drop database if exists prof_y`));
  await admin.db.execute(sql.raw(`create database prof_y`));
}
const h =
  driver === "postgres"
    ? await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/prof_y" })
    : await openDatabase({ dataDir: "memory" });
await migrateDatabase(h);
const db = h.db;
const now = Date.now();
let step = 0;
function batch() {
  const s: number[] = [],
    p: number[] = [],
    a: number[] = [],
    t: number[] = [],
    v: number[] = [];
  for (let i = 0; i < 5000; i++, step++) {
    s.push(1 + (step % 50));
    p.push(1);
    a.push(1 + (Math.floor(step / 50) % 3));
    t.push(now - Math.floor(step / 150) * 1000);
    v.push(Math.round(Math.abs(Math.sin(step)) * 10000) / 1000);
  }
  const L = (x: number[]) => `{${x.join(",")}}`;
  return [L(s), L(p), L(a), L(t), L(v)] as const;
}
const variants: Record<string, (b: readonly string[]) => ReturnType<typeof sql>> = {
  unnest_only: (b) =>
    sql`select count(*) from unnest(${b[0]}::int[], ${b[1]}::int2[], ${b[2]}::int2[], ${b[3]}::float8[], ${b[4]}::float8[])`,
  insert_plain: (b) =>
    sql`insert into sensor_readings select s, p, a, to_timestamp(t/1000), v from unnest(${b[0]}::int[], ${b[1]}::int2[], ${b[2]}::int2[], ${b[3]}::float8[], ${b[4]}::float8[]) as x(s,p,a,t,v) on conflict do nothing`,
  insert_rollup: (
    b,
  ) => sql`with ins as (insert into sensor_readings select s, p, a, to_timestamp(t/1000), v from unnest(${b[0]}::int[], ${b[1]}::int2[], ${b[2]}::int2[], ${b[3]}::float8[], ${b[4]}::float8[]) as x(s,p,a,t,v) on conflict do nothing returning *),
    r as (insert into sensor_readings_hourly as h select sensor_id, parameter_type, axis, date_bin('1 hour', ts, timestamptz '2000-01-01 00:00:00+00'), min(value), max(value), sum(value), count(*) from ins group by 1,2,3,4
    on conflict (sensor_id, parameter_type, axis, bucket) do update set min = least(h.min, excluded.min), max = greatest(h.max, excluded.max), sum = h.sum + excluded.sum, count = h.count + excluded.count)
    select count(*) from ins`,
};
for (const [name, q] of Object.entries(variants)) {
  await db.execute(sql`truncate sensor_readings, sensor_readings_hourly`);
  for (let i = 0; i < 2; i++) await db.execute(q(batch()));
  const bs = Array.from({ length: 10 }, batch);
  const t0 = performance.now();
  for (const b of bs) await db.execute(q(b));
  console.log(driver, name, ((performance.now() - t0) / 10).toFixed(1), "ms/batch");
}
await h.close();
if (admin) {
  await admin.db.execute(sql.raw(`drop database if exists prof_y with (force)`));
  await admin.close();
}
