/**
 * The four sections of the user form (spec part 1 §3 "User"): the account, access (role, company,
 * distributor, plants), preferences, and notifications.
 */
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckboxField, CheckboxWithHelp } from "@/components/form/checkbox-field";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { Checkbox } from "@/components/ui/checkbox";
import type { SelectOption } from "@/components/ui/select-box";
import { NONE } from "./user-form-schema";

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
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="first_name" label={t("users.firstName")} required autoComplete="off" />
        <TextField name="last_name" label={t("users.lastName")} required autoComplete="off" />
        <TextField name="email" label={t("users.email")} type="email" required autoComplete="off" />
        <TextField
          name="password"
          label={t("users.password")}
          type="password"
          autoComplete="new-password"
          description={creating ? t("users.passwordCreateHelp") : t("users.passwordEditHelp")}
        />
        <TextField name="phone" label={t("users.phone")} type="tel" autoComplete="off" />
        <TextField name="directory_id" label={t("users.directoryId")} autoComplete="off" />
        <TextField name="joined_at" label={t("users.joinedAt")} type="date" />
      </div>
      <CheckboxWithHelp name="is_active" label={t("users.isActive")} help={t("users.isActiveHelp")} />
      {mfaEnabled ? (
        forcedMfa ? (
          <MfaNote checked text={t("users.mfaForcedHelp")} />
        ) : (
          <CheckboxWithHelp name="mfa_enabled" label={t("users.mfa")} help={t("users.mfaOnHelp")} />
        )
      ) : (
        <MfaNote checked={false} text={t("users.mfaOffHelp")} />
      )}
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
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField name="role_id" label={t("users.role")} options={roleOptions} required />
        {companies ? (
          <>
            <SelectField
              name="company_id"
              label={t("users.company")}
              options={[
                { value: NONE, label: t("users.noCompany") },
                ...companies.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            <SelectField
              name="distributor_id"
              label={t("users.distributor")}
              options={[
                { value: NONE, label: t("users.noDistributor") },
                ...distributors.map((d) => ({
                  value: String(d.id),
                  label: d.name,
                })),
              ]}
            />
          </>
        ) : null}
      </div>
      <PlantFields plants={plants} />
    </Section>
  );
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
      <div className="grid gap-4 md:grid-cols-3">
        {PREFERENCES.map((p) => (
          <SelectField
            key={p.name}
            name={p.name}
            label={t(p.label)}
            options={p.options.map(([value, label]) => ({ value, label: t(label) }))}
          />
        ))}
        <TextField
          name="hourly_rate"
          label={t("users.hourlyRate")}
          inputMode="decimal"
          description={t("users.hourlyRateHelp")}
        />
      </div>
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

/** Channels, the daily summary's time, and the production lines kept from before. */
export function NotificationsSection({ keptLines }: { keptLines: number }) {
  const { t } = useTranslation();
  return (
    <Section title={t("users.sections.notifications")}>
      <div className="grid gap-3 md:grid-cols-2">
        {CHANNELS.map(([name, label]) => (
          <CheckboxField key={name} name={name} label={t(label)} />
        ))}
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
          {keptLines ? ` ${t("users.productionLinesKept", { count: keptLines })}` : ""}
        </p>
      </div>
    </Section>
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
