/**
 * /requisitions, the requisitions dashboard: over a date-range preset (default the last 7 days,
 * part 1 §9) of the plant picked in the top bar, the key figures (open, completed, denied,
 * savings, cost, ROI %), requisitions raised and completed over time, by status, priority reason
 * and request type, the lead times, the return on maintenance per line, machine or asset; and
 * under them the requisition list itself.
 */
import { DEFAULT_RANGE_PRESETS } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { LoadError } from "@/components/record/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { OverTimeBars, PriorityBars, RequestTypeBars, StatusBars } from "./dashboard-charts";
import { RequisitionList } from "./dashboard-list";
import { type RequisitionRange, RoiTable } from "./dashboard-roi-table";
import { KpiTiles, LeadTimeTiles } from "./dashboard-tiles";

/** The analytics' shape while they load: six tiles and the chart boxes, not a spinner. */
function AnalyticsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="analytics-loading">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <Card key={key}>
            <CardContent className="flex flex-col gap-2 p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-7 w-2/3" />
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

export function RequisitionsDashboardPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const timeZone = plant?.time_zone ?? "UTC";
  const { preset, choose } = useRangePreset(DEFAULT_RANGE_PRESETS.work_orders, timeZone);
  const range: RequisitionRange = {
    plant_id: plant?.id,
    preset: preset === "custom" ? undefined : preset,
    time_zone: timeZone,
  };
  const analytics = useQuery({
    ...trpc.requisitions.analytics.queryOptions(range),
    enabled: plant !== null,
  });
  const title = t("requisitionsDashboard.title");
  const appName = t("common.appName");
  // The list below titles itself too; the browser tab names the dashboard (this effect runs after the list's).
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={title} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }
  const data = analytics.data;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader
        title={`${title} · ${plant.name}`}
        actions={<PresetPicker value={preset} onChange={choose} />}
      />
      {data ? (
        <>
          <KpiTiles analytics={data} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <OverTimeBars series={data.series} bucket={data.bucket} />
            </div>
            <LeadTimeTiles leadTimes={data.lead_times} />
          </div>
          <div className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3">
            <StatusBars byStatus={data.by_status} />
            <PriorityBars byPriority={data.by_priority_reason} />
            <RequestTypeBars byRequestType={data.by_request_type} />
          </div>
        </>
      ) : analytics.error ? (
        <LoadError message={t("requisitionsDashboard.loadError")} onRetry={() => void analytics.refetch()} />
      ) : (
        <AnalyticsSkeleton />
      )}
      <RoiTable range={range} />
      <RequisitionList plantId={plant.id} timeZone={timeZone} />
    </div>
  );
}
