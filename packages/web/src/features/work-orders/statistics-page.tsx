/**
 * /maintenance/statistics: open, overdue and completed counts with the mean time to complete, and
 * charts of completions per day, hours and material cost by category and by machine, and the PM /
 * breakdown / setup share, over a date-range preset (default last 7 days, part 1 §9).
 */
import { DEFAULT_RANGE_PRESETS } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAINTENANCE_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { RecordState } from "@/components/record/record-state";
import { Card, CardContent } from "@/components/ui/card";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { CostBars, PerDayBars, TypeShare } from "./statistics-charts";
import { hoursText } from "./work-order-text";

export function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const timeZone = plant?.time_zone ?? "UTC";
  const { preset, choose } = useRangePreset(DEFAULT_RANGE_PRESETS.work_orders, timeZone);
  const query = useQuery({
    ...trpc.maintenance.statistics.get.queryOptions({
      plant_id: plant?.id,
      preset: preset === "custom" ? undefined : preset,
      time_zone: timeZone,
    }),
    enabled: plant !== null,
  });
  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageTabs tabs={MAINTENANCE_TABS} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }
  const stats = query.data;
  const cards: [string, string, boolean][] = stats
    ? [
        [t("workOrders.stats.open"), String(stats.counts.open), false],
        [t("workOrders.stats.overdue"), String(stats.counts.overdue), stats.counts.overdue > 0],
        [t("workOrders.stats.completed"), String(stats.counts.completed), false],
        [
          t("workOrders.stats.meanTime"),
          stats.mean_hours_to_complete === null
            ? "—"
            : t("workOrders.stats.hoursUnit", {
                value: hoursText(stats.mean_hours_to_complete, i18n.language),
              }),
          false,
        ],
      ]
    : [];
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={MAINTENANCE_TABS} />
      <PageHeader
        title={`${t("workOrders.stats.title")} · ${plant.name}`}
        actions={<PresetPicker value={preset} onChange={choose} />}
      />
      {!stats ? (
        <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="stat-cards">
            {cards.map(([label, value, alarm]) => (
              <Card key={label}>
                <CardContent className="flex flex-col gap-1 p-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd
                    className={
                      alarm
                        ? "flex items-center gap-1.5 text-2xl font-semibold text-status-alarm"
                        : "text-2xl font-semibold"
                    }
                  >
                    {/* Overdue work is flagged by an icon too, not by the red alone. */}
                    {alarm ? <TriangleAlertIcon className="size-5" aria-hidden="true" /> : null}
                    {value}
                  </dd>
                </CardContent>
              </Card>
            ))}
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <PerDayBars days={stats.completed_per_day} />
            <TypeShare shares={stats.by_type} />
            <CostBars title={t("workOrders.stats.byCategory")} groups={stats.by_category} />
            <CostBars title={t("workOrders.stats.byMachine")} groups={stats.by_machine} />
          </div>
        </>
      )}
    </div>
  );
}
