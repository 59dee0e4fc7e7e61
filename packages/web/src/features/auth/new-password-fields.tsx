import { MESSAGES, passwordProblems } from "@plantwise/shared";
import type { TFunction } from "i18next";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordRules } from "./password-rules";

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** A new password and its confirmation, checked by the rules of spec part 1 §5. */
export function newPasswordSchema(t: TFunction, accountName: string | null | undefined) {
  return z
    .object({
      password: z.string().refine((value) => passwordProblems(value, accountName).length === 0, {
        message: t("login.passwordWeak"),
      }),
      password_confirmation: z.string(),
    })
    .refine((values) => values.password === values.password_confirmation, {
      path: ["password_confirmation"],
      message: t("messages.passwordsDoNotMatch"),
    });
}

/** Both fields plus the live rule list; server messages arrive through the form's errors. */
export function NewPasswordFields({
  accountName,
  idPrefix,
}: {
  accountName?: string | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const form = useFormContext<NewPasswordValues>();
  const password = form.watch("password") ?? "";
  const { errors } = form.formState;
  const passwordId = `${idPrefix}-password`;
  const confirmationId = `${idPrefix}-password-confirmation`;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={passwordId}>{t("login.newPassword")}</Label>
        <Input
          id={passwordId}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${passwordId}-rules${errors.password ? ` ${passwordId}-error` : ""}`}
          {...form.register("password")}
        />
        {errors.password ? (
          <p id={`${passwordId}-error`} className="text-xs text-destructive" data-testid="password-error">
            {errors.password.message}
          </p>
        ) : null}
        <div id={`${passwordId}-rules`}>
          <PasswordRules password={password} accountName={accountName} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={confirmationId}>{t("login.confirmPassword")}</Label>
        <Input
          id={confirmationId}
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password_confirmation ? true : undefined}
          aria-describedby={errors.password_confirmation ? `${confirmationId}-error` : undefined}
          {...form.register("password_confirmation")}
        />
        {errors.password_confirmation ? (
          <p
            id={`${confirmationId}-error`}
            className="text-xs text-destructive"
            data-testid="password-confirmation-error"
          >
            {errors.password_confirmation.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The server said the two passwords differ, without naming a field. */
export function isMismatchMessage(message: string | null): boolean {
  return message === MESSAGES.passwordsDoNotMatch;
}
