import {
  type AppSection,
  COMPANY_MENU_SECTIONS,
  effectiveRole,
  hasPermission,
  isInternal,
  MENU_ENTRIES,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { InfoIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { attachedText } from "@/components/record/confirm-action";
import { RemoveRecord } from "@/components/record/remove-record";
import { Button } from "@/components/ui/button";
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

/** /companies/:id — create ("new") or edit a company, with its per-company menu enablement. */
export function CompanyFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  // The plan, renewal, distributor and menu sections are the provider's to set (the API agrees).
  const providerFields = isInternal(effectiveRole(user));
  const edited = useEditedRecord((companyId) => trpc.companies.get.queryOptions({ id: companyId }));
  const { id } = edited;
  const distributors = useQuery(trpc.distributors.options.queryOptions());
  const schema = useMemo(() => companySchema(t("form.required")), [t]);
  const save = useRecordSave(trpc.companies, (values: z.output<typeof schema>) => {
    const enabled = values.enabled_menu_sections;
    return {
      name: values.name,
      billing_plan: values.billing_plan,
      renewal_date: values.renewal_date || null,
      region: values.region,
      distributor_id: values.distributor_id === NO_DISTRIBUTOR ? null : Number(values.distributor_id),
      // Every optional entry on is stored as null: new optional entries start enabled too.
      enabled_menu_sections: COMPANY_MENU_SECTIONS.every((s) => enabled.includes(s)) ? null : enabled,
    };
  });
  const canArchive = id !== null && hasPermission(user, ["archive_companies", "delete_companies"], "any");
  const sectionOptions = COMPANY_MENU_SECTIONS.map((section) => ({
    value: section,
    label: t(sectionLabelKey(section)),
  }));
  const distributorOptions = [
    { value: NO_DISTRIBUTOR, label: t("companies.noDistributor") },
    ...(distributors.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];

  return (
    <RecordFormPage
      basePath="/companies"
      nouns={useRecordNouns("pages.companies", "pages.company", "companies")}
      edited={edited}
      schema={schema}
      defaults={(company) => ({
        name: company?.name ?? "",
        billing_plan: company?.billing_plan ?? "",
        renewal_date: company?.renewal_date ?? "",
        region: company?.region ?? "",
        distributor_id: company?.distributor_id ? String(company.distributor_id) : NO_DISTRIBUTOR,
        enabled_menu_sections: company?.enabled_menu_sections ?? [...COMPANY_MENU_SECTIONS],
      })}
      save={save}
      actions={(company) => (
        <>
          <Button asChild variant="outline" size="sm">
            <Link href={`/companies/${company.id}/info`}>
              <InfoIcon aria-hidden="true" />
              {t("companies.info")}
            </Link>
          </Button>
          {canArchive && !company.archived_at ? (
            <RemoveRecord
              procedure={trpc.companies.delete}
              id={company.id}
              invalidate={[trpc.companies.pathKey()]}
              then="/companies"
              name={company.name}
              item={t("companies.item")}
              words="companies"
              verb="archive"
              attached={attachedText([
                company.plants_count ? t("companies.countPlants", { count: company.plants_count }) : null,
                company.users_count ? t("companies.countUsers", { count: company.users_count }) : null,
              ])}
            />
          ) : null}
        </>
      )}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "name", label: t("companies.name"), required: true, autoComplete: "organization" },
          { name: "region", label: t("companies.region") },
        ]}
      />
      <fieldset
        disabled={!providerFields}
        className="flex flex-col gap-4 disabled:opacity-70"
        data-testid="company-provider-fields"
      >
        {providerFields ? null : (
          <p className="text-sm text-muted-foreground">{t("companies.providerManaged")}</p>
        )}
        <FormFields
          columns={2}
          fields={[
            { name: "billing_plan", label: t("companies.billingPlan") },
            { name: "renewal_date", label: t("companies.renewalDate"), type: "date" },
            {
              kind: "select",
              name: "distributor_id",
              label: t("companies.distributor"),
              options: distributorOptions,
            },
          ]}
        />
        <FormFields
          fields={[
            {
              kind: "checkboxes",
              name: "enabled_menu_sections",
              label: t("companies.menuSections"),
              description: t("companies.menuSectionsHelp"),
              options: sectionOptions,
            },
          ]}
        />
      </fieldset>
    </RecordFormPage>
  );
}
