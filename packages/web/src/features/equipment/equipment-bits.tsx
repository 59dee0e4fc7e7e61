import type { ItemHealth } from "@plantwise/shared";
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleHelpIcon,
  TriangleAlertIcon,
  WrenchIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The names an item row carries about where it sits. */
export interface PlaceNames {
  place: string;
  production_line_name?: string | null;
  machine_name?: string | null;
  asset_name?: string | null;
  store_room_name?: string | null;
  plant_name?: string | null;
}

/** "Plant › Line › Machine › Asset", "Store room: Main" or "Limbo". */
export function usePlaceLabel(): (row: PlaceNames, withPlant?: boolean) => string {
  const { t } = useTranslation();
  return (row, withPlant = true) => {
    if (row.place === "asset") {
      const parts = [
        withPlant ? row.plant_name : null,
        row.production_line_name,
        row.machine_name,
        row.asset_name,
      ].filter((p): p is string => Boolean(p));
      return parts.join(" › ");
    }
    if (row.place === "store_room") {
      return t("equipment.storeRoomName", { name: row.store_room_name ?? "—" });
    }
    return t("equipment.limbo");
  };
}

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

export function BreakdownBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="alarm">
      <WrenchIcon className="size-3" aria-hidden="true" />
      {t("equipment.breakdown")}
    </Badge>
  );
}

/** "Brand · Model", leaving out what is missing. */
export function brandModel(row: { brand_name?: string | null; brand_model_name?: string | null }): string {
  return [row.brand_name, row.brand_model_name].filter(Boolean).join(" · ");
}
