/**
 * Unique names answer 422 naming the field, never a 500 from the database: procedures check first,
 * and `uniqueOr422` catches a duplicate that raced past the check.
 */
import { AppError } from "../errors";

export function duplicateName(what: string, name: string, field = "name"): AppError {
  return new AppError("BAD_REQUEST", `A ${what} named "${name}" already exists`, {
    messages: [[`${field}: A ${what} named "${name}" already exists`]],
  });
}

/** Whether a database error (possibly wrapped by Drizzle) carries this SQLSTATE. */
export function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a database error is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
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
