import type { RestRoute } from "../rest/routes";

/**
 * Alarms. The spec documents one path of its own (GET /machines/alarms); the alarms list, one
 * alarm, the health roll-up and acknowledging are served over tRPC (alarms.*), because the
 * contract test allows documented paths only (docs/decisions.md, "Controllers have no REST paths").
 */
export const ALARM_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/machines/alarms",
    procedure: "alarms.machineAlarms",
    envelope: "data",
    summary:
      "Alarms per machine of a plant (plant_id=): open counts by severity, worst severity, health, newest alarm, open alarms",
  },
];
