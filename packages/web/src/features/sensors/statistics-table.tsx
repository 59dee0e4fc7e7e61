import { AXIS_LABELS, type ParameterStatistics } from "@plantwise/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { formatValue, unitConverter, ZONE_STATE_TEXT, zoneState } from "@/features/signals/charts/units";
import { formatZoned } from "@/features/signals/charts/zoned-time";
import {
  type ParameterAxis,
  parameterAxisKey,
  useParameterNames,
} from "@/features/signals/parameter-pickers";
import { cn } from "@/lib/utils";

/** Right-aligned number columns after the parameter and axis: their label keys. */
const NUMBER_COLUMNS = [
  "sensors.count",
  "sensors.min",
  "sensors.mean",
  "sensors.max",
  "sensors.last",
  "sensors.warning",
  "sensors.alarm",
] as const;

/**
 * Every parameter's statistics over the range: readings, min, mean, max, the last value coloured by
 * its zone (and its state named for screen readers), the zones, and "Chart" to add its trend.
 */
export function StatisticsTable({
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
  onShow: (g: ParameterAxis) => void;
}) {
  const { t } = useTranslation();
  const { parameterName } = useParameterNames();
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
            {NUMBER_COLUMNS.map((key) => (
              <th key={key} className="py-2 text-right font-medium">
                {t(key)}
              </th>
            ))}
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => {
            const conv = unitConverter(r.unit, measuringSystem);
            const f = (v: number | null) => formatValue(v === null ? null : conv.convert(v), conv.unit);
            const state = zoneState(r.last, r.warning_zone, r.alarm_zone);
            const g = { parameter_type: r.parameter_type, axis: r.axis };
            return (
              <tr key={parameterAxisKey(g)} className="h-9 border-b last:border-0">
                <td>{parameterName(r.parameter_type)}</td>
                <td>{AXIS_LABELS[r.axis] ?? r.axis}</td>
                <td className="text-right tabular-nums">{r.count}</td>
                <td className="text-right tabular-nums">{f(r.min)}</td>
                <td className="text-right tabular-nums">{f(r.mean)}</td>
                <td className="text-right tabular-nums">{f(r.max)}</td>
                <td
                  className={cn("text-right tabular-nums", ZONE_STATE_TEXT[state])}
                  title={r.last_at ? formatZoned(r.last_at, timeZone) : undefined}
                >
                  {f(r.last)} <span className="sr-only">{t(`signals.state.${state}`)}</span>
                </td>
                <td className="text-right tabular-nums">{f(r.warning_zone)}</td>
                <td className="text-right tabular-nums">{f(r.alarm_zone)}</td>
                <td className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={shown.has(parameterAxisKey(g))}
                    onClick={() => onShow(g)}
                  >
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
