import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState, useRecordId } from "@/components/record/record-kit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { EquipmentFormDialog } from "@/features/equipment/equipment-form-dialog";
import { useTRPC } from "@/lib/trpc";
import { useAssetActions } from "./assets-page";
import {
  Breadcrumbs,
  ChildrenCard,
  ChildrenEmpty,
  ChildrenSkeleton,
  DetailsFrame,
  FieldsCard,
} from "./details-kit";
import { AssetFormDialog } from "./hierarchy-forms";
import {
  CHILDREN_MAX,
  canCreate,
  canDelete,
  canEdit,
  DeleteAction,
  type ItemRow,
  LoadError,
  ReorderButtons,
} from "./hierarchy-kit";
import { lineDetailsHref } from "./lines-page";
import { byPosition } from "./reorder";

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /assets/:id/details: the asset, then its items (built and edited by the equipment screens). */
export function AssetDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId() ?? 0;
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const record = useQuery(trpc.assets.get.queryOptions({ id }));
  const asset = record.data;
  const actions = useAssetActions(asset?.machine_id ?? 0);

  if (!asset) {
    return (
      <DetailsFrame backHref="/dashboard/assets" backLabel={t("hierarchy.assets")} title={t("pages.asset")}>
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      </DetailsFrame>
    );
  }
  // The line's kind is not in the asset record; the production-line page shows utilities too.
  const lineHref = lineDetailsHref({ id: asset.production_line_id, kind: 1 });
  const machineHref = `/machines/${asset.machine_id}/details`;

  const headerActions = (
    <>
      {canEdit(user) ? (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden="true" />
          {t("hierarchy.edit")}
        </Button>
      ) : null}
      {canDelete(user) ? (
        <DeleteAction
          variant="button"
          name={asset.name}
          itemLabel={t("hierarchy.asset")}
          description={t("hierarchy.deleteAssetDescription")}
          attached={{ items: asset.items_count }}
          onDelete={async (confirm) => {
            const result = await actions.remove(asset.id, confirm);
            navigate(machineHref);
            return result;
          }}
        />
      ) : null}
    </>
  );

  return (
    <DetailsFrame
      backHref="/dashboard/assets"
      backLabel={t("hierarchy.assets")}
      title={asset.name}
      subtitle={t("hierarchy.asset")}
      breadcrumbs={
        <Breadcrumbs
          plantId={asset.plant_id}
          crumbs={[
            { label: asset.plant_name, href: "/dashboard/plant" },
            { label: asset.production_line_name, href: lineHref },
            { label: asset.machine_name, href: machineHref },
            { label: asset.name },
          ]}
        />
      }
      actions={headerActions}
    >
      <FieldsCard
        title={t("hierarchy.details")}
        fields={[
          [
            t("hierarchy.machine"),
            <Link key="machine" href={machineHref} className={linkClass}>
              {asset.machine_name}
            </Link>,
          ],
          [t("hierarchy.description"), asset.description],
          [t("hierarchy.application"), asset.application_name],
        ]}
      />
      <AssetItems assetId={asset.id} plantId={asset.plant_id} />
      <AssetFormDialog open={editing} onOpenChange={setEditing} plantId={asset.plant_id} asset={asset} />
    </DetailsFrame>
  );
}

function AssetItems({ assetId, plantId }: { assetId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const listInput = { asset_id: assetId, max: CHILDREN_MAX };
  const items = useQuery(trpc.equipments.list.queryOptions(listInput));
  // The item list sorts by name; the asset's own order is its items' positions.
  const rows = useMemo(() => byPosition(items.data?.data ?? []), [items.data]);
  const reorder = useMutation(trpc.equipments.reorder.mutationOptions());
  const remove = useMutation(trpc.equipments.delete.mutationOptions());
  const editable = canEdit(user) || canDelete(user);
  const siblings = async () => {
    const result = await queryClient.fetchQuery({
      ...trpc.equipments.list.queryOptions(listInput),
      staleTime: 0,
    });
    return byPosition(result.data).map((row) => row.id);
  };
  const addButton = canCreate(user) ? (
    <EquipmentFormDialog
      plantId={plantId}
      assetId={assetId}
      trigger={
        <Button size="sm">
          <PlusIcon aria-hidden="true" />
          {t("hierarchy.addItem")}
        </Button>
      }
    />
  ) : undefined;

  return (
    <ChildrenCard
      title={t("hierarchy.items")}
      action={
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link href="/dashboard/equipments">{t("hierarchy.allItems")}</Link>
          </Button>
          {rows.length > 0 ? addButton : null}
        </div>
      }
    >
      {items.isError ? (
        <LoadError onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <ChildrenSkeleton />
      ) : rows.length === 0 ? (
        <ChildrenEmpty text={t("hierarchy.itemsEmptyDescription")} action={addButton} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("hierarchy.name")}</TableHead>
              <TableHead>{t("hierarchy.type")}</TableHead>
              <TableHead>{t("hierarchy.brandModel")}</TableHead>
              <TableHead>{t("hierarchy.serial")}</TableHead>
              {editable ? <TableHead className="text-right">{t("common.actions")}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((item) => (
              <ItemTableRow
                key={item.id}
                item={item}
                editable={editable}
                siblings={siblings}
                save={(ids) => reorder.mutateAsync({ asset_id: assetId, ids })}
                remove={() => remove.mutateAsync({ id: item.id })}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </ChildrenCard>
  );
}

function ItemTableRow({
  item,
  editable,
  siblings,
  save,
  remove,
}: {
  item: ItemRow;
  editable: boolean;
  siblings: () => Promise<number[]>;
  save: (ids: number[]) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  return (
    <TableRow data-testid="child-row">
      <TableCell>
        <span className="flex flex-wrap items-center gap-2">
          <Link href={`/equipments/${item.id}/details/main`} className={linkClass}>
            {item.name}
          </Link>
          {item.has_breakdown ? (
            <Badge variant="alarm">
              <TriangleAlertIcon aria-hidden="true" />
              {t("hierarchy.breakdown")}
            </Badge>
          ) : null}
        </span>
      </TableCell>
      <TableCell>{item.equipment_type_name}</TableCell>
      <TableCell>{[item.brand_name, item.brand_model_name].filter(Boolean).join(" · ")}</TableCell>
      <TableCell className="tabular-nums">{item.serial_number}</TableCell>
      {editable ? (
        <TableCell>
          <div className="flex items-center justify-end gap-0.5">
            {canEdit(user) ? (
              <ReorderButtons id={item.id} name={item.name} siblings={siblings} save={save} />
            ) : null}
            {canDelete(user) ? (
              <DeleteAction
                name={item.name}
                itemLabel={t("hierarchy.item")}
                description={t("hierarchy.deleteItemDescription")}
                attached={{}}
                onDelete={remove}
              />
            ) : null}
          </div>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
