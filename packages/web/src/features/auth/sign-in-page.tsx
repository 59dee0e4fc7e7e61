import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Link, useLocation, useSearch } from "wouter";
import { z } from "zod";
import { useAuth } from "@/auth/auth-context";
import { secondFactorStore, takeRememberedTarget } from "@/auth/auth-store";
import { takeQuietRedirect } from "@/auth/quiet-redirect";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { useTRPC } from "@/lib/trpc";
import { AuthCard, AuthForm } from "./auth-card";
import { AuthErrorAlert } from "./auth-error-alert";
import { accountEmail } from "./email-schema";

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const { signIn, state } = useAuth();
  const [, navigate] = useLocation();
  // A finished password reset sends the user here with their address filled in.
  const presetEmail = new URLSearchParams(useSearch()).get("email") ?? "";

  // A pending "quiet" flag from sign-out has done its job once we are here.
  useEffect(() => {
    takeQuietRedirect();
  }, []);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (state.status === "signed_in") navigate(takeRememberedTarget() ?? "/dashboard", { replace: true });
  }, [state.status, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(
    () =>
      z.object({
        email: accountEmail(t),
        password: z.string().min(1, t("auth.passwordRequired")),
      }),
    [t, i18n.language],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: presetEmail, password: "" },
  });
  const login = useMutation({ ...trpc.auth.login.mutationOptions(), meta: { handlesErrors: true } });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await login.mutateAsync(values).catch(() => null);
    if (!result) return;
    if ("token" in result) {
      toast.dismiss("not-authenticated");
      signIn(result.token);
      navigate(takeRememberedTarget() ?? "/dashboard", { replace: true });
    } else {
      // Spec part 1 §4: a verification status instead of a token means a second-factor step.
      secondFactorStore.set({
        challenge: result.verification.challenge,
        methods: result.verification.methods,
        email: values.email,
      });
      navigate("/login/two-factor");
    }
  });

  const { errors } = form.formState;
  return (
    <AuthCard title={t("auth.signInTitle")} description={t("auth.signInSubtitle")}>
      <AuthForm onSubmit={onSubmit} label={t("auth.signInTitle")}>
        {login.isError ? <AuthErrorAlert error={login.error} data-testid="sign-in-error" /> : null}
        <InputField
          id="sign-in-email"
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          autoFocus={!presetEmail}
          error={errors.email?.message}
          {...form.register("email")}
        />
        <InputField
          id="sign-in-password"
          label={t("auth.password")}
          labelAside={
            <Link
              href="/login/password/forgot"
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              {t("auth.forgotPassword")}
            </Link>
          }
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(presetEmail)}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <PendingButton type="submit" disabled={login.isPending} pending={login.isPending} className="w-full">
          {login.isPending ? t("auth.submitting") : t("auth.submit")}
        </PendingButton>
      </AuthForm>
    </AuthCard>
  );
}
