/**
 * The sensor actions of the statistics page's header: gain (gain-dialog.tsx), run-hour tracking
 * (signals.runtimeTracker: a switch, the hours counted, a reset), sending the equipment's RPM to the
 * sensor (signals.equipmentRpm, a queued command) and the signal-strength and battery history of
 * the last 7 days (signals.rssi, two small trends), and a PDF graphical digest by e-mail
 * (graphical-digest-dialog.tsx). Each opens a dialog so the header stays one line.
 */
import { ParameterType, type TrendSeries } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GaugeIcon, HistoryIcon, LoaderCircleIcon, SendIcon, TimerIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TrendChart } from "@/features/signals/charts/trend-chart";
import { ChartError } from "@/features/signals/signal-controls";
import { apiErrorInfo, splitFieldMessage } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { GainDialog } from "./gain-dialog";
import { GraphicalDigestDialog } from "./graphical-digest-dialog";
import { Indicator } from "./sensor-bits";
import type { SensorDetails } from "./sensor-types";

export function SensorTools({
  sensor,
  canEdit,
  timeZone,
}: {
  sensor: SensorDetails;
  canEdit: boolean;
  timeZone: string;
}) {
  return (
    <>
      <GainDialog sensor={sensor} canEdit={canEdit} />
      <RunHoursDialog sensor={sensor} canEdit={canEdit} />
      <EquipmentRpmDialog sensor={sensor} canEdit={canEdit} />
      <SignalHistoryDialog sensor={sensor} timeZone={timeZone} />
      <GraphicalDigestDialog sensor={sensor} timeZone={timeZone} />
    </>
  );
}

function RunHoursDialog({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const switchId = useId();
  const tracker = useMutation(trpc.signals.runtimeTracker.mutationOptions({ meta: { handlesErrors: true } }));
  const [state, setState] = useState({ enabled: sensor.run_hour_tracking, hours: sensor.run_hours });
  const send = async (enabled: boolean, reset: boolean) => {
    try {
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
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <TimerIcon aria-hidden="true" />
          {t("sensors.runHours")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sensors.runHourTracking")}</DialogTitle>
          <DialogDescription>{t("sensors.tools.runHoursHelp")}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

function EquipmentRpmDialog({ sensor, canEdit }: { sensor: SensorDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [rpm, setRpm] = useState(sensor.rpm_value == null ? "" : String(sensor.rpm_value));
  const [error, setError] = useState<string | null>(null);
  const send = useMutation(trpc.signals.equipmentRpm.mutationOptions({ meta: { handlesErrors: true } }));
  const submit = async () => {
    setError(null);
    try {
      await send.mutateAsync({ sensor_id: sensor.id, rpm: rpm.trim() === "" ? Number.NaN : Number(rpm) });
      notifySuccess(t("sensors.tools.rpmSent"));
      setOpen(false);
    } catch (e) {
      const info = apiErrorInfo(e);
      const message = info.messages
        ?.flat()
        .map(splitFieldMessage)
        .find((m) => m.field === "rpm");
      if (message) setError(message.text);
      else notifyError(e);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <GaugeIcon aria-hidden="true" />
          {t("sensors.tools.rpm")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sensors.tools.rpmTitle")}</DialogTitle>
          <DialogDescription>
            {sensor.controller
              ? t("sensors.tools.rpmHelp", { name: sensor.controller.name })
              : t("sensors.noController")}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>{t("sensors.rpmValue")}</Label>
            <Input
              id={inputId}
              inputMode="decimal"
              className="text-right tabular-nums"
              value={rpm}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => setRpm(e.target.value)}
            />
            {error ? (
              <p id={`${inputId}-error`} className="text-xs text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={!canEdit || !sensor.controller || send.isPending}>
              {send.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {t("sensors.tools.sendRpm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SignalHistoryDialog({ sensor, timeZone }: { sensor: SensorDetails; timeZone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <HistoryIcon aria-hidden="true" />
          {t("sensors.tools.history")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("sensors.tools.historyTitle", { name: sensor.name })}</DialogTitle>
          <DialogDescription>{t("sensors.tools.historyHelp")}</DialogDescription>
        </DialogHeader>
        {open ? <SignalHistory sensorId={sensor.id} timeZone={timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SignalHistory({ sensorId, timeZone }: { sensorId: number; timeZone: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.signals.rssi.queryOptions({ sensor_id: sensorId }));
  if (query.isError) return <ChartError height={150} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const history = data?.history as { signal_strength: TrendSeries; battery: TrendSeries } | undefined;
  return (
    <div className="flex flex-col gap-4" data-testid="signal-history">
      {[
        {
          key: "rssi" as const,
          value: data?.rssi,
          series: history?.signal_strength,
          pt: ParameterType.signal_strength,
        },
        {
          key: "battery" as const,
          value: data?.battery,
          series: history?.battery,
          pt: ParameterType.battery,
        },
      ].map((h) => (
        <section key={h.key} aria-label={t(h.key === "rssi" ? "sensors.rssi" : "sensors.battery")}>
          <div className="mb-1 flex items-center justify-between">
            <h3 className="text-sm font-medium">
              {t(
                h.pt === ParameterType.battery
                  ? "signals.parameters.battery"
                  : "signals.parameters.signal_strength",
              )}
            </h3>
            <Indicator kind={h.key} value={h.value} />
          </div>
          <TrendChart
            series={h.series}
            loading={query.isPending}
            timeZone={timeZone}
            measuringSystem={1}
            height={150}
          />
        </section>
      ))}
    </div>
  );
}
