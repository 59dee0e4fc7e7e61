/** The header's action buttons, from the shared transition table: take, complete (with notes), close, unlock. */
import { nextWorkOrderStatus, type WorkOrderAction, type WorkOrderStatus } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCheckIcon, LockIcon, LockOpenIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmAction } from "@/components/record/confirm-action";
import { ToolButton } from "@/components/ui/tool-button";
import { notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { actionErrorText } from "./bulk-bar";
import { CompleteDialog } from "./complete-dialog";
import type { WorkOrderDetails } from "./work-order-types";

const ICONS = { take: PlayIcon, complete: CheckCheckIcon, close: LockIcon, unlock: LockOpenIcon } as const;
const ORDER: WorkOrderAction[] = ["take", "complete", "close", "unlock"];

export function WorkOrderActions({ order }: { order: WorkOrderDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [completing, setCompleting] = useState(false);
  const options = { meta: { handlesErrors: true } } as const;
  const take = useMutation(trpc.maintenance.workOrders.take.mutationOptions(options));
  const complete = useMutation(trpc.maintenance.workOrders.completeMultiple.mutationOptions(options));
  const close = useMutation(trpc.maintenance.workOrders.close.mutationOptions(options));
  const open = useMutation(trpc.maintenance.workOrders.open.mutationOptions(options));
  const rebaseline = useMutation(trpc.alarms.acknowledgeRebaseline.mutationOptions(options));
  const acknowledgeIncident = useMutation(trpc.alarms.acknowledgeIncident.mutationOptions(options));
  const allowed = ORDER.filter((a) => nextWorkOrderStatus(order.status as WorkOrderStatus, a) !== null);

  const run = async (action: WorkOrderAction, call: () => Promise<unknown>) => {
    try {
      await call();
      toast.success(t(`workOrders.actionDone.${action}`));
    } catch (error) {
      notifyErrorText(actionErrorText(error, t));
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
    }
  };

  return (
    <>
      {allowed.map((action) => {
        const button = (
          <ToolButton
            key={action}
            icon={ICONS[action]}
            size="default"
            className="h-11 sm:h-9"
            data-testid={`work-order-${action}`}
            variant={action === "complete" || action === "take" ? "default" : "outline"}
            onClick={
              action === "take"
                ? () => void run("take", () => take.mutateAsync({ id: order.id }))
                : action === "complete"
                  ? () => setCompleting(true)
                  : undefined
            }
          >
            {t(`workOrders.actions.${action}`)}
          </ToolButton>
        );
        if (action === "close" || action === "unlock") {
          return (
            <ConfirmAction
              key={action}
              trigger={button}
              title={t(action === "close" ? "workOrders.closeTitle" : "workOrders.unlockTitle")}
              description={t(
                action === "close" ? "workOrders.closeDescription" : "workOrders.unlockDescription",
              )}
              confirmLabel={t(`workOrders.actions.${action}`)}
              pendingLabel={t("common.loading")}
              successMessage={t(`workOrders.actionDone.${action}`)}
              onConfirm={async () => {
                try {
                  await (action === "close"
                    ? close.mutateAsync({ id: order.id })
                    : open.mutateAsync({ id: order.id }));
                } finally {
                  await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
                }
              }}
            />
          );
        }
        return button;
      })}
      <CompleteDialog
        open={completing}
        onOpenChange={setCompleting}
        pending={complete.isPending}
        offerRebaseline={order.alarm_id !== null || order.alarm_incident_id !== null}
        incident={order.alarm_incident_id !== null}
        onConfirm={async (notes, withRebaseline) => {
          await run("complete", async () => {
            await complete.mutateAsync({ ids: [order.id], completion_notes: notes || null });
            if (!withRebaseline) return;
            const note = notes || undefined;
            // An order raised from an incident acknowledges the whole incident, every level series of
            // its alarms re-baselined (default window); else the single alarm it came from.
            if (order.alarm_incident_id !== null) {
              await acknowledgeIncident.mutateAsync({ id: order.alarm_incident_id, note, rebaseline: {} });
            } else if (order.alarm_id !== null) {
              await rebaseline.mutateAsync({ id: order.alarm_id, note });
            }
          });
          setCompleting(false);
        }}
      />
    </>
  );
}
