import type { RestRoute } from "../rest/routes";

export const REQUEST_ROUTES: readonly RestRoute[] = [];
