import { effectiveRole, hasPermission, isInternal, TIME_ZONES } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArchiveIcon } from "lucide-react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import {
  attachedText,
  CheckboxGroupField,
  CheckboxWithHelp,
  ConfirmAction,
  RecordPage,
  RecordState,
  useRecordId,
} from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTRPC } from "@/lib/trpc";

function plantSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    company_id: z.string(),
    time_zone: z.string().min(1, { error: required }),
    is_equipment_runtime_tracking: z.boolean(),
    notifiable_user_ids: z.array(z.number()),
  });
}
type PlantFormValues = z.input<ReturnType<typeof plantSchema>>;

/** /plants/:id — create ("new") or edit a plant; archive instead of delete (spec §6). */
export function PlantFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const internal = user ? isInternal(effectiveRole(user)) : false;
  const record = useQuery({ ...trpc.plants.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const companies = useQuery({
    ...trpc.companies.list.queryOptions({ page: 1, max: 100, orderByColumn: "name" }),
    enabled: internal && id === null,
  });
  const schema = useMemo(() => plantSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.plants.create.mutationOptions({ meta }));
  const update = useMutation(trpc.plants.update.mutationOptions({ meta }));
  const archive = useMutation(trpc.plants.delete.mutationOptions());
  const plant = record.data;
  const canArchive = id !== null && hasPermission(user, ["archive_plants", "delete_plants"], "any");
  const zoneOptions = TIME_ZONES.map((zone) => ({ value: zone.id, label: `${zone.label} (${zone.id})` }));
  const companyOptions = (companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const actions =
    plant && canArchive && !plant.archived_at ? (
      <ConfirmAction
        title={t("plantForm.archiveTitle", { name: plant.name })}
        description={t("plantForm.archiveDescription")}
        attached={attachedText([
          plant.users_count ? t("plantForm.countUsers", { count: plant.users_count }) : null,
          plant.teams_count ? t("plantForm.countTeams", { count: plant.teams_count }) : null,
        ])}
        confirmLabel={t("plantForm.archive")}
        pendingLabel={t("plantForm.archiving")}
        successMessage={t("plantForm.archived", { item: t("plants.item") })}
        onConfirm={async (confirm) => {
          await archive.mutateAsync({ id: plant.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.plants.pathKey() });
          navigate("/plants");
        }}
        trigger={
          <Button variant="outline" size="sm">
            <ArchiveIcon aria-hidden="true" />
            {t("plantForm.archive")}
          </Button>
        }
      />
    ) : undefined;

  return (
    <RecordPage
      title={id === null ? t("plantForm.create") : (plant?.name ?? t("pages.plant"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/plants"
      backLabel={t("pages.plants")}
      actions={actions}
    >
      {id !== null && !plant ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <EntityForm
              key={plant ? `plant-${plant.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("plants.item")}
              defaultValues={
                {
                  name: plant?.name ?? "",
                  company_id: plant
                    ? String(plant.company_id)
                    : internal
                      ? ""
                      : String(user?.company_id ?? ""),
                  time_zone: plant?.time_zone ?? "UTC",
                  is_equipment_runtime_tracking: plant?.is_equipment_runtime_tracking ?? false,
                  notifiable_user_ids: plant?.notifiable_user_ids ?? [],
                } satisfies PlantFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  name: values.name,
                  time_zone: values.time_zone,
                  is_equipment_runtime_tracking: values.is_equipment_runtime_tracking,
                  notifiable_user_ids: values.notifiable_user_ids,
                  ...(values.company_id ? { company_id: Number(values.company_id) } : {}),
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.plants.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/plants/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <TextField name="name" label={t("plantForm.name")} required />
                {internal && id === null ? (
                  <SelectField
                    name="company_id"
                    label={t("plantForm.company")}
                    options={companyOptions}
                    required
                    description={t("plantForm.companyHelp")}
                  />
                ) : (
                  <ReadOnlyField
                    label={t("plantForm.company")}
                    value={plant?.company_name ?? user?.company?.name ?? ""}
                  />
                )}
                <SelectField
                  name="time_zone"
                  label={t("plantForm.timeZone")}
                  options={zoneOptions}
                  required
                />
                <div className="flex items-end pb-1">
                  <CheckboxWithHelp
                    name="is_equipment_runtime_tracking"
                    label={t("plantForm.runtime")}
                    help={t("plantForm.runtimeHelp")}
                  />
                </div>
              </div>
              <NotifiableUsers internal={internal} />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
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
