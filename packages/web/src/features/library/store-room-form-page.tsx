import { createStoreRoomInput } from "@plantwise/shared";
import { PackageIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import { useEditedRecord, useRecordNouns, useRecordSave } from "@/components/form/record-form-page";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { LibraryFormPage } from "./library-form-page";

/**
 * The API's rules for a new store room; an edit sends the plant unchanged (the select's value is
 * parsed to a number, so the form holds what the API takes).
 */
const roomSchema = createStoreRoomInput;

/** /store-rooms/:id — a plant's store room; deleting one that holds items sends them to limbo. */
export function StoreRoomFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const selectedPlant = useSelectedPlant(user);
  const rooms = trpc.library.storeRooms;
  const edited = useEditedRecord((roomId) => rooms.get.queryOptions({ id: roomId }));
  const { id, record } = edited;
  const save = useRecordSave(rooms, (values: z.output<typeof roomSchema>) => ({
    plant_id: values.plant_id,
    name: values.name,
    location: values.location || null,
    description: values.description || null,
  }));
  const room = id === null ? undefined : record.data;
  const plantOptions = user.plants.map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <LibraryFormPage
      basePath="/store-rooms"
      nouns={useRecordNouns("pages.storerooms", "pages.storeroom", "library.storeRooms", {
        item: "pages.storeroom",
      })}
      shared={false}
      edited={edited}
      schema={roomSchema}
      defaults={(current) => ({
        plant_id: current?.plant_id ?? selectedPlant?.id ?? (undefined as unknown as number),
        name: current?.name ?? "",
        location: current?.location ?? "",
        description: current?.description ?? "",
      })}
      save={save}
      section="storerooms"
      readOnlyRows={(current) => [
        [t("library.storeRooms.plant"), current.plant_name],
        [t("library.name"), current.name],
        [t("library.storeRooms.location"), current.location],
        [t("library.description"), current.description],
        [t("library.storeRooms.items"), String(current.items_count)],
      ]}
      links={(current) => (
        <Button asChild variant="outline" size="sm">
          <Link href={`/store-rooms/${current.id}/items`}>
            <PackageIcon aria-hidden="true" />
            {t("library.storeRooms.viewItems", { count: current.items_count })}
          </Link>
        </Button>
      )}
      remove={{
        procedure: rooms.delete,
        pathKey: rooms.pathKey(),
        alsoInvalidate: [trpc.equipments.pathKey()],
        entry: (current) => ({
          name: current.name,
          itemLabel: t("pages.storeroom"),
          description:
            current.items_count > 0
              ? t("library.storeRooms.deleteToLimbo", { count: current.items_count })
              : t("library.storeRooms.deleteEmpty"),
          attached: current.items_count > 0 ? t("library.countItems", { count: current.items_count }) : null,
        }),
      }}
    >
      <FormFields
        columns={2}
        fields={[
          room
            ? {
                kind: "node",
                name: "plant_id",
                // A store room stays in its plant: its items are that plant's.
                node: (
                  <div className="flex flex-col gap-1.5">
                    <span className="text-sm font-medium">{t("library.storeRooms.plant")}</span>
                    <p className="flex h-9 items-center text-sm">{room.plant_name}</p>
                    <p className="text-xs text-muted-foreground">{t("library.storeRooms.plantFixed")}</p>
                  </div>
                ),
              }
            : {
                kind: "select",
                name: "plant_id",
                label: t("library.storeRooms.plant"),
                options: plantOptions,
                parse: Number,
                required: true,
              },
          { name: "name", label: t("library.name"), required: true },
          { name: "location", label: t("library.storeRooms.location") },
          { name: "description", label: t("library.description") },
        ]}
      />
    </LibraryFormPage>
  );
}
