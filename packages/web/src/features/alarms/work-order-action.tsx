import { hasPermission, workOrderFromAlarmPath } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { ClipboardListIcon, WrenchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";

/** A work order linked to an alarm or incident, as the alarms API answers it. */
export interface LinkedWorkOrder {
  id: number;
  status: number;
}

/**
 * The work order of an alarm or incident: a link to it with its status when one exists, else
 * "Create work order" (with the maintenance create permission), opening the new work order form on
 * the item, alarm, incident and capture (workOrderFromAlarmPath).
 */
export function WorkOrderAction({
  workOrder,
  itemId,
  alarmId,
  incidentId,
  waveformId,
  compact = false,
}: {
  workOrder?: LinkedWorkOrder | null;
  itemId?: number | null;
  alarmId?: number | null;
  incidentId?: number | null;
  waveformId?: number | null;
  /** An icon button (rows of a list) instead of a labelled one; a linked order shows its number only. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  if (workOrder) {
    const status = t(`alarmsArea.workOrderStatuses.${workOrder.status}`, {
      defaultValue: String(workOrder.status),
    });
    const label = t("alarmsArea.workOrderLink", { id: workOrder.id, status });
    return (
      <Button asChild size="sm" variant="outline" className="h-8">
        <Link
          href={`/maintenance/work-orders/${workOrder.id}`}
          title={label}
          aria-label={compact ? label : undefined}
          data-testid="work-order-link"
        >
          <ClipboardListIcon aria-hidden="true" />
          <span>{compact ? `#${workOrder.id}` : label}</span>
        </Link>
      </Button>
    );
  }
  if (!hasPermission(user, "create_maintenance")) return null;
  const label = t("alarmsArea.createWorkOrder");
  return (
    <Button asChild size={compact ? "icon" : "sm"} variant="outline" className={compact ? "size-8" : "h-8"}>
      <Link
        href={workOrderFromAlarmPath({ itemId, alarmId, incidentId, waveformId })}
        aria-label={label}
        title={label}
      >
        <WrenchIcon aria-hidden="true" />
        {compact ? null : <span>{label}</span>}
      </Link>
    </Button>
  );
}

/**
 * "Create work order" on a capture (the FFT page): on the sensor's item, with the capture, and
 * with the item's open incident and its lead alarm when there is one (or that incident's work order).
 */
export function CaptureWorkOrderAction({
  itemId,
  waveformId,
}: {
  itemId: number | null;
  waveformId: number;
}) {
  const trpc = useTRPC();
  const incidents = useQuery({
    ...trpc.alarms.listIncidents.queryOptions({ equipment_item_id: itemId ?? 0, status: "open", max: 1 }),
    enabled: itemId != null,
    meta: { handlesErrors: true },
  });
  const incident = incidents.data?.data[0];
  return (
    <WorkOrderAction
      workOrder={incident?.work_order}
      itemId={itemId}
      alarmId={incident?.lead_alarm_id}
      incidentId={incident?.id}
      waveformId={waveformId}
    />
  );
}
