import type { RestRoute } from "../routes";

export const HIERARCHY_ROUTES: readonly RestRoute[] = [];
