import type { RouterOutputs } from "@plantwise/api/router";
import { createVendorInput, hasPermission } from "@plantwise/shared";
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
import { type ColumnSpec, RecordListPage, useListNouns } from "@/components/list/record-list-page";
import { useTRPC } from "@/lib/trpc";
import { plantFieldSpec, useDefaultPlantId, usePlantFilters } from "./reference-fields";

export type VendorRow = RouterOutputs["maintenance"]["vendors"]["list"]["data"][number];

const COLUMNS: ColumnSpec<VendorRow>[] = [
  { id: "name", header: "maintenanceReference.name", opens: true },
  { id: "contact_name", header: "maintenanceReference.vendors.contactName" },
  { id: "email", header: "maintenanceReference.vendors.email" },
  { id: "phone", header: "maintenanceReference.vendors.phone" },
  { id: "plant_name", header: "maintenanceReference.plant" },
  { id: "parts_count", header: "maintenanceReference.vendors.parts", align: "right" },
];

/** /plants-vendors: who the user's plants buy parts from. */
export function VendorsPage() {
  return (
    <RecordListPage<VendorRow>
      listId="plants-vendors"
      nouns={useListNouns("pages.vendors", "maintenanceReference.vendors")}
      query={(trpc, input) => trpc.maintenance.vendors.list.queryOptions(input)}
      columns={COLUMNS}
      filters={usePlantFilters()}
      records={{ base: "/plants-vendors", create: "create_vendors" }}
    />
  );
}

const schema = createVendorInput;

/** /plants-vendors/:id — a vendor and how to reach them. */
export function VendorFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useDefaultPlantId();
  const resource = trpc.maintenance.vendors;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const save = useRecordSave(resource, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    name: values.name,
    contact_name: values.contact_name ?? null,
    email: values.email ?? null,
    phone: values.phone ?? null,
    address: values.address ?? null,
    website: values.website ?? null,
    notes: values.notes ?? null,
  }));
  return (
    <RecordFormPage
      basePath="/plants-vendors"
      nouns={useRecordNouns("pages.vendors", "pages.vendor", "maintenanceReference.vendors")}
      edited={edited}
      schema={schema}
      defaults={(vendor) => ({
        plant_id: vendor?.plant_id ?? (plantId as number),
        name: vendor?.name ?? "",
        contact_name: vendor?.contact_name ?? "",
        email: vendor?.email ?? "",
        phone: vendor?.phone ?? "",
        address: vendor?.address ?? "",
        website: vendor?.website ?? "",
        notes: vendor?.notes ?? "",
      })}
      save={save}
      removal={{
        resource,
        allowed: () => hasPermission(user, "delete_vendors"),
        words: "maintenanceReference.vendors",
        attached: (vendor) =>
          vendor.parts_count > 0
            ? t("maintenanceReference.vendors.countParts", { count: vendor.parts_count })
            : null,
      }}
    >
      <FormFields
        columns={2}
        fields={[
          plantFieldSpec(t, user, edited.current),
          { name: "name", label: t("maintenanceReference.name"), required: true },
          { name: "contact_name", label: t("maintenanceReference.vendors.contactName") },
          {
            name: "email",
            label: t("maintenanceReference.vendors.email"),
            type: "email",
            autoComplete: "off",
          },
          { name: "phone", label: t("maintenanceReference.vendors.phone"), type: "tel" },
          { name: "website", label: t("maintenanceReference.vendors.website") },
          { name: "address", label: t("maintenanceReference.vendors.address") },
          { name: "notes", label: t("maintenanceReference.vendors.notes") },
        ]}
      />
    </RecordFormPage>
  );
}
