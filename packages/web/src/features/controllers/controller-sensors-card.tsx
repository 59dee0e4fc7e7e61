import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { TitledCard } from "@/components/ui/titled-card";
import { CompactTable } from "@/features/common/compact-table";
import { Indicator, LastSeen } from "@/features/sensors/sensor-state";
import type { ControllerDetails } from "@/features/sensors/sensor-types";

type AttachedSensor = ControllerDetails["sensors"][number];

/** The sensors a gateway serves, each opening its statistics, with signal, battery and last seen. */
export function ControllerSensorsCard({ controller }: { controller: ControllerDetails }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t("controllers.sensors")}>
      {controller.sensors.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("controllers.noSensors")}</p>
      ) : (
        <CompactTable<AttachedSensor>
          rows={controller.sensors}
          rowKey={(s) => s.id}
          columns={[
            {
              key: "name",
              header: t("controllers.name"),
              cell: (s) => (
                <Link href={`/sensors/${s.id}/statistics`} className="text-primary hover:underline">
                  {s.name}
                </Link>
              ),
            },
            { key: "serial", header: t("controllers.serial"), cell: (s) => s.serial_number },
            {
              key: "rssi",
              header: t("sensors.rssi"),
              cell: (s) => <Indicator kind="rssi" value={s.rssi} />,
            },
            {
              key: "battery",
              header: t("sensors.battery"),
              cell: (s) => <Indicator kind="battery" value={s.battery} />,
            },
            {
              key: "last_seen",
              header: t("sensors.lastSeenColumn"),
              cell: (s) => <LastSeen at={s.last_seen_at} />,
            },
          ]}
        />
      )}
    </TitledCard>
  );
}
