/**
 * Controls and data hooks the signal screens share: the date-range preset picker (shared/dates.ts
 * presets, in the plant's zone), SensorTrend — one parameter's trend fetched from signals.trend for
 * a range and drawn by TrendChart, zoom included — and the honest error of a chart that failed.
 */
import { DATE_PRESETS, type DatePreset, type TrendSeries } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { LabelledSelect } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";
import { TrendChart } from "./charts/trend-chart";
import type { Range } from "./range-preset";

/** Points asked of the server per trend: the chart never gets more than it can draw. */
export const TREND_WIDTH = 800;

export function PresetPicker({
  value,
  onChange,
}: {
  value: DatePreset | "custom";
  onChange: (p: DatePreset) => void;
}) {
  const { t } = useTranslation();
  const options = DATE_PRESETS.map((p) => ({ value: p, label: t(`signals.presets.${p}`) }));
  return (
    <LabelledSelect
      label={t("signals.range")}
      value={value}
      options={
        value === "custom" ? [...options, { value: "custom", label: t("signals.customRange") }] : options
      }
      onChange={(v) => {
        if (v !== "custom") onChange(v as DatePreset);
      }}
    />
  );
}

/** One parameter/axis trend over a range; `onZoom` receives the brushed range. */
export function SensorTrend({
  sensorId,
  parameterType,
  axis,
  range,
  timeZone,
  measuringSystem,
  onZoom,
  height,
  zones,
}: {
  sensorId: number;
  parameterType: number;
  axis: number;
  range: Range;
  timeZone: string;
  measuringSystem: number;
  onZoom?: (range: Range) => void;
  height?: number;
  /** Bands drawn instead of the sensor's own zones (a multi-view graph's thresholds), when set. */
  zones?: { warning: number | null; alarm: number | null };
}) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.signals.trend.queryOptions({
      sensor_id: sensorId,
      parameter_type: parameterType,
      axis,
      from: range.from,
      to: range.to,
      width: TREND_WIDTH,
    }),
  );
  if (query.isError) return <ChartError height={height ?? 260} onRetry={() => void query.refetch()} />;
  const data = query.data as TrendSeries | undefined;
  const series =
    data && zones && (zones.warning !== null || zones.alarm !== null)
      ? { ...data, warning_zone: zones.warning, alarm_zone: zones.alarm }
      : data;
  return (
    <TrendChart
      series={series}
      loading={query.isPending}
      timeZone={timeZone}
      measuringSystem={measuringSystem}
      onZoom={onZoom}
      height={height}
    />
  );
}

/** A chart whose data could not be loaded: says so and offers a retry. */
export function ChartError({ height, onRetry }: { height: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed text-center"
      style={{ height }}
      role="alert"
    >
      <p className="text-sm">{t("signals.chart.loadError")}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
