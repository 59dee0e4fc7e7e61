/**
 * The dashboard's charts (visx): requisitions raised and completed per day or week, and counts by
 * status, priority reason and request type. Every bar has its words beside it, so none reads by colour alone.
 */
import { REQUISITION_PRIORITIES, RequestType, RequisitionStatus } from "@plantwise/shared";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { useParentSize } from "@visx/responsive";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TitledCard } from "@/components/ui/titled-card";
import { STATUS_LOOK } from "./dashboard-text";
import type { AnalyticsSeriesPoint, RequisitionAnalyticsData } from "./dashboard-types";

const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 28, left: 36 };
const AXIS_TEXT = { fill: "currentColor", fontSize: 11 } as const;

/** Renders `children(width)` in a box of a fixed height once its width is measured. */
function Measured({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  return (
    <div ref={parentRef} className="relative w-full min-w-0" style={{ height }}>
      {width > 0 ? children(width) : null}
    </div>
  );
}

function Legend({ items }: { items: readonly [label: string, className: string][] }) {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      {items.map(([label, className]) => (
        <span key={label} className="inline-flex items-center gap-1">
          <span className={`size-2.5 rounded-sm ${className}`} aria-hidden="true" />
          {label}
        </span>
      ))}
    </p>
  );
}

function NoData() {
  const { t } = useTranslation();
  return <p className="text-sm text-muted-foreground">{t("requisitionsDashboard.charts.noData")}</p>;
}

/** Raised (primary) beside completed (green) for every day or week of the range. */
export function OverTimeBars({
  series,
  bucket,
}: {
  series: readonly AnalyticsSeriesPoint[];
  bucket: RequisitionAnalyticsData["bucket"];
}) {
  const { t } = useTranslation();
  const raised = series.reduce((sum, p) => sum + p.raised, 0);
  const completed = series.reduce((sum, p) => sum + p.completed, 0);
  const title = t("requisitionsDashboard.charts.overTime");
  return (
    <TitledCard
      title={title}
      description={t(
        bucket === "week"
          ? "requisitionsDashboard.charts.overTimeWeek"
          : "requisitionsDashboard.charts.overTimeDay",
      )}
      data-testid="chart-over-time"
    >
      {raised + completed === 0 ? (
        <NoData />
      ) : (
        <div className="flex flex-col gap-2">
          <Legend
            items={[
              [t("requisitionsDashboard.charts.raised"), "bg-primary"],
              [t("requisitionsDashboard.charts.completed"), "bg-status-normal"],
            ]}
          />
          <p className="sr-only">
            {t("requisitionsDashboard.charts.overTimeSummary", { raised, completed })}
          </p>
          <Measured height={HEIGHT}>
            {(width) => {
              const w = Math.max(0, width - MARGIN.left - MARGIN.right);
              const h = HEIGHT - MARGIN.top - MARGIN.bottom;
              const x = scaleBand({ domain: series.map((p) => p.date), range: [0, w], padding: 0.2 });
              const inner = scaleBand({ domain: ["raised", "completed"], range: [0, x.bandwidth()] });
              const y = scaleLinear({
                domain: [0, Math.max(1, ...series.map((p) => Math.max(p.raised, p.completed)))],
                range: [h, 0],
                nice: true,
              });
              const every = Math.ceil(series.length / Math.max(1, Math.floor(w / 56)));
              return (
                <svg
                  width={width}
                  height={HEIGHT}
                  role="img"
                  aria-label={title}
                  className="text-muted-foreground"
                >
                  <Group left={MARGIN.left} top={MARGIN.top}>
                    {series.map((p) => (
                      <Group key={p.date} left={x(p.date) ?? 0}>
                        <Bar
                          x={inner("raised")}
                          y={y(p.raised)}
                          width={inner.bandwidth()}
                          height={h - y(p.raised)}
                          className="fill-primary"
                        >
                          <title>{`${p.date} · ${t("requisitionsDashboard.charts.raised")}: ${p.raised}`}</title>
                        </Bar>
                        <Bar
                          x={inner("completed")}
                          y={y(p.completed)}
                          width={inner.bandwidth()}
                          height={h - y(p.completed)}
                          className="fill-status-normal"
                        >
                          <title>
                            {`${p.date} · ${t("requisitionsDashboard.charts.completed")}: ${p.completed}`}
                          </title>
                        </Bar>
                      </Group>
                    ))}
                    <AxisLeft
                      scale={y}
                      tickValues={y.ticks(4).filter((v) => Number.isInteger(v))}
                      tickFormat={(v) => String(v)}
                      tickLabelProps={AXIS_TEXT}
                      stroke="currentColor"
                      tickStroke="currentColor"
                    />
                    <AxisBottom
                      top={h}
                      scale={x}
                      tickValues={series.filter((_, i) => i % every === 0).map((p) => p.date)}
                      tickFormat={(v) => String(v).slice(5)}
                      tickLabelProps={AXIS_TEXT}
                      stroke="currentColor"
                      tickStroke="currentColor"
                    />
                  </Group>
                </svg>
              );
            }}
          </Measured>
        </div>
      )}
    </TitledCard>
  );
}

