import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLocation, useParams } from "wouter";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PendingButton } from "@/components/ui/pending-button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { AuthCard, AuthForm, useFieldErrorSubmit } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
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
      <AuthCard
        data-testid="reset-expired"
        title={t("login.linkExpiredTitle")}
        description={t("login.linkExpiredBody")}
      >
        <AuthErrorAlert error={check.error} />
        <RequestLinkForm submitLabel={t("login.sendNewLink")} />
        <BackToSignIn />
      </AuthCard>
    );
  }
  if (!check.data) {
    return (
      <AuthCard aria-busy="true" title={t("auth.resetTitle")} description={t("login.checkingLink")}>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} email={check.data.email} purpose={check.data.purpose} />;
}

function NewPasswordForm({ token, email, purpose }: { token: string; email: string; purpose: Purpose }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(() => newPasswordSchema(t, email), [t, email, i18n.language]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", password_confirmation: "" },
  });
  const reset = useMutation({ ...trpc.auth.password.reset.mutationOptions(), meta: { handlesErrors: true } });
  const creating = purpose === "account_creation";

  const { onSubmit, formError } = useFieldErrorSubmit(
    form,
    ["password", "password_confirmation"],
    async (values) => {
      const result = await reset.mutateAsync({ token, ...values });
      toast.success(creating ? t("login.accountReady") : t("login.passwordReset"));
      navigate(`/login/sign-in?email=${encodeURIComponent(result.email)}`, { replace: true });
    },
  );

  return (
    <AuthCard
      title={creating ? t("login.createTitle") : t("auth.resetTitle")}
      description={t("login.resetFor", { email })}
    >
      <AuthForm form={form} onSubmit={onSubmit} label={t("auth.resetTitle")}>
        {formError ? (
          <ErrorAlert data-testid="reset-error" title={t("login.resetFailed")}>
            {formError}
          </ErrorAlert>
        ) : null}
        <input type="email" hidden readOnly autoComplete="username" value={email} />
        <NewPasswordFields accountName={email} idPrefix="reset" />
        <PendingButton type="submit" disabled={reset.isPending} pending={reset.isPending} className="w-full">
          {reset.isPending ? t("login.saving") : creating ? t("login.createSubmit") : t("login.resetSubmit")}
        </PendingButton>
      </AuthForm>
      <BackToSignIn />
    </AuthCard>
  );
}
