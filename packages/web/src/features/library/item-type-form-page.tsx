import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, OptionValueKind } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxField } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { CheckboxWithHelp, RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { VibrationRulesCard } from "@/features/settings-library/vibration-rules-card";
import { useTRPC } from "@/lib/trpc";
import { DeleteEntry, ReadOnlyFields } from "./entry-parts";
import { withCurrent } from "./library-options";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "./library-shared";

type ItemType = RouterOutputs["library"]["types"]["get"];

function typeSchema(required: string, oneCategory: string, needsValues: string, duplicate: string) {
  const option = z
    .object({
      id: z.number().optional(),
      name: z.string().trim().min(1, { error: required }).max(120),
      unit: z.string().trim().max(40),
      value_kind: z.number().int(),
      is_category: z.boolean(),
      is_card: z.boolean(),
      is_rpm: z.boolean(),
      values: z.array(
        z.object({
          id: z.number().optional(),
          value: z.string().trim().min(1, { error: required }).max(200),
        }),
      ),
    })
    .superRefine((o, ctx) => {
      if (o.value_kind === OptionValueKind.LIST && o.values.length === 0) {
        ctx.addIssue({ code: "custom", path: ["name"], message: needsValues });
      }
    });
  return z
    .object({
      name: z.string().trim().min(1, { error: required }).max(120),
      description: z.string().max(2000),
      category_id: z.number().int().positive().nullable(),
      is_rotating: z.boolean(),
      options: z.array(option),
    })
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.options.forEach((o, i) => {
        const key = o.name.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.addIssue({ code: "custom", path: ["options", i, "name"], message: duplicate });
        seen.add(key);
      });
      const categories = v.options.flatMap((o, i) => (o.is_category ? [i] : []));
      for (const i of categories.slice(1)) {
        ctx.addIssue({ code: "custom", path: ["options", i, "is_category"], message: oneCategory });
      }
    });
}
type TypeFormValues = z.input<ReturnType<typeof typeSchema>>;
type OptionValues = TypeFormValues["options"][number];

const NONE = "0";

