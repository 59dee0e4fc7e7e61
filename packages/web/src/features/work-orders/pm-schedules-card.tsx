/**
 * The item's preventive maintenance every N run hours (maintenance.pmSchedules.*), on its
 * Maintenance tab: each schedule with its interval, the run hours it is next due at and the
 * sensor's run hours now, created and edited in a dialog on the shared `pmScheduleFields`.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import {
  hasPermission,
  MIN_TOTAL_TIME_MINUTES,
  pmScheduleFields,
  WORK_ORDER_PRIORITY_NAMES,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, CalendarClockIcon, PauseCircleIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { FormDialog } from "@/components/form/form-dialog";
import { FormFields } from "@/components/form/form-fields";
import { HANDLES_ERRORS } from "@/components/form/record-form-page";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TitledCard } from "@/components/ui/titled-card";
import { ToolButton } from "@/components/ui/tool-button";
import { useItemSensors } from "@/features/sensors/item-sensors";
import { useTRPC } from "@/lib/trpc";
import { hoursText } from "./work-order-text";

type PmScheduleRow = RouterOutputs["maintenance"]["pmSchedules"]["list"]["data"][number];

/** The equipment item the schedules are on. */
export interface PmItem {
  id: number;
  plant_id: number;
}

const P = "workOrders.pmSchedules";

/** The card, for whoever may view maintenance; nothing otherwise. */
export function PmSchedulesCard({ item }: { item: PmItem }) {
  const user = useAuthUser();
  return hasPermission(user, "view_maintenance") ? <PmSchedules item={item} /> : null;
}

