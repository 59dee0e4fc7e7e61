import { Column, type DriverValueDecoder, is, type SQL, sql } from "drizzle-orm";

/**
 * A record's child rows as one column of the record's own select, so a record and its collections
 * come back in one statement:
 * `coalesce((select json_agg(json_build_object('id', …) order by …) from … where …), '[]'::json)`.
 * Each field is decoded with its column's own driver mapping, so the rows answer what a select of
 * the same columns answers (timestamps as Date, numeric as its text); a column type JSON cannot
 * carry faithfully (bytea, custom types) is refused when the query is built.
 */

/** A field of a JSON row: a column, or an expression typed with `sql<T>` (decoded by its `mapWith`). */
export type JsonField = Column | SQL;
export type JsonFields = Record<string, JsonField>;

type Value<F> = F extends Column
  ? F["_"]["notNull"] extends true
    ? F["_"]["data"]
    : F["_"]["data"] | null
  : F extends SQL<infer T>
    ? T
    : never;

/** One row as `jsonRows` answers it. */
export type JsonRow<F extends JsonFields> = { [K in keyof F]: Value<F[K]> };

/** Column types whose JSON form differs from the text the driver reads: sent as that text. */
const AS_TEXT = new Set([
  "PgTimestamp",
  "PgTimestampString",
  "PgDate",
  "PgDateString",
  "PgTime",
  "PgInterval",
  "PgNumeric",
  "PgNumericNumber",
  "PgNumericBigInt",
  "PgBigInt64",
  "PgBigSerial64",
]);
/** Column types JSON carries as they are. */
const AS_IS = new Set([
  "PgInteger",
  "PgSerial",
  "PgSmallInt",
  "PgSmallSerial",
  "PgBigInt53",
  "PgBigSerial53",
  "PgDoublePrecision",
  "PgReal",
  "PgBoolean",
  "PgText",
  "PgVarchar",
  "PgChar",
  "PgUUID",
  "PgEnumColumn",
]);
const JSON_TYPES = new Set(["PgJson", "PgJsonb"]);

function fieldSql(key: string, field: JsonField): SQL {
  if (!is(field, Column)) return field;
  if (AS_TEXT.has(field.columnType)) return sql`${field}::text`;
  if (AS_IS.has(field.columnType) || JSON_TYPES.has(field.columnType)) return sql`${field}`;
  throw new Error(`${key}: a ${field.columnType} column cannot travel through JSON`);
}

/** JSON as the driver hands it over: parsed already (postgres-js, PGlite) or as its text. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

function orderClause(orderBy: readonly (SQL | Column)[]): SQL {
  return orderBy.length > 0 ? sql` order by ${sql.join([...orderBy], sql`, `)}` : sql``;
}

/** `json_build_object('key', value, …)` of the fields. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, field]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`${key}: not a JSON field name`);
    return sql`${sql.raw(`'${key}'`)}, ${fieldSql(key, field)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The decoder `sql<T>\`…\`.mapWith(…)` gave an expression: drizzle keeps it on the SQL object
 * (where its own row mapping reads it) without declaring it in its types.
 */
function decoderOf(field: SQL): DriverValueDecoder<unknown, unknown> {
  return (
    (field as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder ?? {
      mapFromDriverValue: (v) => v,
    }
  );
}

/** Decodes one JSON object of the fields back into what the driver would have answered. */
export function jsonDecoder<F extends JsonFields>(fields: F): (value: unknown) => JsonRow<F> {
  const entries = Object.entries(fields);
  return (value) => {
    const row = parsed<Record<string, unknown>>(value);
    for (const [key, field] of entries) {
      const raw = row[key];
      if (raw === null || raw === undefined) {
        row[key] = null;
      } else if (is(field, Column)) {
        if (!JSON_TYPES.has(field.columnType)) row[key] = field.mapFromDriverValue(raw);
      } else {
        row[key] = decoderOf(field).mapFromDriverValue(raw);
      }
    }
    return row as JsonRow<F>;
  };
}

/**
 * The rows `from` selects (`sql\`from table where …\``), as one JSON array in `orderBy` order; an
 * empty array when there are none.
 */
export function jsonRows<F extends JsonFields>(
  fields: F,
  from: SQL,
  orderBy: readonly (SQL | Column)[],
): SQL<JsonRow<F>[]> {
  const decode = jsonDecoder(fields);
  return sql`coalesce((select json_agg(${jsonObject(fields)}${orderClause(orderBy)}) ${from}), '[]'::json)`.mapWith(
    (value: unknown): JsonRow<F>[] => parsed<unknown[]>(value).map(decode),
  );
}

/** One field of the rows `from` selects, as one JSON array in `orderBy` order (a user's plant ids). */
export function jsonValues<F extends JsonField>(
  field: F,
  from: SQL,
  orderBy: readonly (SQL | Column)[],
): SQL<Value<F>[]> {
  const decode = jsonDecoder({ value: field });
  return sql`coalesce((select json_agg(${fieldSql("value", field)}${orderClause(orderBy)}) ${from}), '[]'::json)`.mapWith(
    (value: unknown): Value<F>[] =>
      parsed<unknown[]>(value).map((v) => decode({ value: v }).value as Value<F>),
  );
}
