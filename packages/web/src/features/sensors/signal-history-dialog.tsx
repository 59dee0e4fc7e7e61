import { ParameterType, type TrendSeries } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { ToolButton } from "@/components/ui/tool-button";
import { TrendChart } from "@/features/signals/charts/trend-chart";
import { ChartError } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { Indicator } from "./sensor-state";
import type { SensorDetails } from "./sensor-types";

/** The signal-strength and battery history of the last 7 days (signals.rssi): two small trends. */
export function SignalHistoryDialog({ sensor, timeZone }: { sensor: SensorDetails; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      trigger={<ToolButton icon={HistoryIcon}>{t("sensors.tools.history")}</ToolButton>}
      title={t("sensors.tools.historyTitle", { name: sensor.name })}
      description={t("sensors.tools.historyHelp")}
      className="sm:max-w-2xl"
    >
      {() => <SignalHistory sensorId={sensor.id} timeZone={timeZone} />}
    </ButtonDialog>
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
