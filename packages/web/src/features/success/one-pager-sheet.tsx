/**
 * The ROI one-pager laid out as one printable page: the title, company, plant and period; the
 * headline money (total savings, cost, net, ROI %); the counts behind it (sensors monitored, alarms,
 * avoided failures, work orders and requisitions completed, with their savings); the items with the
 * largest savings; and the summary. The same page as the PDF the server writes.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { FileDownIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PendingButton } from "@/components/ui/pending-button";
import { downloadFile } from "@/features/work-orders/authed-files";
import { notifyErrorText } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { dayText, moneyText, percentText } from "./success-text";

type Figures = RouterOutputs["success"]["onePagers"]["get"]["figures"];

export interface SheetContent {
  title: string;
  company_name: string;
  plant_name: string;
  time_zone: string;
  period_start: string;
  period_end: string;
  summary: string | null;
  figures: Figures;
}

function Tile({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId?: string;
  tone?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-md bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn("text-lg font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-xl", tone)}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Count({
  label,
  help,
  value,
  testId,
}: {
  label: string;
  help?: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-2">
      <dt className="min-w-0 text-sm">
        {label}
        {help ? <span className="block text-xs text-muted-foreground">{help}</span> : null}
      </dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function OnePagerSheet({ content }: { content: SheetContent }) {
  const { t, i18n } = useTranslation();
  const f = content.figures;
  const money = (value: number) => moneyText(value, i18n.language);
  const zone = content.time_zone;
  return (
    <article
      className="mx-auto flex w-full max-w-[210mm] flex-col gap-5 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-8"
      aria-labelledby="onepager-title"
      data-testid="onepager-sheet"
    >
      <header className="flex flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t("success.onePagers.heading")}
        </p>
        <h2 id="onepager-title" className="text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl">
          {content.title || "—"}
        </h2>
        <p className="[overflow-wrap:anywhere]">
          {content.company_name} · {content.plant_name}
        </p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {t("success.onePagers.period")}: {dayText(content.period_start, zone)} –{" "}
          {dayText(content.period_end, zone)} ({zone})
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          label={t("success.onePagers.totalSavings")}
          value={money(f.savings)}
          testId="onepager-total-savings"
          tone="text-status-normal"
        />
        <Tile label={t("success.onePagers.cost")} value={money(f.cost)} />
        <Tile
          label={t("success.onePagers.net")}
          value={money(f.net)}
          tone={f.net < 0 ? "text-status-alarm" : undefined}
        />
        <Tile
          label={t("success.onePagers.roi")}
          value={percentText(f.roi_percent, i18n.language) ?? t("success.onePagers.noRoi")}
        />
      </dl>
      <dl className="grid grid-cols-1 gap-x-8 md:grid-cols-2">
        <Count label={t("success.onePagers.sensorsMonitored")} value={String(f.sensors_monitored)} />
        <Count label={t("success.onePagers.alarmsRaised")} value={String(f.alarms_raised)} />
        <Count
          label={t("success.onePagers.avoidedFailures")}
          help={t("success.onePagers.avoidedFailuresHelp")}
          value={String(f.avoided_failures)}
          testId="onepager-avoided-failures"
        />
        <Count label={t("success.onePagers.avoidedSavings")} value={money(f.avoided_failure_savings)} />
        <Count label={t("success.onePagers.workOrdersCompleted")} value={String(f.work_orders_completed)} />
        <Count
          label={t("success.onePagers.requisitionsCompleted")}
          value={String(f.requisitions_completed)}
        />
        <Count
          label={t("success.onePagers.requisitionSavings")}
          value={money(f.requisition_savings)}
          testId="onepager-requisition-savings"
        />
      </dl>
      <section aria-labelledby="onepager-top" className="flex flex-col gap-2">
        <h3 id="onepager-top" className="font-semibold">
          {t("success.onePagers.topItems")}
        </h3>
        {f.top_items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("success.onePagers.noTopItems")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="py-1.5 pr-2 font-medium">{t("success.onePagers.itemColumn")}</th>
                  <th className="py-1.5 px-2 text-right font-medium">{t("success.dashboard.savings")}</th>
                  <th className="py-1.5 px-2 text-right font-medium">{t("success.onePagers.workOrders")}</th>
                  <th className="py-1.5 pl-2 text-right font-medium">
                    {t("success.onePagers.requisitions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {f.top_items.map((item) => (
                  <tr key={item.equipment_item_id} className="border-b last:border-b-0">
                    <td className="py-1.5 pr-2 [overflow-wrap:anywhere]">{item.name}</td>
                    <td className="py-1.5 px-2 text-right tabular-nums">{money(item.savings)}</td>
                    <td className="py-1.5 px-2 text-right tabular-nums">{item.work_orders}</td>
                    <td className="py-1.5 pl-2 text-right tabular-nums">{item.requisitions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="onepager-summary" className="flex flex-col gap-2">
        <h3 id="onepager-summary" className="font-semibold">
          {t("success.onePagers.summary")}
        </h3>
        <p
          className={cn(
            "text-sm whitespace-pre-line [overflow-wrap:anywhere]",
            content.summary ? undefined : "text-muted-foreground",
          )}
        >
          {content.summary || t("success.onePagers.noSummary")}
        </p>
      </section>
    </article>
  );
}

/** "Download PDF": the server's one-page PDF of a saved one-pager, fetched with the session. */
export function OnePagerPdfButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await downloadFile(`/api/success/roi-one-pagers/${id}/pdf`, `roi-one-pager-${id}.pdf`);
    } catch (error) {
      notifyErrorText((error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <PendingButton
      variant="outline"
      pending={pending}
      data-testid="onepager-pdf"
      icon={<FileDownIcon aria-hidden="true" />}
      onClick={() => void run()}
    >
      {pending ? t("success.onePagers.downloading") : t("success.onePagers.downloadPdf")}
    </PendingButton>
  );
}
