import {
  type AppSection,
  COMPANY_MENU_SECTIONS,
  companyFields,
  hasPermission,
  MENU_ENTRIES,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser, useIsStaff } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { attachedText } from "@/components/record/confirm-action";
import { nameOptions } from "@/components/ui/select-box";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";

const NO_DISTRIBUTOR = "none";

/** The label of a switchable section: its sidebar entry's label. */
export function sectionLabelKey(section: AppSection): string {
  return MENU_ENTRIES.find((entry) => entry.appSection === section)?.labelKey ?? `menu.${section}`;
}

/** The API's company rules; only the distributor differs in form, a select holding "none" or an id. */
const companySchema = companyFields.extend({ distributor_id: z.string() });

/** /companies/:id — create ("new") or edit a company, with its per-company menu enablement. */
export function CompanyFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  // The plan, renewal, distributor and menu sections are the provider's to set (the API agrees).
  const providerFields = useIsStaff();
  const edited = useEditedRecord((companyId) => trpc.companies.get.queryOptions({ id: companyId }));
  const { id } = edited;
  const distributors = useQuery(trpc.distributors.options.queryOptions());
  const save = useRecordSave(trpc.companies, (values: z.output<typeof companySchema>) => {
    const enabled = values.enabled_menu_sections ?? [];
    return {
      name: values.name,
      billing_plan: values.billing_plan ?? null,
      renewal_date: values.renewal_date ?? null,
      region: values.region ?? null,
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
    ...nameOptions(distributors.data),
  ];

  return (
    <RecordFormPage
      basePath="/companies"
      nouns={useRecordNouns("pages.companies", "pages.company", "companies")}
      edited={edited}
      schema={companySchema}
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
        <ToolButton icon={InfoIcon} href={`/companies/${company.id}/info`}>
          {t("companies.info")}
        </ToolButton>
      )}
      removal={{
        resource: trpc.companies,
        allowed: (company) => canArchive && !company.archived_at,
        words: "companies",
        verb: "archive",
        attached: (company) =>
          attachedText([
            company.plants_count ? t("companies.countPlants", { count: company.plants_count }) : null,
            company.users_count ? t("companies.countUsers", { count: company.users_count }) : null,
          ]),
      }}
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
