/**
 * A saved requisition, shown: its status with the reason of a denial or hold, its fields, who did
 * what when, the ROI calculation saved onto it, its files and its history of events.
 */
import { RequestType, RequisitionStatus } from "@plantwise/shared";
import type { TFunction } from "i18next";
import { InfoIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RecordFieldsCard } from "@/components/record/record-fields";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/ui/titled-card";
import { moneyText, percentText, RequisitionStatusBadge } from "./dashboard-text";
import { RequisitionAttachments } from "./requisition-attachments";
import { RequisitionHistory } from "./requisition-history";
import { dateTimeText, placeText, quantityText, usePlantTimeZone } from "./requisition-text";
import type { RequisitionDetails } from "./requisition-types";

const PRIORITY_VARIANT = {
  health_and_safety: "alarm",
  production_loss: "warning",
  cost_reduction: "secondary",
  future_opportunity: "outline",
} as const;

const LINK = "text-primary underline-offset-4 hover:underline";

/** Status, request type and priority reason as words with their colours. */
function Badges({ detail }: { detail: RequisitionDetails }) {
  const { t } = useTranslation();
  const priority = detail.priority_reason as keyof typeof PRIORITY_VARIANT;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RequisitionStatusBadge status={detail.status} />
      <Badge variant="outline">{t(`requisitions.requestTypes.${detail.request_type}`)}</Badge>
      <Badge variant={PRIORITY_VARIANT[priority] ?? "outline"}>
        {t(`requisitions.priorities.${priority}`)}
      </Badge>
    </div>
  );
}

/** "Priya Natarajan, 2026-03-01 10:00", or nothing when it has not happened. */
function whoWhen(t: TFunction, who: string | null, when: string | null, timeZone: string): string | null {
  if (!when) return null;
  return t("requisitions.whoWhen", {
    who: who ?? t("requisitions.history.someone"),
    when: dateTimeText(when, timeZone),
  });
}

function Facts({ detail }: { detail: RequisitionDetails }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const completed = detail.status === RequisitionStatus.COMPLETED;
  const item: ReactNode = detail.equipment_item_id ? (
    <Link href={`/equipments/${detail.equipment_item_id}/details/main`} className={LINK}>
      {detail.equipment_item_name}
    </Link>
  ) : null;
  const fields: [string, ReactNode][] = [
    [t("requisitions.equipmentItem"), item],
    [t("requisitions.place"), [detail.plant_name, placeText(detail)].filter(Boolean).join(" › ")],
    [t("requisitions.requestType"), t(`requisitions.requestTypes.${detail.request_type}`)],
  ];
  if (detail.request_type === RequestType.SERVICE) {
    fields.push([
      t("requisitions.workType"),
      detail.work_type ? t(`requisitions.workTypes.${detail.work_type}`) : null,
    ]);
  }
  fields.push(
    [t("requisitions.priorityReason"), t(`requisitions.priorities.${detail.priority_reason}`)],
    [t("requisitions.partNumber"), detail.part_number],
    [t("requisitions.quantity"), quantityText(detail.quantity, locale)],
    [t("requisitions.neededBy"), detail.needed_by],
    [
      t("requisitions.estimatedCost"),
      detail.estimated_cost === null ? null : moneyText(detail.estimated_cost, locale),
    ],
    [
      completed ? t("requisitions.costSavings") : t("requisitions.expectedSavings"),
      detail.cost_savings === null ? null : moneyText(detail.cost_savings, locale),
    ],
  );
  if (completed || detail.cost !== null) {
    fields.push([t("requisitions.actualCost"), detail.cost === null ? null : moneyText(detail.cost, locale)]);
  }
  fields.push([t("requisitions.vendor"), detail.vendor_name], [t("requisitions.fabShop"), detail.fab_shop]);
  if (detail.work_order_id) {
    fields.push([
      t("requisitions.workOrder"),
      <Link key="wo" href={`/maintenance/work-orders/${detail.work_order_id}`} className={LINK}>
        #{detail.work_order_id}
      </Link>,
    ]);
  }
  fields.push([
    t("requisitions.description"),
    detail.description ? (
      <span key="description" className="whitespace-pre-wrap font-normal">
        {detail.description}
      </span>
    ) : null,
  ]);
  return <RecordFieldsCard title={t("requisitions.details")} fields={fields} />;
}

function Progress({ detail, timeZone }: { detail: RequisitionDetails; timeZone: string }) {
  const { t } = useTranslation();
  const fields: [string, ReactNode][] = [
    [t("requisitions.requestedBy"), whoWhen(t, detail.requested_by_name, detail.created_at, timeZone)],
    [t("requisitions.approved"), whoWhen(t, detail.approved_by_name, detail.approved_at, timeZone)],
    [t("requisitions.taken"), whoWhen(t, detail.taken_by_name, detail.taken_at, timeZone)],
  ];
  if (detail.decided_at) {
    fields.push([t("requisitions.decided"), whoWhen(t, detail.decided_by_name, detail.decided_at, timeZone)]);
  }
  fields.push([
    t("requisitions.completed"),
    whoWhen(t, detail.completed_by_name, detail.completed_at, timeZone),
  ]);
  if (detail.completion_notes) {
    fields.push([
      t("requisitions.completionNotes"),
      <span key="notes" className="whitespace-pre-wrap font-normal">
        {detail.completion_notes}
      </span>,
    ]);
  }
  return <RecordFieldsCard title={t("requisitions.progress")} fields={fields} />;
}

function RoiCard({ detail, timeZone }: { detail: RequisitionDetails; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const roi = detail.roi_calculation;
  if (!roi) return null;
  const locale = i18n.language;
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  const rows: [string, string][] = [
    [t("requisitions.roi.chosen"), t(`requisitions.roi.options.${roi.chosen}`)],
    [t("requisitions.roi.roiFinal"), percentText(roi.roi_final, locale)],
    [
      t("requisitions.roi.payback"),
      roi.payback_months === null
        ? t("requisitions.roi.never")
        : t("requisitions.roi.months", { value: number(roi.payback_months) }),
    ],
    [
      t("requisitions.roi.downtime"),
      t("requisitions.roi.hours", { value: number(roi.inputs.downtime_hours_per_year) }),
    ],
    [t("requisitions.roi.costPerHour"), moneyText(roi.inputs.cost_per_downtime_hour, locale)],
    [t("requisitions.roi.horizon"), t("requisitions.roi.years", { value: roi.inputs.horizon_years })],
    [t("requisitions.roi.savedAt"), dateTimeText(roi.saved_at, timeZone)],
  ];
  return (
    <TitledCard title={t("requisitions.roi.title")} data-testid="requisition-roi">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

export function RequisitionDetailsView({ detail }: { detail: RequisitionDetails }) {
  const { t } = useTranslation();
  const timeZone = usePlantTimeZone(detail.plant_id);
  const held = detail.status === RequisitionStatus.DENIED || detail.status === RequisitionStatus.ON_HOLD;
  return (
    <div className="flex flex-col gap-4">
      <Badges detail={detail} />
      {held && detail.status_reason ? (
        <Alert data-testid="requisition-status-reason">
          <InfoIcon aria-hidden="true" />
          <AlertDescription>
            <span className="font-medium">{t("requisitions.statusReason")}:</span> {detail.status_reason}
          </AlertDescription>
        </Alert>
      ) : null}
      <Facts detail={detail} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Progress detail={detail} timeZone={timeZone} />
        <RoiCard detail={detail} timeZone={timeZone} />
        <RequisitionAttachments detail={detail} />
        <RequisitionHistory detail={detail} timeZone={timeZone} />
      </div>
    </div>
  );
}
