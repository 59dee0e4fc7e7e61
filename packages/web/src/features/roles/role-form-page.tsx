import type { RouterOutputs } from "@plantwise/api/router";
import {
  APP_SECTIONS,
  type AppSection,
  effectiveRole,
  hasPermission,
  holdsPermission,
  isInternal,
  type PermissionKey,
  type RolePermission,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useMemo } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import {
  attachedText,
  CheckboxWithHelp,
  ConfirmAction,
  RecordPage,
  RecordState,
  useRecordId,
} from "@/components/record/record-kit";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { MATRIX_COLUMNS, type PermissionFlag, PermissionMatrix } from "./permission-matrix";

const FLAGS = ["is_technic", "is_requisitioner", "is_fab_shop_manager", "is_forced_mfa"] as const;
const PLATFORM_WIDE = "none";

function roleSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(80),
    type: z.string(),
    company_id: z.string(),
    is_technic: z.boolean(),
    is_requisitioner: z.boolean(),
    is_fab_shop_manager: z.boolean(),
    is_forced_mfa: z.boolean(),
    permissions: z.array(
      z.object({
        app_section: z.string(),
        is_viewing: z.boolean(),
        is_creating: z.boolean(),
        is_updating: z.boolean(),
        is_deleting: z.boolean(),
        is_archiving: z.boolean(),
      }),
    ),
  });
}
type RoleFormValues = z.input<ReturnType<typeof roleSchema>>;

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
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const internal = user ? isInternal(effectiveRole(user)) : false;
  const record = useQuery({ ...trpc.roles.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const companies = useQuery({
    ...trpc.companies.list.queryOptions({ page: 1, max: 100, orderByColumn: "name" }),
    enabled: internal && hasPermission(user, "view_companies"),
  });
  const schema = useMemo(() => roleSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.roles.create.mutationOptions({ meta }));
  const update = useMutation(trpc.roles.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.roles.delete.mutationOptions());
  const role = record.data;
  const readOnly = role ? role.platform_role !== null && !internal : false;
  const canWrite =
    id === null ? hasPermission(user, "create_user_roles") : hasPermission(user, "edit_user_roles");

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
  const companyOptions = [
    { value: PLATFORM_WIDE, label: t("roles.platformWide") },
    ...(companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  const actions =
    role && role.platform_role === null && hasPermission(user, "delete_user_roles") ? (
      <ConfirmAction
        title={t("roles.deleteTitle", { name: role.name })}
        description={t("roles.deleteDescription")}
        attached={attachedText([
          role.temp_users_count ? t("roles.countTempUsers", { count: role.temp_users_count }) : null,
        ])}
        confirmLabel={t("common.delete")}
        pendingLabel={t("roles.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("roles.item") })}
        onConfirm={async (confirm) => {
          await remove.mutateAsync({ id: role.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
          navigate("/user-roles");
        }}
        trigger={
          <Button variant="outline" size="sm">
            <Trash2Icon aria-hidden="true" />
            {t("common.delete")}
          </Button>
        }
      />
    ) : undefined;

  return (
    <RecordPage
      title={id === null ? t("roles.create") : (role?.name ?? t("pages.userRole"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/user-roles"
      backLabel={t("pages.userRoles")}
      actions={actions}
    >
      {id !== null && !role ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : role && (readOnly || !canWrite) ? (
        <ReadOnlyRole role={role} platform={readOnly} />
      ) : (
        <EntityForm
          key={role ? `role-${role.id}` : "new"}
          schema={schema}
          id={id}
          itemLabel={t("roles.item")}
          defaultValues={
            {
              name: role?.name ?? "",
              type: String(role?.type ?? 2),
              company_id: role?.company_id ? String(role.company_id) : PLATFORM_WIDE,
              is_technic: role?.is_technic ?? false,
              is_requisitioner: role?.is_requisitioner ?? false,
              is_fab_shop_manager: role?.is_fab_shop_manager ?? false,
              is_forced_mfa: role?.is_forced_mfa ?? false,
              permissions: role?.permissions ?? emptyMatrix(),
            } satisfies RoleFormValues
          }
          onSubmit={async (values) => {
            const payload = {
              name: values.name,
              type: Number(values.type),
              company_id: values.company_id === PLATFORM_WIDE ? null : Number(values.company_id),
              is_technic: values.is_technic,
              is_requisitioner: values.is_requisitioner,
              is_fab_shop_manager: values.is_fab_shop_manager,
              is_forced_mfa: values.is_forced_mfa,
              permissions: values.permissions as RolePermission[],
            };
            const result =
              id === null ? await create.mutateAsync(payload) : await update.mutateAsync({ ...payload, id });
            await queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
            return result;
          }}
          onSaved={(result) => {
            if (id === null) navigate(`/user-roles/${(result as { id: number }).id}`);
          }}
        >
          <Card>
            <CardContent className="grid gap-4 p-6 md:grid-cols-3">
              <TextField name="name" label={t("roles.name")} required />
              <SelectField name="type" label={t("roles.type")} options={typeOptions} required />
              {internal && role?.platform_role == null ? (
                <SelectField name="company_id" label={t("roles.company")} options={companyOptions} />
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("roles.flags")}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 md:grid-cols-2">
              {FLAGS.map((flag) => (
                <CheckboxWithHelp
                  key={flag}
                  name={flag}
                  label={t(`roles.flag.${flag}`)}
                  help={t(`roles.flagHelp.${flag}`)}
                />
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("roles.matrix")}</CardTitle>
              <p className="text-sm text-muted-foreground">{t("roles.matrixHelp")}</p>
            </CardHeader>
            <CardContent>
              <MatrixField isLocked={isLocked} />
            </CardContent>
          </Card>
        </EntityForm>
      )}
    </RecordPage>
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
          {FLAGS.map((flag) => (
            <span key={flag}>
              <span className="text-muted-foreground">{t(`roles.flag.${flag}`)}: </span>
              {role[flag] ? "✓" : "—"}
            </span>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("roles.matrix")}</CardTitle>
        </CardHeader>
        <CardContent>
          <PermissionMatrix value={role.permissions as RolePermission[]} readOnly />
        </CardContent>
      </Card>
    </div>
  );
}
