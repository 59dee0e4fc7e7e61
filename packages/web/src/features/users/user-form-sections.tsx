/**
 * The four sections of the user form (spec part 1 §3 "User"): the account, access (role, company,
 * distributor, plants), preferences, and notifications.
 */
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField } from "@/components/form/checkbox-field";
import { FormFields } from "@/components/form/form-fields";
import { Checkbox } from "@/components/ui/checkbox";
import { nameOptions, type SelectOption } from "@/components/ui/select-box";
import { NotifiableLinesField } from "./user-form-lines";
import { type LineOption, NONE } from "./user-form-schema";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t pt-4 first:border-t-0 first:pt-0">
      <h2 className="text-sm font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Name, e-mail, password (set or left as it is), contact, activity and the second factor. */
export function AccountSection({
  creating,
  mfaEnabled,
  forcedMfa,
}: {
  creating: boolean;
  mfaEnabled: boolean;
  forcedMfa: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("users.sections.account")}>
      <FormFields
        columns={2}
        fields={[
          { name: "first_name", label: t("users.firstName"), required: true, autoComplete: "off" },
          { name: "last_name", label: t("users.lastName"), required: true, autoComplete: "off" },
          { name: "email", label: t("users.email"), type: "email", required: true, autoComplete: "off" },
          {
            name: "password",
            label: t("users.password"),
            type: "password",
            autoComplete: "new-password",
            description: creating ? t("users.passwordCreateHelp") : t("users.passwordEditHelp"),
          },
          { name: "phone", label: t("users.phone"), type: "tel", autoComplete: "off" },
          { name: "directory_id", label: t("users.directoryId"), autoComplete: "off" },
          { name: "joined_at", label: t("users.joinedAt"), type: "date" },
        ]}
      />
      <FormFields
        fields={[
          { kind: "checkbox", name: "is_active", label: t("users.isActive"), help: t("users.isActiveHelp") },
          mfaEnabled && !forcedMfa
            ? { kind: "checkbox", name: "mfa_enabled", label: t("users.mfa"), help: t("users.mfaOnHelp") }
            : {
                kind: "node",
                name: "mfa_enabled",
                node: (
                  <MfaNote
                    checked={mfaEnabled}
                    text={mfaEnabled ? t("users.mfaForcedHelp") : t("users.mfaOffHelp")}
                  />
                ),
              },
        ]}
      />
    </Section>
  );
}

/** The role, and for provider staff the company and distributor; the plants the user works in. */
export function AccessSection({
  roleOptions,
  companies,
  distributors,
  plants,
}: {
  roleOptions: SelectOption[];
  /** Offered to provider staff only: without them the user stays in the admin's company. */
  companies: { id: number; name: string }[] | null;
  distributors: { id: number; name: string }[];
  plants: { id: number; name: string; company_id: number }[];
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("users.sections.access")}>
      <FormFields
        columns={2}
        fields={[
          { kind: "select", name: "role_id", label: t("users.role"), options: roleOptions, required: true },
          companies && {
            kind: "select",
            name: "company_id",
            label: t("users.company"),
            options: withNone(t("users.noCompany"), companies),
          },
          companies && {
            kind: "select",
            name: "distributor_id",
            label: t("users.distributor"),
            options: withNone(t("users.noDistributor"), distributors),
          },
        ]}
      />
      <PlantFields plants={plants} />
    </Section>
  );
}

/** "None" first, then the records to choose from. */
function withNone(none: string, records: readonly { id: number; name: string }[]): SelectOption[] {
  return [{ value: NONE, label: none }, ...nameOptions(records)];
}

/** The user's units and language: a select each, their options as label keys. */
const PREFERENCES = [
  {
    name: "measuring_system",
    label: "users.measuringSystem",
    options: [
      ["1", "users.metric"],
      ["2", "users.imperial"],
    ],
  },
  {
    name: "language",
    label: "users.language",
    options: [
      ["1", "users.english"],
      ["2", "users.spanish"],
    ],
  },
] as const;

export function PreferencesSection() {
  const { t } = useTranslation();
  return (
    <Section title={t("users.sections.preferences")}>
      <FormFields
        columns={3}
        fields={[
          ...PREFERENCES.map((p) => ({
            kind: "select" as const,
            name: p.name,
            label: t(p.label),
            options: p.options.map(([value, label]) => ({ value, label: t(label) })),
          })),
          {
            name: "hourly_rate",
            label: t("users.hourlyRate"),
            inputMode: "decimal",
            description: t("users.hourlyRateHelp"),
          },
        ]}
      />
    </Section>
  );
}

/** How the user hears of events: each channel's field and label key. */
const CHANNELS = [
  ["notify_email", "users.notifyEmail"],
  ["notify_real_time", "users.notifyRealTime"],
  ["notify_adding_notes", "users.notifyAddingNotes"],
  ["notify_requisitions", "users.notifyRequisitions"],
] as const;

/** Channels, the daily summary's time, and the notifiable production lines of each notifiable plant. */
export function NotificationsSection({
  plants,
  lines,
}: {
  plants: readonly { id: number; name: string }[];
  lines: readonly LineOption[];
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("users.sections.notifications")}>
      <div className="grid gap-3 md:grid-cols-2">
        {CHANNELS.map(([name, label]) => (
          <CheckboxField key={name} name={name} label={t(label)} />
        ))}
      </div>
      <FormFields
        columns={3}
        fields={[
          {
            name: "daily_summary_time",
            label: t("users.dailySummaryTime"),
            type: "time",
            description: t("users.dailySummaryHelp"),
          },
        ]}
      />
      <NotifiableLinesField plants={plants} lines={lines} />
    </Section>
  );
}

/** The plants a user works in, and those whose events reach them: field, label and help keys. */
const PLANT_LISTS = [
  ["plant_ids", "users.memberPlants", "users.memberPlantsHelp"],
  ["notifiable_plant_ids", "users.notifiablePlants", "users.notifiablePlantsHelp"],
] as const;

/** Plants of the chosen company (staff pick the company; a customer's plants are all theirs). */
function PlantFields({ plants }: { plants: { id: number; name: string; company_id: number }[] }) {
  const { t } = useTranslation();
  const company = useWatch({ name: "company_id" }) as string;
  const options = nameOptions(
    plants.filter(
      (p) => company === undefined || company === NONE || company === "" || String(p.company_id) === company,
    ),
  );
  const usable = company === NONE ? [] : options;
  return (
    <FormFields
      columns={2}
      fields={PLANT_LISTS.map(([name, label, help]) => ({
        kind: "checkboxes",
        name,
        label: t(label),
        description: t(help),
        options: usable,
        emptyText: t("users.noPlantsToChoose"),
        parse: Number,
      }))}
    />
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
