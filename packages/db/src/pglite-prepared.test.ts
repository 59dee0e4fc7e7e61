import { messages, PGlite, type QueryOptions, type Results, types } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "./client";
import { PreparingPGlite } from "./pglite-prepared";
import * as schema from "./schema/index";

/** PGlite's own path (unnamed statement, parsed and planned every call) on the same instance. */
function plainQuery<T>(
  db: PGlite,
  text: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  return PGlite.prototype.query.call(db, text, params, options) as Promise<Results<T>>;
}

/** The rejection of a promise, or a failure when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<messages.DatabaseError> {
  try {
    await promise;
  } catch (error) {
    return error as messages.DatabaseError;
  }
  throw new Error("expected the statement to fail");
}

const ERROR_FIELDS = [
  "name",
  "message",
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "schema",
  "table",
  "column",
  "constraint",
  "routine",
  "query",
  "params",
] as const;

function errorFields(error: messages.DatabaseError): Record<string, unknown> {
  const fields = Object.fromEntries(
    ERROR_FIELDS.map((field) => [field, (error as unknown as Record<string, unknown>)[field]]),
  );
  return { ...fields, isDatabaseError: error instanceof messages.DatabaseError };
}

/** Drizzle's pglite session passes these: timestamps, dates and intervals stay strings. */
const DRIZZLE_ARRAY_MODE: QueryOptions = {
  rowMode: "array",
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.INTERVAL]: (value: string) => value,
    [types.DATE]: (value: string) => value,
    1231: (value: string) => value,
    1115: (value: string) => value,
    1185: (value: string) => value,
    1187: (value: string) => value,
    1182: (value: string) => value,
  },
};

