import { z } from "zod";
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants";

/** Sign-in credentials; the e-mail is compared case-insensitively. */
export const loginInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid e-mail address" })),
  password: z.string().min(1, { error: "Enter your password" }).max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export type SecondFactorMethod = "authenticator" | "sms";

/** A login answer: a token, or a verification status when a second factor is needed (part 1 §4). */
export type LoginResult =
  | { token: string }
  | { verification: { status: "mfa_required"; methods: SecondFactorMethod[] } };

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
export interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

/** Deletes use an id or an ids array (part 1 §7). */
export const deleteInput = z.union([
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(1000) }),
]);
export type DeleteInput = z.infer<typeof deleteInput>;
