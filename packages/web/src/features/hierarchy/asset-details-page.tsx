import { useQuery } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { NewRecordButton } from "@/components/list/new-record-button";
import type { ColumnSpec } from "@/components/list/record-list-page";
import { ChildTable } from "@/components/record/child-table";
import { recordLinkClass } from "@/components/record/record-link";
import { useRecordId } from "@/components/record/use-record-id";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type ItemStatusRow, useOpenCountsText } from "@/features/attention/attention-text";
import { LatestValue } from "@/features/attention/latest-value";
import { EquipmentFormDialog } from "@/features/equipment/equipment-form-dialog";
import { HealthDot } from "@/features/equipment/health-dot";
import { useTRPC } from "@/lib/trpc";
import { useAssetActions } from "./assets-page";
import { HierarchyDetailsPage, useNodeWords } from "./hierarchy-details";
import { AssetFormDialog } from "./hierarchy-forms";
import { useActionsColumn } from "./hierarchy-list";
import { CHILDREN_MAX, canCreate, type ItemRow, lineDetailsHref, machineDetailsHref } from "./hierarchy-rows";
import { byPosition } from "./reorder";
import { RowActions, useSiblingActions } from "./row-actions";

const ITEM_COLUMNS: ColumnSpec<ItemRow>[] = [
  {
    id: "name",
    header: "hierarchy.name",
    opens: true,
    badge: (item, t) =>
      item.has_breakdown ? (
        <Badge variant="alarm">
          <TriangleAlertIcon aria-hidden="true" />
          {t("hierarchy.breakdown")}
        </Badge>
      ) : null,
  },
  { id: "equipment_type_name", header: "hierarchy.type" },
  {
    id: "brand_model",
    header: "hierarchy.brandModel",
    cell: (item) => [item.brand_name, item.brand_model_name].filter(Boolean).join(" · "),
  },
  { id: "serial_number", header: "hierarchy.serial", className: "tabular-nums" },
];

function OpenCounts({ counts }: { counts: ItemStatusRow["open_counts"] | undefined }) {
  const { t } = useTranslation();
  const text = useOpenCountsText()(counts ?? { alarm: 0, warning: 0 });
  return text ? (
    <span className="tabular-nums" data-testid="item-open-alarms">
      {text}
    </span>
  ) : (
    <span className="text-muted-foreground">{t("hierarchy.attention.noOpenAlarms")}</span>
  );
}

const itemHref = (item: ItemRow) => `/equipments/${item.id}/details/main`;

/**
 * The items' state beside their names (alarms.itemStatus): health, latest velocity RMS and, when
 * any item reports it, temperature, and open alarms. Times on the plant's wall clock.
 */
function stateColumns(
  statusOf: Map<number, ItemStatusRow>,
  timeZone: string | undefined,
): ColumnSpec<ItemRow>[] {
  const withTemperature = [...statusOf.values()].some((s) => s.temperature);
  return [
    {
      id: "health",
      header: "equipment.health",
      cell: (item) => <HealthDot health={statusOf.get(item.id)?.health} />,
    },
    {
      id: "velocity",
      header: "hierarchy.attention.velocity",
      align: "right",
      cell: (item) => (
        <LatestValue
          reading={statusOf.get(item.id)?.velocity ?? null}
          unit="mm/s"
          timeZone={timeZone}
          testId="item-velocity"
        />
      ),
    },
    ...(withTemperature
      ? [
          {
            id: "temperature",
            header: "hierarchy.attention.temperature",
            align: "right",
            cell: (item: ItemRow) => (
              <LatestValue
                reading={statusOf.get(item.id)?.temperature ?? null}
                unit="°C"
                timeZone={timeZone}
                testId="item-temperature"
              />
            ),
          } satisfies ColumnSpec<ItemRow>,
        ]
      : []),
    {
      id: "open_alarms",
      header: "hierarchy.attention.openAlarms",
      align: "right",
      cell: (item) => <OpenCounts counts={statusOf.get(item.id)?.open_counts} />,
    },
  ];
}

