/**
 * The pieces an alarm row is drawn with, the same in the table and in a phone's card: the time as
 * date over time of day, where (the item, with its machine and sensor under it), the value against
 * its threshold, and the state (open or cleared, and who acknowledged it). Each wraps instead of
 * widening its column, so the table fits beside the sidebar at 1024 px in every language.
 */
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { type AlarmRow, alarmTime, valueText } from "./alarm-text";

/** "2026-03-01" over "10:00:00" on the plant's wall clock (one line where there is room). */
export function StackedTime({ at, timeZone }: { at: string | Date; timeZone: string | undefined }) {
  const [date, time] = alarmTime(at, timeZone).split(" ");
  return (
    <time dateTime={new Date(at).toISOString()} className="inline-flex flex-wrap gap-x-1 tabular-nums">
      <span className="whitespace-nowrap">{date}</span>
      <span className="whitespace-nowrap text-muted-foreground">{time}</span>
    </time>
  );
}

/** The item (a link to it) or gateway, and under it the machine and the sensor. */
export function AlarmPlace({ row }: { row: AlarmRow }) {
  const name = row.item_name ?? row.controller_name ?? row.plant_name;
  const under = [row.machine_name, row.sensor_name ?? (row.item_name ? row.controller_name : null)]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="flex min-w-24 flex-col whitespace-normal">
      {row.equipment_item_id ? (
        <Link
          href={`/equipments/${row.equipment_item_id}/details/main`}
          className="font-medium text-primary underline-offset-4 hover:underline"
          title={[row.production_line_name, row.machine_name, row.item_name].filter(Boolean).join(" › ")}
        >
          {name}
        </Link>
      ) : (
        <span className="font-medium">{name}</span>
      )}
      {under ? <span className="text-xs text-muted-foreground">{under}</span> : null}
    </div>
  );
}

/** The value, and under it the threshold it crossed. */
export function AlarmValue({ row }: { row: AlarmRow }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col tabular-nums">
      <span className="whitespace-nowrap">{valueText(row.value, row.unit)}</span>
      {row.threshold != null ? (
        <span className="text-xs text-muted-foreground">
          {t("alarmsArea.thresholdShort", { value: valueText(row.threshold, row.unit) })}
        </span>
      ) : null}
    </span>
  );
}

/** "Open" or "Cleared" with when, and who acknowledged it (the note as its tooltip). */
export function AlarmStatus({ row, timeZone }: { row: AlarmRow; timeZone: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col whitespace-normal">
      {row.cleared_at ? (
        <span>
          {t("alarmsArea.cleared")}{" "}
          <span className="text-xs text-muted-foreground">
            <StackedTime at={row.cleared_at} timeZone={timeZone} />
          </span>
        </span>
      ) : (
        <span className="font-medium">{t("alarmsArea.open")}</span>
      )}
      {row.acknowledged_at ? (
        <span
          className="text-xs text-muted-foreground"
          title={[alarmTime(row.acknowledged_at, timeZone), row.acknowledge_note].filter(Boolean).join(" · ")}
        >
          {t("alarmsArea.acknowledgedByShort", { name: row.acknowledged_by_name ?? "—" })}
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">{t("alarmsArea.notAcknowledged")}</span>
      )}
    </div>
  );
}
