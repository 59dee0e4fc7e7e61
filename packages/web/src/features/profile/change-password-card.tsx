import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { applyServerErrors } from "@/features/auth/auth-errors";
import { NewPasswordFields, newPasswordSchema } from "@/features/auth/new-password-fields";
import { useTRPC } from "@/lib/trpc";

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ["current_password", "password", "password_confirmation"] as const;

/** Change the own password; the server ends the user's other sessions. */
export function ChangePasswordForm() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [formError, setFormError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(
    () =>
      z
        .object({ current_password: z.string().min(1, t("auth.passwordRequired")) })
        .and(newPasswordSchema(t, user.email)),
    [t, user.email, i18n.language],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: "", password: "", password_confirmation: "" },
  });
  const change = useMutation({
    ...trpc.auth.changePassword.mutationOptions(),
    meta: { handlesErrors: true },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      toast.success(t("account.passwordChanged"));
      form.reset();
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, (field, message) =>
          form.setError(field as keyof Values, { type: "server", message }),
        ),
      );
    }
  });
  const currentError = form.formState.errors.current_password;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t("account.passwordTitle")}
      >
        {formError ? (
          <Alert variant="destructive" data-testid="change-password-error">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <input type="email" hidden readOnly autoComplete="username" value={user.email} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="current-password">{t("account.currentPassword")}</Label>
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={currentError ? true : undefined}
            aria-describedby={currentError ? "current-password-error" : undefined}
            {...form.register("current_password")}
          />
          {currentError ? (
            <p id="current-password-error" className="text-xs text-destructive">
              {currentError.message}
            </p>
          ) : null}
        </div>
        <NewPasswordFields accountName={user.email} idPrefix="change" />
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {change.isPending ? t("form.saving") : t("account.changePassword")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
