import { MESSAGES, passwordProblems } from "@plantwise/shared";
import type { TFunction } from "i18next";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { InputField } from "@/components/ui/input-field";
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
      <InputField
        id={passwordId}
        label={t("login.newPassword")}
        type="password"
        autoComplete="new-password"
        describedBy={`${passwordId}-rules`}
        error={errors.password?.message}
        errorTestId="password-error"
        {...form.register("password")}
      >
        <div id={`${passwordId}-rules`}>
          <PasswordRules password={password} accountName={accountName} />
        </div>
      </InputField>
      <InputField
        id={confirmationId}
        label={t("login.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        errorTestId="password-confirmation-error"
        {...form.register("password_confirmation")}
      />
    </>
  );
}

/** The server said the two passwords differ, without naming a field. */
export function isMismatchMessage(message: string | null): boolean {
  return message === MESSAGES.passwordsDoNotMatch;
}
