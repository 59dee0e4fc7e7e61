/**
 * Deleting something other records hang on: either the caller confirms with the typed word (spec
 * part 1 §5, for records whose children go with them or to limbo), or the delete is refused while
 * the record is in use. Both answer 422 naming what is attached, never a 500 from a foreign key.
 */
import { DELETE_CONFIRMATION_WORD, englishPlural } from "@plantwise/shared";
import { AppError } from "../errors";
import { hasSqlState } from "./uniqueness";

/** "3 users and 1 team" from `{ user: 3, team: 1 }`, leaving out zero counts. */
export function describeAttached(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([noun, n]) => `${n} ${n === 1 ? noun : englishPlural(noun)}`);
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

/** "This brand is used by 3 equipment items and 1 part number; it cannot be deleted." */
export function assertNotInUse(what: string, counts: Record<string, number>): void {
  const attached = describeAttached(counts);
  if (!attached) return;
  const message = `This ${what} is used by ${attached}; it cannot be deleted`;
  throw new AppError("BAD_REQUEST", message, { messages: [[`id: ${message}`]] });
}

/** Runs a delete, turning a restricting foreign key that raced past the explicit count into a 422. */
export async function restrictOr422<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasSqlState(error, "23503")) {
      const message = `This ${what} is in use; it cannot be deleted`;
      throw new AppError("BAD_REQUEST", message, { messages: [[`id: ${message}`]] });
    }
    throw error;
  }
}
