import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { AlarmActions } from "./alarm-actions";
import { AlarmPlace, AlarmStatus, AlarmValue, StackedTime } from "./alarm-cells";
import { type AlarmRow, useAlertText } from "./alarm-text";
import { SeverityBadge } from "./severity-badge";

/** Selecting alarms for a bulk acknowledgement, offered to those who may acknowledge. */
export interface AlarmSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
}

/**
 * An alarm as a card (the grid view, and every row on a phone): severity and time, what, where,
 * its value and state, and for those who may acknowledge its selection box and actions.
 */
export function AlarmCard({
  row,
  timeZone,
  selection,
}: {
  row: AlarmRow;
  timeZone: string;
  /** With it, the card offers its selection box and the acknowledge and work order actions. */
  selection?: AlarmSelection | undefined;
}) {
  const { t } = useTranslation();
  const alertText = useAlertText();
  return (
    <Card className="h-full" data-testid="alarm-card">
      <CardContent className="flex h-full flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          {selection ? (
            <Checkbox
              aria-label={t("alarmsArea.select", { name: alertText(row) })}
              checked={selection.selected.has(row.id)}
              onCheckedChange={(on) => selection.toggle(row.id, on === true)}
            />
          ) : null}
          <SeverityBadge severity={row.severity} open={row.is_open} />
          <span className="ml-auto text-xs text-muted-foreground">
            <StackedTime at={row.created_at} timeZone={timeZone} />
          </span>
        </div>
        <p className="font-medium leading-snug">{alertText(row)}</p>
        <div className="text-sm">
          <AlarmPlace row={row} />
        </div>
        <div className="flex items-start justify-between gap-3 text-sm">
          <AlarmStatus row={row} timeZone={timeZone} />
          <AlarmValue row={row} />
        </div>
        {selection ? (
          <div className="mt-auto border-t pt-2">
            <AlarmActions row={row} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
