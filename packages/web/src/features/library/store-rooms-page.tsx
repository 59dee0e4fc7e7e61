import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { MapPinIcon, PackageIcon, PlusIcon, WarehouseIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { linkClass, RecordLink } from "./library-shared";

export type StoreRoomRow = RouterOutputs["library"]["storeRooms"]["list"]["data"][number];

/** /store-rooms: where spare items wait, per plant, with how many items each holds. */
export function StoreRoomsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const createAction = hasPermission(user, "create_storerooms") ? (
    <Button asChild size="sm">
      <Link href="/store-rooms/new">
        <PlusIcon aria-hidden="true" />
        {t("library.storeRooms.create")}
      </Link>
    </Button>
  ) : undefined;
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
  const columns = useMemo<ColumnDef<StoreRoomRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("library.name"),
        cell: ({ row }) => (
          <RecordLink href={`/store-rooms/${row.original.id}`} className={linkClass}>
            {row.original.name}
          </RecordLink>
        ),
      },
      { id: "plant_name", accessorKey: "plant_name", header: t("library.storeRooms.plant") },
      { id: "location", accessorKey: "location", header: t("library.storeRooms.location") },
      {
        id: "items_count",
        accessorKey: "items_count",
        header: t("library.storeRooms.items"),
        meta: { align: "right" },
        cell: ({ row }) => (
          <RecordLink href={`/store-rooms/${row.original.id}/items`} className={linkClass}>
            {row.original.items_count}
          </RecordLink>
        ),
      },
    ],
    [t],
  );
  return (
    <ListPage<StoreRoomRow>
      listId="store-rooms"
      title={t("pages.storerooms")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.library.storeRooms.list.queryOptions(input)}
      emptyTitle={t("library.storeRooms.emptyTitle")}
      emptyDescription={t("library.storeRooms.emptyDescription")}
      renderCard={(row) => <StoreRoomCard room={row} />}
      primaryAction={createAction}
    />
  );
}

function StoreRoomCard({ room }: { room: StoreRoomRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <RecordLink
          href={`/store-rooms/${room.id}`}
          className="flex items-center gap-2 font-medium outline-none hover:underline"
        >
          <WarehouseIcon className="size-4 text-primary" aria-hidden="true" />
          {room.name}
        </RecordLink>
        <p className="text-sm text-muted-foreground">{room.plant_name}</p>
        {room.location ? (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5" aria-hidden="true" />
            {room.location}
          </p>
        ) : null}
        <RecordLink
          href={`/store-rooms/${room.id}/items`}
          className="flex items-center gap-1.5 text-xs text-muted-foreground hover:underline"
        >
          <PackageIcon className="size-3.5" aria-hidden="true" />
          {t("library.countItems", { count: room.items_count })}
        </RecordLink>
      </CardContent>
    </Card>
  );
}
