/**
 * The PdM and multi-view tabs of an item (/equipments/:id/details/pdm/:sensorId and
 * …/multi-view/:multiViewId): the item's sensors (in position order) and multi-views as sub-tabs
 * whose state is the URL; for the selected sensor its panel (sensor-panel.tsx) beside the positions
 * card, for a multi-view its graphs (multi-view-panel.tsx). Editors can create a multi-view
 * (multi-view-dialog.tsx).
 */
import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { BarChart3Icon, RadioTowerIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordState } from "@/components/record/record-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EquipmentFrame, useEquipment } from "@/features/equipment/equipment-frame";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useItemSensors } from "./item-sensors";
import { NewMultiViewDialog } from "./multi-view-dialog";
import { type MultiView, MultiViewPanel } from "./multi-view-panel";
import { PositionsCard } from "./positions-card";
import { SensorPanel } from "./sensor-panel";

export function SensorTabs({
  selectedSensorId,
  selectedMultiViewId,
}: {
  selectedSensorId?: number;
  selectedMultiViewId?: number;
}) {
  const { id, query } = useEquipment();
  return (
    <EquipmentFrame id={id} item={query.data} error={query.error} onRetry={() => void query.refetch()}>
      {(item) => (
        <ItemSensors
          itemId={item.id}
          plantId={item.plant_id}
          selectedSensorId={selectedSensorId}
          selectedMultiViewId={selectedMultiViewId}
        />
      )}
    </EquipmentFrame>
  );
}

function ItemSensors({
  itemId,
  plantId,
  selectedSensorId,
  selectedMultiViewId,
}: {
  itemId: number;
  plantId: number;
  selectedSensorId: number | undefined;
  selectedMultiViewId: number | undefined;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const canEdit = hasPermission(user, "edit_dashboard");
  const { query: list, sensors } = useItemSensors(itemId);
  const views = useQuery(trpc.sensors.multiViews.queryOptions({ equipment_id: itemId }));
  const multiViews = (views.data ?? []) as MultiView[];

  if (list.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.isError) return <RecordState error={list.error} onRetry={() => void list.refetch()} />;
  if (sensors.length === 0) return <NoSensors canEdit={canEdit} />;
  const selectedSensor = sensors.find((s) => s.id === selectedSensorId);
  const selectedView = multiViews.find((v) => v.id === selectedMultiViewId);
  return (
    <div className="flex flex-col gap-4">
      <nav
        aria-label={t("sensors.itemSensors")}
        className="flex flex-wrap items-end justify-between gap-2 border-b"
      >
        <ul className="-mb-px flex flex-wrap gap-1">
          {sensors.map((s) => (
            <SubTab
              key={`s${s.id}`}
              href={`/equipments/${itemId}/details/pdm/${s.id}`}
              active={s.id === selectedSensorId}
            >
              <RadioTowerIcon className="size-3.5" aria-hidden="true" />
              {s.name}
              {s.is_online ? null : <span className="sr-only">({t("sensors.offline")})</span>}
            </SubTab>
          ))}
          {multiViews.map((v) => (
            <SubTab
              key={`v${v.id}`}
              href={`/equipments/${itemId}/details/multi-view/${v.id}`}
              active={v.id === selectedMultiViewId}
            >
              <BarChart3Icon className="size-3.5" aria-hidden="true" />
              {v.name}
            </SubTab>
          ))}
        </ul>
        {canEdit ? (
          <div className="pb-1">
            <NewMultiViewDialog itemId={itemId} sensors={sensors} />
          </div>
        ) : null}
      </nav>
      {selectedMultiViewId !== undefined ? (
        selectedView ? (
          <MultiViewPanel view={selectedView} sensors={sensors} plantId={plantId} canEdit={canEdit} />
        ) : (
          <NotOnItem text={views.isPending ? null : t("sensors.multiViewNotOnItem")} />
        )
      ) : selectedSensor ? (
        <div className="grid gap-4 lg:grid-cols-[3fr_1fr]">
          <SensorPanel sensorId={selectedSensor.id} plantId={plantId} />
          <PositionsCard itemId={itemId} sensors={sensors} canEdit={canEdit} />
        </div>
      ) : (
        <NotOnItem text={t("sensors.sensorNotOnItem")} />
      )}
    </div>
  );
}

/** An item without sensors says so, and offers editors to add one. */
function NoSensors({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="no-sensors">
      <CardContent className="flex items-start gap-3 p-6">
        <RadioTowerIcon className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t("sensors.itemNoSensors")}</p>
          <p className="text-sm text-muted-foreground">{t("sensors.itemNoSensorsBody")}</p>
          {canEdit ? (
            <Button asChild size="sm" className="mt-2 w-fit">
              <Link href="/ncd-sensors/new">{t("sensors.create")}</Link>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function SubTab({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex h-8 items-center gap-1.5 border-b-2 px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
          active
            ? "border-primary font-medium text-foreground"
            : "border-transparent text-muted-foreground hover:text-foreground",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

function NotOnItem({ text }: { text: string | null }) {
  if (text === null) return <Skeleton className="h-40 w-full" />;
  return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">{text}</p>;
}
