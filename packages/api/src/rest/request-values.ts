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
