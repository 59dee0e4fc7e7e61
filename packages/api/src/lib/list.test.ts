import { createTestDatabase, type DatabaseHandle, rowsOf, testDrivers } from "@plantwise/db";
import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CountQuery, pagedList, type TotalColumn, totalColumn } from "./list";

/**
 * A list page answers its rows and the number of all matching rows in one statement (the count
 * rides along as an uncorrelated subquery); only a page past the end, which has no row to carry
 * it, runs the count on its own. On both drivers.
 */

const groups = pgTable("paged_list_groups", { id: serial("id").primaryKey(), name: text("name").notNull() });
const items = pgTable("paged_list_items", {
  id: serial("id").primaryKey(),
  group_id: integer("group_id").notNull(),
  name: text("name").notNull(),
});

/** The count query, counting how often it is run on its own (embedding it runs nothing). */
function spied(query: CountQuery): CountQuery & { runs: number } {
  const spy = {
    runs: 0,
    getSQL: () => query.getSQL(),
    // biome-ignore lint/suspicious/noThenProperty: a stand-in for a drizzle query, which is thenable.
    then: ((onfulfilled, onrejected) => {
      spy.runs += 1;
      return query.then(onfulfilled, onrejected);
    }) as CountQuery["then"],
  };
  return spy;
}

describe.each(testDrivers())("pagedList on %s", (driver) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    const { db } = handle;
    await db.execute(sql`create table paged_list_groups (id serial primary key, name text not null)`);
    await db.execute(
      sql`create table paged_list_items (id serial primary key, group_id integer not null, name text not null)`,
    );
    await db.insert(groups).values([
      { id: 1, name: "pumps" },
      { id: 2, name: "fans" },
    ]);
    await db
      .insert(items)
      .values([
        ...["p1", "p2", "p3", "p4", "p5"].map((name) => ({ group_id: 1, name })),
        ...["f1", "f2"].map((name) => ({ group_id: 2, name })),
      ]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** A page of the items of one group with their group's name, two to a page. */
  function page(groupId: number, pageNo: number) {
    const where = eq(items.group_id, groupId);
    const counted = spied(handle.db.select({ n: count() }).from(items).where(where));
    const answer = pagedList(
      { page: pageNo, max: 2 },
      {
        rows: (total) =>
          handle.db
            .select({ id: items.id, name: items.name, group_name: groups.name, total })
            .from(items)
            .innerJoin(groups, eq(groups.id, items.group_id))
            .where(where)
            .$dynamic(),
        count: counted,
        order: [asc(items.name), asc(items.id)],
      },
    );
    return { answer, counted };
  }

  it("answers a page's rows without the total, and the total of all matching rows, in one statement", async () => {
    const { answer, counted } = page(1, 1);
    const { data, meta } = await answer;
    expect(data).toEqual([
      { id: 1, name: "p1", group_name: "pumps" },
      { id: 2, name: "p2", group_name: "pumps" },
    ]);
    expect(data.every((row) => !("total" in row))).toBe(true);
    const [all] = await handle.db.select({ n: count() }).from(items).where(eq(items.group_id, 1));
    expect(meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: all?.n });
    expect(meta.total).toBe(5);
    expect(counted.runs).toBe(0);
  });

  it("answers the same total on the last page", async () => {
    const { answer, counted } = page(1, 3);
    expect(await answer).toEqual({
      data: [{ id: 5, name: "p5", group_name: "pumps" }],
      meta: { current_page: 3, last_page: 3, per_page: 2, total: 5 },
    });
    expect(counted.runs).toBe(0);
  });

  it("answers no rows and the right total for a page past the end, counting on its own", async () => {
    const { answer, counted } = page(1, 4);
    expect(await answer).toEqual({
      data: [],
      meta: { current_page: 4, last_page: 3, per_page: 2, total: 5 },
    });
    expect(counted.runs).toBe(1);
  });

  it("answers total 0 for an empty first page without counting", async () => {
    const { answer, counted } = page(3, 1);
    expect(await answer).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 2, total: 0 },
    });
    expect(counted.runs).toBe(0);
  });

  it("answers total 0 for a page past the end of an empty filter", async () => {
    const { answer, counted } = page(3, 2);
    expect(await answer).toEqual({
      data: [],
      meta: { current_page: 2, last_page: 1, per_page: 2, total: 0 },
    });
    expect(counted.runs).toBe(1);
  });

  it("plans the total as an InitPlan, run once, not as a per-row SubPlan", async () => {
    const where = sql`${items.group_id} = 1`;
    const total: TotalColumn = totalColumn(handle.db.select({ n: count() }).from(items).where(where));
    const query: SQL = handle.db
      .select({ id: items.id, name: items.name, group_name: groups.name, total })
      .from(items)
      .innerJoin(groups, eq(groups.id, items.group_id))
      .where(where)
      .orderBy(asc(items.name))
      .limit(2)
      .getSQL();
    const plan = rowsOf<{ "QUERY PLAN": string }>(await handle.db.execute(sql`explain ${query}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toMatch(/InitPlan/);
    expect(plan).not.toMatch(/SubPlan/);
  });
});
