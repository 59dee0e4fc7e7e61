/**
 * Form pieces of the success screens: a multi-line text field, the attendees as chips, and the
 * meeting's action items (what, whose, by when, done) with the owner picked among the plant's users
 * or written out for someone who is not one.
 */
import { PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useId, useState } from "react";
import { useController, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "@/components/form/checkbox-field";
import { describedBy, FormField } from "@/components/form/form-field";
import { IconButton } from "@/components/form/icon-button";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useField } from "@/components/form/use-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A text field of several lines. */
export function TextAreaField({
  name,
  label,
  description,
  rows = 3,
  ...props
}: Omit<ComponentProps<"textarea">, "name" | "id"> & { name: string; label: string; description?: string }) {
  const { form, id, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error} description={description}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, description)}
        className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
        {...props}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** Names as chips: typed and added with Enter (or the button), removed with their ×. */
export function AttendeesField({ name }: { name: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const names = (field.value ?? []) as string[];
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    if (!names.includes(value)) field.onChange([...names, value]);
    setDraft("");
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${inputId}-help`}>
      <legend className="mb-1 text-sm font-medium">{t("success.meetings.attendees")}</legend>
      {names.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("success.meetings.noAttendees")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" data-testid="attendee-chips">
          {names.map((person) => (
            <li
              key={person}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              <span className="[overflow-wrap:anywhere]">{person}</span>
              <button
                type="button"
                className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t("success.meetings.removeAttendee", { name: person })}
                onClick={() => field.onChange(names.filter((n) => n !== person))}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={120}
          aria-label={t("success.meetings.attendeeName")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKey}
          className="min-w-0 flex-1"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <PlusIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t("success.meetings.addAttendee")}</span>
          <span className="sr-only sm:hidden">{t("success.meetings.addAttendee")}</span>
        </Button>
      </div>
      <p id={`${inputId}-help`} className="text-xs text-muted-foreground">
        {t("success.meetings.attendeesHelp")}
      </p>
    </fieldset>
  );
}

/**
 * An action item as the form holds it: its owner_user_id is "none", "other" (a written name) or a
 * user's id, as text (the server's 422 on owner_user_id then lands on the select).
 */
export interface ActionItemValues {
  description: string;
  owner_user_id: string;
  owner_name: string;
  due_date: string;
  done: boolean;
}

export const NO_OWNER = "none";
export const OTHER_OWNER = "other";

const blankItem = (): ActionItemValues => ({
  description: "",
  owner_user_id: NO_OWNER,
  owner_name: "",
  due_date: "",
  done: false,
});

/** The meeting's action items; `owners` are the users an item may name (the plant's company's). */
export function ActionItemsEditor({ owners }: { owners: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<{ action_items: ActionItemValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: "action_items", keyName: "key" });
  const items = useWatch({ control, name: "action_items" }) ?? [];
  const ownerOptions = [
    { value: NO_OWNER, label: t("success.meetings.ownerNone") },
    ...owners.map((o) => ({ value: String(o.id), label: o.name })),
    { value: OTHER_OWNER, label: t("success.meetings.ownerOther") },
  ];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby="action-items-help">
      <legend className="mb-1 text-sm font-medium">{t("success.meetings.actionItems")}</legend>
      <p id="action-items-help" className="text-xs text-muted-foreground">
        {t("success.meetings.actionItemsHelp")}
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("success.meetings.noActionItems")}</p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const other = items[index]?.owner_user_id === OTHER_OWNER;
          return (
            <li
              key={field.key}
              className={cn(
                "grid min-w-0 items-start gap-3 rounded-md border p-3",
                "md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto_auto]",
              )}
              data-testid="action-item-row"
            >
              <div className="md:col-span-2 xl:col-span-1">
                <TextField
                  name={`action_items.${index}.description`}
                  label={t("success.meetings.description", { n })}
                  required
                  maxLength={500}
                />
              </div>
              <div className="flex min-w-0 flex-col gap-2">
                <SelectField
                  name={`action_items.${index}.owner_user_id`}
                  label={t("success.meetings.owner")}
                  options={ownerOptions}
                  testId={`action-item-owner-${n}`}
                />
                {other ? (
                  <TextField
                    name={`action_items.${index}.owner_name`}
                    label={t("success.meetings.ownerName")}
                    maxLength={120}
                  />
                ) : null}
              </div>
              <TextField
                name={`action_items.${index}.due_date`}
                label={t("success.meetings.dueDate")}
                type="date"
              />
              <div className="flex items-center md:h-9 xl:mt-6">
                <CheckboxField name={`action_items.${index}.done`} label={t("success.meetings.done")} />
              </div>
              <div className="flex justify-end xl:mt-6">
                <IconButton
                  icon={Trash2Icon}
                  label={t("success.meetings.removeActionItem", { n })}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(blankItem())}>
          <PlusIcon aria-hidden="true" />
          {t("success.meetings.addActionItem")}
        </Button>
      </div>
    </fieldset>
  );
}
