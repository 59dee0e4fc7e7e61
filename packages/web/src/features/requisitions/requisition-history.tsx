/** The requisition's events, oldest first: when, what (the action's name when one caused it), who, and the note. */
import type { RequisitionAction } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { TitledCard } from "@/components/ui/titled-card";
import { dateTimeText } from "./requisition-text";
import type { RequisitionDetails, RequisitionEvent } from "./requisition-types";

/** Actions whose words already name the status they lead to: no "→ status" after them. */
const NAMES_ITS_STATUS: ReadonlySet<string> = new Set(["approve", "deny", "on-hold", "complete"]);

function useEventText() {
  const { t } = useTranslation();
  return (event: RequisitionEvent) => {
    // An action says more than its event ("updated" covers reset, hold and take).
    const what = event.action
      ? t(`requisitions.history.actions.${event.action as RequisitionAction}`)
      : t(`requisitions.history.events.${event.event}`);
    const line = t("requisitions.history.line", {
      what,
      who: event.user_name ?? t("requisitions.history.someone"),
    });
    const moved =
      event.to_status !== null &&
      event.to_status !== event.from_status &&
      !(event.action && NAMES_ITS_STATUS.has(event.action));
    return moved ? `${line} → ${t(`requisitions.statuses.${event.to_status}`)}` : line;
  };
}

export function RequisitionHistory({ detail, timeZone }: { detail: RequisitionDetails; timeZone: string }) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <TitledCard title={t("requisitions.history.title")} data-testid="requisition-history">
      {detail.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("requisitions.history.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 border-l pl-3">
          {detail.events.map((event) => (
            <li key={event.id} className="text-sm">
              <span className="tabular-nums text-muted-foreground">
                {dateTimeText(event.created_at, timeZone)}
              </span>{" "}
              {text(event)}
              {event.note ? (
                <span className="block whitespace-pre-wrap text-xs text-muted-foreground">{event.note}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}
