/**
 * /success-dashboard/main: what each plant in the user's scope got out of the product over a date
 * range (default the last 7 days): sensors online, alarms raised and handled, work orders completed
 * and closed, requisitions completed, the savings and ROI of the completed work, and the last and
 * next meeting with the plant; the sums per company above the cards. The company and plant filters
 * narrow the cards on screen (their choices come from the plants the answer holds).
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { DEFAULT_RANGE_PRESETS, formatDate, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { Building2Icon, CalendarPlusIcon, FileTextIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SUCCESS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { EmptyState } from "@/components/page/empty-state";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { RecordState } from "@/components/record/record-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LabelledSelect } from "@/components/ui/select-box";
import { useRangePreset } from "@/features/signals/range-preset";
import { PresetPicker } from "@/features/signals/signal-controls";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { dayText, moneyText, percentText } from "./success-text";

type Dashboard = RouterOutputs["success"]["dashboard"];
type PlantCard = Dashboard["plants"][number];
type CompanyTotals = Dashboard["companies"][number];

const ALL = "all";

export function SuccessDashboardPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const timeZone = plant?.time_zone ?? "UTC";
  const { preset, choose } = useRangePreset(DEFAULT_RANGE_PRESETS.roi_one_pagers, timeZone);
  const [company, setCompany] = useState(ALL);
  const [plantFilter, setPlantFilter] = useState(ALL);
  const query = useQuery(
    trpc.success.dashboard.queryOptions({
      preset: preset === "custom" ? undefined : preset,
      time_zone: timeZone,
    }),
  );
  const data = query.data;
  const companyOptions = useMemo(
    () => [
      { value: ALL, label: t("success.allCompanies") },
      ...(data?.companies ?? []).map((c) => ({ value: String(c.company_id), label: c.company_name })),
    ],
    [data, t],
  );
  const inCompany = (data?.plants ?? []).filter((p) => company === ALL || String(p.company_id) === company);
  const plantOptions = [
    { value: ALL, label: t("success.allPlants") },
    ...inCompany.map((p) => ({ value: String(p.plant_id), label: p.plant_name })),
  ];
  const cards = inCompany.filter((p) => plantFilter === ALL || String(p.plant_id) === plantFilter);
  const totals = (data?.companies ?? []).filter((c) => cards.some((p) => p.company_id === c.company_id));

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SUCCESS_TABS} />
      <PageHeader
        title={t("success.dashboard.title")}
        subtitle={
          data
            ? t("success.dashboard.range", {
                from: formatDate(data.from, { timeZone: data.time_zone }),
                to: formatDate(data.to, { timeZone: data.time_zone }),
              })
            : undefined
        }
        actions={
          <>
            {companyOptions.length > 2 ? (
              <LabelledSelect
                label={t("success.company")}
                value={company}
                options={companyOptions}
                onChange={(value) => {
                  setCompany(value);
                  setPlantFilter(ALL);
                }}
              />
            ) : null}
            <LabelledSelect
              label={t("success.plant")}
              value={plantFilter}
              options={plantOptions}
              onChange={setPlantFilter}
            />
            <PresetPicker value={preset} onChange={choose} />
          </>
        }
      />
      {!data ? (
        <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />
      ) : data.plants.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title={t("success.dashboard.emptyTitle")}
          description={t("success.dashboard.emptyDescription")}
          testId="success-empty"
        />
      ) : cards.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title={t("success.dashboard.noMatchTitle")}
          description={t("success.dashboard.noMatchDescription")}
          testId="success-no-match"
        />
      ) : (
        <>
          {totals.length > 1 || (totals.length === 1 && totals[0]!.plants > 1) ? (
            <section aria-labelledby="success-totals" className="flex flex-col gap-2">
              <h2 id="success-totals" className="text-sm font-medium text-muted-foreground">
                {t("success.dashboard.totals")}
              </h2>
              <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
                {totals.map((c) => (
                  <CompanyCard key={c.company_id} totals={c} />
                ))}
              </div>
            </section>
          ) : null}
          <ul
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-label={t("success.plant")}
          >
            {cards.map((card) => (
              <li key={card.plant_id} className="min-w-0">
                <PlantFiguresCard card={card} canCreate={hasPermission(user, "create_customer_success")} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A label and its value; the value right-aligned, as numbers are (UI.md). */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1.5 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={
          strong
            ? "text-right font-semibold whitespace-nowrap tabular-nums"
            : "text-right whitespace-nowrap tabular-nums"
        }
      >
        {value}
      </dd>
    </div>
  );
}

