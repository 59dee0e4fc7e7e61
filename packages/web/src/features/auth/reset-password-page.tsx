import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLocation, useParams } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PendingButton } from "@/components/ui/pending-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { AuthErrorAlert } from "./auth-error-alert";
import { applyServerErrors } from "./auth-errors";
import { BackToSignIn } from "./back-to-sign-in";
import { NewPasswordFields, type NewPasswordValues, newPasswordSchema } from "./new-password-fields";
import { RequestLinkForm } from "./request-link-form";

type Purpose = "password_reset" | "account_creation";

/**
 * Spec part 1 §2.1: set a new password from an e-mailed link, or the first one from an account
 * creation link. The link is checked first; an expired one offers a new link by e-mail.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { token = "" } = useParams<{ token: string }>();
  const check = useMutation({ ...trpc.auth.password.token.mutationOptions(), meta: { handlesErrors: true } });
  const checked = useRef<string | null>(null);
  const { mutate } = check;

  useEffect(() => {
    if (checked.current === token) return;
    checked.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (check.isError) {
    return (
      <Card data-testid="reset-expired">
        <CardHeader>
          <CardTitle>{t("login.linkExpiredTitle")}</CardTitle>
          <CardDescription>{t("login.linkExpiredBody")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <AuthErrorAlert error={check.error} />
          <RequestLinkForm submitLabel={t("login.sendNewLink")} />
          <BackToSignIn />
        </CardContent>
      </Card>
    );
  }
  if (!check.data) {
    return (
      <Card aria-busy="true">
        <CardHeader>
          <CardTitle>{t("auth.resetTitle")}</CardTitle>
          <CardDescription>{t("login.checkingLink")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </CardContent>
      </Card>
    );
  }
  return <NewPasswordForm token={token} email={check.data.email} purpose={check.data.purpose} />;
}

function NewPasswordForm({ token, email, purpose }: { token: string; email: string; purpose: Purpose }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(() => newPasswordSchema(t, email), [t, email, i18n.language]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", password_confirmation: "" },
  });
  const reset = useMutation({ ...trpc.auth.password.reset.mutationOptions(), meta: { handlesErrors: true } });
  const creating = purpose === "account_creation";

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await reset.mutateAsync({ token, ...values });
      toast.success(creating ? t("login.accountReady") : t("login.passwordReset"));
      navigate(`/login/sign-in?email=${encodeURIComponent(result.email)}`, { replace: true });
    } catch (error) {
      setFormError(
        applyServerErrors(error, ["password", "password_confirmation"], (field, message) =>
          form.setError(field as keyof NewPasswordValues, { type: "server", message }),
        ),
      );
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{creating ? t("login.createTitle") : t("auth.resetTitle")}</CardTitle>
        <CardDescription>{t("login.resetFor", { email })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormProvider {...form}>
          <form
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-4"
            aria-label={t("auth.resetTitle")}
          >
            {formError ? (
              <ErrorAlert data-testid="reset-error" title={t("login.resetFailed")}>
                {formError}
              </ErrorAlert>
            ) : null}
            <input type="email" hidden readOnly autoComplete="username" value={email} />
            <NewPasswordFields accountName={email} idPrefix="reset" />
            <PendingButton
              type="submit"
              disabled={reset.isPending}
              pending={reset.isPending}
              className="w-full"
            >
              {reset.isPending
                ? t("login.saving")
                : creating
                  ? t("login.createSubmit")
                  : t("login.resetSubmit")}
            </PendingButton>
          </form>
        </FormProvider>
        <BackToSignIn />
      </CardContent>
    </Card>
  );
}
