/**
 * drizzle-orm is patched (patches/drizzle-orm@0.45.4.patch) so that `is(value, Class)` reads the
 * entity kinds of a value's class chain once per class instead of walking the chain on every call:
 * rendering a query asks it several times per chunk, which was a tenth of a list request's time.
 * These checks pin what it must still answer, for the classes rendering and row mapping ask about,
 * and for a value of a class seen before and one seen for the first time.
 */
import { Column, entityKind, is, SQL, sql, Table } from "drizzle-orm";
import { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { sensors } from "./schema/index";

describe("drizzle's is() as patched", () => {
  it("answers a column, a table and an SQL fragment by their whole class chain", () => {
    for (let round = 0; round < 2; round++) {
      expect(is(sensors.id, Column)).toBe(true);
      expect(is(sensors.id, PgColumn)).toBe(true);
      expect(is(sensors.id, Table)).toBe(false);
      expect(is(sensors.id, SQL)).toBe(false);
      expect(is(sensors, Table)).toBe(true);
      expect(is(sensors, PgTable)).toBe(true);
      expect(is(sensors, Column)).toBe(false);
      expect(is(sql`select 1`, SQL)).toBe(true);
      expect(is(sql`select 1`, Column)).toBe(false);
    }
  });

  it("answers no for what is not an entity, and refuses a class that is not one", () => {
    expect(is(null, SQL)).toBe(false);
    expect(is("text", SQL)).toBe(false);
    expect(is({ queryChunks: [] }, SQL)).toBe(false);
    class NotAnEntity {}
    expect(() => is(sensors.id, NotAnEntity as unknown as typeof SQL)).toThrow(/Drizzle entity/);
  });

  it("knows a class by its entity kind, as a second copy of drizzle would make it", () => {
    // Another copy of the library has its own SQL class with the same kind: instanceof fails,
    // the kind answers; a class first seen after others still gets its own answer.
    class ForeignSQL {
      static readonly [entityKind] = (SQL as unknown as Record<symbol, string>)[entityKind];
      readonly queryChunks: unknown[] = [];
    }
    class ForeignSubclass extends ForeignSQL {
      static override readonly [entityKind] = "ForeignSubclass";
    }
    expect(is(new ForeignSQL(), SQL)).toBe(true);
    expect(is(new ForeignSubclass(), SQL)).toBe(true);
    expect(is(new ForeignSubclass(), Column)).toBe(false);
  });
});
