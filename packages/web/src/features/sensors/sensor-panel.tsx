/**
 * The selected sensor on an item's PdM tab: its state, links to its statistics and FFT pages, its
 * latest value of every parameter, and a velocity trend over a date-range preset.
 */
import { parameterTypeInfo, type WaveformSummary } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { BarChart3Icon, WavesIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RecordState } from "@/components/record/record-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { formatValue, unitConverter } from "@/features/signals/charts/units";
import { formatZoned } from "@/features/signals/charts/zoned-time";
import { useParameterNames } from "@/features/signals/parameter-pickers";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker, SensorTrend } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { useChartContext } from "./chart-context";
import { fftBase } from "./sensor-routes";
import { SensorState } from "./sensor-state";
import type { SensorDetails } from "./sensor-types";

export function SensorPanel({ sensorId, plantId }: { sensorId: number; plantId: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { parameterLabel } = useParameterNames();
  const { timeZone, measuringSystem } = useChartContext(plantId);
  const query = useQuery(trpc.sensors.get.queryOptions({ id: sensorId }));
  const captures = useQuery(trpc.signals.captures.queryOptions({ sensor_id: sensorId, limit: 1 }));
  const { preset, range, choose, zoom } = useRangePreset("last_7_days", timeZone);
  const sensor = query.data as SensorDetails | undefined;
  const latestCapture = ((captures.data ?? []) as WaveformSummary[])[0];
  if (!sensor) return <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />;
  const velocityAxis = sensor.latest.find((l) => l.parameter_type === 1)?.axis ?? 1;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle className="text-base">{sensor.name}</CardTitle>
            <div className="flex flex-wrap items-center gap-3">
              <SensorState sensor={sensor} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <ToolButton icon={BarChart3Icon} href={`/sensors/${sensor.id}/statistics`}>
              {t("sensors.statistics")}
            </ToolButton>
            {latestCapture ? (
              <ToolButton icon={WavesIcon} href={`/${fftBase(sensor)}/${sensor.id}/fft/${latestCapture.id}`}>
                {t("sensors.fft")}
              </ToolButton>
            ) : (
              <ToolButton icon={WavesIcon} disabled title={t("sensors.noCaptures")}>
                {t("sensors.fft")}
              </ToolButton>
            )}
          </div>
        </CardHeader>
        <CardContent>
          <LatestValues sensor={sensor} measuringSystem={measuringSystem} timeZone={timeZone} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle className="text-base">{parameterLabel(1, velocityAxis)}</CardTitle>
          <PresetPicker value={preset} onChange={choose} />
        </CardHeader>
        <CardContent>
          <SensorTrend
            sensorId={sensor.id}
            parameterType={1}
            axis={velocityAxis}
            range={range}
            timeZone={timeZone}
            measuringSystem={measuringSystem}
            onZoom={zoom}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function LatestValues({
  sensor,
  measuringSystem,
  timeZone,
}: {
  sensor: SensorDetails;
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { parameterLabel } = useParameterNames();
  const rows = useMemo(
    () => [...sensor.latest].sort((a, b) => a.parameter_type - b.parameter_type || a.axis - b.axis),
    [sensor.latest],
  );
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("sensors.noReadingsYet")}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="latest-values">
      {rows.map((l) => {
        const conv = unitConverter(parameterTypeInfo(l.parameter_type)?.unit ?? "", measuringSystem);
        return (
          <div key={`${l.parameter_type}:${l.axis}`} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{parameterLabel(l.parameter_type, l.axis)}</dt>
            <dd className="tabular-nums" title={formatZoned(new Date(l.ts).getTime(), timeZone)}>
              {formatValue(conv.convert(l.value), conv.unit)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
