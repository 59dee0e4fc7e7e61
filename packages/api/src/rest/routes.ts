/**
 * The REST facade's route rows and their matching: each documented `/api` path (docs/api-paths.tsv)
 * is mapped to the tRPC procedure that implements it by a row in its domain's `rest.ts`; the union
 * of those tables is `rest/table.ts`. Business logic lives once, in the procedure.
 *
 * envelope:
 * - "list":   the procedure already returns `{ data: [...], meta }`; passed through.
 * - "data":   a single record or answer, sent as `{ data: result }`.
 * - "action": sent as `{ status: "ok", ... }` (the procedure's own `status`/`data` kept).
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Envelope = "list" | "data" | "action";

export interface RestRoute {
  method: HttpMethod;
  path: string;
  procedure: string;
  envelope: Envelope;
  summary: string;
}

export interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  params: string[];
  /** Literal segments count: the most literal match wins (`/plants/vendors` over `/plants/{id}`). */
  specificity: number;
}

export function compileRoutes(routes: readonly RestRoute[]): CompiledRoute[] {
  return routes.map((route) => {
    const params: string[] = [];
    const segments = route.path.split("/").filter(Boolean);
    const source = segments
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        params.push(param[1]!);
        return "([^/]+)";
      })
      .join("/");
    return {
      ...route,
      pattern: new RegExp(`^/${source}/?$`),
      params,
      specificity: segments.filter((s) => !s.startsWith("{")).length,
    };
  });
}

export type RouteMatch =
  | { kind: "found"; route: CompiledRoute; params: Record<string, string> }
  | { kind: "method"; allowed: HttpMethod[] }
  /** A path parameter whose percent-escapes do not decode (`%E0%A4%A`, a lone `%`). */
  | { kind: "malformed" }
  | { kind: "none" };

/** A path segment decoded, or undefined when its escapes are not UTF-8 percent-encoding. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function matchRoute(routes: readonly CompiledRoute[], method: string, path: string): RouteMatch {
  const candidates = routes
    .map((route) => ({ route, m: route.pattern.exec(path) }))
    .filter((c): c is { route: CompiledRoute; m: RegExpExecArray } => c.m !== null);
  if (candidates.length === 0) return { kind: "none" };
  const sameMethod = candidates.filter((c) => c.route.method === method);
  if (sameMethod.length === 0)
    return { kind: "method", allowed: [...new Set(candidates.map((c) => c.route.method))] };
  const best = sameMethod.reduce((a, b) => (b.route.specificity > a.route.specificity ? b : a));
  const params: Record<string, string> = {};
  for (const [i, name] of best.route.params.entries()) {
    const value = decodeSegment(best.m[i + 1]!);
    if (value === undefined) return { kind: "malformed" };
    params[name] = value;
  }
  return { kind: "found", route: best.route, params };
}
