/**
 * A library entry's create/edit screen on the form scaffold (components/form/record-form-page.tsx):
 * the entry's owner badge above the form, the entry shown read-only to whoever may not change it
 * (a shared entry for a customer, or a view-only user), and "Delete" unless the entry is in use.
 */
import { type AppSection, hasPermission } from "@plantwise/shared";
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { RecordFormPage, type RecordFormPageProps } from "@/components/form/record-form-page";
import { ReadOnlyFields, type RecordField } from "@/components/record/record-fields";
import { DeleteEntry, type DeleteEntryProps } from "./delete-entry";
import { canWriteLibraryRow } from "./library-access";
import { OwnerBadge, SharedReadOnlyNotice } from "./owner-badge";

// biome-ignore lint/suspicious/noExplicitAny: each procedure's options carry their own error types
type RemoveOptions = UseMutationOptions<any, any, { id: number; confirm?: string }, any>;

interface LibraryRecord {
  id: number;
  company_id: number | null;
}

export interface LibraryFormPageProps<TSchema extends z.ZodType<FieldValues, FieldValues>, TRecord>
  extends Omit<RecordFormPageProps<TSchema, TRecord>, "readOnly" | "header" | "actions"> {
  /** The permission section: create_<section>, edit_<section>, delete_<section>. */
  section: AppSection;
  /** False for entries a company alone owns (store rooms): no owner badge, no shared library. */
  shared?: boolean;
  /** The entry's fields as shown to whoever may not change it… */
  readOnlyRows?: (record: TRecord) => readonly RecordField[];
  /** …or the whole read-only view, when it is more than fields. */
  readOnly?: (record: TRecord) => ReactNode;
  /** Header links before "Delete" (the entry's other screens). */
  links?: (record: TRecord) => ReactNode;
  remove: {
    procedure: { mutationOptions: () => RemoveOptions };
    entry: (record: TRecord) => Omit<DeleteEntryProps, "onDelete">;
    /** Other queries a delete changes, besides the resource's own. */
    alsoInvalidate?: readonly QueryKey[];
    pathKey: QueryKey;
  };
}

export function LibraryFormPage<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  TRecord extends LibraryRecord,
>({
  section,
  shared = true,
  readOnlyRows,
  readOnly = (record) => (
    <ReadOnlyFields
      badge={shared ? <OwnerBadge companyId={record.company_id} /> : undefined}
      rows={readOnlyRows?.(record) ?? []}
    />
  ),
  links,
  remove,
  ...form
}: LibraryFormPageProps<TSchema, TRecord>) {
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const removal = useMutation(remove.procedure.mutationOptions());
  const writable = (record: TRecord) => !shared || canWriteLibraryRow(user, record.company_id);
  const canSave = hasPermission(user, form.edited.id === null ? `create_${section}` : `edit_${section}`);
  const canDelete = hasPermission(user, `delete_${section}`);

  const actions = (record: TRecord) => {
    const link = links?.(record);
    const deletion =
      writable(record) && canDelete ? (
        <DeleteEntry
          {...remove.entry(record)}
          onDelete={async (confirm) => {
            await removal.mutateAsync({ id: record.id, confirm });
            for (const queryKey of [remove.pathKey, ...(remove.alsoInvalidate ?? [])]) {
              await queryClient.invalidateQueries({ queryKey });
            }
            navigate(form.basePath);
          }}
        />
      ) : null;
    if (!link && !deletion) return undefined;
    return link ? (
      <>
        {link}
        {deletion}
      </>
    ) : (
      deletion
    );
  };

  return (
    <RecordFormPage
      {...form}
      actions={actions}
      header={
        shared
          ? (record) => (
              <div>
                <OwnerBadge companyId={record.company_id} />
              </div>
            )
          : undefined
      }
      readOnly={(record) =>
        writable(record) && canSave ? null : (
          <>
            {writable(record) ? null : <SharedReadOnlyNotice />}
            {readOnly(record)}
          </>
        )
      }
    />
  );
}
