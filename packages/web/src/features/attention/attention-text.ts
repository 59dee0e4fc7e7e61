/** How the attention list and the item tables word a reading: value with unit, zone, parameter. */
import type { RouterOutputs } from "@plantwise/api/router";
import { alertTypeLabel, decimalsFor, formatDate, languageCode, timeAgo } from "@plantwise/shared";
import { useTranslation } from "react-i18next";

export type AttentionRow = RouterOutputs["alarms"]["attention"][number];
export type ItemStatusRow = RouterOutputs["alarms"]["itemStatus"][number];

const AXES = ["", "X", "Y", "Z"] as const;

/** A number rounded by the product's rule (decimalsFor), in the reader's locale: 7.9, 7,9, 0.05. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimalsFor(value) }).format(value);
}

/** "7.9 mm/s", "30 %"; null stays null. */
export function formatValue(value: number | null, unit: string | null, locale: string): string | null {
  if (value == null) return null;
  return `${formatNumber(value, locale)}${unit ? ` ${unit}` : ""}`;
}

/** The words of one attention row: what is measured, its value, the zone it broke, since when. */
export function useAttentionText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return {
    /** "Velocity RMS X", "Temperature"; the alert type for alarms about the device ("Battery low"). */
    measure(row: Pick<AttentionRow, "parameter_key" | "axis" | "alert_type">): string {
      // The kind in the reader's language (the server's label is English).
      if (!row.parameter_key) return alertTypeLabel(row.alert_type, languageCode(locale));
      const name = t(`signals.parameters.${row.parameter_key}`, { defaultValue: row.parameter_key });
      const axis = AXES[row.axis] ?? "";
      return axis ? `${name} ${axis}` : name;
    },
    value: (row: Pick<AttentionRow, "value" | "unit">) =>
      formatValue(row.value, row.unit, locale) ?? t("hierarchy.attention.noValue"),
    /** "alarm ≥ 7.1", "warning < 40 %": the threshold the lead alarm broke. */
    zone(row: Pick<AttentionRow, "severity" | "direction" | "threshold" | "unit">): string | null {
      if (row.threshold == null) return null;
      return t("hierarchy.attention.zone", {
        level: t(`hierarchy.attention.levels.${row.severity}`),
        sign: row.direction === "below" ? "<" : "≥",
        threshold: formatValue(row.threshold, row.unit, locale),
      });
    },
    since: (at: string | Date) => t("hierarchy.attention.since", { ago: timeAgo(at, new Date(), locale) }),
    /** The exact time, on the plant's wall clock. */
    at: (at: string | Date, timeZone: string | undefined) => formatDate(at, { withTime: true, timeZone }),
  };
}

/** "2 alarms · 1 warning", zeros left out; "None" when nothing is open. */
export function useOpenCountsText() {
  const { t } = useTranslation();
  return (counts: { alarm: number; warning: number }): string | null => {
    const parts = [
      counts.alarm > 0 ? t("hierarchy.attention.alarmCount", { count: counts.alarm }) : null,
      counts.warning > 0 ? t("hierarchy.attention.warningCount", { count: counts.warning }) : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(" · ") : null;
  };
}
