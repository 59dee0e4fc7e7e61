/**
 * /controllers — the selected plant's gateways (ListPage pattern): name, serial, type, transport,
 * network mode, online state and last seen, sensor count and token prefix (never the token).
 */
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon, RouterIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput, ListQueryOptions } from "@/components/list/list-types";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { CardTitleLink, NameLink } from "@/features/common/list-links";
import { OnlineSince } from "@/features/sensors/sensor-state";
import type { ControllerRow } from "@/features/sensors/sensor-types";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { CONTROLLER_TYPE_KEYS } from "./controller-options";

export function ControllersPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const createAction = hasPermission(user, "create_controllers") ? (
    <ToolButton icon={PlusIcon} href="/controllers/new" variant="default">
      {t("controllers.create")}
    </ToolButton>
  ) : undefined;
  const columns = useMemo<ColumnDef<ControllerRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("controllers.name"),
        cell: ({ row }) => <NameLink href={`/controllers/${row.original.id}`}>{row.original.name}</NameLink>,
      },
      { id: "serial_number", accessorKey: "serial_number", header: t("controllers.serial") },
      {
        id: "type",
        accessorKey: "type",
        header: t("controllers.type"),
        cell: ({ row }) => t(`controllers.types.${CONTROLLER_TYPE_KEYS[row.original.type] ?? "unknown"}`),
      },
      { id: "transport", accessorKey: "transport", header: t("controllers.transport") },
      {
        id: "network_mode",
        header: t("controllers.networkMode"),
        cell: ({ row }) => t(`controllers.networkModes.${row.original.network_mode}`),
      },
      {
        id: "last_seen_at",
        accessorKey: "last_seen_at",
        header: t("controllers.state"),
        cell: ({ row }) => <OnlineSince device={row.original} />,
      },
      {
        id: "sensor_count",
        accessorKey: "sensor_count",
        header: t("controllers.sensorCount"),
        meta: { align: "right" },
      },
      {
        id: "token_prefix",
        header: t("controllers.tokenPrefix"),
        cell: ({ row }) => <code className="text-xs">{row.original.token_prefix}…</code>,
      },
    ],
    [t],
  );
  return (
    <ListPage<ControllerRow>
      listId="controllers"
      title={t("pages.controllers")}
      columns={columns}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) =>
        trpc.controllers.list.queryOptions({
          ...input,
          ...(plant ? { plant_id: plant.id } : {}),
        }) as unknown as ListQueryOptions<ControllerRow>
      }
      emptyTitle={t("controllers.emptyTitle")}
      emptyDescription={t("controllers.emptyDescription")}
      renderCard={(row) => <ControllerCard row={row} />}
      primaryAction={createAction}
    />
  );
}

function ControllerCard({ row }: { row: ControllerRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2 p-4">
        <CardTitleLink href={`/controllers/${row.id}`} icon={RouterIcon}>
          {row.name}
        </CardTitleLink>
        <p className="text-xs text-muted-foreground">
          {row.serial_number} · {t(`controllers.types.${CONTROLLER_TYPE_KEYS[row.type] ?? "unknown"}`)}
        </p>
        <OnlineSince device={row} />
        <p className="text-xs text-muted-foreground">
          {t("controllers.sensorsN", { count: row.sensor_count })}
        </p>
      </CardContent>
    </Card>
  );
}
