/**
 * The sensor actions of the statistics page's header: gain (gain-dialog.tsx), run-hour tracking
 * (run-hours-dialog.tsx), sending the equipment's RPM to the sensor (equipment-rpm-dialog.tsx), the
 * signal-strength and battery history (signal-history-dialog.tsx), and a PDF graphical digest by
 * e-mail (graphical-digest-dialog.tsx). Each opens a dialog so the header stays one line.
 */
import { EquipmentRpmDialog } from "./equipment-rpm-dialog";
import { GainDialog } from "./gain-dialog";
import { GraphicalDigestDialog } from "./graphical-digest-dialog";
import { RunHoursDialog } from "./run-hours-dialog";
import type { SensorDetails } from "./sensor-types";
import { SignalHistoryDialog } from "./signal-history-dialog";

export function SensorTools({
  sensor,
  canEdit,
  timeZone,
}: {
  sensor: SensorDetails;
  canEdit: boolean;
  timeZone: string;
}) {
  return (
    <>
      <GainDialog sensor={sensor} canEdit={canEdit} />
      <RunHoursDialog sensor={sensor} canEdit={canEdit} />
      <EquipmentRpmDialog sensor={sensor} canEdit={canEdit} />
      <SignalHistoryDialog sensor={sensor} timeZone={timeZone} />
      <GraphicalDigestDialog sensor={sensor} timeZone={timeZone} />
    </>
  );
}
