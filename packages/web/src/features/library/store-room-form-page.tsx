import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PackageIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { DeleteEntry, ReadOnlyFields } from "./entry-parts";

function roomSchema(required: string) {
  return z.object({
    plant_id: z.number({ error: required }).int().positive({ error: required }),
    name: z.string().trim().min(1, { error: required }).max(120),
    location: z.string().trim().max(200),
    description: z.string().max(2000),
  });
}
type RoomFormValues = z.input<ReturnType<typeof roomSchema>>;

/** /store-rooms/:id — a plant's store room; deleting one that holds items sends them to limbo. */
export function StoreRoomFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const selectedPlant = useSelectedPlant(user);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const record = useQuery({
    ...trpc.library.storeRooms.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const schema = useMemo(() => roomSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.storeRooms.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.storeRooms.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.storeRooms.delete.mutationOptions());
  const room = record.data;
  const canSave =
    id === null ? hasPermission(user, "create_storerooms") : hasPermission(user, "edit_storerooms");
  const plantOptions = user.plants.map((p) => ({ value: String(p.id), label: p.name }));
  if (room && !plantOptions.some((o) => o.value === String(room.plant_id))) {
    plantOptions.push({ value: String(room.plant_id), label: room.plant_name });
  }

  const itemsLink = room ? (
    <Button asChild variant="outline" size="sm">
      <Link href={`/store-rooms/${room.id}/items`}>
        <PackageIcon aria-hidden="true" />
        {t("library.storeRooms.viewItems", { count: room.items_count })}
      </Link>
    </Button>
  ) : null;
  const actions = room ? (
    <>
      {itemsLink}
      {hasPermission(user, "delete_storerooms") ? (
        <DeleteEntry
          name={room.name}
          itemLabel={t("pages.storeroom")}
          description={
            room.items_count > 0
              ? t("library.storeRooms.deleteToLimbo", { count: room.items_count })
              : t("library.storeRooms.deleteEmpty")
          }
          attached={room.items_count > 0 ? t("library.countItems", { count: room.items_count }) : null}
          onDelete={async (confirm) => {
            await remove.mutateAsync({ id: room.id, ...(confirm ? { confirm } : {}) });
            await queryClient.invalidateQueries({ queryKey: trpc.library.storeRooms.pathKey() });
            await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() });
            navigate("/store-rooms");
          }}
        />
      ) : null}
    </>
  ) : undefined;

  return (
    <RecordPage
      title={id === null ? t("library.storeRooms.create") : (room?.name ?? t("pages.storeroom"))}
      subtitle={id === null ? t("common.newRecord") : t("common.recordId", { id })}
      backHref="/store-rooms"
      backLabel={t("pages.storerooms")}
      actions={actions}
    >
      {id !== null && !room ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : room && !canSave ? (
        <ReadOnlyFields
          rows={[
            [t("library.storeRooms.plant"), room.plant_name],
            [t("library.name"), room.name],
            [t("library.storeRooms.location"), room.location],
            [t("library.description"), room.description],
            [t("library.storeRooms.items"), String(room.items_count)],
          ]}
        />
      ) : (
        <Card>
          <CardContent className="p-6">
            <EntityForm
              key={room ? `room-${room.id}` : "new"}
              schema={schema}
              id={id}
              itemLabel={t("pages.storeroom")}
              defaultValues={
                {
                  plant_id: room?.plant_id ?? selectedPlant?.id ?? (undefined as unknown as number),
                  name: room?.name ?? "",
                  location: room?.location ?? "",
                  description: room?.description ?? "",
                } satisfies RoomFormValues
              }
              onSubmit={async (values) => {
                const payload = {
                  plant_id: values.plant_id,
                  name: values.name,
                  location: values.location || null,
                  description: values.description || null,
                };
                const result =
                  id === null
                    ? await create.mutateAsync(payload)
                    : await update.mutateAsync({ ...payload, id });
                await queryClient.invalidateQueries({ queryKey: trpc.library.storeRooms.pathKey() });
                return result;
              }}
              onSaved={(result) => {
                if (id === null) navigate(`/store-rooms/${(result as { id: number }).id}`);
              }}
            >
              <div className="grid gap-4 md:grid-cols-2">
                {room ? (
                  <div className="flex flex-col gap-1.5">
                    <span className="text-sm font-medium">{t("library.storeRooms.plant")}</span>
                    <p className="flex h-9 items-center text-sm">{room.plant_name}</p>
                    <p className="text-xs text-muted-foreground">{t("library.storeRooms.plantFixed")}</p>
                  </div>
                ) : (
                  <SelectField
                    name="plant_id"
                    label={t("library.storeRooms.plant")}
                    options={plantOptions}
                    parse={Number}
                    required
                  />
                )}
                <TextField name="name" label={t("library.name")} required />
                <TextField name="location" label={t("library.storeRooms.location")} />
                <TextField name="description" label={t("library.description")} />
              </div>
            </EntityForm>
          </CardContent>
        </Card>
      )}
    </RecordPage>
  );
}