/** /assets/:id/details: the asset, then its items (built and edited by the equipment screens). */
export function AssetDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const record = useQuery(trpc.assets.get.queryOptions({ id: useRecordId() ?? 0 }));
  const actions = useAssetActions(record.data?.machine_id ?? 0);
  // The line's kind is not in the asset record; the production-line page shows utilities too.
  const lineHref = (asset: { production_line_id: number }) =>
    lineDetailsHref({ id: asset.production_line_id, kind: 1 });
  const machineHref = (asset: { machine_id: number }) => machineDetailsHref({ id: asset.machine_id });
  return (
    <HierarchyDetailsPage
      record={record}
      {...useNodeWords("asset")}
      crumbs={(asset) => [
        { label: asset.production_line_name, href: lineHref(asset) },
        { label: asset.machine_name, href: machineHref(asset) },
      ]}
      fields={(asset) => [
        [
          t("hierarchy.machine"),
          <Link key="machine" href={machineHref(asset)} className={recordLinkClass}>
            {asset.machine_name}
          </Link>,
        ],
        [t("hierarchy.description"), asset.description],
        [t("hierarchy.application"), asset.application_name],
      ]}
      attached={(asset) => ({ items: asset.items_count })}
      actions={actions}
      parentHref={machineHref}
      editDialog={(dialog, asset) => <AssetFormDialog {...dialog} plantId={asset.plant_id} asset={asset} />}
    >
      {(asset) => <AssetItems assetId={asset.id} plantId={asset.plant_id} />}
    </HierarchyDetailsPage>
  );
}

/** An item's reorder within its asset, and delete (it is edited on its own screens). */
function ItemActions({ item }: { item: ItemRow }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const assetId = item.asset_id ?? 0;
  const actions = useSiblingActions({
    siblings: trpc.equipments.list.queryOptions({ asset_id: assetId, max: CHILDREN_MAX }),
    reorder: trpc.equipments.reorder.mutationOptions(),
    remove: trpc.equipments.delete.mutationOptions(),
    order: (ids) => ({ asset_id: assetId, ids }),
    // The item list sorts by name; the asset's own order is its items' positions.
    arrange: byPosition,
  });
  return (
    <RowActions
      row={item}
      actions={actions}
      editable={false}
      itemLabel={t("hierarchy.item")}
      deleteDescription={t("hierarchy.deleteItemDescription")}
      attached={{}}
    />
  );
}

const itemActions = (item: ItemRow) => <ItemActions item={item} />;

function AssetItems({ assetId, plantId }: { assetId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const items = useQuery(trpc.equipments.list.queryOptions({ asset_id: assetId, max: CHILDREN_MAX }));
  const rows = useMemo(() => byPosition(items.data?.data ?? []), [items.data]);
  const status = useQuery({
    ...trpc.alarms.itemStatus.queryOptions({ plant_id: plantId, asset_id: assetId }),
    // Without it the items still list; their state reads "No data" and dashes.
    meta: { handlesErrors: true },
  });
  const timeZone = user.plants.find((p) => p.id === plantId)?.time_zone;
  const columns = useMemo(() => {
    const statusOf = new Map((status.data ?? []).map((s) => [s.id, s]));
    const [name, ...rest] = ITEM_COLUMNS;
    return [name!, ...stateColumns(statusOf, timeZone), ...rest];
  }, [status.data, timeZone]);
  return (
    <ChildTable<ItemRow>
      title={t("hierarchy.items")}
      query={items}
      rows={rows}
      columns={useActionsColumn(columns, itemActions)}
      open={{ href: itemHref }}
      errorText={t("hierarchy.loadError")}
      emptyText={t("hierarchy.itemsEmptyDescription")}
      links={
        <Button asChild variant="ghost" size="sm">
          <Link href="/dashboard/equipments">{t("hierarchy.allItems")}</Link>
        </Button>
      }
      add={
        canCreate(user) ? (
          <EquipmentFormDialog
            plantId={plantId}
            assetId={assetId}
            trigger={<NewRecordButton label={t("hierarchy.addItem")} />}
          />
        ) : undefined
      }
    />
  );
}
