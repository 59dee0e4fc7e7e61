/** Words, badges and number formats of the requisitions dashboard and the ROI calculator. */
import { RequisitionStatus } from "@plantwise/shared";
import {
  CheckCircle2Icon,
  CircleDotIcon,
  PauseCircleIcon,
  PlayCircleIcon,
  ThumbsUpIcon,
  XCircleIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** Each status's badge colour and icon: the word is always written too (UI.md, never colour alone). */
export const STATUS_LOOK = {
  [RequisitionStatus.PENDING]: { variant: "secondary", icon: CircleDotIcon, bar: "fill-primary/40" },
  [RequisitionStatus.APPROVED]: { variant: "default", icon: ThumbsUpIcon, bar: "fill-primary" },
  [RequisitionStatus.DENIED]: { variant: "alarm", icon: XCircleIcon, bar: "fill-status-alarm" },
  [RequisitionStatus.COMPLETED]: { variant: "normal", icon: CheckCircle2Icon, bar: "fill-status-normal" },
  [RequisitionStatus.IN_WORK]: { variant: "warning", icon: PlayCircleIcon, bar: "fill-status-warning" },
  [RequisitionStatus.ON_HOLD]: { variant: "offline", icon: PauseCircleIcon, bar: "fill-status-offline" },
} as const;

/** The statuses counted as open: not yet completed nor denied. */
export const OPEN_STATUSES: readonly number[] = [
  RequisitionStatus.PENDING,
  RequisitionStatus.APPROVED,
  RequisitionStatus.IN_WORK,
  RequisitionStatus.ON_HOLD,
];

export function RequisitionStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status as RequisitionStatus] ?? STATUS_LOOK[RequisitionStatus.PENDING];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} data-testid="requisition-status">
      <Icon aria-hidden="true" />
      {t(`requisitionsDashboard.statuses.${status}`)}
    </Badge>
  );
}

/** Money as the locale writes it, two decimals; none is a dash. */
export function moneyText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return "—";
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A percentage with one decimal ("12.5 %" / "12,5 %"); none is a dash. */
export function percentText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return "—";
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} %`;
}

/** Hours and other plain figures, up to two decimals. */
export function figureText(value: number, locale: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}
