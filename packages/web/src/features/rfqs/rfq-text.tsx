/** Words, badges and formats the RFQ screens share. */
import type { RouterOutputs } from "@plantwise/api/router";
import { formatDate, type RfqStatus } from "@plantwise/shared";
import { BanIcon, CheckCircle2Icon, FilePenLineIcon, SendIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export type RfqRow = RouterOutputs["rfqs"]["list"]["data"][number];
export type RfqDetails = RouterOutputs["rfqs"]["get"];
export type RfqVendor = RfqDetails["vendors"][number];

const STATUS_LOOK = {
  draft: { variant: "secondary", icon: FilePenLineIcon },
  sent: { variant: "warning", icon: SendIcon },
  accepted: { variant: "normal", icon: CheckCircle2Icon },
  cancelled: { variant: "offline", icon: BanIcon },
} as const;

/** A status as a word with its icon (never colour alone, UI.md). */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.draft;
  const Icon = look.icon;
  return (
    <Badge variant={look.variant} data-testid="rfq-status">
      <Icon aria-hidden="true" />
      {t(`rfqs.statuses.${status}`)}
    </Badge>
  );
}

/** Money as the reader's locale writes it, two decimals; a dash for none. */
export function moneyText(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return "—";
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** A quantity in the reader's locale (at most three decimals). */
export function quantityText(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** yyyy-mm-dd on the plant's calendar, or a dash. */
export function dayText(value: Date | string | null | undefined, timeZone?: string): string {
  if (!value) return "—";
  return formatDate(value, timeZone ? { timeZone } : {});
}
