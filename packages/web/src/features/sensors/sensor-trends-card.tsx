import { parameterTypeInfo } from "@plantwise/shared";
import { PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import {
  type ParameterAxis,
  ParameterAxisSelects,
  parameterAxisKey,
  useParameterNames,
} from "@/features/signals/parameter-pickers";
import type { Range } from "@/features/signals/range-preset";
import { SensorTrend } from "@/features/signals/signal-controls";

/** The statistics page's trends: one chart per parameter and axis picked, all over the same range. */
export function SensorTrendsCard({
  sensorId,
  graphs,
  onAdd,
  onRemove,
  range,
  onZoom,
  timeZone,
  measuringSystem,
}: {
  sensorId: number;
  graphs: ParameterAxis[];
  onAdd: (graph: ParameterAxis) => void;
  onRemove: (graph: ParameterAxis) => void;
  range: Range;
  onZoom: (range: Range) => void;
  timeZone: string;
  measuringSystem: number;
}) {
  const { t } = useTranslation();
  const { parameterName, parameterLabel } = useParameterNames();
  const [pick, setPick] = useState<ParameterAxis>({ parameter_type: 1, axis: 1 });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle className="text-base">{t("sensors.trends")}</CardTitle>
        <div className="flex flex-wrap items-end gap-2">
          <ParameterAxisSelects value={pick} onChange={setPick} />
          <ToolButton icon={PlusIcon} variant="default" onClick={() => onAdd(pick)}>
            {t("sensors.addChart")}
          </ToolButton>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {graphs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sensors.noCharts")}</p>
        ) : (
          graphs.map((g) => (
            <section
              key={parameterAxisKey(g)}
              aria-label={parameterTypeInfo(g.parameter_type) ? parameterName(g.parameter_type) : undefined}
            >
              <div className="mb-1 flex items-center justify-between">
                <h3 className="text-sm font-medium">{parameterLabel(g.parameter_type, g.axis)}</h3>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("sensors.removeChart")}
                  onClick={() => onRemove(g)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              <SensorTrend
                sensorId={sensorId}
                parameterType={g.parameter_type}
                axis={g.axis}
                range={range}
                timeZone={timeZone}
                measuringSystem={measuringSystem}
                onZoom={onZoom}
              />
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
