import { hasPermission, workOrderFromAlarmPath } from "@plantwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { WrenchIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";

/**
 * "Create work order" for something that names an alarm only (a notification): the alarm is read
 * when clicked, then the new work order form opens on its item, alarm and incident, or the work
 * order already made from it.
 */
export function AlarmWorkOrderButton({ alarmId }: { alarmId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  if (!hasPermission(user, "create_maintenance")) return null;
  const open = async () => {
    setPending(true);
    try {
      const alarm = await queryClient.fetchQuery(trpc.alarms.get.queryOptions({ id: alarmId }));
      navigate(
        alarm.work_order
          ? `/maintenance/work-orders/${alarm.work_order.id}`
          : workOrderFromAlarmPath({
              itemId: alarm.equipment_item_id,
              alarmId: alarm.id,
              incidentId: alarm.incident_id,
            }),
      );
    } catch {
      // The global error handler has said why (the alarm is gone or out of reach).
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void open()}>
      <WrenchIcon aria-hidden="true" />
      {t("alarmsArea.createWorkOrder")}
    </Button>
  );
}
