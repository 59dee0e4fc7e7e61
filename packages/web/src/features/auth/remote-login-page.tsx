import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { takeRememberedTarget } from "@/auth/auth-store";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { LoginPanel } from "./login-panel";

/**
 * Spec part 1 §7: a login token in the URL triggers fetching the auth user; an error message in
 * the URL leads to an error toast and the login page.
 */
export function RemoteLoginPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { signIn, clear } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get("token");
  const error = params.get("error") ?? params.get("message");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (error) {
      notifyErrorText(error);
      navigate("/login/sign-in", { replace: true });
      return;
    }
    if (!token) return;
    signIn(token);
    queryClient
      .fetchQuery(trpc.auth.user.queryOptions())
      .then(() => navigate(takeRememberedTarget() ?? "/dashboard", { replace: true }))
      .catch(() => {
        // A rejected token: the global handler has said "Not authorized"; back to sign-in.
        clear();
        navigate("/login/sign-in", { replace: true });
      });
  }, [error, token, signIn, clear, navigate, queryClient, trpc]);

  if (!token && !error) return <LoginPanel title={t("auth.remoteTitle")} body={t("auth.remoteNoToken")} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("auth.remoteTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
        {t("auth.remoteSigningIn")}
      </CardContent>
    </Card>
  );
}
