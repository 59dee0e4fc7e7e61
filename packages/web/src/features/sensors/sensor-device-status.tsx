import { formatDate } from "@plantwise/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { SensorState } from "./sensor-state";
import type { SensorDetails } from "./sensor-types";

/** What the device reports (read-only): state, RSSI, battery, firmware, boot time, run hours. */
export function SensorDeviceStatus({ sensor }: { sensor: SensorDetails }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t("sensors.firmware"), sensor.firmware_version ?? "—"],
    [t("sensors.bootTime"), sensor.boot_time ? formatDate(sensor.boot_time, { withTime: true }) : "—"],
    [
      t("sensors.runHours"),
      sensor.run_hour_tracking ? `${sensor.run_hours.toFixed(1)} h` : t("sensors.runHoursOff"),
    ],
  ];
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm">
        <SensorState sensor={sensor} />
        {rows.map(([label, value]) => (
          <span key={label} className="text-xs">
            <span className="text-muted-foreground">{label}: </span>
            {value}
          </span>
        ))}
      </CardContent>
    </Card>
  );
}
