import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { CheckboxField } from "@/components/form/checkbox-field";
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
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { useTRPC } from "@/lib/trpc";
import { ScheduledReportsSection } from "./scheduled-reports";
import { NONE, toUserPayload, type UserFormValues, userFormSchema } from "./user-form-schema";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t pt-4 first:border-t-0 first:pt-0">
      <h2 className="text-sm font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Plants of the chosen company (staff pick the company; a customer's plants are all theirs). */
function PlantFields({ plants }: { plants: { id: number; name: string; company_id: number }[] }) {
  const { t } = useTranslation();
  const company = useWatch({ name: "company_id" }) as string;
  const options = plants
    .filter(
      (p) => company === undefined || company === NONE || company === "" || String(p.company_id) === company,
    )
    .map((p) => ({ value: String(p.id), label: p.name }));
  const usable = company === NONE ? [] : options;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <CheckboxGroupField
        name="plant_ids"
        label={t("users.memberPlants")}
        description={t("users.memberPlantsHelp")}
        options={usable}
        emptyText={t("users.noPlantsToChoose")}
        parse={Number}
      />
      <CheckboxGroupField
        name="notifiable_plant_ids"
        label={t("users.notifiablePlants")}
        description={t("users.notifiablePlantsHelp")}
        options={usable}
        emptyText={t("users.noPlantsToChoose")}
        parse={Number}
      />
    </div>
  );
}

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
      <ConfirmAction
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
        confirmLabel={t("common.delete")}
        pendingLabel={t("users.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("users.item") })}
        onConfirm={async (confirm) => {
          await remove.mutateAsync({ id: user.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
          navigate("/users");
        }}
        trigger={
          <Button variant="outline" size="sm">
            <Trash2Icon aria-hidden="true" />
            {t("users.delete")}
          </Button>
        }
      />
    ) : undefined;

  const ready = (id === null || user) && opts;
  const settings = user?.notification_settings;
  const forcedMfa = user?.role_is_forced_mfa ?? false;

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
                defaultValues={
                  {
                    first_name: user?.first_name ?? "",
                    last_name: user?.last_name ?? "",
                    email: user?.email ?? "",
                    password: "",
                    phone: user?.phone ?? "",
                    directory_id: user?.directory_id ?? "",
                    joined_at: user?.joined_at ?? "",
                    role_id: user ? String(user.role_id) : "",
                    company_id: user
                      ? user.company_id
                        ? String(user.company_id)
                        : NONE
                      : me?.company_id
                        ? String(me.company_id)
                        : NONE,
                    distributor_id: user?.distributor_id ? String(user.distributor_id) : NONE,
                    language: String(user?.language ?? 1),
                    measuring_system: String(user?.measuring_system ?? 1),
                    hourly_rate:
                      user?.hourly_rate === null || user?.hourly_rate === undefined
                        ? ""
                        : user.hourly_rate.toFixed(2),
                    plant_ids: user?.plant_ids ?? [],
                    notifiable_plant_ids: user?.notifiable_plant_ids ?? [],
                    mfa_enabled: user?.is_mfa_enabled ?? false,
                    is_active: user?.is_active ?? true,
                    notify_email: settings?.email ?? false,
                    notify_real_time: settings?.real_time ?? false,
                    notify_adding_notes: settings?.adding_notes ?? false,
                    notify_requisitions: settings?.requisitions ?? false,
                    daily_summary_time: settings?.daily_summary_time ?? "",
                  } satisfies UserFormValues
                }
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
                <Section title={t("users.sections.account")}>
                  <div className="grid gap-4 md:grid-cols-2">
                    <TextField name="first_name" label={t("users.firstName")} required autoComplete="off" />
                    <TextField name="last_name" label={t("users.lastName")} required autoComplete="off" />
                    <TextField
                      name="email"
                      label={t("users.email")}
                      type="email"
                      required
                      autoComplete="off"
                    />
                    <TextField
                      name="password"
                      label={t("users.password")}
                      type="password"
                      autoComplete="new-password"
                      description={id === null ? t("users.passwordCreateHelp") : t("users.passwordEditHelp")}
                    />
                    <TextField name="phone" label={t("users.phone")} type="tel" autoComplete="off" />
                    <TextField name="directory_id" label={t("users.directoryId")} autoComplete="off" />
                    <TextField name="joined_at" label={t("users.joinedAt")} type="date" />
                  </div>
                  <CheckboxWithHelp
                    name="is_active"
                    label={t("users.isActive")}
                    help={t("users.isActiveHelp")}
                  />
                  {user?.is_mfa_enabled ? (
                    forcedMfa ? (
                      <MfaNote checked text={t("users.mfaForcedHelp")} />
                    ) : (
                      <CheckboxWithHelp
                        name="mfa_enabled"
                        label={t("users.mfa")}
                        help={t("users.mfaOnHelp")}
                      />
                    )
                  ) : (
                    <MfaNote checked={false} text={t("users.mfaOffHelp")} />
                  )}
                </Section>
                <Section title={t("users.sections.access")}>
                  <div className="grid gap-4 md:grid-cols-2">
                    <SelectField name="role_id" label={t("users.role")} options={roleOptions} required />
                    {canChooseCompany ? (
                      <>
                        <SelectField
                          name="company_id"
                          label={t("users.company")}
                          options={[
                            { value: NONE, label: t("users.noCompany") },
                            ...(opts?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                          ]}
                        />
                        <SelectField
                          name="distributor_id"
                          label={t("users.distributor")}
                          options={[
                            { value: NONE, label: t("users.noDistributor") },
                            ...(opts?.distributors ?? []).map((d) => ({
                              value: String(d.id),
                              label: d.name,
                            })),
                          ]}
                        />
                      </>
                    ) : null}
                  </div>
                  <PlantFields plants={opts?.plants ?? []} />
                </Section>
                <Section title={t("users.sections.preferences")}>
                  <div className="grid gap-4 md:grid-cols-3">
                    <SelectField
                      name="measuring_system"
                      label={t("users.measuringSystem")}
                      options={[
                        { value: "1", label: t("users.metric") },
                        { value: "2", label: t("users.imperial") },
                      ]}
                    />
                    <SelectField
                      name="language"
                      label={t("users.language")}
                      options={[
                        { value: "1", label: t("users.english") },
                        { value: "2", label: t("users.spanish") },
                      ]}
                    />
                    <TextField
                      name="hourly_rate"
                      label={t("users.hourlyRate")}
                      inputMode="decimal"
                      description={t("users.hourlyRateHelp")}
                    />
                  </div>
                </Section>
                <Section title={t("users.sections.notifications")}>
                  <div className="grid gap-3 md:grid-cols-2">
                    <CheckboxField name="notify_email" label={t("users.notifyEmail")} />
                    <CheckboxField name="notify_real_time" label={t("users.notifyRealTime")} />
                    <CheckboxField name="notify_adding_notes" label={t("users.notifyAddingNotes")} />
                    <CheckboxField name="notify_requisitions" label={t("users.notifyRequisitions")} />
                  </div>
                  <div className="grid gap-4 md:grid-cols-3">
                    <TextField
                      name="daily_summary_time"
                      label={t("users.dailySummaryTime")}
                      type="time"
                      description={t("users.dailySummaryHelp")}
                    />
                  </div>
                  <div className="flex flex-col gap-1">
                    <p className="text-sm font-medium">{t("users.productionLines")}</p>
                    <p className="text-sm text-muted-foreground" data-testid="production-lines-pending">
                      {t("users.productionLinesPending")}
                      {settings?.production_line_ids?.length
                        ? ` ${t("users.productionLinesKept", { count: settings.production_line_ids.length })}`
                        : ""}
                    </p>
                  </div>
                </Section>
              </EntityForm>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t("users.sections.reports")}</CardTitle>
            </CardHeader>
            <CardContent>
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
            </CardContent>
          </Card>
        </>
      )}
    </RecordPage>
  );
}

/** A checkbox with its explanation underneath (the shared field puts a description beside it). */
function CheckboxWithHelp({ name, label, help }: { name: string; label: string; help: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <CheckboxField name={name} label={label} />
      <p className="pl-6 text-xs text-muted-foreground">{help}</p>
    </div>
  );
}

/** The MFA flag when an administrator cannot change it: shown, explained, not editable. */
function MfaNote({ checked, text }: { checked: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2" data-testid="mfa-note">
      <Checkbox checked={checked} disabled aria-label={t("users.mfa")} className="mt-0.5" />
      <div>
        <p className="text-sm font-medium">{t("users.mfa")}</p>
        <p className="text-xs text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}
