import { CheckIcon, type LucideIcon, RefreshCwIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";
import { cn } from "@/lib/utils";
import { AcknowledgeDialog } from "./acknowledge-dialog";
import type { AlarmRow } from "./alarm-text";
import { WorkOrderAction } from "./work-order-action";

/** Level alarms on a sensor's parameter can be re-baselined (the server checks it too). */
const canRebaseline = (row: AlarmRow) =>
  row.kind === "level" && row.sensor_id != null && row.parameter_type != null;

/**
 * Acknowledge (until someone has), and acknowledge with a re-baseline while a level alarm is open
 * (re-baselining is how a new normal after a repair is accepted, acknowledged or not); the alarm's
 * work order, or "Create work order". `compact` (a table's rows) draws acknowledge as an icon
 * button named by its label, so the actions column stays narrow.
 */
export function AlarmActions({ row, compact = false }: { row: AlarmRow; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    // Compact in a table cell, two (28 px) buttons a line below 1280 px: the column stays narrow.
    <div
      className={cn(
        "flex justify-end gap-1",
        compact && "flex-wrap [td_&]:ml-auto [td_&]:w-[3.75rem] xl:[td_&]:w-auto xl:flex-nowrap",
      )}
    >
      {row.acknowledged_at ? null : (
        <AcknowledgeDialog
          ids={[row.id]}
          trigger={
            compact ? (
              <IconAction icon={CheckIcon} label={t("alarmsArea.acknowledge")} />
            ) : (
              <ToolButton icon={CheckIcon}>{t("alarmsArea.acknowledge")}</ToolButton>
            )
          }
        />
      )}
      {row.is_open && canRebaseline(row) ? (
        <AcknowledgeDialog
          ids={[row.id]}
          rebaseline
          trigger={<IconAction icon={RefreshCwIcon} label={t("alarmsArea.acknowledgeRebaseline")} />}
        />
      ) : null}
      <WorkOrderAction
        compact
        workOrder={row.work_order}
        itemId={row.equipment_item_id}
        alarmId={row.id}
        incidentId={row.incident_id}
      />
    </div>
  );
}

/** A square outline button naming its action to screen readers and on hover (dialog triggers pass their props through). */
export function IconAction({
  icon: Icon,
  label,
  ...props
}: { icon: LucideIcon; label: string } & ComponentProps<typeof Button>) {
  return (
    <Button size="icon" variant="outline" className="size-8" aria-label={label} title={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
