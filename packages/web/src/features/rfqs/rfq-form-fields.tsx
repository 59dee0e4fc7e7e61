import type { AuthUser } from "@plantwise/api/router";
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { type FieldSpec, FormFields } from "@/components/form/form-fields";
import { SelectField } from "@/components/form/select-field";
import { useTRPC } from "@/lib/trpc";
import { LinesEditor } from "./lines-editor";
import type { RfqDetails } from "./rfq-text";

/** The plant: chosen while creating, then the RFQ's own (its vendors are that plant's). */
function plantField(t: (key: string) => string, user: AuthUser, record: RfqDetails | undefined): FieldSpec {
  if (record) {
    return {
      kind: "node",
      name: "plant_id",
      node: (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t("rfqs.plant")}</span>
          <p className="flex h-9 items-center text-sm">{record.plant_name}</p>
          <p className="text-xs text-muted-foreground">{t("rfqs.plantFixed")}</p>
        </div>
      ),
    };
  }
  return {
    kind: "select",
    name: "plant_id",
    label: t("rfqs.plant"),
    options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
    parse: Number,
    required: true,
  };
}

/** The requisition and the vendors to ask: the chosen plant's own, loaded once a plant is chosen. */
function PlantChoices() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const plantId = Number(useWatch({ name: "plant_id" }) ?? 0);
  const options = useQuery({
    ...trpc.rfqs.formOptions.queryOptions({ plant_id: plantId }),
    enabled: plantId > 0,
  });
  const vendors = options.data?.vendors ?? [];
  const requisitions = options.data?.requisitions ?? [];
  return (
    <>
      <SelectField
        name="requisition_id"
        label={t("rfqs.requisition")}
        description={t("rfqs.requisitionHelp")}
        options={[
          { value: "0", label: "—" },
          ...requisitions.map((r) => ({ value: String(r.id), label: `#${r.id} · ${r.name}` })),
        ]}
        parse={Number}
        testId="rfq-requisition"
      />
      <div className="md:col-span-2">
        <CheckboxGroupField
          name="vendor_ids"
          label={t("rfqs.vendors.title")}
          description={t("rfqs.vendors.help")}
          emptyText={
            plantId > 0 ? (options.isPending ? "…" : t("rfqs.vendors.none")) : t("rfqs.vendors.choosePlant")
          }
          options={vendors.map((v) => ({
            value: String(v.id),
            label: v.email ? v.name : `${v.name} (${t("rfqs.vendors.noEmail")})`,
          }))}
          parse={Number}
        />
      </div>
    </>
  );
}

/** The RFQ form's fields: what it is for, where it goes, by when, its lines and its vendors. */
export function RfqFormFields({ record }: { record: RfqDetails | undefined }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  return (
    <>
      <FormFields
        columns={2}
        fields={[
          { name: "title", label: t("rfqs.title"), required: true },
          plantField(t, user, record),
          { name: "respond_by", label: t("rfqs.respondBy"), type: "date" },
          { name: "ship_to", label: t("rfqs.shipTo") },
          { kind: "node", name: "choices", node: <PlantChoices /> },
          { name: "notes", label: t("rfqs.notes"), boxClassName: "md:col-span-2" },
        ]}
      />
      <LinesEditor />
    </>
  );
}
