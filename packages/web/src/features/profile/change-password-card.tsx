import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { ErrorAlert } from "@/components/ui/error-alert";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { AuthForm, useFieldErrorSubmit } from "@/features/auth/auth-card";
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

  const { onSubmit, formError } = useFieldErrorSubmit(form, FIELDS, async (values) => {
    await change.mutateAsync(values);
    toast.success(t("account.passwordChanged"));
    form.reset();
  });
  return (
    <AuthForm form={form} onSubmit={onSubmit} label={t("account.passwordTitle")}>
      {formError ? <ErrorAlert data-testid="change-password-error">{formError}</ErrorAlert> : null}
      <input type="email" hidden readOnly autoComplete="username" value={user.email} />
      <InputField
        id="current-password"
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.current_password?.message}
        {...form.register("current_password")}
      />
      <NewPasswordFields accountName={user.email} idPrefix="change" />
      <div className="flex justify-end">
        <PendingButton type="submit" disabled={change.isPending} pending={change.isPending}>
          {change.isPending ? t("form.saving") : t("account.changePassword")}
        </PendingButton>
      </div>
    </AuthForm>
  );
}
