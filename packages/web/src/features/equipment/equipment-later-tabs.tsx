/**
 * The item's PdM and multi-view tabs, whose content lives in features/sensors/item-sensor-tabs.tsx.
 * (The quote and service tabs are the requisitions feature's item-requests-tab.tsx.)
 */
import { useParams } from "wouter";
import { SensorTabs } from "@/features/sensors/item-sensor-tabs";

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
