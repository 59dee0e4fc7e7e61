import { useQuery } from "@tanstack/react-query";
import { PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AlarmPanel } from "@/features/alarms/alarm-panel";
import { useTRPC } from "@/lib/trpc";
import { AssetRowActions } from "./assets-page";
import {
  Breadcrumbs,
  ChildrenCard,
  ChildrenEmpty,
  ChildrenSkeleton,
  DetailsFrame,
  FieldsCard,
} from "./details-kit";
import { AssetFormDialog, MachineFormDialog } from "./hierarchy-forms";
import {
  type AssetRow,
  CHILDREN_MAX,
  CountsLine,
  canCreate,
  canDelete,
  canEdit,
  DeleteAction,
  LoadError,
} from "./hierarchy-kit";
import { lineDetailsHref } from "./lines-page";
import { useMachineActions } from "./machines-page";

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /machines/:id/details: the machine, then its assets. */
export function MachineDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId() ?? 0;
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const record = useQuery(trpc.machines.get.queryOptions({ id }));
  const machine = record.data;
  const actions = useMachineActions(machine?.production_line_id ?? 0);

  if (!machine) {
    return (
      <DetailsFrame
        backHref="/dashboard/machines"
        backLabel={t("hierarchy.machines")}
        title={t("pages.machine")}
      >
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      </DetailsFrame>
    );
  }
  const lineHref = lineDetailsHref({ id: machine.production_line_id, kind: machine.production_line_kind });

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
          name={machine.name}
          itemLabel={t("hierarchy.machine")}
          description={t("hierarchy.deleteMachineDescription")}
          attached={{ assets: machine.assets_count, items: machine.items_count }}
          onDelete={async (confirm) => {
            const result = await actions.remove(machine.id, confirm);
            navigate(lineHref);
            return result;
          }}
        />
      ) : null}
    </>
  );

  return (
    <DetailsFrame
      backHref="/dashboard/machines"
      backLabel={t("hierarchy.machines")}
      title={machine.name}
      subtitle={t("hierarchy.machine")}
      breadcrumbs={
        <Breadcrumbs
          plantId={machine.plant_id}
          crumbs={[
            { label: machine.plant_name, href: "/dashboard/plant" },
            { label: machine.production_line_name, href: lineHref },
            { label: machine.name },
          ]}
        />
      }
      actions={headerActions}
    >
      <FieldsCard
        title={t("hierarchy.details")}
        fields={[
          [
            t("hierarchy.productionLine"),
            <Link key="line" href={lineHref} className={linkClass}>
              {machine.production_line_name}
            </Link>,
          ],
          [t("hierarchy.description"), machine.description],
          [
            t("hierarchy.holds"),
            <CountsLine key="counts" counts={{ assets: machine.assets_count, items: machine.items_count }} />,
          ],
        ]}
      />
      <AlarmPanel machineId={machine.id} />
      <MachineAssets machineId={machine.id} plantId={machine.plant_id} />
      <MachineFormDialog
        open={editing}
        onOpenChange={setEditing}
        plantId={machine.plant_id}
        machine={machine}
      />
    </DetailsFrame>
  );
}

function MachineAssets({ machineId, plantId }: { machineId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AssetRow | null>(null);
  const assets = useQuery(
    trpc.assets.list.queryOptions({
      machine_id: machineId,
      max: CHILDREN_MAX,
      orderByColumn: "position",
      orderByMethod: "asc",
    }),
  );
  const rows = assets.data?.data ?? [];
  const editable = canEdit(user) || canDelete(user);
  const addButton = canCreate(user) ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      {t("hierarchy.newAsset")}
    </Button>
  ) : undefined;

  return (
    <ChildrenCard title={t("hierarchy.assets")} action={rows.length > 0 ? addButton : undefined}>
      {assets.isError ? (
        <LoadError onRetry={() => void assets.refetch()} />
      ) : assets.isPending ? (
        <ChildrenSkeleton />
      ) : rows.length === 0 ? (
        <ChildrenEmpty text={t("hierarchy.childAssetsEmpty")} action={addButton} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("hierarchy.name")}</TableHead>
              <TableHead>{t("hierarchy.description")}</TableHead>
              <TableHead>{t("hierarchy.application")}</TableHead>
              <TableHead className="text-right">{t("hierarchy.items")}</TableHead>
              {editable ? <TableHead className="text-right">{t("common.actions")}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((asset) => (
              <TableRow key={asset.id} data-testid="child-row">
                <TableCell>
                  <Link href={`/assets/${asset.id}/details`} className={linkClass}>
                    {asset.name}
                  </Link>
                </TableCell>
                <TableCell className="text-muted-foreground">{asset.description}</TableCell>
                <TableCell>{asset.application_name}</TableCell>
                <TableCell className="text-right tabular-nums">{asset.items_count}</TableCell>
                {editable ? (
                  <TableCell>
                    <AssetRowActions asset={asset} onEdit={() => setEditing(asset)} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AssetFormDialog
        open={creating}
        onOpenChange={setCreating}
        plantId={plantId}
        machineId={machineId}
        onSaved={(id) => navigate(`/assets/${id}/details`)}
      />
      <AssetFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        plantId={plantId}
        asset={editing ?? undefined}
      />
    </ChildrenCard>
  );
}
