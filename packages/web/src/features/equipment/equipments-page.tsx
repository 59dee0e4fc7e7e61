import type { RouterOutputs } from "@plantwise/api/router";
import { defaultViewModeFor, hasPermission, type ItemHealth } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { CogIcon, PlusIcon } from "lucide-react";
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
import { NameLink } from "@/features/common/list-links";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { AuthedImage } from "./authed-image";
import { BreakdownBadge } from "./breakdown-badge";
import { EquipmentFormDialog } from "./equipment-form-dialog";
import { HealthDot } from "./health-dot";
import { brandModel, usePlaceLabel } from "./item-labels";

export type EquipmentRow = RouterOutputs["equipments"]["list"]["data"][number];

const ALL = { max: 100 } as const;

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
  const health = useQuery({ ...trpc.equipments.health.queryOptions(plantInput), enabled });
  const healthById = useMemo(
    () => new Map<number, ItemHealth>((health.data ?? []).map((h) => [h.id, h.health])),
    [health.data],
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
        enableSorting: false,
        cell: ({ row }) => <HealthDot health={healthById.get(row.original.id)} />,
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
    [t, healthById, placeLabel],
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
          trpc.equipments.list.queryOptions({ ...input, plant_id: plant.id })
        }
        filters={filters}
        defaultViewMode={defaultViewModeFor("equipments")}
        emptyTitle={t("equipment.emptyTitle")}
        emptyDescription={t("equipment.emptyDescription")}
        renderCard={(row) => (
          <EquipmentCard item={row} health={healthById.get(row.id)} place={placeLabel(row)} />
        )}
        primaryAction={createAction}
      />
    </div>
  );
}

function EquipmentCard({
  item,
  health,
  place,
}: {
  item: EquipmentRow;
  health: ItemHealth | undefined;
  place: string;
}) {
  const { t } = useTranslation();
  const subtitle = brandModel(item);
  return (
    <Card className="h-full overflow-hidden transition-colors hover:border-primary/50">
      <Link
        href={`/equipments/${item.id}/details/main`}
        className="flex h-full flex-col outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex h-32 items-center justify-center bg-muted">
          <AuthedImage
            url={item.thumb_url}
            alt=""
            className="h-32 w-full object-cover"
            unavailableLabel={t("equipment.pictureUnavailable")}
            fallback={<CogIcon className="size-10 text-muted-foreground" aria-hidden="true" />}
          />
        </div>
        <CardContent className="flex flex-1 flex-col gap-1.5 p-3">
          <div className="flex items-start justify-between gap-2">
            <span className="font-medium leading-tight">{item.name}</span>
            {item.has_breakdown ? <BreakdownBadge /> : null}
          </div>
          {item.equipment_type_name ? (
            <span className="text-xs text-muted-foreground">{item.equipment_type_name}</span>
          ) : null}
          {subtitle ? <span className="text-xs">{subtitle}</span> : null}
          <span className="text-xs text-muted-foreground">{place}</span>
          <div className="mt-auto pt-1">
            <HealthDot health={health} />
          </div>
        </CardContent>
      </Link>
    </Card>
  );
}
