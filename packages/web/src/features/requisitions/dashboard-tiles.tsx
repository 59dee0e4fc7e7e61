/** The dashboard's key figures and its lead times, as tiles that stack on phones. */
import { RequisitionStatus, roiFigures } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { figureText, moneyText, OPEN_STATUSES, percentText } from "./dashboard-text";
import type { LeadTimeFigures, RequisitionAnalyticsData } from "./dashboard-types";

interface Tile {
  id: string;
  label: string;
  value: string;
  hint: string;
}

/** How many requisitions raised in the range are in one of `statuses` now. */
function countOf(analytics: RequisitionAnalyticsData, statuses: readonly number[]): number {
  return analytics.by_status.filter((s) => statuses.includes(s.status)).reduce((sum, s) => sum + s.count, 0);
}

/**
 * Open, completed, denied, savings, cost and ROI %. The ROI is the shared formula over the same
 * savings and cost the tiles beside it show, so the three always agree.
 */
export function KpiTiles({ analytics }: { analytics: RequisitionAnalyticsData }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { totals } = analytics;
  const roi = roiFigures({ savings: totals.cost_savings, cost: totals.cost });
  const tiles: Tile[] = [
    {
      id: "open",
      label: t("requisitionsDashboard.tiles.open"),
      value: String(countOf(analytics, OPEN_STATUSES)),
      hint: t("requisitionsDashboard.tiles.openHint"),
    },
    {
      id: "completed",
      label: t("requisitionsDashboard.tiles.completed"),
      value: String(totals.completed),
      hint: t("requisitionsDashboard.tiles.completedHint"),
    },
    {
      id: "denied",
      label: t("requisitionsDashboard.tiles.denied"),
      value: String(countOf(analytics, [RequisitionStatus.DENIED])),
      hint: t("requisitionsDashboard.tiles.deniedHint"),
    },
    {
      id: "savings",
      label: t("requisitionsDashboard.tiles.savings"),
      value: moneyText(totals.cost_savings, locale),
      hint: t("requisitionsDashboard.tiles.savingsHint"),
    },
    {
      id: "cost",
      label: t("requisitionsDashboard.tiles.cost"),
      value: moneyText(totals.cost, locale),
      hint: t("requisitionsDashboard.tiles.costHint"),
    },
    {
      id: "roi",
      label: t("requisitionsDashboard.tiles.roi"),
      value: roi.roi_percent === null ? "—" : percentText(roi.roi_percent, locale),
      hint:
        roi.roi_percent === null
          ? t("requisitionsDashboard.tiles.noRoi")
          : t("requisitionsDashboard.tiles.roiHint"),
    },
  ];
  return (
    <dl
      className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-6"
      aria-label={t("requisitionsDashboard.tiles.label")}
      data-testid="kpi-tiles"
    >
      {tiles.map((tile) => (
        <Card key={tile.id} data-testid={`kpi-${tile.id}`}>
          <CardContent className="flex h-full flex-col gap-1 p-4">
            <dt className="text-sm text-muted-foreground">{tile.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{tile.value}</dd>
            <dd className="text-xs text-muted-foreground">{tile.hint}</dd>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}

function LeadTimeTile({ label, figures }: { label: string; figures: LeadTimeFigures }) {
  const { t, i18n } = useTranslation();
  const hours = (value: number | null) =>
    value === null
      ? "—"
      : t("requisitionsDashboard.leadTimes.hours", { value: figureText(value, i18n.language) });
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
      <p className="text-sm font-medium">{label}</p>
      {figures.count === 0 ? (
        <p className="text-sm text-muted-foreground">{t("requisitionsDashboard.leadTimes.none")}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-muted-foreground">{t("requisitionsDashboard.leadTimes.median")}</dt>
            <dd className="text-xl font-semibold tabular-nums">{hours(figures.median_hours)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("requisitionsDashboard.leadTimes.mean")}</dt>
            <dd className="text-xl font-semibold tabular-nums">{hours(figures.mean_hours)}</dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-muted-foreground">
        {t("requisitionsDashboard.leadTimes.count", { count: figures.count })}
      </p>
    </div>
  );
}

/** Median and mean hours raised → approved and approved → completed. */
export function LeadTimeTiles({ leadTimes }: { leadTimes: RequisitionAnalyticsData["lead_times"] }) {
  const { t } = useTranslation();
  return (
    <TitledCard
      title={t("requisitionsDashboard.leadTimes.title")}
      contentClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
      data-testid="lead-times"
    >
      <LeadTimeTile
        label={t("requisitionsDashboard.leadTimes.raisedToApproved")}
        figures={leadTimes.raised_to_approved}
      />
      <LeadTimeTile
        label={t("requisitionsDashboard.leadTimes.approvedToCompleted")}
        figures={leadTimes.approved_to_completed}
      />
    </TitledCard>
  );
}
