/**
 * /maintenance/work-orders/:id — `new`: the create form, prefilled from an alarm's address
 * (?item=&alarm=&incident=&waveform=). An existing order: its page (status, overdue, the actions the
 * transition table allows, checklist, parts, labour, totals, comments, attachments, history), with
 * "Edit" opening the form in place.
 */
import { hasPermission, WorkOrderStatus } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { BellRingIcon, PencilIcon, WavesIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { recordSubtitle } from "@/components/form/record-subtitle";
import { RecordPage } from "@/components/page/record-page";
import { RecordState } from "@/components/record/record-state";
import { useRecordId } from "@/components/record/use-record-id";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { useAlertTypeLabel } from "@/features/alarms/alarm-text";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { alarmParams, prefillFromAlarm } from "./alarm-prefill";
import { WorkOrderActions } from "./work-order-actions";
import { WorkOrderForm, type WorkOrderPrefill } from "./work-order-form";
import {
  AttachmentsCard,
  ChecklistCard,
  CommentsCard,
  HistoryCard,
  LabourCard,
  PartsCard,
  TotalsCard,
} from "./work-order-sections";
import {
  dateTimeText,
  durationText,
  OverdueBadge,
  PriorityBadge,
  placeText,
  StatusBadge,
} from "./work-order-text";
import type { WorkOrderDetails } from "./work-order-types";

const LIST = "/maintenance/work-orders";

export function WorkOrderPage() {
  const id = useRecordId();
  return id === null ? <NewWorkOrder /> : <ExistingWorkOrder id={id} />;
}

function AlarmLinks({
  alarmId,
  itemId,
  waveformId,
}: {
  alarmId: number | null;
  itemId: number | null;
  waveformId: number | null;
}) {
  const { t } = useTranslation();
  if (alarmId === null) return null;
  return (
    <Alert data-testid="alarm-link">
      <BellRingIcon aria-hidden="true" />
      <AlertDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span>{t("workOrders.alarmPrefill", { id: alarmId })}</span>
        <Link
          href={`/dashboard/alarms?alarm=${alarmId}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {t("workOrders.openAlarm")}
        </Link>
        {waveformId !== null && itemId !== null ? (
          <Link
            href={`/equipments/${itemId}/details/main?waveform=${waveformId}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <WavesIcon className="size-4" aria-hidden="true" />
            {t("workOrders.openCapture")}
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function NewWorkOrder() {
  const { t } = useTranslation();
  const alertKind = useAlertTypeLabel();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const params = alarmParams(useSearch());
  const alarm = useQuery({
    ...trpc.alarms.get.queryOptions({ id: params.alarm ?? 0 }),
    enabled: params.alarm !== null,
  });
  const item = useQuery({
    ...trpc.equipments.get.queryOptions({ id: params.item ?? alarm.data?.equipment_item_id ?? 0 }),
    enabled: params.item !== null || Boolean(alarm.data?.equipment_item_id),
  });
  const waiting =
    (params.alarm !== null && !alarm.data && !alarm.error) ||
    (params.item !== null && !item.data && !item.error);
  if (!plant) return <NoPlant hasPlants={user.plants.length > 0} />;
  const prefill: WorkOrderPrefill = {
    ...(alarm.data
      ? prefillFromAlarm(
          // The kind in the reader's language, as the alarms list words it.
          { ...alarm.data, alert_type_label: alertKind(alarm.data.alert_type) },
          (key) => t(`signals.parameters.${key}`, { defaultValue: key }),
        )
      : {}),
    ...(item.data
      ? {
          production_line_id: item.data.production_line_id ?? null,
          machine_id: item.data.machine_id ?? null,
          asset_id: item.data.asset_id ?? null,
          equipment_item_id: item.data.id,
        }
      : {}),
    alarm_id: params.alarm,
    alarm_incident_id: params.incident,
    waveform_id: params.waveform,
  };
  return (
    <RecordPage
      title={t("workOrders.create")}
      subtitle={recordSubtitle(t, t("workOrders.item"), null)}
      backHref={LIST}
      backLabel={t("workOrders.title")}
    >
      <AlarmLinks
        alarmId={params.alarm}
        itemId={prefill.equipment_item_id ?? null}
        waveformId={params.waveform}
      />
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
          {waiting ? (
            <RecordState error={undefined} onRetry={() => {}} />
          ) : (
            <WorkOrderForm plantId={plant.id} timeZone={plant.time_zone} prefill={prefill} />
          )}
        </CardContent>
      </Card>
    </RecordPage>
  );
}

/**
 * "Work order · #12 · Line 2 › Press P-1": the kind of record, which one (the title already leads
 * with the number, the subtitle keeps the kind beside it as every record page does) and, once
 * loaded, where the work is.
 */
function workOrderSubtitle(t: TFunction, id: number, order: WorkOrderDetails | undefined): string {
  const record = recordSubtitle(t, t("workOrders.item"), id);
  const place = order ? placeText(order) : "—";
  return place === "—" ? record : `${record} · ${place}`;
}

function ExistingWorkOrder({ id }: { id: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const query = useQuery(trpc.maintenance.workOrders.get.queryOptions({ id }));
  const [editing, setEditing] = useState(false);
  const order = query.data;
  const timeZone = user.plants.find((p) => p.id === order?.plant_id)?.time_zone ?? "UTC";
  const canEdit = hasPermission(user, "edit_maintenance");
  const open = order !== undefined && order.status !== WorkOrderStatus.CLOSED;
  const editable = canEdit && open;
  return (
    <RecordPage
      title={order ? `#${order.id} · ${order.title}` : t("workOrders.item")}
      subtitle={workOrderSubtitle(t, id, order)}
      backHref={LIST}
      backLabel={t("workOrders.title")}
      actions={
        order && canEdit ? (
          <div className="flex flex-wrap gap-2">
            <WorkOrderActions order={order} />
            {open && !editing ? (
              <ToolButton
                icon={PencilIcon}
                size="default"
                className="h-11 sm:h-9"
                onClick={() => setEditing(true)}
              >
                {t("workOrders.actions.edit")}
              </ToolButton>
            ) : null}
          </div>
        ) : undefined
      }
    >
      {!order ? (
        <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />
      ) : editing ? (
        <Card>
          <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
            <WorkOrderForm
              plantId={order.plant_id}
              timeZone={timeZone}
              current={order}
              onSaved={() => setEditing(false)}
            />
          </CardContent>
        </Card>
      ) : (
        <WorkOrderBody order={order} timeZone={timeZone} editable={editable} />
      )}
    </RecordPage>
  );
}

function WorkOrderBody({
  order,
  timeZone,
  editable,
}: {
  order: WorkOrderDetails;
  timeZone: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t("workOrders.type"), t(`workOrders.types.${order.maintenance_type}`)],
    [t("workOrders.category"), order.category_name ?? "—"],
    [t("workOrders.scheduledStart"), dateTimeText(order.scheduled_start, timeZone)],
    [t("workOrders.totalTime"), durationText(order.total_minutes)],
    [t("workOrders.due"), dateTimeText(order.due_at, timeZone)],
    [t("workOrders.assignees"), order.assignees.map((a) => a.name).join(", ") || "—"],
    [t("workOrders.taskProcedure"), order.task_procedure_name ?? "—"],
    [
      t("workOrders.recurrence"),
      order.recurrence ? t(`workOrders.recurrences.${order.recurrence}`) : t("workOrders.noRecurrence"),
    ],
  ];
  if (order.requested_at) {
    // A converted request: who asked for the work, and when.
    facts.push([
      t("workOrders.requests.requestedAt"),
      `${dateTimeText(order.requested_at, timeZone)} · ${order.requested_by_name ?? "—"}`,
    ]);
  }
  if (order.completed_at) {
    facts.push([
      t("workOrders.completedAt"),
      `${dateTimeText(order.completed_at, timeZone)} · ${order.completed_by_name ?? "—"}`,
    ]);
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={order.status} />
        {order.overdue ? <OverdueBadge /> : null}
        <PriorityBadge priority={order.priority} />
      </div>
      {order.status === WorkOrderStatus.CLOSED ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.locked")}</p>
      ) : null}
      <AlarmLinks alarmId={order.alarm_id} itemId={order.equipment_item_id} waveformId={order.waveform_id} />
      <Card>
        <CardContent className="flex flex-col gap-3 p-4 sm:p-6">
          {order.description ? <p className="whitespace-pre-wrap">{order.description}</p> : null}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {order.completion_notes ? (
            <div>
              <p className="text-xs text-muted-foreground">{t("workOrders.completionNotes")}</p>
              <p className="whitespace-pre-wrap">{order.completion_notes}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChecklistCard order={order} editable={editable} />
        <TotalsCard order={order} />
        <PartsCard order={order} editable={editable} />
        <LabourCard order={order} editable={editable} />
        <AttachmentsCard order={order} editable={editable} />
        <CommentsCard order={order} timeZone={timeZone} />
      </div>
      <HistoryCard order={order} timeZone={timeZone} />
    </div>
  );
}
