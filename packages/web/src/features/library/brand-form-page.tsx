import { brandFields } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { useEditedRecord, useRecordNouns, useRecordSave } from "@/components/form/record-form-page";
import { useTRPC } from "@/lib/trpc";
import { LibraryFormPage } from "./library-form-page";
import { WebsiteLink } from "./website-link";

/** The API's brand rules, as they are: every field is text in the form too. */
const brandSchema = brandFields;

/** /brands/:id — create or edit a brand; shared brands are read-only for customers. */
export function BrandFormPage() {
  const { t } = useTranslation();
  const brands = useTRPC().library.brands;
  const edited = useEditedRecord((brandId) => brands.get.queryOptions({ id: brandId }));
  const save = useRecordSave(brands, (values: z.output<typeof brandSchema>) => ({
    name: values.name,
    website: values.website || null,
    notes: values.notes || null,
  }));
  return (
    <LibraryFormPage
      basePath="/brands"
      nouns={useRecordNouns("pages.brands", "pages.brand", "library.brands")}
      edited={edited}
      schema={brandSchema}
      defaults={(brand) => ({
        name: brand?.name ?? "",
        website: brand?.website ?? "",
        notes: brand?.notes ?? "",
      })}
      save={save}
      section="brands"
      readOnlyRows={(brand) => [
        [t("library.name"), brand.name],
        [t("library.brands.website"), <WebsiteLink key="w" url={brand.website} />],
        [t("library.notes"), brand.notes],
        [t("pages.partNumbers"), String(brand.models_count)],
        [t("library.itemsUsing"), String(brand.items_count)],
      ]}
      remove={{
        procedure: brands.delete,
        pathKey: brands.pathKey(),
        entry: (brand) => ({
          name: brand.name,
          itemLabel: t("library.brands.item"),
          inUse: [
            brand.models_count ? t("library.countPartNumbers", { count: brand.models_count }) : null,
            brand.items_count ? t("library.countItems", { count: brand.items_count }) : null,
          ],
        }),
      }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "name", label: t("library.name"), required: true },
          { name: "website", label: t("library.brands.website"), type: "url", placeholder: "https://" },
        ]}
      />
      <FormFields fields={[{ name: "notes", label: t("library.notes") }]} />
    </LibraryFormPage>
  );
}
