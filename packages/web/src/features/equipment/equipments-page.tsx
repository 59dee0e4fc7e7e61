import type { RouterOutputs } from "@plantwise/api/router";
import { defaultViewModeFor, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { DASHBOARD_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import type { ItemStatusRow } from "@/features/attention/attention-text";
import { itemTypeIcon } from "@/features/attention/item-type-icon";
import { LatestValue } from "@/features/attention/latest-value";
import { NameLink } from "@/features/common/list-links";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { BreakdownBadge } from "./breakdown-badge";
import { EquipmentFormDialog } from "./equipment-form-dialog";
import { HealthDot } from "./health-dot";
import { brandModel, usePlaceLabel } from "./item-labels";

export type EquipmentRow = RouterOutputs["equipments"]["list"]["data"][number];

const ALL = { max: 100 } as const;

/** The list's "Order" choice: worst health first unless A–Z is chosen. */
const ORDER_FILTER = "order";

/**
 * The list call's input: a column sorted in the table wins; otherwise the "Order" choice, worst
 * health first by default (the server's "health" key: alarm, warning, good, no data, then A–Z).
 */
export function orderedInput(input: ListQueryInput): ListQueryInput {
  const { [ORDER_FILTER]: order, ...rest } = input;
  if (rest.orderByColumn) return rest;
  return { ...rest, orderByColumn: order === "name" ? "name" : "health", orderByMethod: "asc" };
}

/** /dashboard/equipments: the selected plant's items, as cards by default (spec part 1 §2.4). */
export function EquipmentsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const placeLabel = usePlaceLabel();
  const plantId = plant?.id;
  const enabled = plantId !== undefined;
  const plantInput = { plant_id: plantId ?? 0 };

  const lines = useQuery({ ...trpc.productionLines.list.queryOptions({ ...ALL, ...plantInput }), enabled });
  const machines = useQuery({ ...trpc.machines.list.queryOptions({ ...ALL, ...plantInput }), enabled });
  const assets = useQuery({ ...trpc.assets.list.queryOptions({ ...ALL, ...plantInput }), enabled });
  // The types present in the plant: the filter offers only what can match.
  const summary = useQuery({ ...trpc.equipments.dashboard.queryOptions(plantInput), enabled });
  const brands = useQuery({
    ...trpc.library.brands.list.queryOptions(ALL),
    enabled: hasPermission(user, "view_brands"),
  });
  // Health, open alarms and latest velocity of every item of the plant, by id.
  const status = useQuery({
    ...trpc.alarms.itemStatus.queryOptions(plantInput),
    enabled,
    meta: { handlesErrors: true },
  });
  const statusById = useMemo(
    () => new Map<number, ItemStatusRow>((status.data ?? []).map((s) => [s.id, s])),
    [status.data],
  );

  const filters = useMemo<ListFilter[]>(() => {
    const list: ListFilter[] = [
      {
        id: "production_line_id",
        label: t("equipment.line"),
        options: (lines.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
      },
      {
        id: "machine_id",
        label: t("equipment.machine"),
        options: (machines.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
      },
      {
        id: "asset_id",
        label: t("equipment.asset"),
        options: (assets.data?.data ?? []).map((a) => ({
          value: String(a.id),
          label: `${a.machine_name} › ${a.name}`,
        })),
      },
      {
        id: "equipment_type_id",
        label: t("equipment.type"),
        options: (summary.data?.by_type ?? []).flatMap((ty) =>
          ty.equipment_type_id == null
            ? []
            : [{ value: String(ty.equipment_type_id), label: ty.equipment_type_name ?? "—" }],
        ),
      },
    ];
    if (brands.data) {
      list.push({
        id: "brand_id",
        label: t("equipment.brand"),
        options: brands.data.data.map((b) => ({ value: String(b.id), label: b.name })),
      });
    }
    list.push(
      {
        // Not a filter: the order when no column is sorted (the cards have no headers to click).
        id: ORDER_FILTER,
        label: t("hierarchy.attention.orderLabel"),
        options: [
          { value: "health", label: t("hierarchy.attention.orderWorst") },
          { value: "name", label: t("hierarchy.attention.orderName") },
        ],
      },
      {
        id: "place",
        label: t("equipment.place"),
        options: [
          { value: "asset", label: t("equipment.placeAsset") },
          { value: "store_room", label: t("equipment.placeStoreRoom") },
          { value: "limbo", label: t("equipment.placeLimbo") },
        ],
      },
      {
        id: "has_breakdown",
        label: t("equipment.breakdown"),
        options: [
          { value: "1", label: t("equipment.breakdown") },
          { value: "0", label: t("equipment.noBreakdown") },
        ],
      },
    );
    return list;
  }, [t, lines.data, machines.data, assets.data, summary.data, brands.data]);

  const columns = useMemo<ColumnDef<EquipmentRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("equipment.name"),
        cell: ({ row }) => (
          <NameLink href={`/equipments/${row.original.id}/details/main`}>{row.original.name}</NameLink>
        ),
      },
      {
        id: "health",
        header: t("equipment.health"),
        cell: ({ row }) => <HealthDot health={statusById.get(row.original.id)?.health} />,
      },
      { id: "type", accessorKey: "equipment_type_name", header: t("equipment.type") },
      { id: "brand", accessorKey: "brand_name", header: t("equipment.brand") },
      { id: "model", accessorKey: "brand_model_name", header: t("equipment.model") },
      { id: "line", accessorKey: "production_line_name", header: t("equipment.line") },
      { id: "machine", accessorKey: "machine_name", header: t("equipment.machine") },
      {
        id: "asset",
        header: t("equipment.place"),
        // Line and machine have their own columns: the place is the asset, or where else the item is.
        cell: ({ row }) =>
          row.original.place === "asset" ? row.original.asset_name : placeLabel(row.original, false),
      },
      {
        id: "has_breakdown",
        header: t("equipment.breakdown"),
        enableSorting: false,
        cell: ({ row }) => (row.original.has_breakdown ? <BreakdownBadge /> : null),
      },
    ],
    [t, statusById, placeLabel],
  );

  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t("pages.dashboard")} subtitle={t("tabs.equipments")} />
        <PageTabs tabs={DASHBOARD_TABS} />
        <Card>
          <CardContent className="p-6">
            <p className="font-medium">{t("equipment.selectPlantFirst")}</p>
            <p className="text-sm text-muted-foreground">{t("equipment.selectPlantFirstHelp")}</p>
          </CardContent>
        </Card>
      </div>
    );
  }

  const createAction = hasPermission(user, "create_dashboard") ? (
    <EquipmentFormDialog
      plantId={plant.id}
      trigger={
        <ToolButton icon={PlusIcon} variant="default">
          {t("equipment.create")}
        </ToolButton>
      }
    />
  ) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={DASHBOARD_TABS} />
      <ListPage<EquipmentRow>
        listId="equipments"
        title={`${t("equipment.items")} · ${plant.name}`}
        columns={columns}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) =>
          trpc.equipments.list.queryOptions({ ...orderedInput(input), plant_id: plant.id })
        }
        filters={filters}
        defaultViewMode={defaultViewModeFor("equipments")}
        emptyTitle={t("equipment.emptyTitle")}
        emptyDescription={t("equipment.emptyDescription")}
        renderCard={(row) => (
          <EquipmentCard
            item={row}
            status={statusById.get(row.id)}
            place={placeLabel(row)}
            timeZone={plant.time_zone}
          />
        )}
        primaryAction={createAction}
      />
    </div>
  );
}

