import { hasPermission } from "@plantwise/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import { useEditedRecord, useRecordNouns, useRecordSave } from "@/components/form/record-form-page";
import { ReadOnlyFields } from "@/components/record/record-fields";
import { Badge } from "@/components/ui/badge";
import { VibrationRulesCard } from "@/features/settings-library/vibration-rules-card";
import { BandsCard } from "@/features/signals/bands-card";
import { useTRPC } from "@/lib/trpc";
import { OPTION_FLAGS, OptionsEditor, useKindOptions } from "./item-type-options-editor";
import { type ItemType, itemTypeDefaults, itemTypePayload, itemTypeSchema } from "./item-type-schema";
import { LibraryFormPage } from "./library-form-page";
import { optionalRefField, useCategoryOptions, withCurrent } from "./library-options";
import { OwnerBadge } from "./owner-badge";

/** /equipment-types/:id — an item type and its options (with the values of list options). */
export function ItemTypeFormPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const types = useTRPC().library.types;
  const edited = useEditedRecord((typeId) => types.get.queryOptions({ id: typeId }));
  const { record } = edited;
  const type = record.data;
  const categories = withCurrent(
    useCategoryOptions(hasPermission(user, "view_equipment_types_categories")),
    type?.category_id,
    type?.category_name,
  );
  const schema = useMemo(
    () =>
      itemTypeSchema({
        oneCategory: t("library.types.oneCategory"),
        needsValues: t("library.types.needsValues"),
        duplicate: t("library.types.duplicateOption"),
      }),
    [t],
  );
  const save = useRecordSave(types, itemTypePayload);
  return (
    <LibraryFormPage
      basePath="/equipment-types"
      nouns={useRecordNouns("pages.itemTypes", "pages.itemType", "library.types", { item: "pages.itemType" })}
      edited={edited}
      schema={schema}
      defaults={itemTypeDefaults}
      save={save}
      section="equipment_types"
      readOnly={(current) => <ReadOnlyType type={current} />}
      remove={{
        procedure: types.delete,
        pathKey: types.pathKey(),
        entry: (current) => ({
          name: current.name,
          itemLabel: t("pages.itemType"),
          inUse: [current.items_count ? t("library.countItems", { count: current.items_count }) : null],
          description: t("library.types.deleteDescription"),
        }),
      }}
      after={(current) => (
        <>
          {hasPermission(user, "view_equipment_types") ? <VibrationRulesCard type={current} /> : null}
          {hasPermission(user, "view_dashboard") ? (
            <BandsCard
              equipmentTypeId={current.id}
              canEdit={
                hasPermission(user, "edit_equipment_types") &&
                hasPermission(user, ["edit_dashboard", "create_dashboard"], "any")
              }
            />
          ) : null}
        </>
      )}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "name", label: t("library.name"), required: true },
          optionalRefField({
            name: "category_id",
            label: t("library.types.category"),
            none: t("library.none"),
            options: categories,
          }),
          { name: "description", label: t("library.description") },
          {
            kind: "checkbox",
            name: "is_rotating",
            label: t("library.types.rotating"),
            help: t("library.types.rotatingHelp"),
            boxClassName: "md:pt-7",
          },
        ]}
      />
      <OptionsEditor />
    </LibraryFormPage>
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
                {OPTION_FLAGS.map(([flag, labelKey]) =>
                  o[flag] ? (
                    <Badge key={flag} variant="outline">
                      {t(`library.types.${labelKey}`)}
                    </Badge>
                  ) : null,
                )}
                {o.values.length > 0 ? <span>{o.values.map((v) => v.value).join(", ")}</span> : null}
              </span>,
            ] as const,
        ),
      ]}
    />
  );
}