describe("PreparingPGlite", () => {
  let db: PreparingPGlite;

  beforeAll(async () => {
    db = new PreparingPGlite();
    await db.exec(`
      create table kinds (
        id serial primary key,
        code text unique,
        at timestamptz,
        day date,
        amount numeric(12, 4),
        ratio double precision,
        big bigint,
        blob bytea,
        doc json,
        docb jsonb,
        tags text[],
        numbers integer[],
        stamps timestamptz[],
        flag boolean,
        span interval
      );
    `);
  });
  afterAll(async () => {
    await db?.close();
  });

  const insertKind = `insert into kinds (code, at, day, amount, ratio, big, blob, doc, docb, tags, numbers, stamps, flag, span)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning *`;
  const kindRow = (code: string) => [
    code,
    new Date("2026-03-01T10:20:30.123Z"),
    "2026-03-01",
    "12345.6789",
    0.125,
    9_007_199_254_740_993n,
    new Uint8Array([0, 1, 254, 255]),
    { a: 1, nested: { b: [1, "two", null] } },
    { z: true, list: [1.5, 2.5] },
    ["x", "y,z", 'q"uote', null],
    [3, 1, 2],
    [new Date("2026-01-01T00:00:00Z"), new Date("2026-06-30T12:00:00Z")],
    true,
    "1 day 02:03:04",
  ];
  const selectKind = "select * from kinds where code = $1 or (id = $2 and $3::boolean is null)";

  it("answers what PGlite's own path answers, for every type, on first and repeated runs", async () => {
    const inserted = await db.query(insertKind, kindRow("first"));
    const nulls = await db.query(insertKind, ["nulls", ...Array(13).fill(null)]);
    expect(inserted.rows).toHaveLength(1);
    expect(nulls.rows[0]).toMatchObject({ code: "nulls", at: null, blob: null, tags: null, docb: null });
    expect(inserted.rows[0]).toMatchObject({
      at: new Date("2026-03-01T10:20:30.123Z"),
      amount: "12345.6789",
      big: 9_007_199_254_740_993n,
      blob: new Uint8Array([0, 1, 254, 255]),
      tags: ["x", "y,z", 'q"uote', null],
      numbers: [3, 1, 2],
    });

    for (const options of [undefined, DRIZZLE_ARRAY_MODE]) {
      for (const code of ["first", "nulls"]) {
        const params = [code, 0, null];
        const expected = await plainQuery(db, selectKind, params, options);
        // Beyond five runs the server may switch to a generic plan: the answer must not change.
        for (let run = 0; run < 8; run++) {
          expect(await db.query(selectKind, params, options)).toEqual(expected);
        }
      }
    }
    const update = "update kinds set ratio = ratio * $1 where code = any($2::text[])";
    const expected = await plainQuery(db, update, [1, ["first", "nulls", "missing"]]);
    expect(await db.query(update, [1, ["first", "nulls", "missing"]])).toEqual(expected);
    expect(expected).toMatchObject({ command: "UPDATE", affectedRows: 2, rowCount: 2 });
  });

  it("keeps statements without parameters on PGlite's simple path", async () => {
    const before = db.preparedStatementCount;
    const result = await db.query("select 1 as one");
    expect(result.rows).toEqual([{ one: 1 }]);
    expect(db.preparedStatementCount).toBe(before);
  });

  it("fails exactly as PGlite's own path does", async () => {
    await db.query(insertKind, kindRow("taken"));
    const cases: [string, unknown[]][] = [
      [insertKind, kindRow("taken")], // unique violation, at Execute
      ["select * from kinds where id = $1", ["not a number"]], // bad input, at Bind
      ["select * fro kinds where id = $1", [1]], // syntax error, at Parse
      ["select * from no_such_table where id = $1", [1]], // unknown relation, at Parse
      ["select * from kinds where id = $1", [1, 2]], // too many parameters
      ["select $1::int / $2::int as q", [1, 0]], // division by zero, at Execute
    ];
    for (const [text, params] of cases) {
      const expected = errorFields(await rejectionOf(plainQuery(db, text, params)));
      // The first run prepares, the second reuses what the first left behind (if anything).
      expect(errorFields(await rejectionOf(db.query(text, params)))).toEqual(expected);
      expect(errorFields(await rejectionOf(db.query(text, params)))).toEqual(expected);
    }
    const unique = await rejectionOf(db.query(insertKind, kindRow("taken")));
    expect(unique.code).toBe("23505");
    expect(unique.constraint).toBe("kinds_code_key");
  });

  it("still answers a statement the cache has closed", async () => {
    const small = new PreparingPGlite({ statementCacheSize: 2 });
    try {
      const texts = ["select $1::int + 1 as n", "select $1::int + 2 as n", "select $1::int + 3 as n"];
      for (const [i, text] of texts.entries()) {
        expect((await small.query(text, [10])).rows).toEqual([{ n: 11 + i }]);
      }
      expect(small.preparedStatementCount).toBe(2);
      const onServer = await small.query<{ count: number }>(
        "select count(*)::int as count from pg_prepared_statements",
      );
      expect(onServer.rows[0]?.count).toBe(2);
      // The first was closed to make room; it is prepared again and answers the same.
      expect((await small.query(texts[0] as string, [20])).rows).toEqual([{ n: 21 }]);
      expect(small.preparedStatementCount).toBe(2);
    } finally {
      await small.close();
    }
  });

  it("rolls back cached statements with the transaction and keeps working after it", async () => {
    const count = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from kinds where code like $1", ["tx-%"]))
        .rows[0]?.n;
    await db.query(insertKind, kindRow("tx-kept"));
    const failure = db.transaction(async (tx) => {
      await tx.query(insertKind, kindRow("tx-dropped"));
      expect(
        (await tx.query<{ n: number }>("select count(*)::int as n from kinds where code like $1", ["tx-%"]))
          .rows[0]?.n,
      ).toBe(2);
      throw new Error("undo");
    });
    await expect(failure).rejects.toThrow("undo");
    expect(await count()).toBe(1);

    // An error inside a transaction aborts it for cached and uncached statements alike.
    await db.transaction(async (tx) => {
      const unique = await rejectionOf(tx.query(insertKind, kindRow("tx-kept")));
      expect(unique.code).toBe("23505");
      const aborted = await rejectionOf(tx.query(selectKind, ["tx-kept", 0, null]));
      expect(aborted.code).toBe("25P02");
      await tx.rollback();
    });

    await db.transaction(async (tx) => {
      await tx.query(insertKind, kindRow("tx-committed"));
      await tx.rollback();
      await expect(tx.query(insertKind, kindRow("tx-late"))).rejects.toThrow("Transaction is closed");
    });
    expect(await count()).toBe(1);
    await db.transaction(async (tx) => {
      await tx.query(insertKind, kindRow("tx-committed"));
    });
    expect(await count()).toBe(2);
  });

  it("holds a statement from outside until an open transaction ends", async () => {
    const seen: (number | undefined)[] = [];
    let seenDuring: (number | undefined)[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    const undone = db.transaction(async (tx) => {
      await tx.query(insertKind, kindRow("tx-invisible"));
      outside = db
        .query<{ n: number }>("select count(*)::int as n from kinds where code = $1", ["tx-invisible"])
        .then((result) => seen.push(result.rows[0]?.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
      seenDuring = [...seen];
      throw new Error("undo");
    });
    await expect(undone).rejects.toThrow("undo");
    await outside;
    expect(seenDuring).toEqual([]);
    expect(seen).toEqual([0]);
  });

  it("follows a table's new shape after DDL, seen or unseen", async () => {
    await db.exec("create table shapes (id int primary key, a text)");
    await db.query("insert into shapes values ($1, $2)", [1, "one"]);
    const select = "select * from shapes where id = $1";
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, a: "one" }]);

    await db.query("alter table shapes add column b text default 'bee'");
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, a: "one", b: "bee" }]);

    // DDL the cache cannot see: the stale plan's error is caught and the statement re-prepared.
    await db.execProtocol(protocolQuery("alter table shapes add column c int default 3"));
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, a: "one", b: "bee", c: 3 }]);

    // Inside a transaction the same error has aborted it: it surfaces, and the next run is fresh.
    await db.execProtocol(protocolQuery("alter table shapes drop column c"));
    await db.transaction(async (tx) => {
      const stale = await rejectionOf(tx.query(select, [1]));
      expect(stale.code).toBe("0A000");
      await tx.rollback();
    });
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, a: "one", b: "bee" }]);
  });
});

