import type { RouterOutputs } from "@plantwise/api/router";
import { useTranslation } from "react-i18next";
import { useEditedRecord } from "@/components/form/record-form-page";
import { type CardSpec, type ColumnSpec, RecordListPage } from "@/components/list/record-list-page";
import { RecordLink } from "@/components/record/record-link";
import { RecordState } from "@/components/record/record-state";
import { useTRPC } from "@/lib/trpc";

type ItemRow = RouterOutputs["equipments"]["list"]["data"][number];

const COLUMNS: ColumnSpec<ItemRow>[] = [
  { id: "name", header: "library.name", opens: true },
  { id: "type", field: "equipment_type_name", header: "library.partNumbers.type" },
  { id: "brand", field: "brand_name", header: "library.partNumbers.brand" },
  {
    id: "model",
    field: "brand_model_name",
    header: "pages.partNumber",
    cell: (row) =>
      row.brand_model_id ? (
        <RecordLink href={`/brand-models/${row.brand_model_id}/details`}>
          {row.part_number ?? row.brand_model_name}
        </RecordLink>
      ) : null,
  },
  { id: "serial_number", header: "library.storeRooms.serial", sortable: false },
];

const CARD: CardSpec<ItemRow> = {
  title: (row) => row.name,
  hover: false,
  gap: 1,
  body: (row) => (
    <p className="text-sm text-muted-foreground">
      {[row.equipment_type_name, row.brand_name, row.part_number].filter(Boolean).join(" · ")}
    </p>
  ),
};

/** /store-rooms/:id/items — the items waiting in one store room (equipments.list by store_room_id). */
export function StoreRoomItemsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { id, record: room } = useEditedRecord((roomId) =>
    trpc.library.storeRooms.get.queryOptions({ id: roomId }),
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
      <RecordListPage<ItemRow>
        listId="store-room-items"
        nouns={{
          title: t("library.storeRooms.itemsTitle", { name: room.data.name }),
          emptyTitle: t("library.storeRooms.itemsEmptyTitle"),
          emptyDescription: t("library.storeRooms.itemsEmptyDescription"),
        }}
        query={(trpc, input) => trpc.equipments.list.queryOptions({ ...input, store_room_id: storeRoomId })}
        columns={COLUMNS}
        card={CARD}
        open={{ href: (row) => `/equipments/${row.id}/details`, guarded: true }}
      />
    </div>
  );
}
