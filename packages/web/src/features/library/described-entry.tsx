import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { TextField } from "@/components/form/text-field";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput, ListQueryOptions } from "@/components/list/list-types";
import { RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DeleteEntry, ReadOnlyFields } from "./entry-parts";
import {
  canWriteLibraryRow,
  linkClass,
  OwnerBadge,
  RecordLink,
  SharedReadOnlyNotice,
} from "./library-shared";

/**
 * Library entries that are a name and a description (item type categories, applications): one
 * list and one form, wired to their procedures by the screens.
 */
export interface DescribedRow {
  id: number;
  company_id: number | null;
  name: string;
  description: string | null;
}

interface Labels {
  /** Plural page title and singular item ("Applications" / "Application"). */
  title: string;
  item: string;
  create: string;
  emptyTitle: string;
  emptyDescription: string;
}

export function DescribedListPage<TRow extends DescribedRow>({
  listId,
  basePath,
  labels,
  canCreate,
  queryOptions,
}: {
  listId: string;
  basePath: string;
  labels: Labels;
  canCreate: boolean;
  queryOptions: (input: ListQueryInput) => ListQueryOptions<TRow>;
}) {
  const { t } = useTranslation();
  const createAction = canCreate ? (
    <Button asChild size="sm">
      <Link href={`${basePath}/new`}>
        <PlusIcon aria-hidden="true" />
        {labels.create}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<TRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("library.name"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <RecordLink href={`${basePath}/${row.original.id}`} className={linkClass}>
              {row.original.name}
            </RecordLink>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      {
        id: "description",
        accessorKey: "description",
        header: t("library.description"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="line-clamp-2 text-muted-foreground">{row.original.description}</span>
        ),
      },
    ],
    [t, basePath],
  );
  return (
    <ListPage<TRow>
      listId={listId}
      title={labels.title}
      columns={columns}
      getRowId={(row) => String(row.id)}
      queryOptions={queryOptions}
      emptyTitle={labels.emptyTitle}
      emptyDescription={labels.emptyDescription}
      renderCard={(row) => (
        <Card className="h-full transition-colors hover:border-primary/50">
          <CardContent className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <RecordLink href={`${basePath}/${row.id}`} className="font-medium outline-none hover:underline">
                {row.name}
              </RecordLink>
              <OwnerBadge companyId={row.company_id} />
            </div>
            {row.description ? (
              <p className="line-clamp-3 text-sm text-muted-foreground">{row.description}</p>
            ) : null}
          </CardContent>
        </Card>
      )}
      primaryAction={createAction}
    />
  );
}

function describedSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(160),
    description: z.string().max(2000),
  });
}
type DescribedValues = z.input<ReturnType<typeof describedSchema>>;
export interface DescribedPayload {
  name: string;
  description: string | null;
}

export function DescribedFormPage({
  basePath,
  labels,
  record,
  canCreate,
  canEdit,
  canDelete,
  save,
  remove,
}: {
  basePath: string;
  labels: Labels;
  record: { data: DescribedRow | undefined; error: unknown; refetch: () => unknown };
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Creates (no id) or updates; resolves to the saved record's id. */
  save: (payload: DescribedPayload, id: number | null) => Promise<{ id: number }>;
  remove: (id: number, confirm: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const schema = useMemo(() => describedSchema(t("form.required")), [t]);
  const entry = id === null ? undefined : record.data;
  const writable = entry ? canWriteLibraryRow(user, entry.company_id) : true;
  const canSave = id === null ? canCreate : canEdit;

  const actions =
    entry && writable && canDelete ? (
      <DeleteEntry
        name={entry.name}
        itemLabel={labels.item}
        onDelete={async (confirm) => {
          await remove(entry.id, confirm);
          navigate(basePath);
        }}
      />
    ) : undefined;

  return (
    <RecordPage
      title={id === null ? labels.create : (entry?.name ?? labels.item)}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref={basePath}
      backLabel={labels.title}
      actions={actions}
    >
      {id !== null && !entry ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : entry && (!writable || !canSave) ? (
        <>
          {!writable ? <SharedReadOnlyNotice /> : null}
          <ReadOnlyFields
            badge={<OwnerBadge companyId={entry.company_id} />}
            rows={[
              [t("library.name"), entry.name],
              [t("library.description"), entry.description],
            ]}
          />
        </>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6">
            {entry ? (
              <div>
                <OwnerBadge companyId={entry.company_id} />
              </div>
            ) : null}
            <EntityForm
              key={entry ? `entry-${entry.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={labels.item}
              defaultValues={
                { name: entry?.name ?? "", description: entry?.description ?? "" } satisfies DescribedValues
              }
              onSubmit={(values) => save({ name: values.name, description: values.description || null }, id)}
              onSaved={(result) => {
                if (id === null) navigate(`${basePath}/${(result as { id: number }).id}`);
              }}
            >
              <TextField name="name" label={t("library.name")} required />
              <TextField name="description" label={t("library.description")} />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}
