/**
 * A multi-view on an item's tab: its graphs stacked over one date range (brushing any zooms all),
 * each with its thresholds drawn as its warning and alarm bands; editors set a graph's thresholds
 * (graph-thresholds.tsx).
 */
import { parameterTypeInfo } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatValue, unitConverter } from "@/features/signals/charts/units";
import { useParameterNames } from "@/features/signals/parameter-pickers";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker, SensorTrend } from "@/features/signals/signal-controls";
import { useChartContext } from "./chart-context";
import { GraphThresholdsDialog, type ThresholdGraph } from "./graph-thresholds";
import type { SensorRow } from "./sensor-types";

export interface MultiView {
  id: number;
  name: string;
  graphs: ThresholdGraph[];
}

export function MultiViewPanel({
  view,
  sensors,
  plantId,
  canEdit,
}: {
  view: MultiView;
  sensors: SensorRow[];
  plantId: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { parameterLabel } = useParameterNames();
  const { timeZone, measuringSystem } = useChartContext(plantId);
  const { preset, range, choose, zoom } = useRangePreset("last_7_days", timeZone);
  const names = new Map(sensors.map((s) => [s.id, s.name]));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle className="text-base">{view.name}</CardTitle>
        <PresetPicker value={preset} onChange={choose} />
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {view.graphs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sensors.multiViewEmpty")}</p>
        ) : (
          view.graphs.map((g) => {
            const conv = unitConverter(parameterTypeInfo(g.parameter_type)?.unit ?? "", measuringSystem);
            const threshold = (v: number | null) =>
              formatValue(v === null ? null : conv.convert(v), conv.unit);
            const title = `${names.get(g.sensor_id) ?? t("sensors.sensorId", { id: g.sensor_id })} · ${parameterLabel(
              g.parameter_type,
              g.axis,
            )}`;
            return (
              <section key={g.id} aria-label={title}>
                <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-medium">
                    {title}
                    {g.warning_threshold !== null || g.alarm_threshold !== null ? (
                      <span className="ml-2 text-xs font-normal text-muted-foreground">
                        {t("sensors.graphThresholds", {
                          warning: threshold(g.warning_threshold),
                          alarm: threshold(g.alarm_threshold),
                        })}
                      </span>
                    ) : null}
                  </h3>
                  {canEdit ? (
                    <GraphThresholdsDialog
                      multiViewId={view.id}
                      graph={g}
                      measuringSystem={measuringSystem}
                      title={title}
                    />
                  ) : null}
                </div>
                <SensorTrend
                  sensorId={g.sensor_id}
                  parameterType={g.parameter_type}
                  axis={g.axis}
                  zones={{ warning: g.warning_threshold, alarm: g.alarm_threshold }}
                  range={range}
                  timeZone={timeZone}
                  measuringSystem={measuringSystem}
                  height={200}
                  onZoom={zoom}
                />
              </section>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
