import { LineKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";
import {
  Breadcrumbs,
  ChildrenCard,
  ChildrenEmpty,
  ChildrenSkeleton,
  DetailsFrame,
  FieldsCard,
} from "./details-kit";
import { LineFormDialog, MachineFormDialog } from "./hierarchy-forms";
import {
  CHILDREN_MAX,
  CountsLine,
  canCreate,
  canDelete,
  canEdit,
  DeleteAction,
  LoadError,
  type MachineRow,
} from "./hierarchy-kit";
import { useLineActions } from "./lines-page";
import { MachineRowActions } from "./machines-page";

const linkClass =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** /production-lines/:id/details and /utilities/:id/details: the line, then its machines. */
export function LineDetailsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId() ?? 0;
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const record = useQuery(trpc.productionLines.get.queryOptions({ id }));
  const line = record.data;
  const utility = line?.kind === LineKind.UTILITY;
  const listHref = utility ? "/dashboard/utilities" : "/dashboard/production-lines";
  const actions = useLineActions(line?.plant_id ?? 0, line?.kind ?? LineKind.PRODUCTION_LINE);

  if (!line) {
    return (
      <DetailsFrame
        backHref="/dashboard/production-lines"
        backLabel={t("hierarchy.lines")}
        title={t("pages.productionLine")}
      >
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      </DetailsFrame>
    );
  }

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
          name={line.name}
          itemLabel={t(utility ? "hierarchy.utility" : "hierarchy.line")}
          description={t("hierarchy.deleteLineDescription")}
          attached={{ machines: line.machines_count, assets: line.assets_count, items: line.items_count }}
          onDelete={async (confirm) => {
            const result = await actions.remove(line.id, confirm);
            navigate(listHref);
            return result;
          }}
        />
      ) : null}
    </>
  );

  return (
    <DetailsFrame
      backHref={listHref}
      backLabel={t(utility ? "hierarchy.utilities" : "hierarchy.lines")}
      title={line.name}
      subtitle={t(utility ? "hierarchy.utility" : "hierarchy.line")}
      breadcrumbs={
        <Breadcrumbs
          plantId={line.plant_id}
          crumbs={[{ label: line.plant_name, href: "/dashboard/plant" }, { label: line.name }]}
        />
      }
      actions={headerActions}
    >
      <FieldsCard
        title={t("hierarchy.details")}
        fields={[
          [t("hierarchy.plant"), line.plant_name],
          [t("hierarchy.description"), line.description],
          [
            t("hierarchy.lineSpeed"),
            line.line_speed_rpm == null ? null : `${line.line_speed_rpm.toLocaleString()} RPM`,
          ],
          [
            t("hierarchy.rpmNode"),
            line.rpm_node_id ? [line.rpm_node_id, line.rpm_node_parameter].filter(Boolean).join(" · ") : null,
          ],
          [
            t("hierarchy.holds"),
            <CountsLine
              key="counts"
              counts={{ machines: line.machines_count, assets: line.assets_count, items: line.items_count }}
            />,
          ],
        ]}
      />
      <LineMachines lineId={line.id} plantId={line.plant_id} />
      <LineFormDialog
        open={editing}
        onOpenChange={setEditing}
        kind={line.kind}
        plantId={line.plant_id}
        line={line}
      />
    </DetailsFrame>
  );
}

function LineMachines({ lineId, plantId }: { lineId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MachineRow | null>(null);
  const machines = useQuery(
    trpc.machines.list.queryOptions({
      production_line_id: lineId,
      max: CHILDREN_MAX,
      orderByColumn: "position",
      orderByMethod: "asc",
    }),
  );
  const rows = machines.data?.data ?? [];
  const editable = canEdit(user) || canDelete(user);
  const addButton = canCreate(user) ? (
    <Button size="sm" onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      {t("hierarchy.newMachine")}
    </Button>
  ) : undefined;

  return (
    <ChildrenCard title={t("hierarchy.machines")} action={rows.length > 0 ? addButton : undefined}>
      {machines.isError ? (
        <LoadError onRetry={() => void machines.refetch()} />
      ) : machines.isPending ? (
        <ChildrenSkeleton />
      ) : rows.length === 0 ? (
        <ChildrenEmpty text={t("hierarchy.childMachinesEmpty")} action={addButton} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("hierarchy.name")}</TableHead>
              <TableHead>{t("hierarchy.description")}</TableHead>
              <TableHead className="text-right">{t("hierarchy.assets")}</TableHead>
              <TableHead className="text-right">{t("hierarchy.items")}</TableHead>
              {editable ? <TableHead className="text-right">{t("common.actions")}</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((machine) => (
              <TableRow key={machine.id} data-testid="child-row">
                <TableCell>
                  <Link href={`/machines/${machine.id}/details`} className={linkClass}>
                    {machine.name}
                  </Link>
                </TableCell>
                <TableCell className="text-muted-foreground">{machine.description}</TableCell>
                <TableCell className="text-right tabular-nums">{machine.assets_count}</TableCell>
                <TableCell className="text-right tabular-nums">{machine.items_count}</TableCell>
                {editable ? (
                  <TableCell>
                    <MachineRowActions machine={machine} onEdit={() => setEditing(machine)} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <MachineFormDialog
        open={creating}
        onOpenChange={setCreating}
        plantId={plantId}
        lineId={lineId}
        onSaved={(id) => navigate(`/machines/${id}/details`)}
      />
      <MachineFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        plantId={plantId}
        machine={editing ?? undefined}
      />
    </ChildrenCard>
  );
}
