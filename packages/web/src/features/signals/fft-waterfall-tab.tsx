/**
 * The FFT page's "Waterfall" tab (spectrum analysis over time): the last N standard captures of the
 * axis on screen as a cascade, in the spectrum tab's unit, with the number of captures picked here.
 */
import type { WaterfallView } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledSelect } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";
import { WaterfallChart } from "./charts/waterfall-chart";

const COUNTS = [10, 20, 50, 100] as const;

export function FftWaterfallTab({
  sensorId,
  axis,
  unit,
  measuringSystem,
  timeZone,
}: {
  sensorId: number;
  axis: number;
  unit: "g" | "mm/s";
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [count, setCount] = useState<number>(20);
  const waterfall = useQuery(
    trpc.analysis.waterfall.queryOptions({ sensor_id: sensorId, axis, kind: "spectrum", unit, count }),
  );
  const view = waterfall.data as WaterfallView | undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <LabelledSelect
          className="flex min-w-32 flex-col gap-1"
          label={t("signals.waterfall.count")}
          value={String(count)}
          options={COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => setCount(Number(v))}
        />
      </div>
      <WaterfallChart
        view={view}
        loading={waterfall.isPending}
        measuringSystem={measuringSystem}
        timeZone={timeZone}
      />
    </div>
  );
}
