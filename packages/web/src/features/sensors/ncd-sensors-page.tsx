/**
 * /ncd-sensors — the selected plant's sensors with filters (family, status): name, serial, item
 * path, controller, online state with RSSI and battery indicators, last seen. Each row opens the
 * sensor's form (NCD or Banner route) and its statistics.
 */
import { hasPermission, SENSOR_FAMILIES, SENSOR_STATUSES } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { BarChart3Icon, PlusIcon, RadioTowerIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput, ListQueryOptions } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { CardTitleLink, NameLink } from "@/features/common/list-links";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { sensorFormHref } from "./sensor-routes";
import { Indicator, OnlineBadge, OnlineSince } from "./sensor-state";
import type { SensorRow } from "./sensor-types";

function placeText(row: SensorRow): string {
  return [row.machine_name, row.asset_name, row.equipment_name].filter(Boolean).join(" › ");
}

export function NcdSensorsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const canCreate = hasPermission(user, ["create_dashboard", "edit_dashboard"], "any");
  const createAction = canCreate ? (
    <>
      <ToolButton icon={PlusIcon} href="/banner-sensors/new">
        {t("sensors.createBanner")}
      </ToolButton>
      <ToolButton icon={PlusIcon} href="/ncd-sensors/new" variant="default">
        {t("sensors.create")}
      </ToolButton>
    </>
  ) : undefined;
  const columns = useMemo<ColumnDef<SensorRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("sensors.name"),
        cell: ({ row }) => <NameLink href={sensorFormHref(row.original)}>{row.original.name}</NameLink>,
      },
      { id: "serial_number", accessorKey: "serial_number", header: t("sensors.serial") },
      { id: "family", accessorKey: "family", header: t("sensors.family") },
      {
        id: "equipment_name",
        accessorKey: "equipment_name",
        header: t("sensors.equipmentItem"),
        cell: ({ row }) =>
          row.original.equipment_item_id ? (
            <Link
              href={`/equipments/${row.original.equipment_item_id}/details/pdm/${row.original.id}`}
              className="line-clamp-2 max-w-60 underline-offset-4 hover:underline"
              title={placeText(row.original)}
            >
              {placeText(row.original)}
            </Link>
          ) : (
            <span className="text-muted-foreground">{t("sensors.notAttached")}</span>
          ),
      },
      {
        id: "controller_name",
        accessorKey: "controller_name",
        header: t("sensors.controller"),
        cell: ({ row }) =>
          row.original.controller_id ? (
            <Link
              href={`/controllers/${row.original.controller_id}`}
              className="underline-offset-4 hover:underline"
            >
              {row.original.controller_name}
            </Link>
          ) : (
            "—"
          ),
      },
      {
        id: "last_seen_at",
        accessorKey: "last_seen_at",
        header: t("sensors.state"),
        cell: ({ row }) => <OnlineSince device={row.original} />,
      },
      {
        id: "rssi",
        accessorKey: "rssi",
        header: t("sensors.rssi"),
        cell: ({ row }) => <Indicator kind="rssi" value={row.original.rssi} />,
      },
      {
        id: "battery",
        accessorKey: "battery",
        header: t("sensors.battery"),
        cell: ({ row }) => <Indicator kind="battery" value={row.original.battery} />,
      },
      {
        id: "statistics",
        header: "",
        cell: ({ row }) => (
          <Button asChild variant="ghost" size="sm">
            <Link
              href={`/sensors/${row.original.id}/statistics`}
              aria-label={t("sensors.statisticsOf", { name: row.original.name })}
            >
              <BarChart3Icon aria-hidden="true" />
            </Link>
          </Button>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo(
    () => [
      {
        id: "family",
        label: t("sensors.family"),
        options: SENSOR_FAMILIES.map((f) => ({ value: f, label: f })),
      },
      {
        id: "status",
        label: t("sensors.status"),
        options: SENSOR_STATUSES.map((s) => ({
          value: s,
          label: t(`sensors.statuses.${s}`),
        })),
      },
    ],
    [t],
  );
  return (
    <ListPage<SensorRow>
      listId="ncd-sensors"
      title={t("pages.ncdSensors")}
      columns={columns}
      filters={filters}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) =>
        trpc.sensors.list.queryOptions({
          ...input,
          ...(plant ? { plant_id: plant.id } : {}),
        }) as unknown as ListQueryOptions<SensorRow>
      }
      emptyTitle={t("sensors.emptyTitle")}
      emptyDescription={t("sensors.emptyDescription")}
      renderCard={(row) => <SensorCard row={row} />}
      primaryAction={createAction}
    />
  );
}

function SensorCard({ row }: { row: SensorRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2 p-4">
        <CardTitleLink href={sensorFormHref(row)} icon={RadioTowerIcon}>
          {row.name}
        </CardTitleLink>
        <p className="text-xs text-muted-foreground">
          {row.family} · {row.serial_number}
        </p>
        <p className="text-xs text-muted-foreground">{placeText(row) || t("sensors.notAttached")}</p>
        <span className="flex flex-wrap items-center gap-2">
          <OnlineBadge online={row.is_online} inactive={row.is_inactive} />
          <Indicator kind="rssi" value={row.rssi} />
          <Indicator kind="battery" value={row.battery} />
        </span>
      </CardContent>
    </Card>
  );
}
