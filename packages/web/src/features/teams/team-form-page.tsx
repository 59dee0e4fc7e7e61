import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
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
  CheckboxGroupField,
  ConfirmAction,
  RecordPage,
  RecordState,
  useRecordId,
} from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

const NONE = "none";

function teamSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(200),
    company_id: z.string(),
    plant_id: z.string(),
    member_ids: z.array(z.number()),
  });
}
type TeamValues = z.input<ReturnType<typeof teamSchema>>;

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
      <div className="grid gap-4 md:grid-cols-2">
        {canChooseCompany ? (
          <SelectField
            name="company_id"
            label={t("teams.company")}
            required
            options={(opts?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        ) : null}
        <SelectField
          name="plant_id"
          label={t("teams.plant")}
          options={[
            { value: NONE, label: t("teams.noPlant") },
            ...(noCompany ? [] : (opts?.plants ?? [])).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      </div>
      <CheckboxGroupField
        name="member_ids"
        label={t("teams.members")}
        description={t("teams.membersHelp")}
        options={(noCompany ? [] : (opts?.users ?? [])).map((u) => ({
          value: String(u.id),
          label: u.full_name,
        }))}
        emptyText={noCompany ? t("teams.chooseCompany") : t("teams.noMembersToChoose")}
        parse={Number}
      />
    </>
  );
}

/** /teams/:id — create ("new") or edit a team: name, optional plant, members. */
export function TeamFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const me = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.teams.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const base = useQuery(trpc.teams.formOptions.queryOptions());
  const schema = useMemo(() => teamSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.teams.create.mutationOptions({ meta }));
  const update = useMutation(trpc.teams.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.teams.delete.mutationOptions());
  const team = record.data;
  const canChooseCompany = base.data?.can_choose_company ?? false;
  const title = id === null ? t("teams.create") : (team?.name ?? t("pages.team"));

  const actions =
    team && hasPermission(me, "delete_users_teams") ? (
      <ConfirmAction
        title={t("teams.deleteTitle", { name: team.name })}
        description={t("teams.deleteDescription")}
        attached={team.member_ids.length ? t("teams.countMembers", { count: team.member_ids.length }) : null}
        confirmLabel={t("common.delete")}
        pendingLabel={t("teams.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("teams.item") })}
        onConfirm={async (confirm) => {
          await remove.mutateAsync({ id: team.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.teams.pathKey() });
          navigate("/teams");
        }}
        trigger={
          <Button variant="outline" size="sm">
            <Trash2Icon aria-hidden="true" />
            {t("teams.delete")}
          </Button>
        }
      />
    ) : undefined;

  const ready = (id === null || team) && base.data;
  return (
    <RecordPage
      title={title}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/teams"
      backLabel={t("pages.teams")}
      actions={actions}
    >
      {!ready ? (
        <RecordState error={record.error ?? base.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <EntityForm
              key={team ? `team-${team.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("teams.item")}
              defaultValues={
                {
                  name: team?.name ?? "",
                  company_id: team ? String(team.company_id) : me?.company_id ? String(me.company_id) : "",
                  plant_id: team?.plant_id ? String(team.plant_id) : NONE,
                  member_ids: team?.member_ids ?? [],
                } satisfies TeamValues
              }
              onSubmit={async (values) => {
                const payload = {
                  name: values.name,
                  plant_id: values.plant_id === NONE ? null : Number(values.plant_id),
                  ...(canChooseCompany && values.company_id ? { company_id: Number(values.company_id) } : {}),
                  member_ids: values.member_ids,
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.teams.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/teams/${(result as { id: number }).id}`);
              }}
            >
              <TextField name="name" label={t("teams.name")} required autoComplete="off" />
              <CompanyBoundFields canChooseCompany={canChooseCompany} />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}
