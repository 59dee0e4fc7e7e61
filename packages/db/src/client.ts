import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PreparingPGlite } from "./pglite-prepared";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a select: the database itself or an open transaction. */
export type Reader = Pick<Database, "select">;
export type DatabaseDriver = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Where the data lives: the PGlite folder, "memory", or the server URL without its password. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `"memory"` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * Called with the text of every statement sent to PostgreSQL (BEGIN and COMMIT included): the
   * statement-budget test counts a request's round trips with it.
   */
  onStatement?: ((text: string) => void) | undefined;
  /**
   * Whether PostgreSQL statements are prepared once per connection and reused (default true). Off
   * only behind a pooler in transaction mode, which cannot keep a connection's prepared statements.
   */
  prepare?: boolean | undefined;
}

export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** Opens the database chosen by the options: PostgreSQL when a URL is given, PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connection: { application_name: "plantwise" },
      ...(options.onStatement
        ? { debug: (_connection: number, text: string) => options.onStatement?.(text) }
        : {}),
    });
    const driverClient = options.prepare === false ? client : preparing(client);
    const db = drizzlePostgres(driverClient, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      location: redactUrl(options.databaseUrl),
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "./data";
  if (dataDir !== "memory") mkdirSync(dataDir, { recursive: true });
  // Parameterised statements are prepared once and their plans reused, as on PostgreSQL.
  const client = new PreparingPGlite(dataDir === "memory" ? {} : { dataDir: `${dataDir}/pglite` });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return { db, driver: "pglite", location: dataDir, close: () => client.close() };
}

/**
 * The client drizzle talks through, with every parameterised statement prepared. Drizzle asks
 * postgres-js for unnamed statements, which costs two round trips each (describe, then bind and
 * execute) and a new plan every time; a prepared one is parsed once per connection and then costs
 * one round trip. Transactions and savepoints hand their callbacks the same kind of client.
 * Statements without parameters keep the simple protocol either way.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, args?: unknown[], options?: object) =>
          // biome-ignore lint/suspicious/noExplicitAny: postgres-js types its parameters per call site
          target.unsafe(query, args as any, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const callback = args.pop() as (sql: postgres.Sql) => unknown;
          // biome-ignore lint/suspicious/noExplicitAny: begin(options?, callback) and savepoint(name?, callback)
          return (target as any)[property](...args, (sql: postgres.Sql) => callback(preparing(sql)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock serialises
 * concurrent start-ups (several API replicas may boot at once).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific migrator wants its own db type
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  const lockKey = 72_616_401; // arbitrary, constant: "plantwise migrations"
  await handle.db.execute(sql`select pg_advisory_lock(${lockKey})`);
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific migrator wants its own db type
    await migratePostgres(handle.db as any, { migrationsFolder });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${lockKey})`);
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparseable url)";
  }
}

/**
 * The rows of a `db.execute(sql…)` result: postgres-js answers an array, PGlite an object with
 * `rows`. Raw SQL (unnest inserts, time buckets) goes through here so it works on both drivers.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