/** /equipment-types/:id — an item type and its options (with the values of list options). */
export function ItemTypeFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.library.types.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const categoriesQuery = useQuery({
    ...trpc.library.categories.list.queryOptions({
      page: 1,
      max: 100,
      orderByColumn: "name",
      orderByMethod: "asc",
    }),
    enabled: hasPermission(user, "view_equipment_types_categories"),
  });
  const schema = useMemo(
    () =>
      typeSchema(
        t("form.required"),
        t("library.types.oneCategory"),
        t("library.types.needsValues"),
        t("library.types.duplicateOption"),
      ),
    [t],
  );
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.types.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.types.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.types.delete.mutationOptions());
  const type = record.data;
  const writable = type ? canWriteLibraryRow(user, type.company_id) : true;
  const canSave =
    id === null ? hasPermission(user, "create_equipment_types") : hasPermission(user, "edit_equipment_types");
  const categories = withCurrent(
    (categoriesQuery.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    type?.category_id,
    type?.category_name,
  );

  const actions =
    type && writable && hasPermission(user, "delete_equipment_types") ? (
      <DeleteEntry
        name={type.name}
        itemLabel={t("pages.itemType")}
        inUse={[type.items_count ? t("library.countItems", { count: type.items_count }) : null]}
        description={t("library.types.deleteDescription")}
        onDelete={async (confirm) => {
          await remove.mutateAsync({ id: type.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.library.types.pathKey() });
          navigate("/equipment-types");
        }}
      />
    ) : undefined;

  return (
    <RecordPage
      title={id === null ? t("library.types.create") : (type?.name ?? t("pages.itemType"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/equipment-types"
      backLabel={t("pages.itemTypes")}
      actions={actions}
    >
      {id !== null && !type ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : type && (!writable || !canSave) ? (
        <>
          {!writable ? <SharedReadOnlyNotice /> : null}
          <ReadOnlyType type={type} />
        </>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6">
            {type ? (
              <div>
                <OwnerBadge companyId={type.company_id} />
              </div>
            ) : null}
            <EntityForm
              key={type ? `type-${type.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("pages.itemType")}
              defaultValues={
                {
                  name: type?.name ?? "",
                  description: type?.description ?? "",
                  category_id: type?.category_id ?? null,
                  is_rotating: type?.is_rotating ?? true,
                  options: (type?.options ?? []).map((o) => ({
                    id: o.id,
                    name: o.name,
                    unit: o.unit ?? "",
                    value_kind: o.value_kind,
                    is_category: o.is_category,
                    is_card: o.is_card,
                    is_rpm: o.is_rpm,
                    values: o.values.map((v) => ({ id: v.id, value: v.value })),
                  })),
                } satisfies TypeFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  name: values.name,
                  description: values.description || null,
                  category_id: values.category_id,
                  is_rotating: values.is_rotating,
                  options: values.options.map((o) => ({
                    ...(o.id ? { id: o.id } : {}),
                    name: o.name,
                    unit: o.unit || null,
                    value_kind: o.value_kind,
                    is_category: o.is_category,
                    is_card: o.is_card,
                    is_rpm: o.is_rpm,
                    values:
                      o.value_kind === OptionValueKind.LIST
                        ? o.values.map((v) => ({ ...(v.id ? { id: v.id } : {}), value: v.value }))
                        : [],
                  })),
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.library.types.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/equipment-types/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <TextField name="name" label={t("library.name")} required />
                <SelectField
                  name="category_id"
                  label={t("library.types.category")}
                  options={[{ value: NONE, label: t("library.none") }, ...categories]}
                  parse={(v) => (v === NONE ? null : Number(v))}
                />
                <TextField name="description" label={t("library.description")} />
                <div className="md:pt-7">
                  <CheckboxWithHelp
                    name="is_rotating"
                    label={t("library.types.rotating")}
                    help={t("library.types.rotatingHelp")}
                  />
                </div>
              </div>
              <OptionsEditor />
            </EntityForm>
          </CardContent>
        </Card>
      )}
      {type && hasPermission(user, "view_equipment_types") ? <VibrationRulesCard type={type} /> : null}
    </RecordPage>
  );
}

function useKindOptions() {
  const { t } = useTranslation();
  return [
    { value: String(OptionValueKind.LIST), label: t("library.types.kindList") },
    { value: String(OptionValueKind.NUMBER), label: t("library.types.kindNumber") },
    { value: String(OptionValueKind.TEXT), label: t("library.types.kindText") },
  ];
}

/** The type's options: rows added, removed and moved in place; list options carry their values. */
function OptionsEditor() {
  const { t } = useTranslation();
  const { control } = useFormContext<TypeFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "options", keyName: "key" });
  const blank: OptionValues = {
    name: "",
    unit: "",
    value_kind: OptionValueKind.LIST,
    is_category: false,
    is_card: false,
    is_rpm: false,
    values: [],
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("library.types.options")}</legend>
      <p className="text-xs text-muted-foreground">{t("library.types.optionsHelp")}</p>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("library.types.noOptions")}</p>
      ) : null}
      {fields.map((field, index) => (
        <OptionRow
          key={field.key}
          index={index}
          count={fields.length}
          onRemove={() => remove(index)}
          onMove={(to) => move(index, to)}
        />
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(blank)}>
          <PlusIcon aria-hidden="true" />
          {t("library.types.addOption")}
        </Button>
      </div>
    </fieldset>
  );
}

function OptionRow({
  index,
  count,
  onRemove,
  onMove,
}: {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<TypeFormValues>();
  const kind = useWatch({ control, name: `options.${index}.value_kind` });
  const label = () => getValues(`options.${index}.name`) || String(index + 1);
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="option-row">
      <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr_1fr_auto]">
        <TextField name={`options.${index}.name`} label={t("library.types.optionName")} required />
        <TextField name={`options.${index}.unit`} label={t("library.types.unit")} />
        <SelectField
          name={`options.${index}.value_kind`}
          label={t("library.types.kind")}
          options={useKindOptions()}
          parse={Number}
        />
        <div className="flex gap-1 md:mt-6">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={index === 0}
            aria-label={t("library.types.moveUp", { name: label() })}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            disabled={index === count - 1}
            aria-label={t("library.types.moveDown", { name: label() })}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("library.types.removeOption", { name: label() })}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name={`options.${index}.is_category`} label={t("library.types.isCategory")} />
        <CheckboxField name={`options.${index}.is_card`} label={t("library.types.isCard")} />
        <CheckboxField name={`options.${index}.is_rpm`} label={t("library.types.isRpm")} />
      </div>
      {kind === OptionValueKind.LIST ? <ValuesEditor optionIndex={index} /> : null}
    </div>
  );
}

/** The choices of a list option, as chips-like rows: add, remove, reorder. */
function ValuesEditor({ optionIndex }: { optionIndex: number }) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<TypeFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: `options.${optionIndex}.values`,
    keyName: "key",
  });
  return (
    <div className="flex flex-col gap-2 border-l-2 pl-3">
      <span className="text-xs font-medium text-muted-foreground">{t("library.types.values")}</span>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
        {fields.map((field, j) => {
          const name = () => getValues(`options.${optionIndex}.values.${j}.value`) || String(j + 1);
          return (
            <div key={field.key} className="flex items-start gap-1" data-testid="value-row">
              <div className="flex-1">
                <TextField
                  name={`options.${optionIndex}.values.${j}.value`}
                  label={t("library.types.value", { n: j + 1 })}
                  className="h-8"
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                disabled={j === 0}
                aria-label={t("library.types.moveUp", { name: name() })}
                onClick={() => move(j, j - 1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t("library.types.removeValue", { name: name() })}
                onClick={() => remove(j)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </div>
          );
        })}
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => append({ value: "" })}>
          <PlusIcon aria-hidden="true" />
          {t("library.types.addValue")}
        </Button>
      </div>
    </div>
  );
}

function ReadOnlyType({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  const kinds = useKindOptions();
  return (
    <ReadOnlyFields
      badge={<OwnerBadge companyId={type.company_id} />}
      rows={[
        [t("library.name"), type.name],
        [t("library.types.category"), type.category_name],
        [t("library.description"), type.description],
        [t("library.types.rotating"), type.is_rotating ? t("library.yes") : t("library.no")],
        [t("library.types.items"), String(type.items_count)],
        ...type.options.map(
          (o) =>
            [
              o.unit ? `${o.name} (${o.unit})` : o.name,
              <span key={o.id} className="flex flex-wrap items-center gap-1.5">
                <span className="text-muted-foreground">
                  {kinds.find((k) => k.value === String(o.value_kind))?.label}
                </span>
                {o.is_category ? <Badge variant="outline">{t("library.types.isCategory")}</Badge> : null}
                {o.is_card ? <Badge variant="outline">{t("library.types.isCard")}</Badge> : null}
                {o.is_rpm ? <Badge variant="outline">{t("library.types.isRpm")}</Badge> : null}
                {o.values.length > 0 ? <span>{o.values.map((v) => v.value).join(", ")}</span> : null}
              </span>,
            ] as const,
        ),
      ]}
    />
  );
}
