/** The header of a sensor's statistics and FFT screens: name, item path, state, family and serial. */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SensorState } from "./sensor-state";
import type { SensorDetails } from "./sensor-types";

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
export function SensorHeader({ sensor, actions }: { sensor: SensorDetails; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3" data-testid="sensor-header">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{sensor.name}</h1>
        <SensorPath sensor={sensor} />
        <div className="flex flex-wrap items-center gap-3">
          <SensorState sensor={sensor} />
          <span className="text-xs text-muted-foreground">
            {sensor.family} · {sensor.serial_number}
          </span>
        </div>
      </div>
      {actions ? (
        <div data-page-actions="" className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
