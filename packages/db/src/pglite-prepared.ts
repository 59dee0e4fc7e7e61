/**
 * PGlite with a prepared-statement cache. PGlite's own `query` sends every statement as a new
 * unnamed one (Parse, Describe, Bind, Describe, Execute, Sync, each its own call into the wasm
 * engine), so the planner runs on every call; for the API's statements with CTEs and subqueries
 * planning costs more than executing. Here a statement with parameters is parsed once under a
 * name and described once (its parameter types pick the serializers); later calls send Bind,
 * Describe portal, Execute and Sync in one batch. PostgreSQL's plan cache then applies as it does
 * for the statements prepared on a PostgreSQL server (`preparing` in client.ts): five custom
 * plans, then the generic plan when it is no costlier.
 *
 * Everything else is PGlite's: the serializers and parsers, the result builder, the error it
 * throws (the same `DatabaseError`, with query and params attached), and its two locks, taken in
 * the same order as its `query` (transaction lock, then query lock; inside `transaction()` only
 * the query lock, which the transaction does not hold between statements).
 */
import {
  messages,
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

const { serialize } = protocol;

/**
 * How many statements a connection keeps prepared unless told otherwise. The demo's statements
 * hold about 45 KB of plan memory each in the engine, so a full cache is some 25 MB.
 */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

export interface PreparingPGliteOptions extends PGliteOptions {
  /** Statements kept prepared at once; the least recently used one is closed beyond it. */
  statementCacheSize?: number;
}

interface PreparedStatement {
  name: string;
  /** Parameter type oids as the server inferred them: they choose each value's serializer. */
  paramTypes: number[];
}

/** A statement text that may change a table's or a function's shape (checked on unprepared text only). */
const SCHEMA_CHANGE = /\b(?:create|alter|drop)\b/i;

export class PreparingPGlite extends PGlite {
  /** SQL text → prepared statement; Map order is recency (oldest first). */
  readonly #statements = new Map<string, PreparedStatement>();
  readonly #capacity: number;
  #named = 0;
  /** Set by DDL: every cached statement is closed before the next one runs. */
  #schemaChanged = false;

  constructor(options: PreparingPGliteOptions = {}) {
    const { statementCacheSize, ...pgliteOptions } = options;
    super(pgliteOptions);
    this.#capacity = Math.max(1, statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE);
  }

  /** How many statements are prepared right now (tests, diagnostics). */
  get preparedStatementCount(): number {
    return this.#statements.size;
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!cacheable(params, options)) {
      return this.#unprepared(text, () => super.query<T>(text, params, options));
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runPrepared<T>(text, params, options, false));
  }

  override async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#unprepared(text, () => super.exec(text, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#preparingTransaction(tx)));
  }

  /** PGlite's transaction handle with `query` going through the cache; the rest is the original. */
  #preparingTransaction(tx: Transaction): Transaction {
    return {
      query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!cacheable(params, options)) {
          return this.#unprepared(text, () => tx.query<T>(text, params, options));
        }
        if (tx.closed) throw new Error("Transaction is closed");
        return this.#runPrepared<T>(text, params, options, true);
      },
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (text, options) => this.#unprepared(text, () => tx.exec(text, options)),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  /**
   * Runs a statement the cache does not keep. When its text may be DDL, the cached statements are
   * closed before the next one runs: marked once it has finished, so a statement queued ahead of
   * it cannot re-prepare against the old tables and clear the mark.
   */
  async #unprepared<R>(text: string, run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } finally {
      if (this.#statements.size > 0 && SCHEMA_CHANGE.test(text)) this.#schemaChanged = true;
    }
  }

  /** Runs a statement with parameters under the query lock, as PGlite's own `query` does. */
  #runPrepared<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      let result: Results<T>;
      try {
        result = await this.#execute<T>(text, params, options);
      } catch (error) {
        if (!(error instanceof messages.DatabaseError) || !isStale(error)) {
          throw withQuery(error, text, params, options);
        }
        // The statement's tables changed under it: forget it and, unless the failure has aborted
        // a transaction, run it once more freshly prepared.
        await this.#forget(text);
        if (this.isInTransaction()) throw withQuery(error, text, params, options);
        try {
          result = await this.#execute<T>(text, params, options);
        } catch (retryError) {
          throw withQuery(retryError, text, params, options);
        }
      }
      if (!inTransaction) await this.syncToFs();
      return result;
    });
  }

  async #execute<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#prepared(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] as number;
      const serializer = options?.serializers?.[oid] ?? this.serializers[oid];
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    // A count that does not match goes through an unnamed statement, so the server's complaint
    // is word for word the one PGlite's own path would give.
    const parseUnnamed = params.length === statement.paramTypes.length ? [] : [serialize.parse({ text })];
    const statementName = parseUnnamed.length === 0 ? statement.name : "";
    const replies = await this.execProtocolStream(
      concat([
        ...parseUnnamed,
        serialize.bind({ statement: statementName, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    return parse.parseResults(replies, this.parsers, options)[0] as Results<T>;
  }

  /** The prepared statement for a text, parsing and describing it the first time. */
  async #prepared(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    if (this.#schemaChanged) await this.#forgetAll();
    const cached = this.#statements.get(text);
    if (cached) {
      this.#statements.delete(text);
      this.#statements.set(text, cached);
      return cached;
    }
    const batch: Uint8Array[] = [];
    if (this.#statements.size >= this.#capacity) {
      const [oldestText, oldest] = this.#statements.entries().next().value as [string, PreparedStatement];
      this.#statements.delete(oldestText);
      // First in the batch: a failing Parse after it must not skip it.
      batch.push(serialize.close({ type: "S", name: oldest.name }));
    }
    this.#named += 1;
    const name = `plantwise_${this.#named}`;
    batch.push(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync());
    const replies = await this.execProtocolStream(concat(batch), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(replies) };
    this.#statements.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.#close([statement.name]);
  }

  async #forgetAll(): Promise<void> {
    const names = [...this.#statements.values()].map((statement) => statement.name);
    this.#statements.clear();
    this.#schemaChanged = false;
    await this.#close(names);
  }

  /** Closes prepared statements; a Close is accepted even inside an aborted transaction. */
  async #close(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const batch = names.map((name) => serialize.close({ type: "S", name }));
    batch.push(serialize.sync());
    await this.execProtocolStream(concat(batch), { syncToFs: false });
  }
}

function cacheable(params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] {
  return params !== undefined && params.length > 0 && !options?.blob && !options?.paramTypes;
}

/** A cached plan whose result columns changed, or a statement closed behind the cache's back. */
function isStale(error: messages.DatabaseError): boolean {
  return (
    (error.code === "0A000" && error.message === "cached plan must not change result type") ||
    error.code === "26000"
  );
}

/** What PGlite attaches to a database error it throws from `query` (its makePGliteError). */
function withQuery(
  error: unknown,
  query: string,
  params: unknown[],
  queryOptions: QueryOptions | undefined,
): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
