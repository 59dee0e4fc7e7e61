import { Redirect, useLocation } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { PageSkeleton } from "@/components/guard/page-skeleton";
import { AppLayout } from "@/components/layout/app-layout";
import { AppRoutes } from "./app-routes";
import { SessionError } from "./session-error";

/**
 * The front door: the site's root and the dashboard it leads to. A signed-out visitor opening it
 * has asked for no page in particular, so sign-in opens without the "not authorized" warning the
 * route guard gives a signed-out visit to a page (spec part 1 §8), and no target is remembered.
 */
const FRONT_DOOR = new Set(["/", "/dashboard"]);

/** Everything outside the login area and the public chart. */
export function AuthenticatedArea() {
  const { state } = useAuth();
  const [location] = useLocation();
  if (state.status === "signed_in") {
    return (
      <AppLayout user={state.user}>
        <AppRoutes signedIn />
      </AppLayout>
    );
  }
  if (state.status === "error") return <SessionError onRetry={state.retry} />;
  if (state.status === "loading") {
    return (
      <div className="mx-auto max-w-5xl p-6">
        <PageSkeleton />
      </div>
    );
  }
  // Signed out: the front door opens sign-in quietly, known pages send the visitor to sign-in
  // with a warning, unknown ones say "not found".
  if (FRONT_DOOR.has(location)) return <Redirect to="/login/sign-in" replace />;
  return (
    <div className="mx-auto max-w-5xl p-6">
      <AppRoutes signedIn={false} />
    </div>
  );
}