/**
 * An item as a card: its type's icon, name and breakdown, type and part number, where it is, and
 * at its foot its health and latest velocity RMS (worst axis, with how long ago), what a glance at
 * the plant's items is for.
 */
function EquipmentCard({
  item,
  status,
  place,
  timeZone,
}: {
  item: EquipmentRow;
  status: ItemStatusRow | undefined;
  place: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const subtitle = brandModel(item);
  const TypeIcon = itemTypeIcon(item.equipment_type_name);
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <Link
        href={`/equipments/${item.id}/details/main`}
        className="flex h-full flex-col gap-2 rounded-[inherit] p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
            <TypeIcon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium leading-tight">{item.name}</span>
              {item.has_breakdown ? <BreakdownBadge /> : null}
            </span>
            {item.equipment_type_name ? (
              <span className="text-xs text-muted-foreground">{item.equipment_type_name}</span>
            ) : null}
          </span>
        </div>
        {subtitle ? <span className="text-xs">{subtitle}</span> : null}
        <span className="text-xs text-muted-foreground">{place}</span>
        <div className="mt-auto flex flex-col gap-1 border-t pt-2">
          <HealthDot health={status?.health} />
          {status?.velocity ? (
            <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span className="text-xs text-muted-foreground">{t("hierarchy.attention.velocity")}</span>
              <LatestValue
                reading={status.velocity}
                unit="mm/s"
                timeZone={timeZone}
                testId="card-velocity"
                inline
              />
            </span>
          ) : null}
        </div>
      </Link>
    </Card>
  );
}
