/** List parameters, list answers and deletes: the shapes every resource shares. */
import { z } from "zod";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** List parameters every list call takes (part 1 §7): page, max, orderByColumn, orderByMethod, q. */
export const listInput = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(DEFAULT_PAGE)),
  max: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ),
  orderByColumn: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(64)
      .regex(/^[a-z][a-z0-9_.]*$/i, { error: "Must be a column name" })
      .optional(),
  ),
  orderByMethod: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.toLowerCase()) : value),
    z.enum(["asc", "desc"]).optional(),
  ),
  q: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value)?.toString().trim() : value),
    z.string().max(200).optional(),
  ),
});
export type ListInput = z.infer<typeof listInput>;

/** The `meta` member of a list answer (part 1 §3: current_page, last_page). */
export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

/** The output schema of a list procedure: its rows and the paging `meta`. */
export function listOutput<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: listMetaSchema });
}

/** A timestamp as procedures answer it: a Date inside the server, an ISO string on the wire. */
export const timestampOutput = z.date();

/**
 * The largest id a serial column (a PostgreSQL integer) holds. A larger one names no record, and
 * PostgreSQL refuses to even compare it with such a column, so it is a validation error here.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id, from a path or a form (strings are accepted). */
export const recordId = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** The id of a bigserial record (alarms, incidents): any safe integer. */
export const bigRecordId = z.coerce.number().int().positive();

/** Deletes use an id or an ids array (part 1 §7). */
export const deleteInput = z.union([
  z.object({ id: recordId }),
  z.object({ ids: z.array(recordId).min(1).max(1000) }),
]);
export type DeleteInput = z.infer<typeof deleteInput>;

/** A query-string boolean: "true"/"1" and "false"/"0"; absent is "no filter". */
export const queryFlag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);
