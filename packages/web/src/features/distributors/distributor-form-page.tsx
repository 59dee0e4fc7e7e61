import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { TextField } from "@/components/form/text-field";
import {
  attachedText,
  ConfirmAction,
  RecordPage,
  RecordState,
  useRecordId,
} from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";

function distributorSchema(required: string, email: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    email: z.union([z.literal(""), z.email({ error: email })]),
    phone: z.string().max(40),
    locations: z.array(
      z.object({
        id: z.number().optional(),
        name: z.string().trim().min(1, { error: required }).max(120),
        address: z.string().max(300),
      }),
    ),
  });
}
type DistributorFormValues = z.input<ReturnType<typeof distributorSchema>>;

/** /distributors/:id — a distributor and its locations, edited inline and saved together. */
export function DistributorFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.distributors.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const schema = useMemo(() => distributorSchema(t("form.required"), t("auth.emailInvalid")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.distributors.create.mutationOptions({ meta }));
  const update = useMutation(trpc.distributors.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.distributors.delete.mutationOptions());
  const distributor = record.data;

  const actions =
    distributor && hasPermission(user, "delete_distributors") ? (
      <ConfirmAction
        title={t("distributors.deleteTitle", { name: distributor.name })}
        description={t("distributors.deleteDescription")}
        attached={attachedText([
          distributor.companies_count
            ? t("distributors.countCompanies", { count: distributor.companies_count })
            : null,
          distributor.users_count ? t("distributors.countUsers", { count: distributor.users_count }) : null,
        ])}
        confirmLabel={t("common.delete")}
        pendingLabel={t("distributors.deleting")}
        successMessage={t("messages.itemDeleted", { item: t("distributors.item") })}
        onConfirm={async (confirm) => {
          await remove.mutateAsync({ id: distributor.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.distributors.pathKey() });
          navigate("/distributors");
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
      title={id === null ? t("distributors.create") : (distributor?.name ?? t("pages.distributor"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/distributors"
      backLabel={t("pages.distributors")}
      actions={actions}
    >
      {id !== null && !distributor ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <Card>
          <CardContent className="p-6">
            <EntityForm
              key={distributor ? `distributor-${distributor.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("distributors.item")}
              defaultValues={
                {
                  name: distributor?.name ?? "",
                  email: distributor?.email ?? "",
                  phone: distributor?.phone ?? "",
                  locations: (distributor?.locations ?? []).map((l) => ({
                    id: l.id,
                    name: l.name,
                    address: l.address ?? "",
                  })),
                } satisfies DistributorFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  name: values.name,
                  email: values.email || null,
                  phone: values.phone || null,
                  locations: values.locations.map((l) => ({
                    ...(l.id ? { id: l.id } : {}),
                    name: l.name,
                    address: l.address || null,
                  })),
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.distributors.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/distributors/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-3">
                <TextField name="name" label={t("distributors.name")} required />
                <TextField name="email" label={t("distributors.email")} type="email" autoComplete="off" />
                <TextField name="phone" label={t("distributors.phone")} type="tel" />
              </div>
              <LocationsEditor />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}

/** Locations edited inline: rows of name and address, added and removed in place. */
function LocationsEditor() {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<DistributorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "locations", keyName: "key" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("distributors.locations")}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("distributors.noLocations")}</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.key}
          className="grid items-start gap-3 rounded-md border p-3 md:grid-cols-[1fr_2fr_auto]"
          data-testid="location-row"
        >
          <TextField name={`locations.${index}.name`} label={t("distributors.locationName")} required />
          <TextField name={`locations.${index}.address`} label={t("distributors.address")} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:mt-6"
            aria-label={t("distributors.removeLocation", {
              name: getValues(`locations.${index}.name`) || index + 1,
            })}
            onClick={() => remove(index)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ name: "", address: "" })}>
          <PlusIcon aria-hidden="true" />
          {t("distributors.addLocation")}
        </Button>
      </div>
    </fieldset>
  );
}
