import type { z } from "zod";

/**
 * Spec part 1 §5: empty values are dropped from query parameters (and file uploads); zero and
 * false are kept. Applied recursively so `filter[name]=` disappears too.
 */
export function dropEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== "" && v !== undefined).map(dropEmptyValues);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (v === "" || v === undefined) continue;
      out[key.endsWith("[]") ? key.slice(0, -2) : key] = dropEmptyValues(v);
    }
    return out;
  }
  return value;
}

/** Query, path parameters and body merged into one procedure input; path parameters win. */
export function procedureInput(
  method: string,
  query: unknown,
  params: Record<string, string>,
  body: unknown,
): Record<string, unknown> {
  const fromQuery = (dropEmptyValues(query ?? {}) as Record<string, unknown>) ?? {};
  const fromBody =
    method === "GET" || body === null || typeof body !== "object" || Array.isArray(body) ? {} : body;
  const merged = { ...fromQuery, ...(fromBody as Record<string, unknown>), ...params };
  // An empty object, not undefined: a list whose every value was dropped still gets its defaults.
  return merged;
}

/** The rule a value breaks when it carries U+0000. */
export const NUL_RULE = "must not contain a NUL character";

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, so a string (or object key) with one would fail
 * in the database, whichever field it is in: it is refused up front as a validation error of
 * its field. Answers one issue per offending field.
 */
export function nulCharacterIssues(value: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  if (typeof value === "string") {
    return value.includes("\u0000") ? [{ code: "custom", path, message: NUL_RULE, input: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => nulCharacterIssues(v, [...path, i]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) =>
      key.includes("\u0000")
        ? [{ code: "custom" as const, path: [...path, key], message: NUL_RULE, input: key }]
        : nulCharacterIssues(v, [...path, key]),
    );
  }
  return [];
}
