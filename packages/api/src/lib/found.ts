import { AppError } from "../errors";

/**
 * The first row a scoped query answers, or NOT_FOUND "<What> not found". The scope sits in the
 * query's where, so another tenant's record is simply not found (never FORBIDDEN).
 */
export async function firstOr404<T>(rows: PromiseLike<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new AppError("NOT_FOUND", `${what} not found`);
  return row;
}

/** The distinct ids a delete names, by `{ id }` or by `{ ids }`. */
export function deleteIds(input: { id: number } | { ids: number[] }): number[] {
  return [...new Set("ids" in input ? input.ids : [input.id])];
}

/**
 * All or nothing: NOT_FOUND unless the scoped query found every id ("Controller not found" for
 * one, "Some controllers were not found" for several).
 */
export function assertAllFound(found: readonly unknown[], ids: readonly number[], one: string, many: string) {
  if (found.length !== ids.length) {
    throw new AppError("NOT_FOUND", ids.length === 1 ? `${one} not found` : `Some ${many} were not found`);
  }
}
