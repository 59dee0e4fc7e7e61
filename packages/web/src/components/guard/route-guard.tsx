import { checkRouteAccess } from "@plantwise/shared";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLocation, useSearch } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { rememberTarget } from "@/auth/auth-store";
import { takeQuietRedirect } from "@/auth/quiet-redirect";
import { NotFoundPage } from "@/features/common/not-found-page";
import { LimitedAccess } from "./limited-access";
import { PageSkeleton } from "./page-skeleton";

type Access = ReturnType<typeof checkRouteAccess>;

/**
 * Spec part 1 §4/§6/§8: signed-out visitors go to sign-in (the target remembered), a missing
 * permission keeps the user here with "Limited access", a forced-MFA user without MFA goes to the
 * profile to enable it.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const access: Access | null =
    state.status === "loading" || state.status === "error"
      ? null
      : checkRouteAccess(state.status === "signed_in" ? state.user : null, location);
  const reason = access && !access.ok ? access.reason : null;
  const redirect = access && !access.ok && access.reason === "mfa_required" ? access.redirect : null;

  useEffect(() => {
    if (reason === "not_auth") {
      if (!takeQuietRedirect()) {
        rememberTarget(search ? `${location}?${search}` : location);
        toast.warning(t("messages.notAuthenticated"), { id: "not-authenticated" });
      }
      navigate("/login/sign-in", { replace: true });
    } else if (reason === "limited_access") {
      toast.warning(t("messages.limitedAccessTitle"), {
        id: "limited-access",
        description: t("messages.limitedAccess"),
      });
    } else if (redirect) {
      // Sent to set up the second factor: skipping it goes on to this page (mfa-required-alert.tsx).
      rememberTarget(search ? `${location}?${search}` : location);
      navigate(redirect, { replace: true });
    }
    // Once per place and outcome; the toast ids keep StrictMode's double run from showing two.
  }, [reason, redirect, location, search, navigate, t]);

  if (!access) return <PageSkeleton />;
  if (access.ok) return <>{children}</>;
  if (access.reason === "limited_access") return <LimitedAccess missing={access.missing} />;
  if (access.reason === "not_found") return <NotFoundPage signedIn={state.status === "signed_in"} />;
  return null;
}
