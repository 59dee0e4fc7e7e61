import { distributorFields, hasPermission } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { RowsField } from "@/components/form/rows-field";
import { attachedText } from "@/components/record/confirm-action";
import { useTRPC } from "@/lib/trpc";

/** /distributors/:id — a distributor and its locations, edited inline and saved together. */
export function DistributorFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const edited = useEditedRecord((distributorId) =>
    trpc.distributors.get.queryOptions({ id: distributorId }),
  );
  const save = useRecordSave(trpc.distributors, (values: z.output<typeof distributorFields>) => ({
    name: values.name,
    email: values.email ?? null,
    phone: values.phone ?? null,
    locations: values.locations.map((l) => ({
      ...(l.id ? { id: l.id } : {}),
      name: l.name,
      address: l.address ?? null,
    })),
  }));

  return (
    <RecordFormPage
      basePath="/distributors"
      nouns={useRecordNouns("pages.distributors", "pages.distributor", "distributors")}
      edited={edited}
      schema={distributorFields}
      defaults={(distributor) => ({
        name: distributor?.name ?? "",
        email: distributor?.email ?? "",
        phone: distributor?.phone ?? "",
        locations: (distributor?.locations ?? []).map((l) => ({
          id: l.id,
          name: l.name,
          address: l.address ?? "",
        })),
      })}
      save={save}
      removal={{
        resource: trpc.distributors,
        allowed: () => hasPermission(user, "delete_distributors"),
        words: "distributors",
        attached: (distributor) =>
          attachedText([
            distributor.companies_count
              ? t("distributors.countCompanies", { count: distributor.companies_count })
              : null,
            distributor.users_count ? t("distributors.countUsers", { count: distributor.users_count }) : null,
          ]),
      }}
    >
      <FormFields
        columns={3}
        fields={[
          { name: "name", label: t("distributors.name"), required: true },
          { name: "email", label: t("distributors.email"), type: "email", autoComplete: "off" },
          { name: "phone", label: t("distributors.phone"), type: "tel" },
        ]}
      />
      <RowsField<{ name: string; address: string }>
        name="locations"
        legend={t("distributors.locations")}
        emptyText={t("distributors.noLocations")}
        grid="md:grid-cols-[1fr_2fr_auto]"
        fields={(index) => [
          { name: `locations.${index}.name`, label: t("distributors.locationName"), required: true },
          { name: `locations.${index}.address`, label: t("distributors.address") },
        ]}
        blank={{ name: "", address: "" }}
        addLabel={t("distributors.addLocation")}
        removeLabel={(row, index) => t("distributors.removeLocation", { name: row?.name || index + 1 })}
        rowTestId="location-row"
      />
    </RecordFormPage>
  );
}
