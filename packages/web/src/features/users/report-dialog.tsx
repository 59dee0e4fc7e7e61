import type { RouterOutputs } from "@plantwise/api/router";
import {
  isoToWallClock,
  MIN_REPORT_INTERVAL_MINUTES,
  REPORT_PERIODS,
  REPORT_TYPES,
  reportFields,
  SCHEDULE_UNITS,
  TIME_ZONES,
  wallClockToIso,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CheckboxField } from "@/components/form/checkbox-field";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { nameOptions } from "@/components/ui/select-box";
import { chosen } from "@/lib/form-rules";
import { useTRPC } from "@/lib/trpc";

export type Report = RouterOutputs["users"]["listReports"]["data"][number];
export type Owner = { id: number; email: string; full_name: string };

/**
 * The editor's fields: the API's rules for the name, the choices and the time zone. Dates are
 * datetime-local strings read in the report's time zone; the rules that need the clock or the
 * database (start not in the past, ≥ 15 minutes, custom range order, sensors of the owner) are the
 * server's, and its 422 lands on the field it names.
 */
function reportSchema(required: string) {
  return reportFields
    .pick({ name: true, report_type: true, unit: true, period: true, time_zone: true, is_active: true })
    .extend({
      starts_at: chosen(required),
      every: z.string().regex(/^\d+$/, { error: required }),
      period_from: z.string(),
      period_to: z.string(),
      plant_ids: z.array(z.number()),
      sensor_ids: z.array(z.number()),
    });
}
type ReportValues = z.input<ReturnType<typeof reportSchema>>;

/** The custom range's two ends, shown only for that period. */
function RangeFields() {
  const { t } = useTranslation();
  const period = useWatch({ name: "period" }) as string;
  if (period !== "custom_range") return null;
  return (
    <>
      <TextField name="period_from" label={t("users.reports.periodFrom")} type="datetime-local" required />
      <TextField name="period_to" label={t("users.reports.periodTo")} type="datetime-local" required />
    </>
  );
}

/** Sensors of a graphical digest, from the chosen plants (or all the offered plants). */
function SensorFields({ plants }: { plants: { id: number }[] }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const type = useWatch({ name: "report_type" }) as string;
  const chosen = useWatch({ name: "plant_ids" }) as number[];
  const digest = type === "graphical_digest";
  const sensors = useQuery({
    ...trpc.sensors.list.queryOptions({ page: 1, max: 100, orderByColumn: "name" }),
    enabled: digest,
  });
  if (!digest) return null;
  const plantIds = chosen.length ? chosen : plants.map((p) => p.id);
  const options = (sensors.data?.data ?? [])
    .filter((s) => plantIds.includes(s.plant_id))
    .map((s) => ({ value: String(s.id), label: `${s.name} (${s.serial_number})` }));
  return (
    <CheckboxGroupField
      name="sensor_ids"
      label={t("users.reports.sensors")}
      description={t("users.reports.sensorsHelp")}
      options={options}
      emptyText={t("users.reports.noSensors")}
      parse={Number}
    />
  );
}

export function ReportDialog({
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
  const zone = report?.time_zone ?? "UTC";
  const wall = (value: string | null | undefined) => (value ? isoToWallClock(value, zone) : "");
  // A new report starts at the next full hour.
  const nextHour = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString();
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
              report_type: (report?.report_type as ReportValues["report_type"]) ?? "plant_summary",
              starts_at: wall(report?.starts_at ?? nextHour),
              every: String(report?.every ?? 1),
              unit: (report?.unit as ReportValues["unit"]) ?? "day",
              period: (report?.period as ReportValues["period"]) ?? "day",
              period_from: wall(report?.period_from),
              period_to: wall(report?.period_to),
              time_zone: zone,
              plant_ids: report?.plant_ids ?? [],
              sensor_ids: report?.sensor_ids ?? [],
              is_active: report?.is_active ?? true,
            } satisfies ReportValues
          }
          onSubmit={async (values) => {
            const custom = values.period === "custom_range";
            const instant = (local: string) => wallClockToIso(local, values.time_zone) ?? local;
            const payload = {
              userId: owner.id,
              name: values.name,
              report_type: values.report_type,
              starts_at: instant(values.starts_at),
              every: Number(values.every),
              unit: values.unit,
              period: values.period,
              period_from: custom && values.period_from ? instant(values.period_from) : null,
              period_to: custom && values.period_to ? instant(values.period_to) : null,
              time_zone: values.time_zone,
              plant_ids: values.plant_ids,
              sensor_ids: values.report_type === "graphical_digest" ? values.sensor_ids : [],
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
            options={REPORT_TYPES.map((type) => ({ value: type, label: t(`users.reports.types.${type}`) }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="starts_at"
              label={t("users.reports.startsAt")}
              description={t("users.reports.startsAtHelp")}
              type="datetime-local"
              required
            />
            <SelectField
              name="time_zone"
              label={t("users.reports.timeZone")}
              options={TIME_ZONES.map((z) => ({ value: z.id, label: z.label }))}
            />
            <TextField
              name="every"
              label={t("users.reports.every")}
              description={t("users.reports.minInterval", { minutes: MIN_REPORT_INTERVAL_MINUTES })}
              type="number"
              min={1}
              required
            />
            <SelectField
              name="unit"
              label={t("users.reports.unit")}
              options={SCHEDULE_UNITS.map((u) => ({ value: u, label: t(`users.reports.units.${u}`) }))}
            />
            <SelectField
              name="period"
              label={t("users.reports.period")}
              options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`users.reports.periods.${p}`) }))}
            />
            <RangeFields />
          </div>
          <CheckboxGroupField
            name="plant_ids"
            label={t("users.reports.plants")}
            description={t("users.reports.plantsHelp")}
            options={nameOptions(plants)}
            emptyText={t("users.noPlantsToChoose")}
            parse={Number}
          />
          <SensorFields plants={plants} />
          <CheckboxField name="is_active" label={t("users.reports.active")} />
        </EntityForm>
      </DialogContent>
    </Dialog>
  );
}
