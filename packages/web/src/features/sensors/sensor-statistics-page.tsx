/**
 * /sensors/:id/statistics — a sensor's header, a date-range preset (default "today", part 1 §9, in
 * the plant's zone), the statistics of every parameter over the range, and trend charts of the
 * parameters picked (several stacked: the multi-view). Brushing any chart zooms all of them. The
 * header carries the sensor's tools (gain, run hours, equipment RPM, signal history: sensor-tools.tsx)
 * and the level zones card edits its zones and threshold settings (signals/level-zones-card.tsx).
 */
import {
  AXIS_LABELS,
  type DatePreset,
  DEFAULT_RANGE_PRESETS,
  hasPermission,
  type ParameterStatistics,
  parameterTypeInfo,
  presetRange,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatValue, formatZoned, unitConverter, zoneState } from "@/features/signals/charts/chart-utils";
import { LevelZonesCard } from "@/features/signals/level-zones-card";
import {
  LabelledSelect,
  PresetPicker,
  type Range,
  SensorTrend,
  useAxisOptions,
  useParameterOptions,
} from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { SensorHeader, useChartContext } from "./sensor-bits";
import { SensorTools } from "./sensor-tools";
import type { SensorDetails } from "./sensor-types";

interface Graph {
  parameter_type: number;
  axis: number;
}

const key = (g: Graph) => `${g.parameter_type}:${g.axis}`;

export function SensorStatisticsPage() {
  const trpc = useTRPC();
  const id = useRecordId() ?? 0;
  const query = useQuery(trpc.sensors.get.queryOptions({ id }));
  const sensor = query.data as SensorDetails | undefined;
  if (!sensor) return <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />;
  return <SensorStatistics sensor={sensor} />;
}

/** A sensor family's FFT route ("/ncd/…" or "/banner/…"). */
export function fftBase(sensor: { family: string }): string {
  return sensor.family === "Banner" ? "banner" : "ncd";
}

function SensorStatistics({ sensor }: { sensor: SensorDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { timeZone, measuringSystem } = useChartContext(sensor.plant_id);
  const canEdit = hasPermission(useAuthUser(), ["edit_dashboard", "create_dashboard"], "any");
  const [preset, setPreset] = useState<DatePreset | "custom">(DEFAULT_RANGE_PRESETS.sensor_statistics);
  const [range, setRange] = useState<Range>(() => toRange(DEFAULT_RANGE_PRESETS.sensor_statistics, timeZone));
  const [graphs, setGraphs] = useState<Graph[]>(() => defaultGraphs(sensor));
  const [pickParam, setPickParam] = useState("1");
  const [pickAxis, setPickAxis] = useState("1");
  const parameterOptions = useParameterOptions();
  const axisOptions = useAxisOptions();

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

  const choosePreset = (p: DatePreset) => {
    setPreset(p);
    setRange(toRange(p, timeZone));
  };
  const zoom = (r: Range) => {
    setPreset("custom");
    setRange(r);
  };
  const addGraph = (g: Graph) => {
    if (!graphs.some((x) => key(x) === key(g))) setGraphs([...graphs, g]);
  };

  return (
    <div className="flex flex-col gap-4">
      <SensorHeader
        sensor={sensor}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SensorTools sensor={sensor} canEdit={canEdit} timeZone={timeZone} />
            <Button asChild variant="outline" size="sm">
              <Link
                href={
                  sensor.family === "Banner" ? `/banner-sensors/${sensor.id}` : `/ncd-sensors/${sensor.id}`
                }
              >
                {t("sensors.settings")}
              </Link>
            </Button>
          </div>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <PresetPicker value={preset} onChange={choosePreset} />
        <p className="pb-1.5 text-xs text-muted-foreground tabular-nums">
          {t("signals.rangeText", {
            from: formatZoned(range.from, timeZone),
            to: formatZoned(range.to, timeZone),
          })}
          {" · "}
          {timeZone}
        </p>
        {preset === "custom" ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => choosePreset(DEFAULT_RANGE_PRESETS.sensor_statistics)}
          >
            {t("signals.resetZoom")}
          </Button>
        ) : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t("sensors.statistics")}</CardTitle>
        </CardHeader>
        <CardContent>
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
              shown={new Set(graphs.map(key))}
              onShow={addGraph}
            />
          )}
        </CardContent>
      </Card>

      <LevelZonesCard sensorId={sensor.id} measuringSystem={measuringSystem} canEdit={canEdit} />

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle className="text-base">{t("sensors.trends")}</CardTitle>
          <div className="flex flex-wrap items-end gap-2">
            <LabelledSelect
              label={t("signals.parameter")}
              value={pickParam}
              options={parameterOptions}
              onChange={setPickParam}
            />
            <LabelledSelect
              label={t("signals.axis")}
              value={pickAxis}
              options={axisOptions}
              onChange={setPickAxis}
              className="flex min-w-24 flex-col gap-1"
            />
            <Button
              size="sm"
              onClick={() => addGraph({ parameter_type: Number(pickParam), axis: Number(pickAxis) })}
            >
              <PlusIcon aria-hidden="true" />
              {t("sensors.addChart")}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {graphs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("sensors.noCharts")}</p>
          ) : (
            graphs.map((g) => {
              const info = parameterTypeInfo(g.parameter_type);
              return (
                <section key={key(g)} aria-label={info ? t(`signals.parameters.${info.key}`) : undefined}>
                  <div className="mb-1 flex items-center justify-between">
                    <h3 className="text-sm font-medium">
                      {info ? t(`signals.parameters.${info.key}`) : g.parameter_type}
                      {g.axis ? ` · ${AXIS_LABELS[g.axis]}` : ""}
                    </h3>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("sensors.removeChart")}
                      onClick={() => setGraphs(graphs.filter((x) => key(x) !== key(g)))}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                  <SensorTrend
                    sensorId={sensor.id}
                    parameterType={g.parameter_type}
                    axis={g.axis}
                    range={range}
                    timeZone={timeZone}
                    measuringSystem={measuringSystem}
                    onZoom={zoom}
                  />
                </section>
              );
            })
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function toRange(preset: DatePreset, timeZone: string): Range {
  const r = presetRange(preset, new Date(), timeZone);
  return { from: r.from.getTime(), to: r.to.getTime() };
}

