/**
 * Controls and data hooks the signal screens share: a labelled select, the date-range preset
 * picker (shared/dates.ts presets, in the plant's zone), and SensorTrend — one parameter's trend
 * fetched from signals.trend for a range and drawn by TrendChart, zoom included.
 */
import {
  AXIS_LABELS,
  DATE_PRESETS,
  type DatePreset,
  PARAMETER_TYPES,
  type TrendSeries,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTRPC } from "@/lib/trpc";
import { TrendChart } from "./charts/trend-chart";

/** Points asked of the server per trend: the chart never gets more than it can draw. */
export const TREND_WIDTH = 800;

export interface Range {
  from: number;
  to: number;
}

export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? "flex min-w-40 flex-col gap-1"}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} size="sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

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

/** Parameter names in the user's language. */
export function useParameterOptions() {
  const { t } = useTranslation();
  return PARAMETER_TYPES.map((p) => ({ value: String(p.id), label: t(`signals.parameters.${p.key}`) }));
}

export function useAxisOptions() {
  const { t } = useTranslation();
  return Object.entries(AXIS_LABELS).map(([value, label]) => ({
    value,
    label: value === "0" ? t("signals.axisNone") : label,
  }));
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
}: {
  sensorId: number;
  parameterType: number;
  axis: number;
  range: Range;
  timeZone: string;
  measuringSystem: number;
  onZoom?: (range: Range) => void;
  height?: number;
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
  return (
    <TrendChart
      series={query.data as TrendSeries | undefined}
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
