import { type ReactNode, useId, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  get,
  type Resolver,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { localizedResolver } from "./localized-resolver";
import { reportSaveError } from "./server-errors";
import { SubmitButton } from "./submit-button";

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
  /**
   * Asked before saving valid values: a question when they need the user's word ("The part number
   * says 1 780 RPM; save 3 550 RPM anyway?"), null to save at once.
   */
  confirmSave?: (values: z.output<TSchema>) => string | null;
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
  confirmSave,
  children,
}: EntityFormProps<TSchema>) {
  const { t } = useTranslation();
  const questionId = useId();
  const [pending, setPending] = useState<{ question: string; values: z.output<TSchema> } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // Failures are worded from the code, so a schema shared with the API reads in the
    // reader's language.
    resolver: localizedResolver(schema as never, t) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
  });
  const editing = id !== undefined && id !== null;

  const commit = async (values: z.output<TSchema>) => {
    try {
      const result = await onSubmit(editing ? { ...values, id } : values);
      toast.success(t(editing ? "messages.itemSaved" : "messages.itemCreated", { item: itemLabel }));
      onSaved?.(result);
    } catch (error) {
      // A message goes on the field when the form holds it, nested ones (`stock.1.quantity`,
      // `steps.0.instruction`) included; the rest go to the toast.
      const current = form.getValues() as object;
      const top = new Set(Object.keys(current));
      const holds = (field: string) => top.has(field) || get(current, field) !== undefined;
      reportSaveError(error, form.setError, holds, t("messages.validationError"));
    }
  };

  const save = form.handleSubmit(
    async (values) => {
      const question = confirmSave?.(values) ?? null;
      if (question) {
        setPending({ question, values });
        return;
      }
      setPending(null);
      await commit(values);
    },
    () => {
      setPending(null);
      toast.warning(t("messages.checkFormFields"));
    },
  );

  const saveAnyway = async () => {
    if (!pending) return;
    setConfirming(true);
    try {
      await commit(pending.values);
    } finally {
      setConfirming(false);
      setPending(null);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex min-w-0 flex-col gap-4">
        {children}
        {pending ? (
          <div
            role="alertdialog"
            aria-labelledby={questionId}
            data-testid="save-confirmation"
            className="flex flex-col gap-3 rounded-md border border-status-warning/60 bg-status-warning/10 p-3"
          >
            <p id={questionId} className="text-sm font-medium">
              {pending.question}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setPending(null)} disabled={confirming}>
                {t("common.cancel")}
              </Button>
              <Button type="button" onClick={() => void saveAnyway()} disabled={confirming}>
                {confirming ? t("form.saving") : t("form.saveAnyway")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end gap-2">
            <SubmitButton
              submitting={form.formState.isSubmitting}
              label={submitLabel ?? (editing ? t("common.save") : t("common.create"))}
            />
          </div>
        )}
      </form>
    </FormProvider>
  );
}
