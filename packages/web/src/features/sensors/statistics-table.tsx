import { AXIS_LABELS, type ParameterStatistics } from "@plantwise/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePhoneWidth } from "@/components/layout/use-narrow";
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

/** On a phone: the last value first (what a technician looks for), the readings count last. */
const PHONE_ORDER = [
  "sensors.last",
  "sensors.min",
  "sensors.mean",
  "sensors.max",
  "sensors.warning",
  "sensors.alarm",
  "sensors.count",
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
  const phone = usePhoneWidth();
  if (phone) {
    // Nine columns cannot fit a phone, and a "label: value" line per number would make each
    // parameter a screen tall: each parameter and axis is its name and Chart button over a grid
    // of its numbers, each under its label.
    return (
      <ul className="flex flex-col divide-y" data-testid="statistics-table">
        {sorted.map((r) => {
          const { texts, state } = statisticsCells(r, measuringSystem);
          const g = { parameter_type: r.parameter_type, axis: r.axis };
          return (
            <li key={parameterAxisKey(g)} className="flex flex-col gap-1 py-2" data-testid="statistics-row">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
                  {parameterName(r.parameter_type)} · {AXIS_LABELS[r.axis] ?? r.axis}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0"
                  disabled={shown.has(parameterAxisKey(g))}
                  onClick={() => onShow(g)}
                >
                  {t("sensors.showChart")}
                </Button>
              </div>
              <dl className="grid grid-cols-4 gap-x-2 gap-y-1.5 text-sm">
                {PHONE_ORDER.map((key) => {
                  const text = texts[NUMBER_COLUMNS.indexOf(key)]!;
                  return (
                    <div key={key} className="flex min-w-0 flex-col">
                      <dt className="truncate text-xs text-muted-foreground">{t(key)}</dt>
                      <dd className="[overflow-wrap:anywhere]">
                        {key === "sensors.last" ? (
                          <LastValue text={text} state={state} at={r.last_at} timeZone={timeZone} />
                        ) : (
                          <span className="tabular-nums">{text}</span>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }
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
            const { texts, state } = statisticsCells(r, measuringSystem);
            const g = { parameter_type: r.parameter_type, axis: r.axis };
            return (
              <tr key={parameterAxisKey(g)} className="h-9 border-b last:border-0">
                <td>{parameterName(r.parameter_type)}</td>
                <td>{AXIS_LABELS[r.axis] ?? r.axis}</td>
                {NUMBER_COLUMNS.map((key, index) =>
                  key === "sensors.last" ? (
                    <td key={key} className="text-right">
                      <LastValue text={texts[index]!} state={state} at={r.last_at} timeZone={timeZone} />
                    </td>
                  ) : (
                    <td key={key} className="text-right tabular-nums">
                      {texts[index]}
                    </td>
                  ),
                )}
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

/** A row's texts in NUMBER_COLUMNS order, in the user's units, and the last value's zone state. */
function statisticsCells(r: ParameterStatistics, measuringSystem: number) {
  const conv = unitConverter(r.unit, measuringSystem);
  const f = (v: number | null) => formatValue(v === null ? null : conv.convert(v), conv.unit);
  return {
    texts: [String(r.count), f(r.min), f(r.mean), f(r.max), f(r.last), f(r.warning_zone), f(r.alarm_zone)],
    state: zoneState(r.last, r.warning_zone, r.alarm_zone),
  };
}

/** The last value coloured by its zone, its state named for screen readers, its time on hover. */
function LastValue({
  text,
  state,
  at,
  timeZone,
}: {
  text: string;
  state: ReturnType<typeof zoneState>;
  at: number | null;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn("tabular-nums", ZONE_STATE_TEXT[state])}
      title={at ? formatZoned(at, timeZone) : undefined}
    >
      {text} <span className="sr-only">{t(`signals.state.${state}`)}</span>
    </span>
  );
}
