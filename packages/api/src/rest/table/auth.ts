import type { RestRoute } from "../routes";

/** Sign-in, sessions, second factor, password reset, temp role, page visits (spec part 1 §7). */
export const AUTH_ROUTES: readonly RestRoute[] = [
  { method: "POST", path: "/auth/login", procedure: "auth.login", envelope: "data", summary: "Sign in" },
  {
    method: "GET",
    path: "/auth/user",
    procedure: "auth.user",
    envelope: "data",
    summary: "The signed-in user",
  },
  { method: "GET", path: "/auth/logout", procedure: "auth.logout", envelope: "action", summary: "Sign out" },
];
