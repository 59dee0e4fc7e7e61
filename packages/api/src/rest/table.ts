/**
 * Every documented `/api` path the facade serves: the union of the domains' REST tables
 * (`<domain>/rest.ts`), each kept beside the procedures it routes to.
 */
import { ALARM_ROUTES } from "../alarms/rest";
import { AUTH_ROUTES } from "../auth/rest";
import { COMPANY_ROUTES } from "../companies/rest";
import { DISTRIBUTOR_ROUTES } from "../distributors/rest";
import { EQUIPMENTS_ROUTES } from "../equipments/rest";
import { HIERARCHY_ROUTES } from "../hierarchy/rest";
import { LIBRARY_ROUTES } from "../library/rest";
import { MAINTENANCE_ROUTES } from "../maintenance/rest";
import { NOTIFICATION_ROUTES } from "../notifications/rest";
import { PLANT_ROUTES } from "../plants/rest";
import { REPORT_ROUTES } from "../reports/rest";
import { REQUISITION_ROUTES } from "../requisitions/rest";
import { RFQ_ROUTES } from "../rfqs/rest";
import { ROLE_ROUTES } from "../roles/rest";
import { SENSOR_ROUTES } from "../sensors/rest";
import { SIGNAL_ROUTES } from "../signals/rest";
import { SUCCESS_ROUTES } from "../success/rest";
import { TEAM_ROUTES } from "../teams/rest";
import { USER_ROUTES } from "../users/rest";
import type { RestRoute } from "./routes";

export const REST_ROUTES: readonly RestRoute[] = [
  ...AUTH_ROUTES,
  ...COMPANY_ROUTES,
  ...PLANT_ROUTES,
  ...USER_ROUTES,
  ...TEAM_ROUTES,
  ...ROLE_ROUTES,
  ...DISTRIBUTOR_ROUTES,
  ...LIBRARY_ROUTES,
  ...HIERARCHY_ROUTES,
  ...EQUIPMENTS_ROUTES,
  ...SENSOR_ROUTES,
  ...SIGNAL_ROUTES,
  ...REPORT_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...ALARM_ROUTES,
  ...MAINTENANCE_ROUTES,
  ...REQUISITION_ROUTES,
  ...RFQ_ROUTES,
  ...SUCCESS_ROUTES,
];
