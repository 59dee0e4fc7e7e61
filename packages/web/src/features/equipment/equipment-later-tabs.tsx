/**
 * The item's later tabs: quote and service requests (arrive with requisitions), and the PdM and
 * multi-view tabs, whose content lives in features/sensors/item-sensor-tabs.tsx.
 */
import { ClipboardListIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { Card, CardContent } from "@/components/ui/card";
import { SensorTabs } from "@/features/sensors/item-sensor-tabs";
import { EquipmentFrame, useEquipment } from "./equipment-frame";

function LaterPanel({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Card data-testid="later-panel">
      <CardContent className="flex items-start gap-3 p-6">
        <span className="mt-0.5 text-muted-foreground">{icon}</span>
        <div className="flex flex-col gap-1">
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">{body}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function LaterTab({ children }: { children: ReactNode }) {
  const { id, query } = useEquipment();
  return (
    <EquipmentFrame id={id} item={query.data} error={query.error} onRetry={() => void query.refetch()}>
      {() => children}
    </EquipmentFrame>
  );
}

/**
 * /equipments/:id/details/quote (request type 1) and /service (request type 2): requests arrive
 * with requisitions, so the tab names its request type and says so, with no invented requests.
 */
function RequestTab({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <LaterTab>
      <LaterPanel
        icon={<ClipboardListIcon className="size-5" aria-hidden="true" />}
        title={t("equipment.requestType", { type, name: t(`equipment.requestTypes.${type}`) })}
        body={t("equipment.requestsLater")}
      />
    </LaterTab>
  );
}

export function EquipmentQuotePage() {
  return <RequestTab type={1} />;
}

export function EquipmentServicePage() {
  return <RequestTab type={2} />;
}

/** /equipments/:id/details/pdm/:sensorId: the item's sensors as sub-tabs, the selected one's data. */
export function EquipmentPdmPage() {
  const { sensorId } = useParams<{ sensorId: string }>();
  return <SensorTabs selectedSensorId={Number(sensorId)} />;
}

/** /equipments/:id/details/multi-view/:multiViewId: several parameters of the item's sensors stacked. */
export function EquipmentMultiViewPage() {
  const { multiViewId } = useParams<{ multiViewId: string }>();
  return <SensorTabs selectedMultiViewId={Number(multiViewId)} />;
}
