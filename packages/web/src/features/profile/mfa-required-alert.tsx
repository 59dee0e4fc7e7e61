import type { AuthUser } from "@plantwise/api/router";
import { formatDate, MFA_TRUST_DAYS } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { LoaderCircleIcon, ShieldAlertIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { deviceTokenStore, takeRememberedTarget } from "@/auth/auth-store";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/**
 * Spec part 1 §6: two-factor authentication is required for plant-admin access; it can be skipped
 * for 7 days by trusting the device, except for roles that force it. Skipping goes on to where the
 * user was going when they were sent here (the route guard remembered it), else the dashboard, once
 * the refreshed session no longer asks for the second factor (before that, the guard would only send
 * them back here).
 */
export function MfaRequiredAlert({ user, canSkip = true }: { user: AuthUser; canSkip?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { refresh } = useAuth();
  const [, navigate] = useLocation();
  const trust = useMutation({ ...trpc.auth.trustDevice.mutationOptions(), meta: { handlesErrors: true } });
  const [skipped, setSkipped] = useState(false);

  useEffect(() => {
    if (skipped && !user.mfa_required) navigate(takeRememberedTarget() ?? "/dashboard", { replace: true });
  }, [skipped, user.mfa_required, navigate]);

  const skip = async () => {
    const result = await trust.mutateAsync().catch(() => null);
    if (!result) return;
    deviceTokenStore.set(result.data.device_token);
    setSkipped(true);
    await refresh();
  };

  return (
    <Alert variant="warning" data-testid="mfa-required">
      <ShieldAlertIcon aria-hidden="true" />
      <AlertTitle>{t("profile.mfaRequiredTitle")}</AlertTitle>
      <AlertDescription>
        <p>{t("profile.mfaRequiredBody")}</p>
        <p>{t("account.mfaSetUpBelow")}</p>
        {user.mfa_trusted_until ? (
          <p>{t("profile.trustedUntil", { date: formatDate(user.mfa_trusted_until) })}</p>
        ) : null}
        {trust.isError ? (
          <p className="font-medium text-destructive" role="alert" data-testid="mfa-error">
            {errorText(trust.error)}
          </p>
        ) : null}
        {canSkip ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => void skip()}
            disabled={trust.isPending || skipped}
          >
            {trust.isPending || skipped ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : null}
            {trust.isPending || skipped
              ? t("profile.skipping")
              : t("profile.skipDevice", { days: MFA_TRUST_DAYS })}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
