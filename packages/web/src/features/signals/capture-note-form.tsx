/**
 * A capture note's form, for a new note and for rewording one: its text and, optionally, the
 * frequency it is about (Hz), validated with the shared note rules (addCaptureNoteInput's body
 * and hz: 1–2000 characters, 0–100 000 Hz).
 */
import { addCaptureNoteInput } from "@plantwise/shared";
import { SaveIcon } from "lucide-react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { describedBy, FormField } from "@/components/form/form-field";
import { localizedResolver } from "@/components/form/localized-resolver";
import { NumberField } from "@/components/form/number-field";
import { reportSaveError } from "@/components/form/server-errors";
import { useField } from "@/components/form/use-field";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/ui/pending-button";
import { cn } from "@/lib/utils";

export const noteFields = addCaptureNoteInput.pick({ body: true, hz: true });
type NoteValues = z.input<typeof noteFields>;
export type NoteOutput = z.output<typeof noteFields>;

const FIELDS = new Set(["body", "hz"]);

export function CaptureNoteForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: { body: string; hz: number | null };
  submitLabel: string;
  /** Saves the note; a failure's field messages land on the fields. */
  onSave: (values: NoteOutput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<NoteValues, unknown, NoteOutput>({
    resolver: localizedResolver(noteFields, t) as Resolver<NoteValues, unknown, NoteOutput>,
    defaultValues: { body: initial?.body ?? "", hz: initial?.hz ?? undefined },
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!initial) form.reset({ body: "", hz: undefined });
    } catch (error) {
      reportSaveError(error, form.setError, FIELDS, t("messages.validationError"));
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate className="flex min-w-0 flex-col gap-3" data-testid="note-form">
        <NoteBodyField label={t("signals.notes.body")} placeholder={t("signals.notes.placeholder")} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-44 max-w-full">
            <NumberField name="hz" label={t("signals.notes.hz")} unit="Hz" min={0} step="any" />
          </div>
          <div className="flex gap-2">
            {onCancel ? (
              <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
                {t("common.cancel")}
              </Button>
            ) : null}
            <PendingButton
              type="submit"
              size="sm"
              pending={pending}
              disabled={pending}
              icon={<SaveIcon aria-hidden="true" />}
            >
              {submitLabel}
            </PendingButton>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** The note's text: a few lines that grow with what is typed. */
function NoteBodyField({ label, placeholder }: { label: string; placeholder: string }) {
  const { form, id, error } = useField("body");
  return (
    <FormField id={id} label={label} error={error} required>
      <textarea
        id={id}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy(id, error)}
        className={cn(
          "min-h-16 w-full min-w-0 resize-y rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none",
          "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
          "aria-invalid:border-destructive",
        )}
        {...form.register("body")}
      />
    </FormField>
  );
}
