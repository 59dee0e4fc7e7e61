import type { RestRoute } from "../rest/routes";

/** Report requests. Scheduled reports live under /users/{userId}/scheduled-reports (table/users.ts). */
export const REPORT_ROUTES: readonly RestRoute[] = [
  {
    method: "POST",
    path: "/sensors/{sensorId}/graphical-digest-reports",
    procedure: "reports.graphicalDigest",
    envelope: "action",
    summary: "Request a PDF graphical digest of a sensor, e-mailed to the caller",
  },
];
