import type { RouterOutputs } from "@plantwise/api/router";
import { fillTemplate, templatePlaceholders } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { LockIcon, RotateCcwIcon } from "lucide-react";
import { useMemo, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EntityForm } from "@/components/form/entity-form";
import { describedBy, FormField } from "@/components/form/form-field";
import { useField } from "@/components/form/use-field";
import { ConfirmAction } from "@/components/record/record-kit";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import type { SampleValues } from "./template-samples";

export type TemplateEntry = RouterOutputs["notifications"]["templates"][number];
type TextFieldName = "subject" | "body";

/** The same limits as the API's saveTemplate input, so most mistakes are caught before a round trip. */
function templateSchema(required: string) {
  return z.object({
    subject: z.string().trim().min(1, { error: required }).max(300),
    body: z.string().trim().min(1, { error: required }).max(10_000),
  });
}

const fieldClass = cn(
  "w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs outline-none transition-colors",
  "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
);

/** `{{name}}`, as a template writes it (JSX text, so i18next never interpolates it). */
const token = (name: string) => `{{${name}}}`;

interface TemplateEditorProps {
  entry: TemplateEntry;
  typeLabel: string;
  /** Provider staff name the company on every call; customers send none (their own is used). */
  companyId: number | undefined;
  canEdit: boolean;
  samples: SampleValues;
  /** The server's answer after a save or a reset: the entry as it now is. */
  onChanged: (entry: TemplateEntry) => void;
}

/**
 * One type+channel's subject and body: placeholder chips insert at the cursor, the preview fills
 * the text with sample values as it is typed, save reports the server's 422 on the field it names
 * (an unknown placeholder), and a customised template can be reset to the built-in text.
 */
