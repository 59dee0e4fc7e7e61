/**
 * The three options side by side, worked out by the shared `compareRoiOptions`: investment,
 * downtime avoided, annual savings, net over the horizon, ROI % and payback. The recommended one
 * (largest net) is marked by a badge and its border, not by colour alone.
 */
import {
  ROI_OPTIONS,
  type RoiCalculatorResult,
  type RoiOption,
  type RoiOptionResult,
} from "@plantwise/shared";
import { StarIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { cn } from "@/lib/utils";
import { figureText, moneyText, percentText } from "./dashboard-text";

function OptionColumn({
  result,
  recommended,
  horizon,
}: {
  result: RoiOptionResult;
  recommended: boolean;
  horizon: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const payback =
    result.option === "do_nothing"
      ? t("roiCalculator.notApplicable")
      : result.payback_months === null
        ? t("roiCalculator.never")
        : t("roiCalculator.months", { value: figureText(result.payback_months, locale) });
  const rows: [string, string, string][] = [
    ["investment", t("roiCalculator.investment"), moneyText(result.investment, locale)],
    [
      "hours",
      t("roiCalculator.hoursAvoided"),
      `${figureText(result.hours_avoided_per_year, locale)} ${t("roiCalculator.hoursPerYear")}`,
    ],
    ["annual", t("roiCalculator.annualSavings"), moneyText(result.annual_savings, locale)],
    [
      "net",
      t("roiCalculator.netOverHorizon", { years: horizon }),
      moneyText(result.net_over_horizon, locale),
    ],
    ["roi", t("roiCalculator.roiPercent"), percentText(result.roi_percent, locale)],
    ["payback", t("roiCalculator.paybackMonths"), payback],
  ];
  return (
    <Card
      className={cn(recommended && "border-2 border-status-normal")}
      data-testid={`result-${result.option}`}
      aria-current={recommended ? "true" : undefined}
    >
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{t(`roiCalculator.${result.option}`)}</h3>
          {recommended ? (
            <Badge variant="normal" data-testid="recommended">
              <StarIcon aria-hidden="true" />
              {t("roiCalculator.recommended")}
            </Badge>
          ) : null}
        </div>
        <dl className="flex flex-col gap-1.5 text-sm">
          {rows.map(([key, label, value]) => (
            <div key={key} className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd
                className="whitespace-nowrap text-right font-medium tabular-nums"
                data-testid={`${result.option}-${key}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function RoiResults({
  result,
  horizon,
}: {
  /** Null while some figure is missing or wrong. */
  result: RoiCalculatorResult | null;
  horizon: number;
}) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t("roiCalculator.results")} data-testid="roi-results">
      <p className="sr-only" aria-live="polite">
        {result
          ? t("roiCalculator.recommendedSummary", { option: t(`roiCalculator.${result.recommended}`) })
          : ""}
      </p>
      {result ? (
        <div className="grid gap-3 md:grid-cols-3">
          {ROI_OPTIONS.map((option: RoiOption) => (
            <OptionColumn
              key={option}
              result={result.options[option]}
              recommended={result.recommended === option}
              horizon={horizon}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("roiCalculator.resultsPending")}</p>
      )}
    </TitledCard>
  );
}
