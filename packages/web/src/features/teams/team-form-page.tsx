import { createTeamInput, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { nameOptions } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";

const NONE = "none";

/** The API's team name rule; the selects hold their ids as strings, the checkboxes as numbers. */
const teamSchema = createTeamInput.pick({ name: true }).extend({
  company_id: z.string(),
  plant_id: z.string(),
  member_ids: z.array(z.number()),
});

/** Plant and member choices of the chosen company (staff choose it; customers have their own). */
function CompanyBoundFields({ canChooseCompany }: { canChooseCompany: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const company = useWatch({ name: "company_id" }) as string;
  const companyId = company && company !== NONE ? Number(company) : undefined;
  const options = useQuery(
    trpc.teams.formOptions.queryOptions(companyId ? { company_id: companyId } : undefined),
  );
  const opts = options.data;
  const noCompany = canChooseCompany && !companyId;
  return (
    <>
      <FormFields
        columns={2}
        fields={[
          canChooseCompany && {
            kind: "select",
            name: "company_id",
            label: t("teams.company"),
            required: true,
            options: nameOptions(opts?.companies),
          },
          {
            kind: "select",
            name: "plant_id",
            label: t("teams.plant"),
            options: [
              { value: NONE, label: t("teams.noPlant") },
              ...nameOptions(noCompany ? [] : opts?.plants),
            ],
          },
        ]}
      />
      <FormFields
        fields={[
          {
            kind: "checkboxes",
            name: "member_ids",
            label: t("teams.members"),
            description: t("teams.membersHelp"),
            options: (noCompany ? [] : (opts?.users ?? [])).map((u) => ({
              value: String(u.id),
              label: u.full_name,
            })),
            emptyText: noCompany ? t("teams.chooseCompany") : t("teams.noMembersToChoose"),
            parse: Number,
          },
        ]}
      />
    </>
  );
}

/** /teams/:id — create ("new") or edit a team: name, optional plant, members. */
export function TeamFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const me = useAuthUser();
  const edited = useEditedRecord((teamId) => trpc.teams.get.queryOptions({ id: teamId }));
  const base = useQuery(trpc.teams.formOptions.queryOptions());
  const canChooseCompany = base.data?.can_choose_company ?? false;
  const save = useRecordSave(trpc.teams, (values: z.output<typeof teamSchema>) => ({
    name: values.name,
    plant_id: values.plant_id === NONE ? null : Number(values.plant_id),
    ...(canChooseCompany && values.company_id ? { company_id: Number(values.company_id) } : {}),
    member_ids: values.member_ids,
  }));

  return (
    <RecordFormPage
      basePath="/teams"
      nouns={useRecordNouns("pages.teams", "pages.team", "teams")}
      edited={edited}
      dependsOn={base}
      schema={teamSchema}
      defaults={(team) => ({
        name: team?.name ?? "",
        company_id: team ? String(team.company_id) : me?.company_id ? String(me.company_id) : "",
        plant_id: team?.plant_id ? String(team.plant_id) : NONE,
        member_ids: team?.member_ids ?? [],
      })}
      save={save}
      removal={{
        resource: trpc.teams,
        allowed: () => hasPermission(me, "delete_users_teams"),
        words: "teams",
        buttonLabel: t("teams.delete"),
        attached: (team) =>
          team.member_ids.length ? t("teams.countMembers", { count: team.member_ids.length }) : null,
      }}
    >
      <FormFields fields={[{ name: "name", label: t("teams.name"), required: true, autoComplete: "off" }]} />
      <CompanyBoundFields canChooseCompany={canChooseCompany} />
    </RecordFormPage>
  );
}
