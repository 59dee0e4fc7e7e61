import { matchRoute, type Parser } from "wouter";
import { APP_ROUTES, type RouteParams } from "./route-table";
import { SCREENS } from "./screens";

/** Redirects followed when looking for the screen a path ends on ("/" → "/dashboard" → …). */
const MAX_REDIRECTS = 3;

/**
 * Starts fetching the code of the screen `path` shows, following the route table's redirects, the
 * way the router's Switch picks it (first match wins). Called at navigation, so the chunk loads
 * beside the session and the guard instead of after them. A failed fetch is left to the page's
 * render, which shows it.
 */
export function preloadRoute(parser: Parser, path: string): void {
  let target = path;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let params: RouteParams = {};
    const route = APP_ROUTES.find((candidate) => {
      const [matched, found] = matchRoute(parser, candidate.path, target);
      if (matched) params = found ?? {};
      return matched;
    });
    if (!route) return;
    if (!route.redirect) {
      SCREENS[route.path]?.preload().catch(() => {});
      return;
    }
    target = typeof route.redirect === "function" ? route.redirect(params) : route.redirect;
  }
}
