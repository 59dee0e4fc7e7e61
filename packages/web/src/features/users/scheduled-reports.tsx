import { formatDate } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlayIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";
import { type Owner, type Report, ReportDialog } from "./report-dialog";

/** yyyy-mm-dd hh:mm in the report's own time zone. */
const minutes = (value: string | Date, timeZone: string) =>
  formatDate(value, { withTime: true, timeZone }).slice(0, 16);

/** A user's scheduled reports (spec part 1 §2.4): create, edit, delete, start now. */
export function ScheduledReportsSection({
  owner,
  plants,
  canManage,
}: {
  owner: Owner;
  plants: { id: number; name: string }[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reports = useQuery(trpc.users.listReports.queryOptions({ userId: owner.id, max: 100 }));
  const start = useMutation(trpc.users.startReport.mutationOptions());
  const remove = useMutation(trpc.users.deleteReport.mutationOptions());
  const [editing, setEditing] = useState<Report | null>(null);
  const [open, setOpen] = useState(false);
  const plantName = (id: number) => plants.find((p) => p.id === id)?.name ?? `#${id}`;
  const rows = reports.data?.data ?? [];

  const schedule = (r: Report) =>
    `${t("users.reports.every")} ${r.every} ${t(`users.reports.units.${r.unit as "day"}`)} · ${t(
      `users.reports.periods.${r.period as "day"}`,
    )} (${r.time_zone})`;

  return (
    <div className="flex flex-col gap-3" data-testid="scheduled-reports">
      {canManage ? (
        <div className="flex justify-end">
          <Button
            size="sm"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t("users.reports.create")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("users.reports.noPermission")}</p>
      )}
      {reports.isSuccess && rows.length === 0 ? (
        <div className="rounded-md border border-dashed p-6 text-center">
          <p className="font-medium">{t("users.reports.emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("users.reports.emptyDescription")}</p>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("users.reports.name")}</TableHead>
              <TableHead>{t("users.reports.schedule")}</TableHead>
              <TableHead>{t("users.reports.nextRun")}</TableHead>
              <TableHead className="text-right">{t("common.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="font-medium">
                  {r.name}
                  <div className="text-xs font-normal text-muted-foreground">
                    {t(`users.reports.types.${r.report_type as "plant_summary"}`)}
                    {" · "}
                    {r.plant_ids.length
                      ? r.plant_ids.map(plantName).join(", ")
                      : t("users.reports.ownPlants")}
                  </div>
                </TableCell>
                <TableCell className="whitespace-normal">{schedule(r)}</TableCell>
                <TableCell className="tabular-nums">
                  {r.is_active && r.next_run_at ? (
                    minutes(r.next_run_at, r.time_zone)
                  ) : (
                    <Badge variant="outline">{t("users.reports.notScheduled")}</Badge>
                  )}
                  <div className="text-xs text-muted-foreground">
                    {t("users.reports.lastRun")}:{" "}
                    {r.last_run_at ? minutes(r.last_run_at, r.time_zone) : t("users.reports.neverRun")}
                  </div>
                </TableCell>
                <TableCell>
                  {canManage ? (
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={start.isPending}
                        onClick={async () => {
                          await start.mutateAsync({ userId: owner.id, reportId: r.id });
                          // The server queues the run and answers at once; the e-mail follows.
                          toast.success(t("users.reports.started", { email: owner.email }));
                          await queryClient.invalidateQueries({ queryKey: trpc.users.listReports.pathKey() });
                        }}
                      >
                        <PlayIcon aria-hidden="true" />
                        {t("users.reports.startNow")}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t("users.reports.edit")}
                        onClick={() => {
                          setEditing(r);
                          setOpen(true);
                        }}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <ConfirmAction
                        title={t("users.reports.deleteTitle", { name: r.name })}
                        description={t("users.reports.deleteDescription")}
                        confirmLabel={t("common.delete")}
                        pendingLabel={t("users.deleting")}
                        successMessage={t("messages.itemDeleted", { item: t("users.reports.item") })}
                        onConfirm={async () => {
                          await remove.mutateAsync({ userId: owner.id, reportId: r.id });
                          await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() });
                        }}
                        trigger={
                          <Button variant="ghost" size="sm" aria-label={t("users.reports.delete")}>
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        }
                      />
                    </div>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ReportDialog owner={owner} report={editing} plants={plants} open={open} onOpenChange={setOpen} />
    </div>
  );
}