function protocolQuery(text: string): Uint8Array {
  const body = new TextEncoder().encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = "Q".charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

describe("drizzle on PreparingPGlite", () => {
  it("migrates, writes and reads through the cache, transactions included", async () => {
    const handle = await openDatabase({ dataDir: "memory" });
    try {
      await migrateDatabase(handle);
      const client = (handle.db as unknown as { $client: unknown }).$client;
      expect(client).toBeInstanceOf(PreparingPGlite);
      const [company] = await handle.db.insert(schema.companies).values({ name: "Cache Co" }).returning();
      await handle.db.transaction(async (tx) => {
        await tx
          .update(schema.companies)
          .set({ name: "Cache Co 2" })
          .where(eq(schema.companies.id, company!.id));
        await tx
          .transaction(async (inner) => {
            await inner
              .update(schema.companies)
              .set({ name: "never" })
              .where(eq(schema.companies.id, company!.id));
            throw new Error("inner undo");
          })
          .catch(() => undefined);
      });
      const [read] = await handle.db
        .select({ name: schema.companies.name, createdAt: schema.companies.created_at })
        .from(schema.companies)
        .where(eq(schema.companies.id, company!.id));
      expect(read?.name).toBe("Cache Co 2");
      expect(read?.createdAt).toBeInstanceOf(Date);
      expect((client as PreparingPGlite).preparedStatementCount).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
