import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { apiErrorInfo, joinMessages } from "@/lib/api-error";
import { notifyError, notifyErrorText } from "@/lib/notify";
import { sortServerMessages } from "./server-errors";

export interface EntityFormProps<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The record's id when editing; none when creating (spec part 1 §5). */
  id?: number | null;
  /** The translated name of the thing, for "{item} created" / "{item} saved". */
  itemLabel: string;
  /** Saves the parsed values (with `id` when editing), typically a tRPC mutation's mutateAsync. */
  onSubmit: (values: z.output<TSchema> & { id?: number }) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  submitLabel?: string;
  children: ReactNode;
}

/** A validated form that saves through a mutation and reports like spec part 1 §5/§8 asks. */
export function EntityForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  id,
  itemLabel,
  onSubmit,
  onSaved,
  submitLabel,
  children,
}: EntityFormProps<TSchema>) {
  const { t } = useTranslation();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
  });
  const editing = id !== undefined && id !== null;

  const save = form.handleSubmit(
    async (values) => {
      try {
        const result = await onSubmit(editing ? { ...values, id } : values);
        toast.success(t(editing ? "messages.itemSaved" : "messages.itemCreated", { item: itemLabel }));
        onSaved?.(result);
      } catch (error) {
        const info = apiErrorInfo(error);
        if (!info.messages) {
          notifyError(error);
          return;
        }
        const fields = new Set(Object.keys(form.getValues() as object));
        const { fieldErrors, rest } = sortServerMessages(info.messages, fields);
        for (const [field, message] of fieldErrors) {
          form.setError(field as never, { type: "server", message });
        }
        if (rest.length > 0 || fieldErrors.size === 0) {
          notifyErrorText(rest.length > 0 ? joinMessages(rest) : t("messages.validationError"));
        }
      }
    },
    () => {
      toast.warning(t("messages.checkFormFields"));
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        {children}
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : null}
            {form.formState.isSubmitting
              ? t("form.saving")
              : (submitLabel ?? (editing ? t("common.save") : t("common.create")))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
