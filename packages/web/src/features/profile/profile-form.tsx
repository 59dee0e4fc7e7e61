import { LANGUAGE_NATIVE_NAMES, Language, MeasuringSystem, updateProfileInput } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuth, useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { languageCodeFor, setLanguage, storedLanguage } from "@/i18n";
import { useTRPC } from "@/lib/trpc";

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,20}$/;

/** Spec part 1 §2.4: edit own data. A changed phone number has to be verified again. */
export function ProfileForm() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { refresh } = useAuth();
  const update = useMutation({ ...trpc.auth.updateProfile.mutationOptions(), meta: { handlesErrors: true } });

  // The API's rules for the names, language and units; the phone keeps the form's own check.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages follow the language
  const schema = useMemo(
    () =>
      updateProfileInput
        .pick({ first_name: true, last_name: true, language: true, measuring_system: true })
        .extend({
          phone: z
            .string()
            .trim()
            .refine((value) => value === "" || PHONE_PATTERN.test(value), t("account.phoneInvalid"))
            .transform((value) => (value === "" ? null : value)),
        }),
    [t, i18n.language],
  );

  // Each language in its own name, as the top bar's language menu lists them.
  const languageOptions = [
    { value: String(Language.ENGLISH), label: LANGUAGE_NATIVE_NAMES.en },
    { value: String(Language.SPANISH), label: LANGUAGE_NATIVE_NAMES.es },
  ];
  const measuringOptions = [
    { value: String(MeasuringSystem.METRIC), label: t("account.metric") },
    { value: String(MeasuringSystem.IMPERIAL), label: t("account.imperial") },
  ];

  return (
    <EntityForm
      schema={schema}
      id={user.id}
      itemLabel={t("account.item")}
      defaultValues={{
        first_name: user.first_name,
        last_name: user.last_name,
        language: user.language === Language.SPANISH ? Language.SPANISH : Language.ENGLISH,
        measuring_system:
          user.measuring_system === MeasuringSystem.IMPERIAL
            ? MeasuringSystem.IMPERIAL
            : MeasuringSystem.METRIC,
        phone: user.phone ?? "",
      }}
      onSubmit={async ({ id: _id, ...values }) => {
        const saved = await update.mutateAsync(values);
        const code = languageCodeFor(values.language);
        if (code !== i18n.language) setLanguage(code, { persist: storedLanguage() !== null });
        await refresh();
        return saved;
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="first_name" label={t("account.firstName")} autoComplete="given-name" required />
        <TextField name="last_name" label={t("account.lastName")} autoComplete="family-name" required />
        <SelectField name="language" label={t("account.language")} options={languageOptions} parse={Number} />
        <SelectField
          name="measuring_system"
          label={t("account.measuringSystem")}
          options={measuringOptions}
          parse={Number}
        />
        <TextField
          name="phone"
          type="tel"
          label={t("account.phone")}
          autoComplete="tel"
          description={t("account.phoneHelp")}
        />
      </div>
    </EntityForm>
  );
}
