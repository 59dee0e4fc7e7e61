import type { RestRoute } from "../rest/routes";
import { ANALYTICS_ROUTES } from "./analytics-rest";
import { RECORD_ROUTES } from "./records-rest";

export const REQUISITION_ROUTES: readonly RestRoute[] = [...RECORD_ROUTES, ...ANALYTICS_ROUTES];
