import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { TextField } from "@/components/form/text-field";
import { RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { WebsiteLink } from "./brands-page";
import { DeleteEntry, ReadOnlyFields } from "./entry-parts";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "./library-shared";

function brandSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(120),
    website: z.string().trim().max(300),
    notes: z.string().max(2000),
  });
}
type BrandFormValues = z.input<ReturnType<typeof brandSchema>>;

/** /brands/:id — create or edit a brand; shared brands are read-only for customers. */
export function BrandFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({ ...trpc.library.brands.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const schema = useMemo(() => brandSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.brands.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.brands.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.brands.delete.mutationOptions());
  const brand = record.data;
  const writable = brand ? canWriteLibraryRow(user, brand.company_id) : true;
  const canSave = id === null ? hasPermission(user, "create_brands") : hasPermission(user, "edit_brands");

  const inUse = brand
    ? [
        brand.models_count ? t("library.countPartNumbers", { count: brand.models_count }) : null,
        brand.items_count ? t("library.countItems", { count: brand.items_count }) : null,
      ]
    : [];
  const actions =
    brand && writable && hasPermission(user, "delete_brands") ? (
      <DeleteEntry
        name={brand.name}
        itemLabel={t("library.brands.item")}
        inUse={inUse}
        onDelete={async (confirm) => {
          await remove.mutateAsync({ id: brand.id, confirm });
          await queryClient.invalidateQueries({ queryKey: trpc.library.brands.pathKey() });
          navigate("/brands");
        }}
      />
    ) : undefined;

  return (
    <RecordPage
      title={id === null ? t("library.brands.create") : (brand?.name ?? t("pages.brand"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/brands"
      backLabel={t("pages.brands")}
      actions={actions}
    >
      {id !== null && !brand ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : brand && (!writable || !canSave) ? (
        <>
          {!writable ? <SharedReadOnlyNotice /> : null}
          <ReadOnlyFields
            badge={<OwnerBadge companyId={brand.company_id} />}
            rows={[
              [t("library.name"), brand.name],
              [t("library.brands.website"), <WebsiteLink key="w" url={brand.website} />],
              [t("library.notes"), brand.notes],
              [t("pages.partNumbers"), String(brand.models_count)],
              [t("library.itemsUsing"), String(brand.items_count)],
            ]}
          />
        </>
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6">
            {brand ? (
              <div>
                <OwnerBadge companyId={brand.company_id} />
              </div>
            ) : null}
            <EntityForm
              key={brand ? `brand-${brand.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("library.brands.item")}
              defaultValues={
                {
                  name: brand?.name ?? "",
                  website: brand?.website ?? "",
                  notes: brand?.notes ?? "",
                } satisfies BrandFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  name: values.name,
                  website: values.website || null,
                  notes: values.notes || null,
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.library.brands.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/brands/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <TextField name="name" label={t("library.name")} required />
                <TextField
                  name="website"
                  label={t("library.brands.website")}
                  type="url"
                  placeholder="https://"
                />
              </div>
              <TextField name="notes" label={t("library.notes")} />
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}
