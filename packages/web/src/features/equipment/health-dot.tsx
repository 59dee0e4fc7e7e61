import type { ItemHealth } from "@plantwise/shared";
import { CircleAlertIcon, CircleCheckIcon, CircleHelpIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const HEALTH: Record<ItemHealth, { key: string; dot: string; Icon: typeof CircleCheckIcon }> = {
  good: { key: "equipment.healthGood", dot: "bg-status-normal", Icon: CircleCheckIcon },
  warning: { key: "equipment.healthWarning", dot: "bg-status-warning", Icon: TriangleAlertIcon },
  alarm: { key: "equipment.healthAlarm", dot: "bg-status-alarm", Icon: CircleAlertIcon },
  no_data: { key: "equipment.healthNoData", dot: "bg-status-offline", Icon: CircleHelpIcon },
};

/** A health dot with its label: never colour alone (UI.md). Unknown health is "No data". */
export function HealthDot({
  health,
  compact = false,
}: {
  health: ItemHealth | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const entry = HEALTH[health ?? "no_data"];
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      title={health === "no_data" || health === undefined ? t("equipment.healthNoDataHelp") : undefined}
      data-testid="health"
    >
      <span className={cn("inline-block size-2.5 shrink-0 rounded-full", entry.dot)} aria-hidden="true" />
      <span className={compact ? "sr-only" : undefined}>{t(entry.key)}</span>
    </span>
  );
}
