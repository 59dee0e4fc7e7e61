import { hasPermission, partNumberFields } from "@plantwise/shared";
import { EyeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import { useEditedRecord, useRecordNouns, useRecordSave } from "@/components/form/record-form-page";
import { RowsField } from "@/components/form/rows-field";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { canWriteLibraryRow } from "./library-access";
import { LibraryFormPage } from "./library-form-page";
import {
  optionalRefField,
  useBearingOptions,
  useBrandOptions,
  useTypeOptions,
  withCurrent,
} from "./library-options";

/** The API's part number rules, as they are: the selects and the number input hold numbers already. */
const partSchema = partNumberFields;

/** /brand-models/:id — a part number: brand, type, nameplate speed, bearings and specifications. */
export function PartNumberFormPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const models = useTRPC().library.brandModels;
  const edited = useEditedRecord((modelId) => models.get.queryOptions({ id: modelId }));
  const { id, record } = edited;
  const save = useRecordSave(models, (values: z.output<typeof partSchema>) => ({
    ...values,
    description: values.description || null,
    rated_rpm: values.rated_rpm ?? null,
  }));
  const model = id === null ? undefined : record.data;
  const canSave = hasPermission(user, id === null ? "create_part_numbers" : "edit_part_numbers");
  const editable = (model ? canWriteLibraryRow(user, model.company_id) : true) && canSave;
  const none = t("library.none");
  const brands = withCurrent(useBrandOptions(), model?.brand_id, model?.brand_name);
  const types = withCurrent(
    useTypeOptions(editable && hasPermission(user, "view_equipment_types")),
    model?.equipment_type_id,
    model?.type_name,
  );
  const bearingOptions = useBearingOptions(editable);

  return (
    <LibraryFormPage
      basePath="/brand-models"
      nouns={useRecordNouns("pages.partNumbers", "pages.partNumber", "library.partNumbers")}
      edited={edited}
      titleOf={(current) => current.part_number}
      schema={partSchema}
      defaults={(current) => ({
        brand_id: current?.brand_id ?? (undefined as unknown as number),
        equipment_type_id: current?.equipment_type_id ?? null,
        name: current?.name ?? "",
        part_number: current?.part_number ?? "",
        description: current?.description ?? "",
        rated_rpm: current?.rated_rpm ?? undefined,
        de_bearing_id: current?.de_bearing_id ?? null,
        nde_bearing_id: current?.nde_bearing_id ?? null,
        specifications: (current?.specifications ?? []).map((s) => ({ label: s.label, value: s.value })),
      })}
      save={save}
      section="part_numbers"
      // Nothing to edit here: the details page shows everything read-only.
      readOnly={() => (
        <p className="text-sm text-muted-foreground">{t("library.partNumbers.readOnlyHint")}</p>
      )}
      links={(current) => (
        <Button asChild variant="outline" size="sm">
          <Link href={`/brand-models/${current.id}/details`}>
            <EyeIcon aria-hidden="true" />
            {t("library.partNumbers.details")}
          </Link>
        </Button>
      )}
      remove={{
        procedure: models.delete,
        pathKey: models.pathKey(),
        entry: (current) => ({
          name: current.part_number,
          itemLabel: t("library.partNumbers.item"),
          inUse: [current.items_count ? t("library.countItems", { count: current.items_count }) : null],
        }),
      }}
    >
      <FormFields
        columns={2}
        fields={[
          {
            kind: "select",
            name: "brand_id",
            label: t("library.partNumbers.brand"),
            options: brands,
            parse: Number,
            required: true,
          },
          optionalRefField({
            name: "equipment_type_id",
            label: t("library.partNumbers.type"),
            none,
            options: types,
          }),
          { name: "name", label: t("library.name"), required: true },
          { name: "part_number", label: t("library.partNumbers.partNumber"), required: true },
          {
            kind: "number",
            name: "rated_rpm",
            label: t("library.partNumbers.ratedRpm"),
            unit: "RPM",
            min: 0,
            step: "any",
          },
          { name: "description", label: t("library.description") },
          optionalRefField({
            name: "de_bearing_id",
            label: t("library.partNumbers.deBearing"),
            none,
            options: withCurrent(bearingOptions, model?.de_bearing_id, model?.bearings.de?.designation),
          }),
          optionalRefField({
            name: "nde_bearing_id",
            label: t("library.partNumbers.ndeBearing"),
            none,
            options: withCurrent(bearingOptions, model?.nde_bearing_id, model?.bearings.nde?.designation),
          }),
        ]}
      />
      <RowsField<{ label: string; value: string }>
        name="specifications"
        legend={t("library.partNumbers.specifications")}
        emptyText={t("library.partNumbers.noSpecs")}
        grid="md:grid-cols-[1fr_2fr_auto]"
        fields={(index) => [
          {
            name: `specifications.${index}.label`,
            label: t("library.partNumbers.specLabel"),
            required: true,
          },
          { name: `specifications.${index}.value`, label: t("library.partNumbers.specValue") },
        ]}
        blank={{ label: "", value: "" }}
        addLabel={t("library.partNumbers.addSpec")}
        removeLabel={(row, index) => t("library.partNumbers.removeSpec", { name: row?.label || index + 1 })}
        rowTestId="spec-row"
      />
    </LibraryFormPage>
  );
}
