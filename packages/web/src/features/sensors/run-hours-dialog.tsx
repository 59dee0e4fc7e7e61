import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TimerIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { Label } from "@/components/ui/label";
import { ToolButton } from "@/components/ui/tool-button";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import type { SensorDetails } from "./sensor-types";

/** Run-hour tracking (signals.runtimeTracker): a switch, the hours counted, and a reset. */
export function RunHoursDialog({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const switchId = useId();
  const tracker = useMutation(trpc.signals.runtimeTracker.mutationOptions({ meta: { handlesErrors: true } }));
  const [state, setState] = useState({ enabled: sensor.run_hour_tracking, hours: sensor.run_hours });
  const send = (enabled: boolean, reset: boolean) =>
    notifyOnError(async () => {
      const row = await tracker.mutateAsync({ sensor_id: sensor.id, enabled, ...(reset ? { reset } : {}) });
      setState({ enabled: row.run_hour_tracking, hours: row.run_hours });
      notifySuccess(
        t(
          reset
            ? "sensors.tools.runHoursReset"
            : enabled
              ? "sensors.tools.trackingOn"
              : "sensors.tools.trackingOff",
        ),
      );
      await queryClient.invalidateQueries({ queryKey: trpc.sensors.get.queryKey({ id: sensor.id }) });
    });
  return (
    <ButtonDialog
      trigger={<ToolButton icon={TimerIcon}>{t("sensors.runHours")}</ToolButton>}
      title={t("sensors.runHourTracking")}
      description={t("sensors.tools.runHoursHelp")}
    >
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={switchId}>{t("sensors.runHourTracking")}</Label>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={state.enabled}
          disabled={!canEdit || tracker.isPending}
          onClick={() => void send(!state.enabled, false)}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
            state.enabled ? "bg-primary" : "bg-input",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "block size-5 rounded-full bg-background shadow transition-transform",
              state.enabled ? "translate-x-5" : "translate-x-0",
            )}
          />
        </button>
      </div>
      <dl className="flex items-baseline justify-between text-sm">
        <dt className="text-muted-foreground">{t("sensors.runHours")}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="run-hours">
          {state.enabled
            ? t("sensors.tools.hours", { hours: state.hours.toFixed(1) })
            : t("sensors.runHoursOff")}
        </dd>
      </dl>
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={!canEdit || !state.enabled || tracker.isPending}
          onClick={() => void send(true, true)}
        >
          {t("sensors.tools.resetRunHours")}
        </Button>
      </div>
    </ButtonDialog>
  );
}
