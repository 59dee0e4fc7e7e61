import { useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { describedBy, FormField } from "@/components/form/form-field";
import { useField } from "@/components/form/use-field";
import { cn } from "@/lib/utils";
import { placeholderToken, type TemplateEntry, TemplatePreview } from "./template-preview";
import type { SampleValues } from "./template-samples";

type TextFieldName = "subject" | "body";

const fieldClass = cn(
  "w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs outline-none transition-colors",
  "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
);

/** Subject, chips and body inside the form; remembers which text field the cursor was last in. */
export function TemplateFields({ entry, samples }: { entry: TemplateEntry; samples: SampleValues }) {
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
    const text = placeholderToken(name);
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
                {placeholderToken(name)}
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
