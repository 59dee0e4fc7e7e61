import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { attachedText } from "@/components/record/confirm-action";
import { nameOptions } from "@/components/ui/select-box";
import { TitledCard } from "@/components/ui/titled-card";
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
  const edited = useEditedRecord((userId) => trpc.users.get.queryOptions({ id: userId }));
  const { id, current: user } = edited;
  const options = useQuery(trpc.users.formOptions.queryOptions());
  const opts = options.data;
  const lines = useMemo(() => opts?.lines ?? [], [opts]);
  const schema = useMemo(
    () =>
      userFormSchema(
        {
          required: t("form.required"),
          rate: t("users.invalidRate"),
          lines: t("users.productionLinesRequired"),
        },
        lines,
      ),
    [t, lines],
  );
  const canChooseCompany = opts?.can_choose_company ?? false;
  const save = useRecordSave(trpc.users, (values: Parameters<typeof toUserPayload>[0]) =>
    toUserPayload(values, user, canChooseCompany, lines),
  );

  const roleOptions = useMemo(() => {
    const list = nameOptions(opts?.roles);
    // A role the admin may not hand out still shows as the user's current one.
    if (user && !list.some((r) => r.value === String(user.role_id))) {
      list.unshift({ value: String(user.role_id), label: user.role_name });
    }
    return list;
  }, [opts, user]);

  return (
    <RecordFormPage
      basePath="/users"
      nouns={useRecordNouns("pages.users", "pages.user", "users")}
      edited={edited}
      dependsOn={options}
      titleOf={(current) => current.full_name}
      schema={schema}
      defaults={(current) => userFormDefaults(current, me, lines)}
      save={save}
      // Switching MFA off on the server changes the form's choices: it starts afresh.
      formKey={(current) => String(current.is_mfa_enabled)}
      removal={{
        resource: trpc.users,
        allowed: (current) => current.id !== me?.id && hasPermission(me, "delete_users"),
        words: "users",
        buttonLabel: t("users.delete"),
        attached: (current) =>
          attachedText([
            current.attached.team_memberships
              ? t("users.countTeams", { count: current.attached.team_memberships })
              : null,
            current.attached.scheduled_reports
              ? t("users.countReports", { count: current.attached.scheduled_reports })
              : null,
          ]),
      }}
      after={(current) => (
        <TitledCard title={t("users.sections.reports")}>
          <ScheduledReportsSection
            owner={current}
            plants={(opts?.plants ?? []).filter(
              (p) => current.company_id === null || p.company_id === current.company_id,
            )}
            canManage={current.id === me?.id || hasPermission(me, "edit_users")}
          />
        </TitledCard>
      )}
      afterNew={
        <TitledCard title={t("users.sections.reports")}>
          <p className="text-sm text-muted-foreground">{t("users.reports.saveUserFirst")}</p>
        </TitledCard>
      }
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
      <NotificationsSection plants={opts?.plants ?? []} lines={lines} />
    </RecordFormPage>
  );
}