interface CountBar {
  key: string;
  name: string;
  count: number;
  /** The bar's fill class. */
  fill: string;
}

/** Room after the longest bar for its count. */
const countRoom = (width: number) => Math.max(0, width - 36);

/** One horizontal bar per group, its name before it and its count after it. */
function CountBars({ bars, testId }: { bars: readonly CountBar[]; testId: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {bars.map((bar) => (
        <li
          key={bar.key}
          className="grid grid-cols-[minmax(6rem,10.5rem)_1fr] items-center gap-2 text-sm"
          data-testid={`${testId}-${bar.key}`}
        >
          <span className="truncate" title={bar.name}>
            {bar.name}
            <span className="sr-only">: {bar.count}</span>
          </span>
          <Measured height={18}>
            {(width) => (
              <svg width={width} height={18} aria-hidden="true">
                <Bar
                  x={0}
                  y={3}
                  height={12}
                  width={(countRoom(width) * bar.count) / max}
                  className={bar.fill}
                >
                  <title>
                    {t("requisitionsDashboard.charts.barValue", { name: bar.name, count: bar.count })}
                  </title>
                </Bar>
                <text
                  x={(countRoom(width) * bar.count) / max + 4}
                  y={13}
                  fontSize={11}
                  className="fill-current tabular-nums"
                >
                  {bar.count}
                </text>
              </svg>
            )}
          </Measured>
        </li>
      ))}
    </ul>
  );
}

/** Requisitions raised in the range by their status now, in the statuses' workflow order. */
export function StatusBars({ byStatus }: { byStatus: RequisitionAnalyticsData["by_status"] }) {
  const { t } = useTranslation();
  const order: number[] = [
    RequisitionStatus.PENDING,
    RequisitionStatus.APPROVED,
    RequisitionStatus.IN_WORK,
    RequisitionStatus.ON_HOLD,
    RequisitionStatus.COMPLETED,
    RequisitionStatus.DENIED,
  ];
  const count = (status: number) => byStatus.find((s) => s.status === status)?.count ?? 0;
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  return (
    <TitledCard
      title={t("requisitionsDashboard.charts.byStatus")}
      description={t("requisitionsDashboard.charts.byStatusHint")}
      data-testid="chart-by-status"
    >
      {total === 0 ? (
        <NoData />
      ) : (
        <CountBars
          testId="status-bars"
          bars={order.map((status) => ({
            key: String(status),
            name: t(`requisitionsDashboard.statuses.${status}`),
            count: count(status),
            fill: STATUS_LOOK[status as RequisitionStatus].bar,
          }))}
        />
      )}
    </TitledCard>
  );
}

/** Requisitions raised in the range by why they were asked for. */
export function PriorityBars({ byPriority }: { byPriority: RequisitionAnalyticsData["by_priority_reason"] }) {
  const { t } = useTranslation();
  const total = byPriority.reduce((sum, p) => sum + p.count, 0);
  return (
    <TitledCard
      title={t("requisitionsDashboard.charts.byPriority")}
      description={t("requisitionsDashboard.charts.raisedHint")}
      data-testid="chart-by-priority"
    >
      {total === 0 ? (
        <NoData />
      ) : (
        <CountBars
          testId="priority-bars"
          bars={REQUISITION_PRIORITIES.map((reason) => ({
            key: reason,
            name: t(`requisitionsDashboard.priorities.${reason}`),
            count: byPriority.find((p) => p.priority_reason === reason)?.count ?? 0,
            fill: reason === "health_and_safety" ? "fill-status-alarm" : "fill-primary",
          }))}
        />
      )}
    </TitledCard>
  );
}

/** Purchase requests against service requests raised in the range. */
export function RequestTypeBars({
  byRequestType,
}: {
  byRequestType: RequisitionAnalyticsData["by_request_type"];
}) {
  const { t } = useTranslation();
  const total = byRequestType.reduce((sum, r) => sum + r.count, 0);
  return (
    <TitledCard
      title={t("requisitionsDashboard.charts.byRequestType")}
      description={t("requisitionsDashboard.charts.raisedHint")}
      data-testid="chart-by-request-type"
    >
      {total === 0 ? (
        <NoData />
      ) : (
        <CountBars
          testId="request-type-bars"
          bars={[RequestType.PURCHASE, RequestType.SERVICE].map((type) => ({
            key: String(type),
            name: t(`requisitionsDashboard.requestTypes.${type}`),
            count: byRequestType.find((r) => r.request_type === type)?.count ?? 0,
            fill: type === RequestType.PURCHASE ? "fill-primary" : "fill-status-warning",
          }))}
        />
      )}
    </TitledCard>
  );
}
