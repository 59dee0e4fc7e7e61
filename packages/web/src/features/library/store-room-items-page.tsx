import type { RouterOutputs } from "@plantwise/api/router";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { RecordState, useRecordId } from "@/components/record/record-kit";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { linkClass, RecordLink } from "./library-shared";

type ItemRow = RouterOutputs["equipments"]["list"]["data"][number];

/** /store-rooms/:id/items — the items waiting in one store room (equipments.list by store_room_id). */
export function StoreRoomItemsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useRecordId();
  const room = useQuery({
    ...trpc.library.storeRooms.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const columns = useMemo<ColumnDef<ItemRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("library.name"),
        cell: ({ row }) => (
          <RecordLink href={`/equipments/${row.original.id}/details`} className={linkClass}>
            {row.original.name}
          </RecordLink>
        ),
      },
      { id: "type", accessorKey: "equipment_type_name", header: t("library.partNumbers.type") },
      { id: "brand", accessorKey: "brand_name", header: t("library.partNumbers.brand") },
      {
        id: "model",
        accessorKey: "brand_model_name",
        header: t("pages.partNumber"),
        cell: ({ row }) =>
          row.original.brand_model_id ? (
            <RecordLink href={`/brand-models/${row.original.brand_model_id}/details`} className={linkClass}>
              {row.original.part_number ?? row.original.brand_model_name}
            </RecordLink>
          ) : null,
      },
      {
        id: "serial_number",
        accessorKey: "serial_number",
        header: t("library.storeRooms.serial"),
        enableSorting: false,
      },
    ],
    [t],
  );
  if (id === null || !room.data) {
    return <RecordState error={room.error ?? undefined} onRetry={() => void room.refetch()} />;
  }
  const storeRoomId = id;
  return (
    <div className="flex flex-col gap-4">
      <RecordLink
        href={`/store-rooms/${storeRoomId}`}
        className="w-fit text-sm text-muted-foreground hover:text-foreground"
      >
        ← {room.data.name}
      </RecordLink>
      <ListPage<ItemRow>
        listId="store-room-items"
        title={t("library.storeRooms.itemsTitle", { name: room.data.name })}
        columns={columns}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.equipments.list.queryOptions({ ...input, store_room_id: storeRoomId })
        }
        emptyTitle={t("library.storeRooms.itemsEmptyTitle")}
        emptyDescription={t("library.storeRooms.itemsEmptyDescription")}
        renderCard={(row) => (
          <Card className="h-full">
            <CardContent className="flex flex-col gap-1 p-4">
              <RecordLink href={`/equipments/${row.id}/details`} className="font-medium hover:underline">
                {row.name}
              </RecordLink>
              <p className="text-sm text-muted-foreground">
                {[row.equipment_type_name, row.brand_name, row.part_number].filter(Boolean).join(" · ")}
              </p>
            </CardContent>
          </Card>
        )}
      />
    </div>
  );
}
