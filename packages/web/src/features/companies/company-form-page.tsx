import {
  type AppSection,
  COMPANY_MENU_SECTIONS,
  effectiveRole,
  hasPermission,
  isInternal,
  MENU_ENTRIES,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArchiveIcon, InfoIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import {
  attachedText,
  CheckboxGroupField,
  ConfirmAction,
  RecordPage,
  RecordState,
  useRecordId,
} from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

const NO_DISTRIBUTOR = "none";

/** The label of a switchable section: its sidebar entry's label. */
export function sectionLabelKey(section: AppSection): string {
  return MENU_ENTRIES.find((entry) => entry.appSection === section)?.labelKey ?? `menu.${section}`;
}

function companySchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    billing_plan: z.string().max(60),
    renewal_date: z.string(),
    region: z.string().max(60),
    distributor_id: z.string(),
    enabled_menu_sections: z.array(z.string()),
  });
}
type CompanyFormValues = z.input<ReturnType<typeof companySchema>>;

/** /companies/:id — create ("new") or edit a company, with its per-company menu enablement. */
export function CompanyFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  // The plan, renewal, distributor and menu sections are the provider's to set (the API agrees).
  const providerFields = isInternal(effectiveRole(user));
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.companies.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const distributors = useQuery(trpc.distributors.options.queryOptions());
  const schema = useMemo(() => companySchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.companies.create.mutationOptions({ meta }));
  const update = useMutation(trpc.companies.update.mutationOptions({ meta }));
  const archive = useMutation(trpc.companies.delete.mutationOptions());

  const sectionOptions = COMPANY_MENU_SECTIONS.map((section) => ({
    value: section,
    label: t(sectionLabelKey(section)),
  }));
  const distributorOptions = [
    { value: NO_DISTRIBUTOR, label: t("companies.noDistributor") },
    ...(distributors.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];

  const title = id === null ? t("companies.create") : (record.data?.name ?? t("pages.company"));
  const company = record.data;
  const canArchive = id !== null && hasPermission(user, ["archive_companies", "delete_companies"], "any");
  const actions =
    company && id !== null ? (
      <>
        <Button asChild variant="outline" size="sm">
          <Link href={`/companies/${id}/info`}>
            <InfoIcon aria-hidden="true" />
            {t("companies.info")}
          </Link>
        </Button>
        {canArchive && !company.archived_at ? (
          <ConfirmAction
            title={t("companies.archiveTitle", { name: company.name })}
            description={t("companies.archiveDescription")}
            attached={attachedText([
              company.plants_count ? t("companies.countPlants", { count: company.plants_count }) : null,
              company.users_count ? t("companies.countUsers", { count: company.users_count }) : null,
            ])}
            confirmLabel={t("companies.archive")}
            pendingLabel={t("companies.archiving")}
            successMessage={t("companies.archived", { item: t("companies.item") })}
            onConfirm={async (confirm) => {
              await archive.mutateAsync({ id, confirm });
              await queryClient.invalidateQueries({ queryKey: trpc.companies.pathKey() });
              navigate("/companies");
            }}
            trigger={
              <Button variant="outline" size="sm">
                <ArchiveIcon aria-hidden="true" />
                {t("companies.archive")}
              </Button>
            }
          />
        ) : null}
      </>
    ) : undefined;

  return (
    <RecordPage
      title={title}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/companies"
      backLabel={t("pages.companies")}
      actions={actions}
    >
      {id !== null && !company ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <EntityForm
              key={company ? `company-${company.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("companies.item")}
              defaultValues={
                {
                  name: company?.name ?? "",
                  billing_plan: company?.billing_plan ?? "",
                  renewal_date: company?.renewal_date ?? "",
                  region: company?.region ?? "",
                  distributor_id: company?.distributor_id ? String(company.distributor_id) : NO_DISTRIBUTOR,
                  enabled_menu_sections: company?.enabled_menu_sections ?? [...COMPANY_MENU_SECTIONS],
                } satisfies CompanyFormValues
              }
              onSubmit={async (values) => {
                const enabled = values.enabled_menu_sections;
                const payload = {
                  name: values.name,
                  billing_plan: values.billing_plan,
                  renewal_date: values.renewal_date || null,
                  region: values.region,
                  distributor_id:
                    values.distributor_id === NO_DISTRIBUTOR ? null : Number(values.distributor_id),
                  // Every optional entry on is stored as null: new optional entries start enabled too.
                  enabled_menu_sections: COMPANY_MENU_SECTIONS.every((s) => enabled.includes(s))
                    ? null
                    : enabled,
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.companies.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/companies/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <TextField name="name" label={t("companies.name")} required autoComplete="organization" />
                <TextField name="region" label={t("companies.region")} />
              </div>
              <fieldset
                disabled={!providerFields}
                className="flex flex-col gap-4 disabled:opacity-70"
                data-testid="company-provider-fields"
              >
                {providerFields ? null : (
                  <p className="text-sm text-muted-foreground">{t("companies.providerManaged")}</p>
                )}
                <div className="grid gap-4 md:grid-cols-2">
                  <TextField name="billing_plan" label={t("companies.billingPlan")} />
                  <TextField name="renewal_date" label={t("companies.renewalDate")} type="date" />
                  <SelectField
                    name="distributor_id"
                    label={t("companies.distributor")}
                    options={distributorOptions}
                  />
                </div>
                <CheckboxGroupField
                  name="enabled_menu_sections"
                  label={t("companies.menuSections")}
                  description={t("companies.menuSectionsHelp")}
                  options={sectionOptions}
                />
              </fieldset>
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}
