import type { RestRoute } from "../rest/routes";

export const WORK_ORDER_ROUTES: readonly RestRoute[] = [];
