import { formatDate } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { DetailsCard } from "./details-card";
import type { EquipmentDetails } from "./equipment-form-dialog";

type HistoryRow = EquipmentDetails["histories"][number];

/** A history row as a sentence in the user's language. */
function useHistoryText() {
  const { t } = useTranslation();
  return (h: HistoryRow): string => {
    const d = (h.details ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof d[key] === "string" ? (d[key] as string) : "");
    switch (h.action) {
      case "created":
        return text("place")
          ? t("equipment.historyAction.created", { place: text("place") })
          : t("equipment.historyAction.createdPlain");
      case "updated":
        return t("equipment.historyAction.updated", {
          fields: Array.isArray(d.fields) ? (d.fields as string[]).join(", ") : "",
        });
      case "moved":
        return t("equipment.historyAction.moved", { from: text("from"), to: text("to") });
      case "breakdown":
        return t(
          d.has_breakdown ? "equipment.historyAction.breakdown_on" : "equipment.historyAction.breakdown_off",
        );
      case "rpm_set":
        return t("equipment.historyAction.rpm_set");
      case "picture_added":
        return t("equipment.historyAction.picture_added", { name: text("original_name") });
      case "picture_removed":
        return t("equipment.historyAction.picture_removed", { name: text("original_name") });
      default:
        return t("equipment.historyAction.other", { action: h.action });
    }
  };
}

/** What happened to the item (created, edited, moved, broke down, pictures) and who did it. */
export function HistoryCard({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  const describe = useHistoryText();
  return (
    <DetailsCard
      title={t("equipment.history")}
      empty={item.histories.length === 0 && t("equipment.noHistory")}
    >
      <div className="max-h-96 overflow-y-auto pl-1.5">
        <ol className="flex flex-col gap-3 border-l pl-4" data-testid="history">
          {item.histories.map((h) => (
            <li key={h.id} className="relative">
              <span
                className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
                aria-hidden="true"
              />
              <p>{describe(h)}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatDate(h.created_at, { withTime: true })}
                {h.user_full_name ? ` · ${t("equipment.historyBy", { name: h.user_full_name })}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </DetailsCard>
  );
}
