import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { SETTINGS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { PageTabs } from "@/components/page/page-tabs";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DeleteEntry, ReadOnlyFields } from "@/features/library/entry-parts";
import { type Option, useTypeOptions, withCurrent } from "@/features/library/library-options";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "@/features/library/library-shared";
import { useTRPC } from "@/lib/trpc";
import { openButtonClass } from "./settings-shared";

export type FaultRow = RouterOutputs["library"]["faults"]["list"]["data"][number];

const NONE = "0";
const parseRef = (value: string) => (value === NONE ? null : Number(value));

/** The fault list has the type's id only: its name comes from the first page of item types. */
function typeName(types: readonly Option[], id: number | null): string | null {
  if (id === null) return null;
  return types.find((o) => o.value === String(id))?.label ?? `#${id}`;
}

/**
 * A fault's item type by name. Its own component (the type list is a shared cached query), so the
 * table's columns do not change, and its rows are not rebuilt, when the types arrive.
 */
function TypeName({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const types = useTypeOptions(hasPermission(user, "view_equipment_types"));
  const name = typeName(types, id);
  return name === null ? (
    <span className="text-muted-foreground">{t("settingsLibrary.faults.anyType")}</span>
  ) : (
    name
  );
}

/** /settings/faults: the fault catalogue (shared and the company's own), edited in a dialog. */
export function FaultsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const types = useTypeOptions(hasPermission(user, "view_equipment_types"));
  const [editing, setEditing] = useState<FaultRow | "new" | null>(null);
  const createAction = hasPermission(user, "create_settings") ? (
    <Button size="sm" onClick={() => setEditing("new")}>
      <PlusIcon aria-hidden="true" />
      {t("settingsLibrary.faults.create")}
    </Button>
  ) : undefined;
  const filters = useMemo<ListFilter[]>(
    () =>
      types.length > 0
        ? [{ id: "equipment_type_id", label: t("settingsLibrary.faults.type"), options: types }]
        : [],
    [t, types],
  );
  const columns = useMemo<ColumnDef<FaultRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("settingsLibrary.name"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <button type="button" className={openButtonClass} onClick={() => setEditing(row.original)}>
              {row.original.name}
            </button>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      {
        id: "description",
        header: t("settingsLibrary.description"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="line-clamp-2 text-muted-foreground">{row.original.description}</span>
        ),
      },
      {
        id: "recommendation",
        header: t("settingsLibrary.faults.recommendation"),
        enableSorting: false,
        cell: ({ row }) => <span className="line-clamp-2">{row.original.recommendation}</span>,
      },
      {
        id: "equipment_type_id",
        header: t("settingsLibrary.faults.type"),
        enableSorting: false,
        cell: ({ row }) => <TypeName id={row.original.equipment_type_id} />,
      },
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SETTINGS_TABS} />
      <ListPage<FaultRow>
        listId="faults"
        title={t("settingsLibrary.faults.title")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) => trpc.library.faults.list.queryOptions(input)}
        emptyTitle={t("settingsLibrary.faults.emptyTitle")}
        emptyDescription={t("settingsLibrary.faults.emptyDescription")}
        renderCard={(row) => (
          <Card className="h-full">
            <CardContent className="flex flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <button
                  type="button"
                  className="flex items-center gap-2 text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => setEditing(row)}
                >
                  <TriangleAlertIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {row.name}
                </button>
                <OwnerBadge companyId={row.company_id} />
              </div>
              <p className="text-xs text-muted-foreground">
                <TypeName id={row.equipment_type_id} />
              </p>
              {row.description ? <p className="line-clamp-3 text-sm">{row.description}</p> : null}
              {row.recommendation ? (
                <p className="line-clamp-3 text-sm text-muted-foreground">{row.recommendation}</p>
              ) : null}
            </CardContent>
          </Card>
        )}
        primaryAction={createAction}
      />
      {editing !== null ? (
        <FaultDialog
          fault={editing === "new" ? null : editing}
          types={types}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function faultSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(160),
    description: z.string().max(2000),
    recommendation: z.string().max(2000),
    equipment_type_id: z.number().int().positive().nullable(),
  });
}
type FaultFormValues = z.input<ReturnType<typeof faultSchema>>;

/** Create or edit a fault; a shared one is shown read-only to customers. */
function FaultDialog({
  fault,
  types: typeOptions,
  onClose,
}: {
  fault: FaultRow | null;
  types: readonly Option[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const schema = useMemo(() => faultSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.faults.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.faults.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.faults.delete.mutationOptions());
  const writable = fault ? canWriteLibraryRow(user, fault.company_id) : true;
  const canSave = fault ? hasPermission(user, "edit_settings") : hasPermission(user, "create_settings");
  const types = withCurrent([...typeOptions], fault?.equipment_type_id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.library.faults.pathKey() });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{fault ? fault.name : t("settingsLibrary.faults.create")}</DialogTitle>
          <DialogDescription>
            {fault
              ? (typeName(typeOptions, fault.equipment_type_id) ?? t("settingsLibrary.faults.anyType"))
              : t("settingsLibrary.faults.createHelp")}
          </DialogDescription>
        </DialogHeader>
        {fault && (!writable || !canSave) ? (
          <div className="flex flex-col gap-3">
            {!writable ? <SharedReadOnlyNotice /> : null}
            <ReadOnlyFields
              badge={<OwnerBadge companyId={fault.company_id} />}
              rows={[
                [t("settingsLibrary.name"), fault.name],
                [t("settingsLibrary.description"), fault.description],
                [t("settingsLibrary.faults.recommendation"), fault.recommendation],
                [
                  t("settingsLibrary.faults.type"),
                  typeName(typeOptions, fault.equipment_type_id) ?? t("settingsLibrary.faults.anyType"),
                ],
              ]}
            />
          </div>
        ) : (
          <EntityForm
            schema={schema}
            id={fault?.id ?? null}
            itemLabel={t("settingsLibrary.faults.item")}
            defaultValues={
              {
                name: fault?.name ?? "",
                description: fault?.description ?? "",
                recommendation: fault?.recommendation ?? "",
                equipment_type_id: fault?.equipment_type_id ?? null,
              } satisfies FaultFormValues
            }
            onSubmit={async (values) => {
              const payload = {
                name: values.name,
                description: values.description || null,
                recommendation: values.recommendation || null,
                equipment_type_id: values.equipment_type_id,
              };
              const result = fault
                ? await update.mutateAsync({ ...payload, id: fault.id })
                : await create.mutateAsync(payload);
              await refresh();
              return result;
            }}
            onSaved={onClose}
          >
            <div className="grid gap-4 md:grid-cols-2">
              <TextField name="name" label={t("settingsLibrary.name")} required />
              <SelectField
                name="equipment_type_id"
                label={t("settingsLibrary.faults.type")}
                options={[{ value: NONE, label: t("settingsLibrary.faults.anyType") }, ...types]}
                placeholder={t("settingsLibrary.faults.anyType")}
                parse={parseRef}
              />
            </div>
            <TextField name="description" label={t("settingsLibrary.description")} />
            <TextField name="recommendation" label={t("settingsLibrary.faults.recommendation")} />
          </EntityForm>
        )}
        {fault && writable && hasPermission(user, "delete_settings") ? (
          <div className="flex justify-start border-t pt-3">
            <DeleteEntry
              name={fault.name}
              itemLabel={t("settingsLibrary.faults.item")}
              onDelete={async (confirm) => {
                await remove.mutateAsync({ id: fault.id, confirm });
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
