import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, LibraryKind } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { ExternalLinkIcon, FileTextIcon, PlusIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTRPC } from "@/lib/trpc";
import { DeleteEntry } from "./entry-parts";
import { useBrandOptions, useTypeOptions, withCurrent } from "./library-options";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "./library-shared";

export type DocumentRow = RouterOutputs["library"]["documents"]["list"]["data"][number];

const KINDS = Object.values(LibraryKind);
const NONE = "0";
const parseRef = (value: string) => (value === NONE ? null : Number(value));

function useKindLabel() {
  const { t } = useTranslation();
  return useCallback((kind: number) => t(`library.documents.kind${kind}`), [t]);
}

/**
 * /library: manuals, data sheets, procedures and drawings, linked to a brand, a part number or an
 * item type. There is no /libraries/:id route, so documents are created and edited in a dialog.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const kindLabel = useKindLabel();
  const brands = useBrandOptions();
  const types = useTypeOptions(hasPermission(user, "view_equipment_types"));
  const [editing, setEditing] = useState<DocumentRow | "new" | null>(null);
  const createAction = hasPermission(user, "create_library") ? (
    <Button size="sm" onClick={() => setEditing("new")}>
      <PlusIcon aria-hidden="true" />
      {t("library.documents.create")}
    </Button>
  ) : undefined;
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        id: "kind",
        label: t("library.documents.kind"),
        options: KINDS.map((k) => ({ value: String(k), label: kindLabel(k) })),
      },
      { id: "brand_id", label: t("library.partNumbers.brand"), options: brands },
      ...(types.length > 0
        ? [{ id: "equipment_type_id", label: t("library.partNumbers.type"), options: types }]
        : []),
    ],
    [t, kindLabel, brands, types],
  );
  const columns = useMemo<ColumnDef<DocumentRow>[]>(
    () => [
      {
        id: "title",
        accessorKey: "title",
        header: t("library.documents.title"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => setEditing(row.original)}
            >
              {row.original.title}
            </button>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      {
        id: "kind",
        accessorKey: "kind",
        header: t("library.documents.kind"),
        cell: ({ row }) => kindLabel(row.original.kind),
      },
      {
        id: "linked",
        header: t("library.documents.linked"),
        enableSorting: false,
        cell: ({ row }) => <Linked doc={row.original} />,
      },
      {
        id: "open",
        header: t("library.documents.open"),
        enableSorting: false,
        cell: ({ row }) => <OpenLink doc={row.original} />,
      },
    ],
    [t, kindLabel],
  );
  return (
    <>
      <ListPage<DocumentRow>
        listId="library"
        title={t("pages.library")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) => trpc.library.documents.list.queryOptions(input)}
        emptyTitle={t("library.documents.emptyTitle")}
        emptyDescription={t("library.documents.emptyDescription")}
        renderCard={(row) => (
          <Card className="h-full">
            <CardContent className="flex flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  className="flex items-center gap-2 text-left font-medium outline-none hover:underline"
                  onClick={() => setEditing(row)}
                >
                  <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {row.title}
                </button>
                <OwnerBadge companyId={row.company_id} />
              </div>
              <p className="text-xs text-muted-foreground">{kindLabel(row.kind)}</p>
              <Linked doc={row} />
              <OpenLink doc={row} />
            </CardContent>
          </Card>
        )}
        primaryAction={createAction}
      />
      {editing !== null ? (
        <DocumentDialog document={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function Linked({ doc }: { doc: DocumentRow }) {
  const parts = [doc.brand_name, doc.brand_model_name, doc.type_name].filter(Boolean);
  return parts.length > 0 ? <span className="text-sm text-muted-foreground">{parts.join(" · ")}</span> : null;
}

function OpenLink({ doc }: { doc: DocumentRow }) {
  const { t } = useTranslation();
  if (!doc.url) return null;
  return (
    <a
      href={doc.url}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      {t("library.documents.openLink")}
    </a>
  );
}

function documentSchema(required: string, url: string) {
  return z.object({
    title: z.string().trim().min(1, { error: required }).max(200),
    kind: z.number().int(),
    url: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: url }).max(2000)]),
    description: z.string().max(4000),
    brand_id: z.number().int().positive().nullable(),
    brand_model_id: z.number().int().positive().nullable(),
    equipment_type_id: z.number().int().positive().nullable(),
  });
}
type DocumentFormValues = z.input<ReturnType<typeof documentSchema>>;

/** Create or edit a document; a shared one is shown read-only to customers. */
function DocumentDialog({ document, onClose }: { document: DocumentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const kindLabel = useKindLabel();
  const schema = useMemo(() => documentSchema(t("form.required"), t("library.documents.urlInvalid")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.documents.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.documents.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.documents.delete.mutationOptions());
  const writable = document ? canWriteLibraryRow(user, document.company_id) : true;
  const canSave = document ? hasPermission(user, "edit_library") : hasPermission(user, "create_library");
  const none = { value: NONE, label: t("library.none") };
  const brands = withCurrent(useBrandOptions(), document?.brand_id, document?.brand_name);
  const types = withCurrent(
    useTypeOptions(hasPermission(user, "view_equipment_types")),
    document?.equipment_type_id,
    document?.type_name,
  );
  const models = useQuery({
    ...trpc.library.brandModels.list.queryOptions({
      page: 1,
      max: 100,
      orderByColumn: "part_number",
      orderByMethod: "asc",
    }),
    enabled: hasPermission(user, "view_part_numbers"),
  });
  const modelOptions = withCurrent(
    (models.data?.data ?? []).map((m) => ({ value: String(m.id), label: `${m.part_number} · ${m.name}` })),
    document?.brand_model_id,
    document?.brand_model_name,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.library.documents.pathKey() });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{document ? document.title : t("library.documents.create")}</DialogTitle>
          <DialogDescription>
            {document ? kindLabel(document.kind) : t("library.documents.createHelp")}
          </DialogDescription>
        </DialogHeader>
        {!writable || !canSave ? (
          <div className="flex flex-col gap-3">
            {!writable ? <SharedReadOnlyNotice /> : null}
            {document?.description ? <p className="text-sm">{document.description}</p> : null}
            {document ? <Linked doc={document} /> : null}
            {document ? <OpenLink doc={document} /> : null}
          </div>
        ) : (
          <EntityForm
            schema={schema}
            id={document?.id ?? null}
            itemLabel={t("library.documents.item")}
            defaultValues={
              {
                title: document?.title ?? "",
                kind: document?.kind ?? LibraryKind.MANUAL,
                url: document?.url ?? "",
                description: document?.description ?? "",
                brand_id: document?.brand_id ?? null,
                brand_model_id: document?.brand_model_id ?? null,
                equipment_type_id: document?.equipment_type_id ?? null,
              } satisfies DocumentFormValues
            }
            onSubmit={async (values) => {
              const payload = {
                title: values.title,
                kind: values.kind,
                url: values.url || null,
                description: values.description || null,
                brand_id: values.brand_id,
                brand_model_id: values.brand_model_id,
                equipment_type_id: values.equipment_type_id,
              };
              const result = document
                ? await update.mutateAsync({ ...payload, id: document.id })
                : await create.mutateAsync(payload);
              await refresh();
              return result;
            }}
            onSaved={onClose}
          >
            <div className="grid gap-4 md:grid-cols-2">
              <TextField name="title" label={t("library.documents.title")} required />
              <SelectField
                name="kind"
                label={t("library.documents.kind")}
                options={KINDS.map((k) => ({ value: String(k), label: kindLabel(k) }))}
                parse={Number}
              />
              <TextField name="url" label={t("library.documents.url")} type="url" placeholder="https://" />
              <TextField name="description" label={t("library.description")} />
              <SelectField
                name="brand_id"
                label={t("library.partNumbers.brand")}
                options={[none, ...brands]}
                parse={parseRef}
              />
              <SelectField
                name="brand_model_id"
                label={t("pages.partNumber")}
                options={[none, ...modelOptions]}
                parse={parseRef}
              />
              <SelectField
                name="equipment_type_id"
                label={t("library.partNumbers.type")}
                options={[none, ...types]}
                parse={parseRef}
              />
            </div>
          </EntityForm>
        )}
        {document && writable && hasPermission(user, "delete_library") ? (
          <div className="flex justify-start border-t pt-3">
            <DeleteEntry
              name={document.title}
              itemLabel={t("library.documents.item")}
              onDelete={async (confirm) => {
                await remove.mutateAsync({ id: document.id, confirm });
                await refresh();
                onClose();
              }}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
