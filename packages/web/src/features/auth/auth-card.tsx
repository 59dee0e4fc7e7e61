/** The frame of the login area's screens and of the account forms: card, form, failed saves. */
import { type ComponentProps, type FormEventHandler, type ReactNode, useState } from "react";
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from "react-hook-form";
import { TitledCard } from "@/components/ui/titled-card";
import { applyServerErrors } from "./auth-errors";

/** A login-area screen: its title, what it is for, and what it holds, one under the other. */
export function AuthCard({
  title,
  description,
  children,
  ...card
}: Omit<ComponentProps<typeof TitledCard>, "contentClassName">) {
  return (
    <TitledCard title={title} description={description} contentClassName="flex flex-col gap-3" {...card}>
      {children}
    </TitledCard>
  );
}

/**
 * A sign-in or account form: its fields one under the other, checked by the form's own rules
 * (not the browser's), named by `label`; `form` shares a react-hook-form with the fields inside.
 */
export function AuthForm<TValues extends FieldValues, TContext, TOutput extends FieldValues>({
  label,
  onSubmit,
  form,
  children,
}: {
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  form?: UseFormReturn<TValues, TContext, TOutput>;
  children: ReactNode;
}) {
  const body = (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={label}>
      {children}
    </form>
  );
  return form ? <FormProvider {...form}>{body}</FormProvider> : body;
}

/**
 * The submit of a form whose save may fail on its fields: the server's messages for `fields` land
 * on them, the rest in `formError` for the form's alert (cleared on the next try).
 */
export function useFieldErrorSubmit<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  fields: readonly Path<TValues>[],
  save: (values: TValues) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, (field, message) =>
          form.setError(field as Path<TValues>, { type: "server", message }),
        ),
      );
    }
  });
  return { onSubmit, formError };
}