export function TemplateEditor({
  entry,
  typeLabel,
  companyId,
  canEdit,
  samples,
  onChanged,
}: TemplateEditorProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const schema = useMemo(() => templateSchema(t("form.required")), [t]);
  const save = useMutation(
    trpc.notifications.saveTemplate.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const reset = useMutation(trpc.notifications.resetTemplate.mutationOptions());
  const channelLabel = t(`notificationsArea.templates.channels.${entry.channel}`);
  const key = { company_id: companyId, type: entry.type, channel: entry.channel };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold">{typeLabel}</h2>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              {channelLabel}
              <Badge variant={entry.customised ? "default" : "outline"}>
                {entry.customised
                  ? t("notificationsArea.templates.customised")
                  : t("notificationsArea.templates.default")}
              </Badge>
            </p>
          </div>
          {canEdit && entry.customised ? (
            <ConfirmAction
              title={t("notificationsArea.templates.resetTitle", { type: typeLabel, channel: channelLabel })}
              description={t("notificationsArea.templates.resetDescription")}
              confirmLabel={t("notificationsArea.templates.reset")}
              pendingLabel={t("notificationsArea.templates.resetting")}
              successMessage={t("notificationsArea.templates.resetDone")}
              onConfirm={async () => onChanged(await reset.mutateAsync(key))}
              trigger={
                <Button variant="outline" size="sm">
                  <RotateCcwIcon aria-hidden="true" />
                  {t("notificationsArea.templates.reset")}
                </Button>
              }
            />
          ) : null}
        </div>
        {canEdit ? (
          <EntityForm
            schema={schema}
            // Saving always updates an existing type+channel, so the form says "saved", not
            // "created"; the id it passes back is ignored (the key is type and channel).
            id={entry.type}
            itemLabel={t("notificationsArea.templates.item")}
            defaultValues={{ subject: entry.subject, body: entry.body }}
            onSubmit={({ subject, body }) => save.mutateAsync({ ...key, subject, body })}
            onSaved={(result) => onChanged(result as TemplateEntry)}
          >
            <TemplateFields entry={entry} samples={samples} />
          </EntityForm>
        ) : (
          <>
            <Alert data-testid="templates-read-only">
              <LockIcon aria-hidden="true" />
              <AlertDescription>{t("notificationsArea.templates.readOnly")}</AlertDescription>
            </Alert>
            <TemplatePreview entry={entry} subject={entry.subject} body={entry.body} samples={samples} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Subject, chips and body inside the form; remembers which text field the cursor was last in. */
function TemplateFields({ entry, samples }: { entry: TemplateEntry; samples: SampleValues }) {
  const { t } = useTranslation();
  const form = useFormContext<{ subject: string; body: string }>();
  const elements = useRef<Record<TextFieldName, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  const lastField = useRef<TextFieldName>("body");
  const [subject, body] = useWatch({ control: form.control, name: ["subject", "body"] });

  const insert = (name: string) => {
    const field = lastField.current;
    const element = elements.current[field];
    const current = form.getValues(field) ?? "";
    const text = token(name);
    // The selection survives the blur of a keyboard user tabbing to the chip; without an element
    // (never focused) the placeholder goes at the end.
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? start;
    form.setValue(field, current.slice(0, start) + text + current.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    if (element) {
      element.focus();
      element.setSelectionRange(start + text.length, start + text.length);
    }
  };

  const track = (name: TextFieldName) => ({
    onElement: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      elements.current[name] = element;
    },
    onFocus: () => {
      lastField.current = name;
    },
  });

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div className="flex flex-col gap-4">
        <TemplateTextField
          name="subject"
          label={
            entry.channel === "real_time"
              ? t("notificationsArea.templates.realTimeSubject")
              : t("notificationsArea.templates.subject")
          }
          {...track("subject")}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium">{t("notificationsArea.templates.placeholders")}</legend>
          <p className="text-xs text-muted-foreground">{t("notificationsArea.templates.placeholdersHelp")}</p>
          <div className="flex flex-wrap gap-1.5" data-testid="placeholder-chips">
            {entry.placeholders.map((name) => (
              <button
                key={name}
                type="button"
                // Keeps the cursor where it was in the text field a mouse user is typing in.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(name)}
                className="rounded-md border bg-muted px-1.5 py-0.5 font-mono text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                {token(name)}
              </button>
            ))}
          </div>
        </fieldset>
        <TemplateTextField
          name="body"
          label={t("notificationsArea.templates.body")}
          multiline
          {...track("body")}
        />
      </div>
      <TemplatePreview entry={entry} subject={subject ?? ""} body={body ?? ""} samples={samples} />
    </div>
  );
}

function TemplateTextField({
  name,
  label,
  multiline = false,
  onElement,
  onFocus,
}: {
  name: TextFieldName;
  label: string;
  multiline?: boolean;
  onElement: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onFocus: () => void;
}) {
  const { form, id, error } = useField(name);
  const { ref, ...registered } = form.register(name);
  const props = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": true,
    "aria-describedby": describedBy(id, error),
    spellCheck: true,
    onFocus,
    ...registered,
  };
  return (
    <FormField id={id} label={label} error={error} required>
      {multiline ? (
        <textarea
          {...props}
          ref={(element) => {
            ref(element);
            onElement(element);
          }}
          rows={12}
          className={cn(fieldClass, "py-2 font-mono")}
        />
      ) : (
        <input
          {...props}
          ref={(element) => {
            ref(element);
            onElement(element);
          }}
          type="text"
          className={cn(fieldClass, "h-9")}
        />
      )}
    </FormField>
  );
}

/**
 * The text as a recipient would read it, with sample values. Placeholders the type does not offer
 * are named here as they are typed; the server refuses them on save (and says so on the field).
 */
function TemplatePreview({
  entry,
  subject,
  body,
  samples,
}: {
  entry: TemplateEntry;
  subject: string;
  body: string;
  samples: SampleValues;
}) {
  const { t } = useTranslation();
  const allowed = new Set(entry.placeholders);
  const unknown = [...new Set([...templatePlaceholders(subject), ...templatePlaceholders(body)])].filter(
    (name) => !allowed.has(name),
  );
  return (
    <section
      aria-label={t("notificationsArea.templates.preview")}
      className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3"
      data-testid="template-preview"
    >
      <header>
        <h3 className="text-sm font-medium">{t("notificationsArea.templates.preview")}</h3>
        <p className="text-xs text-muted-foreground">{t("notificationsArea.templates.previewHelp")}</p>
      </header>
      <p className="text-sm font-semibold" data-testid="preview-subject">
        {fillTemplate(subject, samples).replace(/\s+/g, " ").trim()}
      </p>
      <p className="text-sm whitespace-pre-wrap break-words" data-testid="preview-body">
        {fillTemplate(body, samples)}
      </p>
      {unknown.length > 0 ? (
        <p className="text-xs text-status-warning" data-testid="preview-unknown">
          {t("notificationsArea.templates.unknownInPreview", { names: unknown.map(token).join(", ") })}
        </p>
      ) : null}
    </section>
  );
}
