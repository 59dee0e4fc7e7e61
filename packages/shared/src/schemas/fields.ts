/**
 * Field pieces every domain's inputs and answers share. Forms and query strings send blanks: an
 * empty string means "not given".
 */
import { z } from "zod";
import { bigRecordId, recordId } from "./list";

export const idInput = z.object({ id: recordId });

/** `id` plus the optional confirmation word a delete of something with attached records needs. */
export const deleteWithConfirmInput = idInput.extend({
  confirm: z.string().max(32).optional(),
});

/** Optional text: trimmed, blank becomes null. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z.string().max(max).nullable().optional(),
  );

/** An optional reference id: blank, 0 or null is "none". */
export const optionalRef = z.preprocess(
  (v) => (v === "" || v === 0 || v === "0" || v === "null" ? null : v),
  recordId.nullable().optional(),
);

/** The same for a reference to a bigserial record (an alarm, an incident). */
export const optionalBigRef = z.preprocess(
  (v) => (v === "" || v === 0 || v === "0" || v === "null" ? null : v),
  bigRecordId.nullable().optional(),
);

/** Provider staff may name the company a new entry belongs to; blank or absent is the shared library. */
export const ownerField = z.preprocess(
  (v) => (v === "" || v === "null" ? null : v),
  recordId.nullable().optional(),
);

/**
 * The instants a date-time input may name: years 1 to 9999. A JavaScript Date reaches back to
 * 271821 BC, PostgreSQL's timestamps only to 4713 BC; nothing the product schedules or records
 * lies outside four-digit years.
 */
export const EARLIEST_INSTANT = new Date("0001-01-01T00:00:00.000Z");
export const LATEST_INSTANT = new Date("9999-12-31T23:59:59.999Z");

/** A Date inside EARLIEST_INSTANT … LATEST_INSTANT, with the given message for a value that is none. */
export const storableDate = (error: string) => z.date({ error }).min(EARLIEST_INSTANT).max(LATEST_INSTANT);

/** What a create or an update answers: the saved record's id. */
export const savedRecord = z.object({ id: z.number().int() });

/** When a record was created and last changed, as rows answer it. */
export const timestamps = { created_at: z.date(), updated_at: z.date() };

/** A record another one refers to, as answers name it: `{ id, name }`. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });

type RefColumns<K extends string, Id extends z.ZodType, Name extends z.ZodType> = {
  [P in `${K}_id`]: Id;
} & { [P in `${K}_name`]: Name };

/** The columns a row names a referenced record with: `refColumns("company")` is `company_id`, `company_name`. */
export function refColumns<K extends string>(key: K) {
  return { [`${key}_id`]: z.number().int(), [`${key}_name`]: z.string() } as RefColumns<
    K,
    z.ZodNumber,
    z.ZodString
  >;
}

/** The same for a reference that may be absent (a left join): both columns null then. */
export function nullableRefColumns<K extends string>(key: K) {
  return { [`${key}_id`]: z.number().int().nullable(), [`${key}_name`]: z.string().nullable() } as RefColumns<
    K,
    z.ZodNullable<z.ZodNumber>,
    z.ZodNullable<z.ZodString>
  >;
}

/** One schema under each of `keys`: a set of flags, e.g. `eachKey(["is_viewing", "is_creating"], z.boolean())`. */
export function eachKey<const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

/**
 * Column types of answers, so a row schema reads as its list of columns:
 * `{ plant_id: column.int, description: column.nullableText }`.
 */
export const column = {
  int: z.number().int(),
  nullableInt: z.number().int().nullable(),
  number: z.number(),
  nullableNumber: z.number().nullable(),
  text: z.string(),
  nullableText: z.string().nullable(),
  flag: z.boolean(),
  date: z.date(),
  nullableDate: z.date().nullable(),
  /** A free JSON object: a history row's details, a command's payload. */
  json: z.record(z.string(), z.unknown()),
};
