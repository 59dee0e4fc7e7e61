import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { DeleteEntry } from "./entry-parts";
import {
  type Option,
  useBearingOptions,
  useBrandOptions,
  useTypeOptions,
  withCurrent,
} from "./library-options";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "./library-shared";

function partSchema(required: string, positive: string) {
  return z.object({
    brand_id: z.number({ error: required }).int().positive({ error: required }),
    equipment_type_id: z.number().int().positive().nullable(),
    name: z.string().trim().min(1, { error: required }).max(160),
    part_number: z.string().trim().min(1, { error: required }).max(120),
    description: z.string().max(2000),
    rated_rpm: z.number({ error: positive }).positive({ error: positive }).optional(),
    de_bearing_id: z.number().int().positive().nullable(),
    nde_bearing_id: z.number().int().positive().nullable(),
    specifications: z.array(
      z.object({
        label: z.string().trim().min(1, { error: required }).max(120),
        value: z.string().trim().max(500),
      }),
    ),
  });
}
type PartFormValues = z.input<ReturnType<typeof partSchema>>;

const NONE = "0";
const parseRef = (value: string) => (value === NONE ? null : Number(value));

/** /brand-models/:id — a part number: brand, type, nameplate speed, bearings and specifications. */
export function PartNumberFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({
    ...trpc.library.brandModels.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const schema = useMemo(() => partSchema(t("form.required"), t("library.partNumbers.positive")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.brandModels.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.brandModels.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.brandModels.delete.mutationOptions());
  const model = record.data;
  const writable = model ? canWriteLibraryRow(user, model.company_id) : true;
  const canSave =
    id === null ? hasPermission(user, "create_part_numbers") : hasPermission(user, "edit_part_numbers");
  const editable = writable && canSave;
  const none = { value: NONE, label: t("library.none") };
  const brands = withCurrent(useBrandOptions(), model?.brand_id, model?.brand_name);
  const types = withCurrent(
    useTypeOptions(editable && hasPermission(user, "view_equipment_types")),
    model?.equipment_type_id,
    model?.type_name,
  );
  const bearingOptions = useBearingOptions(editable);
  const bearings = (current: number | null | undefined, label?: string | null): Option[] => [
    none,
    ...withCurrent(bearingOptions, current, label),
  ];

  const detailsLink = model ? (
    <Button asChild variant="outline" size="sm">
      <Link href={`/brand-models/${model.id}/details`}>
        <EyeIcon aria-hidden="true" />
        {t("library.partNumbers.details")}
      </Link>
    </Button>
  ) : null;
  const actions = model ? (
    <>
      {detailsLink}
      {writable && hasPermission(user, "delete_part_numbers") ? (
        <DeleteEntry
          name={model.part_number}
          itemLabel={t("library.partNumbers.item")}
          inUse={[model.items_count ? t("library.countItems", { count: model.items_count }) : null]}
          onDelete={async (confirm) => {
            await remove.mutateAsync({ id: model.id, confirm });
            await queryClient.invalidateQueries({ queryKey: trpc.library.brandModels.pathKey() });
            navigate("/brand-models");
          }}
        />
      ) : null}
    </>
  ) : undefined;

  if (id !== null && model && !editable) {
    // Nothing to edit here: the details page shows everything read-only.
    return (
      <RecordPage
        title={model.part_number}
        subtitle={t("common.recordId", { id })}
        backHref="/brand-models"
        backLabel={t("pages.partNumbers")}
        actions={actions}
      >
        {!writable ? <SharedReadOnlyNotice /> : null}
        <p className="text-sm text-muted-foreground">{t("library.partNumbers.readOnlyHint")}</p>
      </RecordPage>
    );
  }

  return (
    <RecordPage
      title={id === null ? t("library.partNumbers.create") : (model?.part_number ?? t("pages.partNumber"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/brand-models"
      backLabel={t("pages.partNumbers")}
      actions={actions}
    >
      {id !== null && !model ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6">
            {model ? (
              <div>
                <OwnerBadge companyId={model.company_id} />
              </div>
            ) : null}
            <EntityForm
              key={model ? `model-${model.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("library.partNumbers.item")}
              defaultValues={
                {
                  brand_id: model?.brand_id ?? (undefined as unknown as number),
                  equipment_type_id: model?.equipment_type_id ?? null,
                  name: model?.name ?? "",
                  part_number: model?.part_number ?? "",
                  description: model?.description ?? "",
                  rated_rpm: model?.rated_rpm ?? undefined,
                  de_bearing_id: model?.de_bearing_id ?? null,
                  nde_bearing_id: model?.nde_bearing_id ?? null,
                  specifications: (model?.specifications ?? []).map((s) => ({
                    label: s.label,
                    value: s.value,
                  })),
                } satisfies PartFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  brand_id: values.brand_id,
                  equipment_type_id: values.equipment_type_id,
                  name: values.name,
                  part_number: values.part_number,
                  description: values.description || null,
                  rated_rpm: values.rated_rpm ?? null,
                  de_bearing_id: values.de_bearing_id,
                  nde_bearing_id: values.nde_bearing_id,
                  specifications: values.specifications,
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.library.brandModels.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/brand-models/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <SelectField
                  name="brand_id"
                  label={t("library.partNumbers.brand")}
                  options={brands}
                  parse={Number}
                  required
                />
                <SelectField
                  name="equipment_type_id"
                  label={t("library.partNumbers.type")}
                  options={[none, ...types]}
                  parse={parseRef}
                />
                <TextField name="name" label={t("library.name")} required />
                <TextField name="part_number" label={t("library.partNumbers.partNumber")} required />
                <NumberField
                  name="rated_rpm"
                  label={t("library.partNumbers.ratedRpm")}
                  unit="RPM"
                  min={0}
                  step="any"
                />
                <TextField name="description" label={t("library.description")} />
                <SelectField
                  name="de_bearing_id"
                  label={t("library.partNumbers.deBearing")}
                  options={bearings(model?.de_bearing_id, model?.bearings.de?.designation)}
                  parse={parseRef}
                />
                <SelectField
                  name="nde_bearing_id"
                  label={t("library.partNumbers.ndeBearing")}
                  options={bearings(model?.nde_bearing_id, model?.bearings.nde?.designation)}
                  parse={parseRef}
                />
              </div>
              <SpecificationsEditor />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}

/** Nameplate data as label/value rows, added and removed in place. */
function SpecificationsEditor() {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<PartFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "specifications", keyName: "key" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("library.partNumbers.specifications")}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("library.partNumbers.noSpecs")}</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.key}
          className="grid items-start gap-3 rounded-md border p-3 md:grid-cols-[1fr_2fr_auto]"
          data-testid="spec-row"
        >
          <TextField
            name={`specifications.${index}.label`}
            label={t("library.partNumbers.specLabel")}
            required
          />
          <TextField name={`specifications.${index}.value`} label={t("library.partNumbers.specValue")} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:mt-6"
            aria-label={t("library.partNumbers.removeSpec", {
              name: getValues(`specifications.${index}.label`) || index + 1,
            })}
            onClick={() => remove(index)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ label: "", value: "" })}>
          <PlusIcon aria-hidden="true" />
          {t("library.partNumbers.addSpec")}
        </Button>
      </div>
    </fieldset>
  );
}