function PmSchedules({ item }: { item: PmItem }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const schedules = useQuery(
    trpc.maintenance.pmSchedules.list.queryOptions({
      plant_id: item.plant_id,
      equipment_item_id: item.id,
      max: 100,
      orderByColumn: "title",
    }),
  );
  const { query: sensorQuery, sensors } = useItemSensors(item.id, { quiet: true });
  const tracking = sensors.filter((s) => s.run_hour_tracking);
  const remove = useMutation(trpc.maintenance.pmSchedules.delete.mutationOptions());
  // The schedule in the dialog: "new", a row, or null while it is closed.
  const [editing, setEditing] = useState<PmScheduleRow | "new" | null>(null);
  const rows = schedules.data?.data ?? [];
  const hours = (value: number) => hoursText(value, i18n.language);
  const canCreate = hasPermission(user, "create_maintenance");
  const canEdit = hasPermission(user, "edit_maintenance");
  const canDelete = hasPermission(user, "delete_maintenance");

  return (
    <TitledCard
      className="lg:col-span-2"
      data-testid="pm-schedules"
      title={t(`${P}.title`)}
      description={t(`${P}.description`)}
      contentClassName="flex flex-col gap-3 text-sm"
    >
      {schedules.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{t(`${P}.empty`)}</p>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{row.title}</span>
                  {row.is_active ? (
                    <Badge variant="normal">
                      <CalendarClockIcon aria-hidden="true" />
                      {t(`${P}.active`)}
                    </Badge>
                  ) : (
                    <Badge variant="offline">
                      <PauseCircleIcon aria-hidden="true" />
                      {t(`${P}.paused`)}
                    </Badge>
                  )}
                  {row.is_active && row.hours_left <= 0 ? (
                    <Badge variant="warning">
                      <AlertTriangleIcon aria-hidden="true" />
                      {t(`${P}.dueNow`)}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-xs tabular-nums text-muted-foreground">
                  {[
                    t(`${P}.everyText`, { hours: hours(row.every_hours) }),
                    t(`${P}.nextDueText`, { hours: hours(row.next_due_hours) }),
                    t(`${P}.runHoursText`, { hours: hours(row.run_hours) }),
                    row.sensor_name,
                  ].join(" · ")}
                </span>
              </div>
              <span className="flex items-center gap-1">
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t(`${P}.edit`, { name: row.title })}
                    onClick={() => setEditing(row)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                ) : null}
                {canDelete ? (
                  <ConfirmAction
                    title={t(`${P}.deleteTitle`, { name: row.title })}
                    description={t(`${P}.deleteDescription`)}
                    confirmLabel={t("common.delete")}
                    pendingLabel={t(`${P}.deleting`)}
                    successMessage={t("messages.itemDeleted", { item: t(`${P}.item`) })}
                    onConfirm={async () => {
                      await remove.mutateAsync({ id: row.id });
                      await queryClient.invalidateQueries({
                        queryKey: trpc.maintenance.pmSchedules.pathKey(),
                      });
                    }}
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={t(`${P}.delete`, { name: row.title })}>
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    }
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {sensorQuery.isPending ? null : sensorQuery.isError ? (
        <p className="text-muted-foreground">{t(`${P}.sensorsError`)}</p>
      ) : tracking.length === 0 ? (
        <div className="flex flex-col gap-0.5" data-testid="pm-no-sensor">
          <p className="font-medium">{t(`${P}.noSensor`)}</p>
          <p className="text-xs text-muted-foreground">{t(`${P}.noSensorHelp`)}</p>
        </div>
      ) : canCreate ? (
        <div>
          <ToolButton icon={CalendarClockIcon} onClick={() => setEditing("new")}>
            {t(`${P}.create`)}
          </ToolButton>
        </div>
      ) : null}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={t(editing === "new" ? `${P}.formTitleNew` : `${P}.formTitleEdit`)}
        description={t(`${P}.formDescription`)}
        wide
      >
        {editing !== null ? (
          <PmScheduleForm
            item={item}
            current={editing === "new" ? null : editing}
            sensors={tracking}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </TitledCard>
  );
}

function PmScheduleForm({
  item,
  current,
  sensors,
  onSaved,
}: {
  item: PmItem;
  current: PmScheduleRow | null;
  sensors: readonly { id: number; name: string; run_hours: number }[];
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.maintenance.pmSchedules.create.mutationOptions(HANDLES_ERRORS));
  const update = useMutation(trpc.maintenance.pmSchedules.update.mutationOptions(HANDLES_ERRORS));
  const ref = { plant_id: item.plant_id };
  const categories = useQuery(trpc.maintenance.categories.options.queryOptions(ref));
  const procedures = useQuery(trpc.maintenance.taskProcedures.options.queryOptions(ref));
  const hours = (value: number) => hoursText(value, i18n.language);
  // "None" is 0, which the shared optionalRef reads as no reference.
  const noneOr = (records: readonly { id: number; name: string }[] | undefined) => [
    { value: "0", label: t("workOrders.none") },
    ...(records ?? []).map((r) => ({ value: String(r.id), label: r.name })),
  ];
  // A schedule's sensor stays choosable even if it stopped tracking run hours (the save says so).
  const sensorOptions = sensors.map((s) => ({
    value: String(s.id),
    label: t(`${P}.sensorOption`, { name: s.name, hours: hours(s.run_hours) }),
  }));
  if (current && !sensors.some((s) => s.id === current.sensor_id)) {
    sensorOptions.push({ value: String(current.sensor_id), label: current.sensor_name });
  }

  return (
    <EntityForm
      schema={pmScheduleFields}
      id={current?.id ?? null}
      itemLabel={t(`${P}.item`)}
      defaultValues={{
        plant_id: item.plant_id,
        equipment_item_id: item.id,
        sensor_id: current?.sensor_id ?? (sensors.length === 1 ? sensors[0]?.id : undefined),
        every_hours: current?.every_hours,
        // Blank on edit keeps the stored value (the field's help says which).
        next_due_hours: undefined,
        title: current?.title ?? "",
        description: current?.description ?? "",
        category_id: current?.category_id ?? 0,
        task_procedure_id: current?.task_procedure_id ?? 0,
        priority: current?.priority ?? 2,
        total_minutes: current?.total_minutes ?? 60,
        is_active: current?.is_active ?? true,
      }}
      onSubmit={async (values) => {
        const result = current
          ? await update.mutateAsync({ ...values, id: current.id })
          : await create.mutateAsync(values);
        await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pmSchedules.pathKey() });
        return result;
      }}
      onSaved={onSaved}
    >
      <FormFields
        columns={3}
        fields={[
          {
            kind: "select",
            name: "sensor_id",
            label: t(`${P}.sensor`),
            required: true,
            options: sensorOptions,
            parse: Number,
            boxClassName: "md:col-span-3",
          },
          {
            kind: "number",
            name: "every_hours",
            label: t(`${P}.everyHours`),
            unit: t(`${P}.hoursUnit`),
            min: 0,
            step: "any",
            required: true,
          },
          {
            kind: "number",
            name: "next_due_hours",
            label: t(`${P}.nextDue`),
            unit: t(`${P}.hoursUnit`),
            min: 0,
            step: "any",
            placeholder: current ? String(current.next_due_hours) : undefined,
            description: current
              ? t(`${P}.nextDueHelpEdit`, { hours: hours(current.next_due_hours) })
              : t(`${P}.nextDueHelpNew`),
          },
          { kind: "checkbox", name: "is_active", label: t(`${P}.isActive`), boxClassName: "md:pt-7" },
        ]}
      />
      <FormFields
        fields={[
          { name: "title", label: t("workOrders.titleField"), required: true, maxLength: 200 },
          { name: "description", label: t("workOrders.description") },
        ]}
      />
      <FormFields
        columns={2}
        fields={[
          {
            kind: "select",
            name: "category_id",
            label: t("workOrders.category"),
            options: noneOr(categories.data),
            parse: Number,
          },
          {
            kind: "select",
            name: "task_procedure_id",
            label: t("workOrders.taskProcedure"),
            options: noneOr(procedures.data),
            parse: Number,
          },
          {
            kind: "select",
            name: "priority",
            label: t("workOrders.priority"),
            options: WORK_ORDER_PRIORITY_NAMES.map((_, i) => ({
              value: String(i + 1),
              label: t(`workOrders.priorities.${i + 1}`),
            })),
            parse: Number,
          },
          {
            kind: "number",
            name: "total_minutes",
            label: t("workOrders.totalTime"),
            unit: t("workOrders.minutes"),
            min: MIN_TOTAL_TIME_MINUTES,
            step: 5,
            required: true,
          },
        ]}
      />
    </EntityForm>
  );
}
