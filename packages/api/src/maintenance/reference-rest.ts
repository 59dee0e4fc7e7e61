import type { RestRoute } from "../rest/routes";

export const REFERENCE_ROUTES: readonly RestRoute[] = [];
