import { CheckIcon, RefreshCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";
import { AcknowledgeDialog } from "./acknowledge-dialog";
import type { AlarmRow } from "./alarm-text";
import { WorkOrderAction } from "./work-order-action";

/** Level alarms on a sensor's parameter can be re-baselined (the server checks it too). */
const canRebaseline = (row: AlarmRow) =>
  row.kind === "level" && row.sensor_id != null && row.parameter_type != null;

/**
 * Acknowledge (until someone has), and acknowledge with a re-baseline while a level alarm is open
 * (re-baselining is how a new normal after a repair is accepted, acknowledged or not); the alarm's
 * work order, or "Create work order".
 */
export function AlarmActions({ row }: { row: AlarmRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      {row.acknowledged_at ? null : (
        <AcknowledgeDialog
          ids={[row.id]}
          trigger={<ToolButton icon={CheckIcon}>{t("alarmsArea.acknowledge")}</ToolButton>}
        />
      )}
      {row.is_open && canRebaseline(row) ? (
        <AcknowledgeDialog
          ids={[row.id]}
          rebaseline
          trigger={
            <Button
              size="icon"
              variant="outline"
              className="size-8"
              aria-label={t("alarmsArea.acknowledgeRebaseline")}
              title={t("alarmsArea.acknowledgeRebaseline")}
            >
              <RefreshCwIcon aria-hidden="true" />
            </Button>
          }
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
