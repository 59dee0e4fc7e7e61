import type { RestRoute } from "../rest/routes";
import { REFERENCE_ROUTES } from "./reference-rest";
import { REQUEST_ROUTES } from "./requests-rest";
import { STATISTICS_ROUTES } from "./statistics-rest";
import { WORK_ORDER_ROUTES } from "./work-orders-rest";

export const MAINTENANCE_ROUTES: readonly RestRoute[] = [
  ...REFERENCE_ROUTES,
  ...WORK_ORDER_ROUTES,
  ...REQUEST_ROUTES,
  ...STATISTICS_ROUTES,
];