/** Opens on velocity of the axis last reported (or X), the parameter analysts read first. */
function defaultGraphs(sensor: SensorDetails): Graph[] {
  const velocity = sensor.latest.find((l) => l.parameter_type === 1);
  return [{ parameter_type: 1, axis: velocity?.axis ?? 1 }];
}

const STATE_TEXT = {
  normal: "text-status-normal",
  warning: "text-status-warning",
  alarm: "text-status-alarm",
  unknown: "text-muted-foreground",
} as const;

function StatisticsTable({
  rows,
  measuringSystem,
  timeZone,
  shown,
  onShow,
}: {
  rows: ParameterStatistics[];
  measuringSystem: number;
  timeZone: string;
  shown: Set<string>;
  onShow: (g: Graph) => void;
}) {
  const { t } = useTranslation();
  const sorted = useMemo(
    () => [...rows].sort((a, b) => a.parameter_type - b.parameter_type || a.axis - b.axis),
    [rows],
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="statistics-table">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="py-2 font-medium">{t("signals.parameter")}</th>
            <th className="py-2 font-medium">{t("signals.axis")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.count")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.min")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.mean")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.max")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.last")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.warning")}</th>
            <th className="py-2 text-right font-medium">{t("sensors.alarm")}</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => {
            const info = parameterTypeInfo(r.parameter_type);
            const conv = unitConverter(r.unit, measuringSystem);
            const f = (v: number | null) => formatValue(v === null ? null : conv.convert(v), conv.unit);
            const state = zoneState(r.last, r.warning_zone, r.alarm_zone);
            const g = { parameter_type: r.parameter_type, axis: r.axis };
            return (
              <tr key={key(g)} className="h-9 border-b last:border-0">
                <td>{info ? t(`signals.parameters.${info.key}`) : r.parameter_type}</td>
                <td>{AXIS_LABELS[r.axis] ?? r.axis}</td>
                <td className="text-right tabular-nums">{r.count}</td>
                <td className="text-right tabular-nums">{f(r.min)}</td>
                <td className="text-right tabular-nums">{f(r.mean)}</td>
                <td className="text-right tabular-nums">{f(r.max)}</td>
                <td
                  className={cn("text-right tabular-nums", STATE_TEXT[state])}
                  title={r.last_at ? formatZoned(r.last_at, timeZone) : undefined}
                >
                  {f(r.last)} <span className="sr-only">{t(`signals.state.${state}`)}</span>
                </td>
                <td className="text-right tabular-nums">{f(r.warning_zone)}</td>
                <td className="text-right tabular-nums">{f(r.alarm_zone)}</td>
                <td className="text-right">
                  <Button variant="ghost" size="sm" disabled={shown.has(key(g))} onClick={() => onShow(g)}>
                    {t("sensors.showChart")}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
