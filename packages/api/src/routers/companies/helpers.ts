import { DELETE_CONFIRMATION_WORD } from "@plantwise/shared";
import { z } from "zod";
import { AppError } from "../../errors";

/**
 * Helpers shared by the organisation routers (companies, plants, distributors, roles): the
 * typed-confirmation rule for deleting something with attached records (spec part 1 §5), the
 * `archived` list filter, and duplicate-name answers (422, never 500).
 */

export const idInput = z.object({ id: z.coerce.number().int().positive() });

/** `id` plus the optional confirmation word a delete of something with attached records needs. */
export const deleteWithConfirmInput = idInput.extend({
  confirm: z.string().max(32).optional(),
});

/** `archived=true` lists only archived records; anything else (or nothing) hides them. */
export const archivedFilter = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean().optional(),
);

/** "3 users and 1 team" from `{ user: 3, team: 1 }`, leaving out zero counts. */
export function describeAttached(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([noun, n]) => `${n} ${noun}${n === 1 ? "" : "s"}`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * Fails with 422 unless the caller typed the confirmation word, when the record has attached
 * records: "This plant has 3 users and 1 team. Type delete to confirm."
 */
export function requireConfirmation(
  what: string,
  counts: Record<string, number>,
  confirm: string | undefined,
): void {
  const attached = describeAttached(counts);
  if (!attached) return;
  if (confirm?.trim().toLowerCase() === DELETE_CONFIRMATION_WORD) return;
  throw new AppError("BAD_REQUEST", `This ${what} has ${attached}. Type delete to confirm.`, {
    messages: [[`confirm: This ${what} has ${attached}. Type delete to confirm.`]],
  });
}

export function duplicateName(what: string, name: string, field = "name"): AppError {
  return new AppError("BAD_REQUEST", `A ${what} named "${name}" already exists`, {
    messages: [[`${field}: A ${what} named "${name}" already exists`]],
  });
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write, turning a unique violation that raced past the explicit check into a 422. */
export async function uniqueOr422<T>(write: () => Promise<T>, onDuplicate: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onDuplicate();
    throw error;
  }
}

/** Optional text: trimmed, blank becomes null. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z.string().max(max).nullable().optional(),
  );
