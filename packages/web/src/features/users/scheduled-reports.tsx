import type { RouterOutputs } from "@plantwise/api/router";
import { formatDate, TIME_ZONES } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlayIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { CheckboxField } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { CheckboxGroupField, ConfirmAction } from "@/components/record/record-kit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";

type Report = RouterOutputs["users"]["listReports"]["data"][number];
type Owner = { id: number; email: string; full_name: string };

const FREQUENCIES = ["daily", "weekly", "monthly"] as const;

/** yyyy-mm-dd hh:mm in the report's own time zone. */
const minutes = (value: string | Date, timeZone: string) =>
  formatDate(value, { withTime: true, timeZone }).slice(0, 16);
const DAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

function reportSchema(required: string) {
  return z.object({
    name: z.string().trim().min(1, { error: required }).max(200),
    report_type: z.literal("plant_summary"),
    frequency: z.enum(FREQUENCIES),
    time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: required }),
    day_of_week: z.string(),
    day_of_month: z.string(),
    time_zone: z.string().min(1, { error: required }),
    plant_ids: z.array(z.number()),
    is_active: z.boolean(),
  });
}
type ReportValues = z.input<ReturnType<typeof reportSchema>>;

/** Weekday or day of month, whichever the chosen frequency needs. */
function DayField() {
  const { t } = useTranslation();
  const frequency = useWatch({ name: "frequency" }) as string;
  if (frequency === "weekly") {
    return (
      <SelectField
        name="day_of_week"
        label={t("users.reports.dayOfWeek")}
        required
        options={DAYS.map((d) => ({ value: d, label: t(`users.reports.days.${d}`) }))}
      />
    );
  }
  if (frequency === "monthly") {
    return (
      <TextField
        name="day_of_month"
        label={t("users.reports.dayOfMonth")}
        type="number"
        min={1}
        max={28}
        required
      />
    );
  }
  return null;
}

function ReportDialog({
  owner,
  report,
  plants,
  open,
  onOpenChange,
}: {
  owner: Owner;
  report: Report | null;
  plants: { id: number; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const schema = useMemo(() => reportSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.users.createReport.mutationOptions({ meta }));
  const update = useMutation(trpc.users.updateReport.mutationOptions({ meta }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{report ? t("users.reports.edit") : t("users.reports.create")}</DialogTitle>
          <DialogDescription>{owner.full_name}</DialogDescription>
        </DialogHeader>
        <EntityForm
          key={report ? `report-${report.id}` : "new-report"}
          schema={schema}
          id={report?.id ?? null}
          itemLabel={t("users.reports.item")}
          defaultValues={
            {
              name: report?.name ?? "",
              report_type: "plant_summary",
              frequency: (report?.frequency as ReportValues["frequency"]) ?? "daily",
              time_of_day: report?.time_of_day ?? "07:00",
              day_of_week: String(report?.day_of_week ?? 1),
              day_of_month: String(report?.day_of_month ?? 1),
              time_zone: report?.time_zone ?? "UTC",
              plant_ids: report?.plant_ids ?? [],
              is_active: report?.is_active ?? true,
            } satisfies ReportValues
          }
          onSubmit={async (values) => {
            const payload = {
              userId: owner.id,
              name: values.name,
              report_type: values.report_type,
              frequency: values.frequency,
              time_of_day: values.time_of_day,
              day_of_week: values.frequency === "weekly" ? Number(values.day_of_week) : null,
              day_of_month: values.frequency === "monthly" ? Number(values.day_of_month) : null,
              time_zone: values.time_zone,
              plant_ids: values.plant_ids,
              is_active: values.is_active,
            };
            const result = report
              ? await update.mutateAsync({ ...payload, reportId: report.id })
              : await create.mutateAsync(payload);
            await queryClient.invalidateQueries({ queryKey: trpc.users.listReports.pathKey() });
            return result;
          }}
          onSaved={() => onOpenChange(false)}
        >
          <TextField name="name" label={t("users.reports.name")} required autoComplete="off" />
          <SelectField
            name="report_type"
            label={t("users.reports.type")}
            description={t("users.reports.typesLater")}
            options={[{ value: "plant_summary", label: t("users.reports.types.plant_summary") }]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="frequency"
              label={t("users.reports.frequency")}
              options={FREQUENCIES.map((f) => ({ value: f, label: t(`users.reports.frequencies.${f}`) }))}
            />
            <TextField name="time_of_day" label={t("users.reports.timeOfDay")} type="time" required />
            <DayField />
            <SelectField
              name="time_zone"
              label={t("users.reports.timeZone")}
              options={TIME_ZONES.map((z) => ({ value: z.id, label: z.label }))}
            />
          </div>
          <CheckboxGroupField
            name="plant_ids"
            label={t("users.reports.plants")}
            description={t("users.reports.plantsHelp")}
            options={plants.map((p) => ({ value: String(p.id), label: p.name }))}
            emptyText={t("users.noPlantsToChoose")}
            parse={Number}
          />
          <CheckboxField name="is_active" label={t("users.reports.active")} />
        </EntityForm>
      </DialogContent>
    </Dialog>
  );
}

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

  const schedule = (r: Report) => {
    const when =
      r.frequency === "weekly"
        ? `${t(`users.reports.days.${r.day_of_week ?? 1}`)} `
        : r.frequency === "monthly"
          ? `${r.day_of_month}. `
          : "";
    return `${t(`users.reports.frequencies.${r.frequency as (typeof FREQUENCIES)[number]}`)} · ${when}${r.time_of_day} (${r.time_zone})`;
  };

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
                    {t("users.reports.types.plant_summary")}
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
