/**
 * /sensors/:id/statistics — a sensor's header, a date-range preset (default "today", part 1 §9, in
 * the plant's zone), the statistics of every parameter over the range (statistics-table.tsx), and
 * trend charts of the parameters picked (sensor-trends-card.tsx). Brushing any chart zooms all of
 * them. The header carries the sensor's tools (gain, run hours, equipment RPM, signal history:
 * sensor-tools.tsx) and the level zones card edits its zones and threshold settings
 * (signals/level-zones-card.tsx). The sensor's spectral bands are listed and edited below the
 * trends (signals/bands-card.tsx), and are parameters of the page's pickers like any other.
 */
import { DEFAULT_RANGE_PRESETS, hasPermission, type ParameterStatistics } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState } from "@/components/record/record-state";
import { useRecordId } from "@/components/record/use-record-id";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TitledCard } from "@/components/ui/titled-card";
import { BandsCard } from "@/features/signals/bands-card";
import { formatZoned } from "@/features/signals/charts/zoned-time";
import { LevelZonesCard } from "@/features/signals/level-zones-card";
import {
  type ParameterAxis,
  parameterAxisKey,
  SensorBandsProvider,
} from "@/features/signals/parameter-pickers";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { useChartContext } from "./chart-context";
import { SensorHeader } from "./sensor-header";
import { WithSensor } from "./sensor-record";
import { sensorFormHref } from "./sensor-routes";
import { SensorTools } from "./sensor-tools";
import { SensorTrendsCard } from "./sensor-trends-card";
import type { SensorDetails } from "./sensor-types";
import { StatisticsTable } from "./statistics-table";

export function SensorStatisticsPage() {
  return (
    <WithSensor id={useRecordId() ?? 0}>
      {(sensor) => (
        <SensorBandsProvider sensorId={sensor.id}>
          <SensorStatistics sensor={sensor} />
        </SensorBandsProvider>
      )}
    </WithSensor>
  );
}

function SensorStatistics({ sensor }: { sensor: SensorDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { timeZone, measuringSystem } = useChartContext(sensor.plant_id);
  const canEdit = hasPermission(useAuthUser(), ["edit_dashboard", "create_dashboard"], "any");
  const { preset, range, choose, zoom } = useRangePreset(DEFAULT_RANGE_PRESETS.sensor_statistics, timeZone);
  const [graphs, setGraphs] = useState<ParameterAxis[]>(() => defaultGraphs(sensor));

  const stats = useQuery(
    trpc.signals.statistics.queryOptions(
      preset === "custom"
        ? { sensor_id: sensor.id, from: range.from, to: range.to, time_zone: timeZone }
        : { sensor_id: sensor.id, preset, time_zone: timeZone },
    ),
  );
  const parameters = (
    (stats.data as { parameters?: ParameterStatistics[] } | undefined)?.parameters ?? []
  ).slice();

  const addGraph = (g: ParameterAxis) => {
    if (!graphs.some((x) => parameterAxisKey(x) === parameterAxisKey(g))) setGraphs([...graphs, g]);
  };

  return (
    <div className="flex flex-col gap-4">
      <SensorHeader
        sensor={sensor}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SensorTools sensor={sensor} canEdit={canEdit} timeZone={timeZone} />
            <Button asChild variant="outline" size="sm">
              <Link href={sensorFormHref(sensor)}>{t("sensors.settings")}</Link>
            </Button>
          </div>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <PresetPicker value={preset} onChange={choose} />
        <p className="pb-1.5 text-xs text-muted-foreground tabular-nums">
          {t("signals.rangeText", {
            from: formatZoned(range.from, timeZone),
            to: formatZoned(range.to, timeZone),
          })}
          {" · "}
          {timeZone}
        </p>
        {preset === "custom" ? (
          <Button variant="outline" size="sm" onClick={() => choose(DEFAULT_RANGE_PRESETS.sensor_statistics)}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
      </div>

      <TitledCard title={t("sensors.statistics")}>
        {stats.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : stats.isError ? (
          <RecordState error={stats.error} onRetry={() => void stats.refetch()} />
        ) : parameters.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sensors.noStatistics")}</p>
        ) : (
          <StatisticsTable
            rows={parameters}
            measuringSystem={measuringSystem}
            timeZone={timeZone}
            shown={new Set(graphs.map(parameterAxisKey))}
            onShow={addGraph}
          />
        )}
      </TitledCard>

      <LevelZonesCard sensorId={sensor.id} measuringSystem={measuringSystem} canEdit={canEdit} />

      <SensorTrendsCard
        sensorId={sensor.id}
        graphs={graphs}
        onAdd={addGraph}
        onRemove={(g) => setGraphs(graphs.filter((x) => parameterAxisKey(x) !== parameterAxisKey(g)))}
        range={range}
        onZoom={zoom}
        timeZone={timeZone}
        measuringSystem={measuringSystem}
      />

      <BandsCard sensorId={sensor.id} canEdit={canEdit} />
    </div>
  );
}

/** Opens on velocity of the axis last reported (or X), the parameter analysts read first. */
function defaultGraphs(sensor: SensorDetails): ParameterAxis[] {
  const velocity = sensor.latest.find((l) => l.parameter_type === 1);
  return [{ parameter_type: 1, axis: velocity?.axis ?? 1 }];
}