function PlantFiguresCard({ card, canCreate }: { card: PlantCard; canCreate: boolean }) {
  const { t, i18n } = useTranslation();
  const zone = card.time_zone;
  const roi = percentText(card.roi_percent, i18n.language);
  return (
    <Card className="flex h-full flex-col" data-testid="success-plant-card">
      <CardHeader>
        <CardTitle className="[overflow-wrap:anywhere]">{card.plant_name}</CardTitle>
        <p className="text-sm text-muted-foreground">{card.company_name}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl>
          <Figure
            label={t("success.dashboard.sensors")}
            value={t("success.dashboard.sensorsValue", {
              online: card.sensors_online,
              total: card.sensors_total,
            })}
          />
          <Figure
            label={t("success.dashboard.alarms")}
            value={`${card.alarms_raised} / ${card.alarms_handled}`}
          />
          <Figure
            label={t("success.dashboard.workOrders")}
            value={`${card.work_orders_completed} / ${card.work_orders_closed}`}
          />
          <Figure label={t("success.dashboard.requisitions")} value={String(card.requisitions_completed)} />
          <Figure
            label={t("success.dashboard.savings")}
            value={moneyText(card.savings, i18n.language)}
            strong
          />
          <Figure label={t("success.dashboard.net")} value={moneyText(card.net, i18n.language)} />
          <Figure label={t("success.dashboard.roi")} value={roi ?? t("success.dashboard.noRoi")} />
        </dl>
        <dl className="mt-auto grid grid-cols-1 gap-2 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{t("success.dashboard.lastMeeting")}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {card.last_meeting ? (
                <Link
                  href={`/success-dashboard/meeting-tracker/${card.last_meeting.id}`}
                  className="text-primary hover:underline"
                >
                  {dayText(card.last_meeting.held_at, zone)} · {card.last_meeting.title}
                </Link>
              ) : (
                t("success.dashboard.noMeeting")
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t("success.dashboard.nextMeeting")}</dt>
            <dd className="tabular-nums">
              {card.next_meeting_at
                ? dayText(card.next_meeting_at, zone)
                : t("success.dashboard.noNextMeeting")}
            </dd>
          </div>
        </dl>
      </CardContent>
      {canCreate ? (
        <CardFooter className="flex-wrap">
          <Button asChild variant="outline" size="sm">
            <Link href={`/success-dashboard/meeting-tracker/new?plant_id=${card.plant_id}`}>
              <CalendarPlusIcon aria-hidden="true" />
              {t("success.dashboard.newMeeting")}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={`/success-dashboard/roi-one-pager/new?plant_id=${card.plant_id}`}>
              <FileTextIcon aria-hidden="true" />
              {t("success.dashboard.newOnePager")}
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function CompanyCard({ totals }: { totals: CompanyTotals }) {
  const { t, i18n } = useTranslation();
  const roi = percentText(totals.roi_percent, i18n.language);
  return (
    <Card data-testid="success-company-totals">
      <CardContent className="flex flex-col gap-1 p-4">
        <p className="font-medium [overflow-wrap:anywhere]">
          {totals.company_name}{" "}
          <span className="text-sm font-normal text-muted-foreground">
            · {t("success.dashboard.plants", { count: totals.plants })}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
          <span>
            {t("success.dashboard.savings")}: <strong>{moneyText(totals.savings, i18n.language)}</strong>
          </span>
          <span>
            {t("success.dashboard.roi")}: {roi ?? t("success.dashboard.noRoi")}
          </span>
          <span>
            {t("success.dashboard.sensors")}:{" "}
            {t("success.dashboard.sensorsValue", {
              online: totals.sensors_online,
              total: totals.sensors_total,
            })}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
