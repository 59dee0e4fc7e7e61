import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { RecordPage } from "@/components/page/record-page";
import { attachedText } from "@/components/record/confirm-action";
import { RecordState } from "@/components/record/record-state";
import { useRecordId } from "@/components/record/use-record-id";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { DeleteAction } from "@/features/common/delete-action";
import { useTRPC } from "@/lib/trpc";
import { ScheduledReportsSection } from "./scheduled-reports";
import { toUserPayload, userFormDefaults, userFormSchema } from "./user-form-schema";
import {
  AccessSection,
  AccountSection,
  NotificationsSection,
  PreferencesSection,
} from "./user-form-sections";

/** /users/:id — create ("new") or edit a user: every field of the user form (spec part 1 §3). */
export function UserFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const me = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.users.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const options = useQuery(trpc.users.formOptions.queryOptions());
  const schema = useMemo(
    () =>
      userFormSchema({
        required: t("form.required"),
        email: t("users.invalidEmail"),
        rate: t("users.invalidRate"),
      }),
    [t],
  );
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.users.create.mutationOptions({ meta }));
  const update = useMutation(trpc.users.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.users.delete.mutationOptions());

  const user = record.data;
  const opts = options.data;
  const canChooseCompany = opts?.can_choose_company ?? false;
  const title = id === null ? t("users.create") : (user?.full_name ?? t("pages.user"));
  const canDelete = id !== null && user && user.id !== me?.id && hasPermission(me, "delete_users");

  const roleOptions = useMemo(() => {
    const list = (opts?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }));
    // A role the admin may not hand out still shows as the user's current one.
    if (user && !list.some((r) => r.value === String(user.role_id))) {
      list.unshift({ value: String(user.role_id), label: user.role_name });
    }
    return list;
  }, [opts, user]);

  const actions =
    canDelete && user ? (
      <DeleteAction
        label={t("users.delete")}
        title={t("users.deleteTitle", { name: user.full_name })}
        description={t("users.deleteDescription")}
        attached={attachedText([
          user.attached.team_memberships
            ? t("users.countTeams", { count: user.attached.team_memberships })
            : null,
          user.attached.scheduled_reports
            ? t("users.countReports", { count: user.attached.scheduled_reports })
            : null,
        ])}
        pendingLabel={t("users.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("users.item") })}
        onConfirm={async (confirm) => {
          await remove.mutateAsync({ id: user.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
          navigate("/users");
        }}
      />
    ) : undefined;

  const ready = (id === null || user) && opts;

  return (
    <RecordPage
      title={title}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/users"
      backLabel={t("pages.users")}
      actions={actions}
    >
      {!ready ? (
        <RecordState
          error={record.error ?? options.error ?? undefined}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <>
          <Card>
            <CardContent className="p-6">
              <EntityForm
                key={user ? `user-${user.id}-${user.is_mfa_enabled}` : "new"}
                schema={schema}
                id={id}
                itemLabel={t("users.item")}
                defaultValues={userFormDefaults(user, me)}
                onSubmit={async (values) => {
                  const payload = toUserPayload(values, user, canChooseCompany);
                  const result =
                    id === null
                      ? await create.mutateAsync(payload)
                      : await update.mutateAsync({ ...payload, id });
                  await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
                  return result;
                }}
                onSaved={(result) => {
                  if (id === null) navigate(`/users/${(result as { id: number }).id}`);
                }}
              >
                <AccountSection
                  creating={id === null}
                  mfaEnabled={user?.is_mfa_enabled ?? false}
                  forcedMfa={user?.role_is_forced_mfa ?? false}
                />
                <AccessSection
                  roleOptions={roleOptions}
                  companies={canChooseCompany ? (opts?.companies ?? []) : null}
                  distributors={opts?.distributors ?? []}
                  plants={opts?.plants ?? []}
                />
                <PreferencesSection />
                <NotificationsSection
                  keptLines={user?.notification_settings?.production_line_ids?.length ?? 0}
                />
              </EntityForm>
            </CardContent>
          </Card>
          <TitledCard title={t("users.sections.reports")}>
            {user ? (
              <ScheduledReportsSection
                owner={user}
                plants={(opts?.plants ?? []).filter(
                  (p) => user.company_id === null || p.company_id === user.company_id,
                )}
                canManage={user.id === me?.id || hasPermission(me, "edit_users")}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t("users.reports.saveUserFirst")}</p>
            )}
          </TitledCard>
        </>
      )}
    </RecordPage>
  );
}
