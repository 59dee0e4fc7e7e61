import { useAuth } from "@/auth/auth-context";
import { PageSkeleton } from "@/components/guard/page-skeleton";
import { AppLayout } from "@/components/layout/app-layout";
import { AppRoutes } from "./app-routes";
import { SessionError } from "./session-error";

/** Everything outside the login area and the public chart. */
export function AuthenticatedArea() {
  const { state } = useAuth();
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
  // Signed out: known pages send the visitor to sign-in, unknown ones say "not found".
  return (
    <div className="mx-auto max-w-5xl p-6">
      <AppRoutes signedIn={false} />
    </div>
  );
}
