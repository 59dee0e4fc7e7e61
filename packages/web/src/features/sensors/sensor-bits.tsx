/**
 * Pieces every sensor screen shares: the chart context (plant time zone, user's measuring system),
 * the online/offline badge, the RSSI and battery indicators with the spec's 40/66/80 levels (icon +
 * label, never colour alone), "last seen" as time-ago, and the sensor header (name, item path
 * breadcrumb, state) of the statistics, FFT and PdM screens.
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
import { Link } from "wouter";
import { useAuth } from "@/auth/auth-context";
import { Badge } from "@/components/ui/badge";
import { useStore } from "@/lib/store";
import { cn } from "@/lib/utils";
import { plantStore } from "@/state/plant-store";
import type { SensorDetails } from "./sensor-types";

/** Time zone and measuring system for a sensor's charts; UTC and metric when nobody is signed in. */
export function useChartContext(plantId?: number | null): { timeZone: string; measuringSystem: number } {
  const { state } = useAuth();
  const selectedId = useStore(plantStore);
  if (state.status !== "signed_in") return { timeZone: "UTC", measuringSystem: 1 };
  const plants = state.user.plants;
  const plant =
    plants.find((p) => p.id === plantId) ?? plants.find((p) => p.id === selectedId) ?? plants[0] ?? null;
  return { timeZone: plant?.time_zone ?? "UTC", measuringSystem: state.user.measuring_system ?? 1 };
}

export function OnlineBadge({ online, inactive }: { online: boolean; inactive?: boolean }) {
  const { t } = useTranslation();
  if (inactive) {
    return (
      <Badge variant="offline">
        <CircleOffIcon aria-hidden="true" />
        {t("sensors.inactive")}
      </Badge>
    );
  }
  return online ? (
    <Badge variant="normal">
      <CircleDotIcon aria-hidden="true" />
      {t("sensors.online")}
    </Badge>
  ) : (
    <Badge variant="offline">
      <CircleOffIcon aria-hidden="true" />
      {t("sensors.offline")}
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

/** Item › Asset › Machine › ProdLine links, or "Not attached". */
export function SensorPath({ sensor }: { sensor: SensorDetails }) {
  const { t } = useTranslation();
  const parts = [
    sensor.line ? { label: sensor.line.name, href: `/production-lines/${sensor.line.id}/details` } : null,
    sensor.machine ? { label: sensor.machine.name, href: `/machines/${sensor.machine.id}/details` } : null,
    sensor.asset ? { label: sensor.asset.name, href: `/assets/${sensor.asset.id}/details` } : null,
    sensor.item ? { label: sensor.item.name, href: `/equipments/${sensor.item.id}/details/main` } : null,
  ].filter((p): p is { label: string; href: string } => p !== null);
  if (parts.length === 0)
    return <span className="text-sm text-muted-foreground">{t("sensors.notAttached")}</span>;
  return (
    <nav aria-label={t("sensors.itemPath")} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {parts.map((p, i) => (
          <li key={p.href} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            <Link href={p.href} className="underline-offset-4 hover:text-foreground hover:underline">
              {p.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The header line of a sensor's screens: name, path, online state, RSSI, battery, last seen. */
export function SensorHeader({ sensor, actions }: { sensor: SensorDetails; actions?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3" data-testid="sensor-header">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="truncate text-xl font-semibold tracking-tight">{sensor.name}</h1>
        <SensorPath sensor={sensor} />
        <div className="flex flex-wrap items-center gap-3">
          <OnlineBadge online={sensor.is_online} inactive={sensor.is_inactive} />
          <Indicator kind="rssi" value={sensor.rssi} />
          <Indicator kind="battery" value={sensor.battery} />
          <LastSeen at={sensor.last_seen_at} />
          <span className="text-xs text-muted-foreground">
            {sensor.family} · {sensor.serial_number}
          </span>
        </div>
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
