import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Link, useLocation, useSearch } from "wouter";
import { z } from "zod";
import { useAuth } from "@/auth/auth-context";
import { secondFactorStore, takeRememberedTarget } from "@/auth/auth-store";
import { takeQuietRedirect } from "@/auth/quiet-redirect";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc";
import { authErrorText } from "./auth-errors";

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
        email: z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email(t("auth.emailInvalid"))),
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
    <Card>
      <CardHeader>
        <CardTitle>{t("auth.signInTitle")}</CardTitle>
        <CardDescription>{t("auth.signInSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label={t("auth.signInTitle")}
        >
          {login.isError ? (
            <Alert variant="destructive" data-testid="sign-in-error">
              <CircleAlertIcon aria-hidden="true" />
              <AlertDescription>{authErrorText(login.error)}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sign-in-email">{t("auth.email")}</Label>
            <Input
              id="sign-in-email"
              type="email"
              autoComplete="username"
              autoFocus={!presetEmail}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "sign-in-email-error" : undefined}
              {...form.register("email")}
            />
            {errors.email ? (
              <p id="sign-in-email-error" className="text-xs text-destructive">
                {errors.email.message}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="sign-in-password">{t("auth.password")}</Label>
              <Link
                href="/login/password/forgot"
                className="text-xs text-primary underline-offset-4 hover:underline"
              >
                {t("auth.forgotPassword")}
              </Link>
            </div>
            <Input
              id="sign-in-password"
              type="password"
              autoComplete="current-password"
              autoFocus={Boolean(presetEmail)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "sign-in-password-error" : undefined}
              {...form.register("password")}
            />
            {errors.password ? (
              <p id="sign-in-password-error" className="text-xs text-destructive">
                {errors.password.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={login.isPending} className="w-full">
            {login.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {login.isPending ? t("auth.submitting") : t("auth.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
