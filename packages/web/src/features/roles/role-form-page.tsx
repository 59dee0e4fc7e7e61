import type { RouterOutputs } from "@plantwise/api/router";
import {
  APP_SECTIONS,
  type AppSection,
  hasPermission,
  holdsPermission,
  type PermissionKey,
  type RolePermission,
  roleFields,
} from "@plantwise/shared";
import { Controller, useFormContext } from "react-hook-form";
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
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { useCompanyOptions } from "@/features/companies/company-options";
import { useTRPC } from "@/lib/trpc";
import { MATRIX_COLUMNS, type PermissionFlag, PermissionMatrix } from "./permission-matrix";
import { ROLE_FLAGS } from "./role-flags";

const PLATFORM_WIDE = "none";

/** The API's role rules; only the type and company differ in form, selects holding strings. */
const roleSchema = roleFields
  .pick({
    name: true,
    is_technic: true,
    is_requisitioner: true,
    is_fab_shop_manager: true,
    is_forced_mfa: true,
    permissions: true,
  })
  .extend({ type: z.string(), company_id: z.string() });
type RoleFormValues = z.input<typeof roleSchema>;

const emptyMatrix = (): RolePermission[] =>
  APP_SECTIONS.map((app_section) => ({
    app_section,
    is_viewing: false,
    is_creating: false,
    is_updating: false,
    is_deleting: false,
    is_archiving: false,
  }));

/** /user-roles/:id — a role's name, type, flags and permission matrix, saved together. */
export function RoleFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const internal = useIsStaff();
  const edited = useEditedRecord((roleId) => trpc.roles.get.queryOptions({ id: roleId }));
  const { id, current: role } = edited;
  const companies = useCompanyOptions(internal && hasPermission(user, "view_companies"));
  const save = useRecordSave(trpc.roles, (values: z.output<typeof roleSchema>) => ({
    ...values,
    type: Number(values.type),
    company_id: values.company_id === PLATFORM_WIDE ? null : Number(values.company_id),
  }));
  const canWrite = hasPermission(user, id === null ? "create_user_roles" : "edit_user_roles");

  // A customer cannot hand out what their own role does not hold.
  const isLocked = (section: AppSection, flag: PermissionFlag) => {
    if (!user || internal) return false;
    const action = MATRIX_COLUMNS.find((c) => c.flag === flag)!.action;
    return !holdsPermission(user, `${action}_${section}` as PermissionKey);
  };

  const typeOptions = (internal ? ["0", "1", "2"] : ["2"]).map((value) => ({
    value,
    label: t(`roles.types.${value}`),
  }));
  const companyOptions = [{ value: PLATFORM_WIDE, label: t("roles.platformWide") }, ...companies];

  return (
    <RecordFormPage
      basePath="/user-roles"
      nouns={useRecordNouns("pages.userRoles", "pages.userRole", "roles")}
      edited={edited}
      schema={roleSchema}
      defaults={(current) => ({
        name: current?.name ?? "",
        type: String(current?.type ?? 2),
        company_id: current?.company_id ? String(current.company_id) : PLATFORM_WIDE,
        ...Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, current?.[flag] ?? false])),
        permissions: current?.permissions ?? emptyMatrix(),
      })}
      save={save}
      plain
      readOnly={(current) => {
        // A platform role is the provider's: a customer may look at it, not change it.
        const platform = current.platform_role !== null && !internal;
        return platform || !canWrite ? <ReadOnlyRole role={current} platform={platform} /> : null;
      }}
      removal={{
        resource: trpc.roles,
        allowed: (current) => current.platform_role === null && hasPermission(user, "delete_user_roles"),
        words: "roles",
        attached: (current) =>
          attachedText([
            current.temp_users_count ? t("roles.countTempUsers", { count: current.temp_users_count }) : null,
          ]),
      }}
    >
      <Card>
        <CardContent className="grid gap-4 p-6 md:grid-cols-3">
          <FormFields
            fields={[
              { name: "name", label: t("roles.name"), required: true },
              { kind: "select", name: "type", label: t("roles.type"), options: typeOptions, required: true },
              internal && role?.platform_role == null
                ? { kind: "select", name: "company_id", label: t("roles.company"), options: companyOptions }
                : null,
            ]}
          />
        </CardContent>
      </Card>
      <TitledCard title={t("roles.flags")} contentClassName="grid gap-3 md:grid-cols-2">
        <FormFields
          fields={ROLE_FLAGS.map((flag) => ({
            kind: "checkbox" as const,
            name: flag,
            label: t(`roles.flag.${flag}`),
            help: t(`roles.flagHelp.${flag}`),
          }))}
        />
      </TitledCard>
      <TitledCard title={t("roles.matrix")} description={t("roles.matrixHelp")}>
        <MatrixField isLocked={isLocked} />
      </TitledCard>
    </RecordFormPage>
  );
}

function MatrixField({ isLocked }: { isLocked: (section: AppSection, flag: PermissionFlag) => boolean }) {
  const { control } = useFormContext<RoleFormValues>();
  return (
    <Controller
      control={control}
      name="permissions"
      render={({ field }) => (
        <PermissionMatrix
          value={field.value as RolePermission[]}
          onChange={(next) => field.onChange(next)}
          isLocked={isLocked}
        />
      )}
    />
  );
}

type RoleRecord = RouterOutputs["roles"]["get"];

/** A role the user may look at but not change (a platform role, for a customer). */
function ReadOnlyRole({ role, platform }: { role: RoleRecord; platform: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {platform ? (
        <Alert variant="info">
          <AlertDescription>{t("roles.platformReadOnly")}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="flex flex-wrap gap-x-8 gap-y-2 p-6 text-sm">
          <span>
            <span className="text-muted-foreground">{t("roles.type")}: </span>
            {t(`roles.types.${role.type}`)}
          </span>
          {ROLE_FLAGS.map((flag) => (
            <span key={flag}>
              <span className="text-muted-foreground">{t(`roles.flag.${flag}`)}: </span>
              {role[flag] ? "✓" : "—"}
            </span>
          ))}
        </CardContent>
      </Card>
      <TitledCard title={t("roles.matrix")}>
        <PermissionMatrix value={role.permissions as RolePermission[]} readOnly />
      </TitledCard>
    </div>
  );
}
