/** The statistics charts (visx): completions per day, hours and material cost per group, the type share. */
import type { MaintenanceStatistics } from "@plantwise/shared";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { useParentSize } from "@visx/responsive";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TitledCard } from "@/components/ui/titled-card";
import { hoursText, moneyText } from "./work-order-text";

type Stats = Omit<MaintenanceStatistics, "from" | "to">;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 28, left: 40 };
const AXIS_TEXT = { fill: "currentColor", fontSize: 11 } as const;

/**
 * Renders `children(width)` in a box of a fixed height once its width is measured. (visx's
 * ParentSize takes its parent's height, which is 0 in a card of automatic height, and clips.)
 */
function Measured({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  return (
    <div ref={parentRef} className="relative w-full min-w-0" style={{ height }}>
      {width > 0 ? children(width) : null}
    </div>
  );
}

export function PerDayBars({ days }: { days: Stats["completed_per_day"] }) {
  const { t } = useTranslation();
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <TitledCard title={t("workOrders.stats.perDay")}>
      <p className="sr-only">{t("workOrders.stats.summary", { count: total })}</p>
      <Measured height={HEIGHT}>
        {(width) => {
          const w = Math.max(0, width - MARGIN.left - MARGIN.right);
          const h = HEIGHT - MARGIN.top - MARGIN.bottom;
          const x = scaleBand({ domain: days.map((d) => d.date), range: [0, w], padding: 0.2 });
          const y = scaleLinear({
            domain: [0, Math.max(1, ...days.map((d) => d.count))],
            range: [h, 0],
            nice: true,
          });
          const every = Math.ceil(days.length / Math.max(1, Math.floor(w / 60)));
          return (
            <svg
              width={width}
              height={HEIGHT}
              role="img"
              aria-label={t("workOrders.stats.perDay")}
              className="text-muted-foreground"
            >
              <Group left={MARGIN.left} top={MARGIN.top}>
                {days.map((d) => (
                  <Bar
                    key={d.date}
                    x={x(d.date)}
                    y={y(d.count)}
                    width={x.bandwidth()}
                    height={h - y(d.count)}
                    className="fill-primary"
                  >
                    <title>{`${d.date}: ${d.count}`}</title>
                  </Bar>
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
                  tickValues={days.filter((_, i) => i % every === 0).map((d) => d.date)}
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
    </TitledCard>
  );
}

/** The longest bar of a cost row: its width less room for the value written after it. */
const barRoom = (width: number) => Math.max(0, width - 84);

/** Horizontal bars per group: hours (primary) and material cost (amber), each on its own scale. */
export function CostBars({ title, groups }: { title: string; groups: Stats["by_category"] }) {
  const { t, i18n } = useTranslation();
  const maxHours = Math.max(1, ...groups.map((g) => g.labour_hours));
  const maxCost = Math.max(1, ...groups.map((g) => g.material_cost));
  const name = (g: Stats["by_category"][number]) =>
    g.kind === "none" ? t("workOrders.stats.uncategorised") : g.name;
  // Each bar says what it measures, so the two read apart without their colours.
  const hoursLabel = (g: Stats["by_category"][number]) =>
    t("workOrders.stats.hoursValue", { value: hoursText(g.labour_hours, i18n.language) });
  const materialLabel = (g: Stats["by_category"][number]) =>
    t("workOrders.stats.materialValue", { value: moneyText(g.material_cost, i18n.language) });
  return (
    <TitledCard title={title}>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.stats.noData")}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex gap-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" />
              {t("workOrders.stats.hours")}
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="size-2.5 rounded-sm bg-status-warning" aria-hidden="true" />
              {t("workOrders.stats.material")}
            </span>
          </p>
          <ul className="flex flex-col gap-2">
            {groups.map((g) => (
              <li
                key={`${g.kind}-${g.id ?? g.name}`}
                className="grid grid-cols-[8rem_1fr] items-center gap-2 text-sm"
              >
                <span className="truncate" title={name(g)}>
                  {name(g)}
                  <span className="sr-only">
                    : {hoursLabel(g)}, {materialLabel(g)}
                  </span>
                </span>
                <div className="flex flex-col gap-0.5">
                  <Measured height={22}>
                    {(width) => (
                      <svg width={width} height={22} aria-hidden="true">
                        <Bar
                          x={0}
                          y={1}
                          height={9}
                          width={(barRoom(width) * g.labour_hours) / maxHours}
                          className="fill-primary"
                        />
                        <Bar
                          x={0}
                          y={12}
                          height={9}
                          width={(barRoom(width) * g.material_cost) / maxCost}
                          className="fill-status-warning"
                        />
                        <text
                          x={(barRoom(width) * g.labour_hours) / maxHours + 4}
                          y={9}
                          fontSize={10}
                          className="fill-current"
                        >
                          {hoursLabel(g)}
                        </text>
                        <text
                          x={(barRoom(width) * g.material_cost) / maxCost + 4}
                          y={20}
                          fontSize={10}
                          className="fill-current"
                        >
                          {materialLabel(g)}
                        </text>
                      </svg>
                    )}
                  </Measured>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledCard>
  );
}

const TYPE_CLASS = { pm: "bg-status-normal", breakdown: "bg-status-alarm", setup: "bg-primary" } as const;

/** A segment wide enough to carry its type's name above it. */
const LABELLED_SHARE = 0.12;

/**
 * PM vs breakdown vs setup as one stacked bar with a legend of shares. Each wide enough segment has
 * its type's name and share written over it, so the bar reads without its colours (UI.md).
 */
export function TypeShare({ shares }: { shares: Stats["by_type"] }) {
  const { t, i18n } = useTranslation();
  const total = shares.reduce((sum, s) => sum + s.work_orders, 0);
  return (
    <TitledCard title={t("workOrders.stats.share")}>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workOrders.stats.noData")}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex w-full text-xs" aria-hidden="true" data-testid="type-share-labels">
            {shares
              .filter((s) => s.share > 0)
              .map((s) => (
                <span
                  key={s.maintenance_type}
                  className="truncate border-l border-foreground/30 pl-1 first:border-l-0 first:pl-0"
                  style={{ width: `${s.share * 100}%` }}
                >
                  {s.share >= LABELLED_SHARE
                    ? `${t(`workOrders.types.${s.maintenance_type}`)} ${Math.round(s.share * 100)}%`
                    : ""}
                </span>
              ))}
          </div>
          <div
            className="-mt-2 flex h-6 w-full gap-px overflow-hidden rounded-md"
            role="img"
            aria-label={`${t("workOrders.stats.share")}: ${shares
              .map((s) => `${t(`workOrders.types.${s.maintenance_type}`)} ${Math.round(s.share * 100)}%`)
              .join(", ")}`}
          >
            {shares.map((s) => (
              <div
                key={s.maintenance_type}
                className={TYPE_CLASS[s.maintenance_type]}
                style={{ width: `${s.share * 100}%` }}
                title={`${t(`workOrders.types.${s.maintenance_type}`)} ${Math.round(s.share * 100)}%`}
              />
            ))}
          </div>
          <ul className="grid grid-cols-3 gap-2 text-sm">
            {shares.map((s) => (
              <li key={s.maintenance_type} className="flex flex-col">
                <span className="inline-flex items-center gap-1.5">
                  <span
                    className={`size-2.5 rounded-sm ${TYPE_CLASS[s.maintenance_type]}`}
                    aria-hidden="true"
                  />
                  {t(`workOrders.types.${s.maintenance_type}`)}
                </span>
                <span className="font-semibold tabular-nums">
                  {Math.round(s.share * 100)}% · {s.work_orders}
                </span>
                <span className="text-xs text-muted-foreground">
                  {hoursText(s.labour_hours, i18n.language)} h
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledCard>
  );
}
