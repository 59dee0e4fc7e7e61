import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { TitledCard } from "@/components/ui/titled-card";
import { useItemSensors } from "./item-sensors";
import { Indicator, OnlineBadge } from "./sensor-state";

/** The item's sensors on its main tab: each opens the PdM tab (the item tabs carry no sensor id). */
export function ItemSensorsCard({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { query: list, sensors } = useItemSensors(itemId, { quiet: true });
  return (
    <TitledCard title={t("sensors.itemSensors")} contentClassName="text-sm">
      {list.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : list.isError ? (
        <p className="text-muted-foreground">{t("sensors.listError")}</p>
      ) : sensors.length === 0 ? (
        <p className="text-muted-foreground">{t("sensors.itemNoSensors")}</p>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="item-sensors">
          {sensors.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <Link
                href={`/equipments/${itemId}/details/pdm/${s.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {s.name}
              </Link>
              <span className="flex items-center gap-2">
                <OnlineBadge online={s.is_online} inactive={s.is_inactive} />
                <Indicator kind="battery" value={s.battery} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
