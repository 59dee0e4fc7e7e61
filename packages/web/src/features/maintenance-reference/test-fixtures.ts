import type { AuthUser } from "@plantwise/api/router";
import { tokenStore } from "@/auth/auth-store";
import type { FakeHandlers } from "@/test/fake-trpc";
import { makeUser } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";

/** A plant admin of Mill North (plant 3), who may do everything with task procedures and parts. */
export const plantAdmin: AuthUser = makeUser();

/** Signs `user` in and renders the whole app at `path`, answered by `handlers`. */
export function renderSignedIn(path: string, handlers: FakeHandlers = {}, user: AuthUser = plantAdmin) {
  tokenStore.set("live-token");
  return renderApp(path, {
    "auth.user": () => ({ user }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    ...handlers,
  });
}

/** A whole-app render under a busy test run can take long to settle: a test's own limit. */
export const SLOW = { timeout: 20_000 };
