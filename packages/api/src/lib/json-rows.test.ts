import { createTestDatabase, type DatabaseHandle, rowsOf, schema, testDrivers } from "@plantwise/db";
import { asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRows, jsonValues } from "./json-rows";

/**
 * Child rows folded into their parent's select as JSON answer exactly what a select of the same
 * columns answers, on both drivers: timestamps (with and without a zone, to the microsecond) as the
 * same Date, numeric as the same text, big integers, doubles, NaN, json and nulls; in the order
 * asked; an empty array when there is nothing.
 */

const groups = pgTable("json_rows_groups", { id: serial("id").primaryKey(), name: text("name").notNull() });
const samples = pgTable("json_rows_samples", {
  id: serial("id").primaryKey(),
  group_id: integer("group_id").notNull(),
  at: timestamp("at", { withTimezone: true }),
  plain_at: timestamp("plain_at"),
  day: date("day"),
  amount: numeric("amount", { precision: 12, scale: 2 }),
  big: bigint("big", { mode: "number" }),
  ratio: doublePrecision("ratio"),
  flag: boolean("flag").notNull(),
  label: text("label"),
  details: jsonb("details"),
});
const columns = getTableColumns(samples);

describe.each(testDrivers())("JSON child rows on %s", (driver) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    const { db } = handle;
    await db.execute(sql`create table json_rows_groups (id serial primary key, name text not null)`);
    await db.execute(sql`create table json_rows_samples (
      id serial primary key, group_id integer not null, at timestamptz, plain_at timestamp, day date,
      amount numeric(12, 2), big bigint, ratio double precision, flag boolean not null, label text, details jsonb)`);
    await db.insert(groups).values([
      { id: 1, name: "full" },
      { id: 2, name: "empty" },
    ]);
    await db.execute(sql`insert into json_rows_samples
      (group_id, at, plain_at, day, amount, big, ratio, flag, label, details) values
      (1, '2026-03-01 12:00:00.123456+00', '2026-03-01 12:00:00.654321', '2026-03-01', 12.5, 9007199254740991,
        0.30000000000000004, true, 'first', '{"a": [1, 2], "b": null}'),
      (1, null, null, null, null, null, null, false, null, null),
      (1, '1999-12-31 23:59:59.999999-05', '1970-01-01 00:00:00', '1900-02-28', -0.01, -1, 'NaN', true,
        'it''s "quoted" \\ and ünïcode', '"just text"')`);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("answers each column as a select of it does, in the order asked", async () => {
    const { db } = handle;
    const direct = await db.select().from(samples).where(eq(samples.group_id, 1)).orderBy(desc(samples.id));
    const [folded] = await db
      .select({
        name: groups.name,
        rows: jsonRows(columns, sql`from ${samples} where ${eq(samples.group_id, groups.id)}`, [
          desc(samples.id),
        ]),
      })
      .from(groups)
      .where(eq(groups.id, 1));
    expect(direct).toHaveLength(3);
    expect(folded?.rows).toEqual(direct);
    expect(folded?.rows[2]?.at).toBeInstanceOf(Date);
    expect(folded?.rows[2]?.amount).toBe("12.50");
    expect(Number.isNaN(folded?.rows[0]?.ratio)).toBe(true);
  });

  it("answers an empty array for a parent without children, and single values with jsonValues", async () => {
    const { db } = handle;
    const rows = await db
      .select({
        id: groups.id,
        children: jsonRows(
          { id: samples.id },
          sql`from ${samples} where ${eq(samples.group_id, groups.id)}`,
          [],
        ),
        labels: jsonValues(samples.label, sql`from ${samples} where ${eq(samples.group_id, groups.id)}`, [
          asc(samples.id),
        ]),
        times: jsonValues(samples.at, sql`from ${samples} where ${eq(samples.group_id, groups.id)}`, [
          asc(samples.id),
        ]),
      })
      .from(groups)
      .orderBy(asc(groups.id));
    const direct = rowsOf<{ label: string | null }>(
      await db.execute(sql`select label from json_rows_samples where group_id = 1 order by id`),
    );
    expect(rows[0]?.labels).toEqual(direct.map((r) => r.label));
    expect(rows[0]?.times.map((t) => t?.toISOString() ?? null)).toEqual([
      "2026-03-01T12:00:00.123Z",
      null,
      "2000-01-01T04:59:59.999Z",
    ]);
    expect(rows[1]).toEqual({ id: 2, children: [], labels: [], times: [] });
  });

  it("refuses a column JSON cannot carry faithfully", () => {
    expect(() => jsonRows({ samples: schema.waveforms.samples }, sql`from ${schema.waveforms}`, [])).toThrow(
      /samples: a PgCustomColumn column cannot travel through JSON/,
    );
  });
});
