import { timeAgoParts } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { formatValue, type ItemStatusRow, useAttentionText } from "./attention-text";

const AXES = ["", "X", "Y", "Z"] as const;

/** "27 sec. ago", "hace 3 min": how long ago, short, so a value and its age share a line. */
export function shortTimeAgo(at: string | Date, locale: string, now = new Date()): string {
  const { value, unit } = timeAgoParts(at, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: "always", style: "short" }).format(-value, unit);
}

/**
 * A latest reading: "9.4 mm/s X" and how long ago (the exact time on hover), or a dash
 * when there is none from the last week.
 */
export function LatestValue({
  reading,
  unit,
  timeZone,
  testId,
  inline = false,
}: {
  reading: ItemStatusRow["velocity"];
  unit: string;
  timeZone: string | undefined;
  testId: string;
  /** Value and time wrap when the room ends (cards); otherwise one line, right-aligned (tables). */
  inline?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = useAttentionText();
  if (!reading) {
    return (
      <span className="text-muted-foreground" data-testid={testId} title={t("hierarchy.attention.noValue")}>
        —
      </span>
    );
  }
  const axis = AXES[reading.axis] ?? "";
  return (
    <span
      className={cn(
        "inline-flex items-baseline gap-x-1.5",
        inline ? "flex-wrap" : "justify-end whitespace-nowrap",
      )}
      data-testid={testId}
    >
      <span className="font-medium tabular-nums">
        {formatValue(reading.value, unit, i18n.language)}
        {axis ? <span className="ml-1 text-xs font-normal text-muted-foreground">{axis}</span> : null}
      </span>
      <time
        dateTime={new Date(reading.at).toISOString()}
        title={text.at(reading.at, timeZone)}
        className="text-xs text-muted-foreground"
      >
        {shortTimeAgo(reading.at, i18n.language)}
      </time>
    </span>
  );
}
