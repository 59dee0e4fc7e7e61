/**
 * A device's state as every sensor and gateway screen shows it: the online/offline badge, the RSSI
 * and battery indicators with the spec's 40/66/80 levels (icon + label, never colour alone), and
 * "last seen" as time-ago.
 */
import { formatDate, type IndicatorLevel, indicatorLevel, timeAgo } from "@plantwise/shared";
import {
  BatteryFullIcon,
  BatteryIcon,
  BatteryLowIcon,
  BatteryMediumIcon,
  CircleDotIcon,
  CircleOffIcon,
  SignalHighIcon,
  SignalIcon,
  SignalLowIcon,
  SignalMediumIcon,
  SignalZeroIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

export function OnlineBadge({ online, inactive }: { online: boolean; inactive?: boolean }) {
  const { t } = useTranslation();
  const on = online && !inactive;
  const Icon = on ? CircleDotIcon : CircleOffIcon;
  return (
    <Badge variant={on ? "normal" : "offline"}>
      <Icon aria-hidden="true" />
      {t(inactive ? "sensors.inactive" : online ? "sensors.online" : "sensors.offline")}
    </Badge>
  );
}

const LEVEL_CLASS: Record<IndicatorLevel, string> = {
  none: "text-status-alarm",
  low: "text-status-warning",
  moderate: "text-status-normal",
  high: "text-status-normal",
};

const SIGNAL_ICONS = {
  none: SignalZeroIcon,
  low: SignalLowIcon,
  moderate: SignalMediumIcon,
  high: SignalHighIcon,
};
const BATTERY_ICONS = {
  none: BatteryIcon,
  low: BatteryLowIcon,
  moderate: BatteryMediumIcon,
  high: BatteryFullIcon,
};

/** RSSI or battery: icon and percentage coloured by level, with the level named for screen readers. */
export function Indicator({ kind, value }: { kind: "rssi" | "battery"; value: number | null | undefined }) {
  const { t } = useTranslation();
  const known = value !== null && value !== undefined;
  const level = indicatorLevel(value);
  const Icon = known ? (kind === "rssi" ? SIGNAL_ICONS : BATTERY_ICONS)[level] : SignalIcon;
  const label = t(kind === "rssi" ? "sensors.rssi" : "sensors.battery");
  const levelText = known ? t(`sensors.level.${level}`) : t("sensors.noData");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs tabular-nums",
        known ? LEVEL_CLASS[level] : "text-muted-foreground",
      )}
      title={`${label}: ${levelText}`}
      data-testid={`indicator-${kind}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span>{known ? `${value}%` : "—"}</span>
      <span className="sr-only">
        {label}: {levelText}
      </span>
    </span>
  );
}

export function LastSeen({ at }: { at: string | number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!at) return <span className="text-xs text-muted-foreground">{t("sensors.neverSeen")}</span>;
  return (
    <span className="text-xs text-muted-foreground" title={formatDate(at, { withTime: true })}>
      {t("sensors.lastSeen", { ago: timeAgo(at, new Date(), i18n.language) })}
    </span>
  );
}

/** Online or offline and when a device was last seen, side by side: a list's state cell. */
export function OnlineSince({
  device,
}: {
  device: { is_online: boolean; is_inactive?: boolean; last_seen_at: string | number | null };
}) {
  return (
    // One line in a table row (36–40 px rows, UI.md); it may wrap in a card.
    <span className="flex flex-wrap items-center gap-2 [td_&]:flex-nowrap">
      <OnlineBadge online={device.is_online} inactive={device.is_inactive} />
      <LastSeen at={device.last_seen_at} />
    </span>
  );
}

interface SensorStateFields {
  is_online: boolean;
  is_inactive?: boolean;
  rssi: number | null;
  battery: number | null;
  last_seen_at: string | number | null;
}

/** Badge, RSSI, battery and last seen side by side, the line under a sensor's name. */
export function SensorState({ sensor }: { sensor: SensorStateFields }) {
  return (
    <>
      <OnlineBadge online={sensor.is_online} inactive={sensor.is_inactive} />
      <Indicator kind="rssi" value={sensor.rssi} />
      <Indicator kind="battery" value={sensor.battery} />
      <LastSeen at={sensor.last_seen_at} />
    </>
  );
}
