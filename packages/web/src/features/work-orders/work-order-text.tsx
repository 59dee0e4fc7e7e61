/** Words, badges and formats every work order screen shares. */
import { formatDate, WorkOrderStatus } from "@plantwise/shared";
import { AlertTriangleIcon, CheckCircle2Icon, CircleDotIcon, LockIcon, PlayCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const STATUS_LOOK = {
  [WorkOrderStatus.PENDING]: { variant: "secondary", icon: CircleDotIcon },
  [WorkOrderStatus.IN_WORK]: { variant: "warning", icon: PlayCircleIcon },
  [WorkOrderStatus.COMPLETED]: { variant: "normal", icon: CheckCircle2Icon },
  [WorkOrderStatus.CLOSED]: { variant: "offline", icon: LockIcon },
} as const;

/** A status as a word with its icon (never colour alone, UI.md). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status as WorkOrderStatus] ?? STATUS_LOOK[WorkOrderStatus.PENDING];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} data-testid="work-order-status">
      <Icon aria-hidden="true" />
      {t(`workOrders.statuses.${status}`)}
    </Badge>
  );
}

/** Overdue in the alarm colour, with a warning icon and the word. */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="alarm" data-testid="overdue">
      <AlertTriangleIcon aria-hidden="true" />
      {t("workOrders.overdue")}
    </Badge>
  );
}

const PRIORITY_VARIANT = { 1: "outline", 2: "secondary", 3: "warning", 4: "alarm" } as const;

export function PriorityBadge({ priority }: { priority: number }) {
  const { t } = useTranslation();
  const variant = PRIORITY_VARIANT[priority as 1 | 2 | 3 | 4] ?? "outline";
  return <Badge variant={variant}>{t(`workOrders.priorities.${priority}`)}</Badge>;
}

/** Where an order is: the most specific places it names, line › machine › asset › item. */
export function placeText(order: {
  production_line_name: string | null;
  machine_name: string | null;
  asset_name: string | null;
  equipment_item_name: string | null;
}): string {
  return (
    [order.production_line_name, order.machine_name, order.asset_name, order.equipment_item_name]
      .filter(Boolean)
      .join(" › ") || "—"
  );
}

/** yyyy-mm-dd hh:mm on the plant's clock. */
export function dateTimeText(value: string | null | undefined, timeZone: string | undefined): string {
  if (!value) return "—";
  return formatDate(value, { withTime: true, timeZone }).slice(0, 16);
}

export function dateText(value: string | null | undefined, timeZone: string | undefined): string {
  if (!value) return "—";
  return formatDate(value, { timeZone });
}

/** Money as the locale writes it, two decimals. */
export function moneyText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return "—";
  return value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function hoursText(value: number, locale: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/** Minutes as "1 h 30 min" style text. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
