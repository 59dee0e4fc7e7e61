/**
 * A library entry created and edited in a dialog (entries without a route of their own:
 * documents, bearings, faults): the form, or the entry read-only for whoever may not change it,
 * and "Delete" at the foot. The list opens it with the row, or with null for "New …".
 */
import { type AppSection, hasPermission } from "@plantwise/shared";
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { FormDialog } from "@/components/form/form-dialog";
import type { Editing } from "@/components/list/record-list-page";
import { ReadOnlyFields, type RecordField } from "@/components/record/record-fields";
import { DeleteEntry } from "./delete-entry";
import { canWriteLibraryRow } from "./library-access";
import { OwnerBadge, SharedReadOnlyNotice } from "./owner-badge";

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own error types
type RemoveOptions = UseMutationOptions<any, any, { id: number; confirm?: string }, any>;

interface LibraryEntryDialogProps<TSchema extends z.ZodType<FieldValues, FieldValues>, TEntry> {
  /** The entry, or null for a new one. */
  entry: TEntry | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The thing, in "{item} created/saved/deleted". */
  itemLabel: string;
  /** The entry's name in the delete question. */
  nameOf: (entry: TEntry) => string;
  /** The permission section: create_<section>, edit_<section>, delete_<section>. */
  section: AppSection;
  /** Above the form or the read-only entry (what the entry computes). */
  intro?: ReactNode;
  /** The entry's fields as shown to whoever may not change it… */
  readOnlyRows?: (entry: TEntry) => readonly RecordField[];
  /** …or the whole read-only view, when it is more than fields. */
  readOnly?: (entry: TEntry) => ReactNode;
  schema: TSchema;
  defaults: DefaultValues<z.input<TSchema>>;
  save: (values: z.output<TSchema>, id: number | null) => Promise<unknown>;
  remove: { procedure: { mutationOptions: () => RemoveOptions }; pathKey: QueryKey };
  /** The form's fields. */
  children: ReactNode;
}

export function LibraryEntryDialog<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TEntry extends { id: number; company_id: number | null },
>({
  entry,
  onClose,
  title,
  description,
  itemLabel,
  nameOf,
  section,
  intro,
  readOnlyRows,
  readOnly = (row) => (
    <ReadOnlyFields badge={<OwnerBadge companyId={row.company_id} />} rows={readOnlyRows?.(row) ?? []} />
  ),
  schema,
  defaults,
  save,
  remove,
  children,
}: LibraryEntryDialogProps<TSchema, TEntry>) {
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const removal = useMutation(remove.procedure.mutationOptions());
  const writable = entry ? canWriteLibraryRow(user, entry.company_id) : true;
  const canSave = hasPermission(user, entry ? `edit_${section}` : `create_${section}`);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      wide
    >
      {intro}
      {entry && (!writable || !canSave) ? (
        <div className="flex flex-col gap-3">
          {!writable ? <SharedReadOnlyNotice /> : null}
          {readOnly(entry)}
        </div>
      ) : (
        <EntityForm
          schema={schema}
          id={entry?.id ?? null}
          itemLabel={itemLabel}
          defaultValues={defaults}
          onSubmit={(values) => save(values, entry?.id ?? null)}
          onSaved={onClose}
        >
          {children}
        </EntityForm>
      )}
      {entry && writable && hasPermission(user, `delete_${section}`) ? (
        <div className="flex justify-start border-t pt-3">
          <DeleteEntry
            name={nameOf(entry)}
            itemLabel={itemLabel}
            onDelete={async (confirm) => {
              await removal.mutateAsync({ id: entry.id, confirm });
              await queryClient.invalidateQueries({ queryKey: remove.pathKey });
              onClose();
            }}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}

/**
 * A list's `dialog` for entries edited in a dialog: `render` gets the row, or null for "New …",
 * while the dialog is open.
 */
export function entryDialog<TRow>(render: (entry: TRow | null, close: () => void) => ReactNode) {
  return (editing: Editing<TRow>, close: () => void) =>
    editing !== null ? render(editing === "new" ? null : editing, close) : null;
}
