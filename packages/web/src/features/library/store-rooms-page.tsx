import type { RouterOutputs } from "@plantwise/api/router";
import { MapPinIcon, PackageIcon, WarehouseIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { ListFilter } from "@/components/list/list-types";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { RecordLink } from "@/components/record/record-link";

export type StoreRoomRow = RouterOutputs["library"]["storeRooms"]["list"]["data"][number];

const itemsHref = (room: StoreRoomRow) => `/store-rooms/${room.id}/items`;

const COLUMNS: ColumnSpec<StoreRoomRow>[] = [
  { id: "name", header: "library.name", opens: true },
  { id: "plant_name", header: "library.storeRooms.plant" },
  { id: "location", header: "library.storeRooms.location" },
  {
    id: "items_count",
    header: "library.storeRooms.items",
    align: "right",
    cell: (room) => <RecordLink href={itemsHref(room)}>{room.items_count}</RecordLink>,
  },
];

const CARD: CardSpec<StoreRoomRow> = {
  icon: WarehouseIcon,
  title: (room) => room.name,
  body: (room, t) => (
    <>
      <p className="text-sm text-muted-foreground">{room.plant_name}</p>
      {room.location ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon className="size-3.5" aria-hidden="true" />
          {room.location}
        </p>
      ) : null}
      <RecordLink
        href={itemsHref(room)}
        className="flex items-center gap-1.5 text-xs text-muted-foreground hover:underline"
      >
        <PackageIcon className="size-3.5" aria-hidden="true" />
        {t("library.countItems", { count: room.items_count })}
      </RecordLink>
    </>
  ),
};

/** /store-rooms: where spare items wait, per plant, with how many items each holds. */
export function StoreRoomsPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const filters = useMemo<ListFilter[]>(
    () =>
      user.plants.length > 1
        ? [
            {
              id: "plant_id",
              label: t("library.storeRooms.plant"),
              options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : [],
    [t, user.plants],
  );
  return (
    <RecordListPage<StoreRoomRow>
      listId="store-rooms"
      nouns={useListNouns("pages.storerooms", "library.storeRooms")}
      query={(trpc, input) => trpc.library.storeRooms.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      records={{ base: "/store-rooms", create: "create_storerooms", guarded: true }}
    />
  );
}
