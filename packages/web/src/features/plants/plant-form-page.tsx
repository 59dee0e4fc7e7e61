import { hasPermission, plantFields, TIME_ZONES } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser, useIsStaff } from "@/auth/auth-context";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { attachedText } from "@/components/record/confirm-action";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCompanyOptions } from "@/features/companies/company-options";
import { useTRPC } from "@/lib/trpc";

/**
 * The API's plant rules; only the company differs in form, a select's value held as a string
 * ("" until chosen, and never shown to a customer, whose plants are their company's).
 */
const plantSchema = plantFields.extend({ company_id: z.string() });

const ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone.id, label: `${zone.label} (${zone.id})` }));

/** /plants/:id — create ("new") or edit a plant; archive instead of delete (spec §6). */
export function PlantFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const internal = useIsStaff();
  const edited = useEditedRecord((plantId) => trpc.plants.get.queryOptions({ id: plantId }));
  const { id, current: plant } = edited;
  const companyOptions = useCompanyOptions(internal && id === null);
  const save = useRecordSave(trpc.plants, (values: z.output<typeof plantSchema>) => ({
    name: values.name,
    time_zone: values.time_zone,
    is_equipment_runtime_tracking: values.is_equipment_runtime_tracking,
    notifiable_user_ids: values.notifiable_user_ids,
    ...(values.company_id ? { company_id: Number(values.company_id) } : {}),
  }));
  const canArchive = id !== null && hasPermission(user, ["archive_plants", "delete_plants"], "any");

  return (
    <RecordFormPage
      basePath="/plants"
      nouns={useRecordNouns("pages.plants", "pages.plant", "plants", { create: "plantForm.create" })}
      edited={edited}
      schema={plantSchema}
      defaults={(current) => ({
        name: current?.name ?? "",
        company_id: current ? String(current.company_id) : internal ? "" : String(user?.company_id ?? ""),
        time_zone: current?.time_zone ?? "UTC",
        is_equipment_runtime_tracking: current?.is_equipment_runtime_tracking ?? false,
        notifiable_user_ids: current?.notifiable_user_ids ?? [],
      })}
      save={save}
      removal={{
        resource: trpc.plants,
        allowed: (current) => canArchive && !current.archived_at,
        words: "plantForm",
        verb: "archive",
        attached: (current) =>
          attachedText([
            current.users_count ? t("plantForm.countUsers", { count: current.users_count }) : null,
            current.teams_count ? t("plantForm.countTeams", { count: current.teams_count }) : null,
          ]),
      }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "name", label: t("plantForm.name"), required: true },
          internal && id === null
            ? {
                kind: "select",
                name: "company_id",
                label: t("plantForm.company"),
                options: companyOptions,
                required: true,
                description: t("plantForm.companyHelp"),
              }
            : {
                kind: "node",
                name: "company_id",
                node: (
                  <ReadOnlyField
                    label={t("plantForm.company")}
                    value={plant?.company_name ?? user?.company?.name ?? ""}
                  />
                ),
              },
          {
            kind: "select",
            name: "time_zone",
            label: t("plantForm.timeZone"),
            options: ZONE_OPTIONS,
            required: true,
          },
          {
            kind: "checkbox",
            name: "is_equipment_runtime_tracking",
            label: t("plantForm.runtime"),
            help: t("plantForm.runtimeHelp"),
            boxClassName: "flex items-end pb-1",
          },
        ]}
      />
      <NotifiableUsers internal={internal} />
    </RecordFormPage>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const inputId = "plant-company-readonly";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} value={value} readOnly aria-readonly="true" className="bg-muted" />
    </div>
  );
}

/** The multi-select of the company's users, following the chosen company. */
function NotifiableUsers({ internal }: { internal: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const companyId = useWatch({ name: "company_id" }) as string;
  const users = useQuery({
    ...trpc.plants.companyUsers.queryOptions(companyId ? { company_id: Number(companyId) } : {}),
    enabled: !internal || Boolean(companyId),
  });
  const options = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.full_name} (${u.email})`,
  }));
  return (
    <CheckboxGroupField
      name="notifiable_user_ids"
      label={t("plantForm.notifiableUsers")}
      description={t("plantForm.notifiableHelp")}
      options={options}
      emptyText={internal && !companyId ? t("plantForm.chooseCompanyFirst") : t("plantForm.noUsers")}
      parse={Number}
    />
  );
}
