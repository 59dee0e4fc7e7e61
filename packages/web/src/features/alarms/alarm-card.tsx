import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { type AlarmRow, alarmTime, placeText, useAlertText, valueText } from "./alarm-text";
import { SeverityBadge } from "./severity-badge";

/** "Acknowledged by Ana at …" (the note as its tooltip), or "Not acknowledged". */
export function AcknowledgedText({ row, timeZone }: { row: AlarmRow; timeZone: string | undefined }) {
  const { t } = useTranslation();
  if (!row.acknowledged_at)
    return <span className="text-xs text-muted-foreground">{t("alarmsArea.notAcknowledged")}</span>;
  return (
    <span
      className="whitespace-nowrap text-xs text-muted-foreground"
      title={row.acknowledge_note ?? undefined}
    >
      {t("alarmsArea.acknowledgedByLine", {
        name: row.acknowledged_by_name ?? "—",
        time: alarmTime(row.acknowledged_at, timeZone),
      })}
    </span>
  );
}

/** An alarm in the list's grid view: severity, time, what, where and its value. */
export function AlarmCard({ row, timeZone }: { row: AlarmRow; timeZone: string }) {
  const alertText = useAlertText();
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <SeverityBadge severity={row.severity} open={row.is_open} />
          <span className="text-xs text-muted-foreground tabular-nums">
            {alarmTime(row.created_at, timeZone)}
          </span>
        </div>
        <p className="font-medium">{alertText(row)}</p>
        <p className="truncate text-sm text-muted-foreground">{placeText(row)}</p>
        <p className="text-sm tabular-nums">{valueText(row.value, row.unit)}</p>
      </CardContent>
    </Card>
  );
}
