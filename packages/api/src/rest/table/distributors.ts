import type { RestRoute } from "../routes";

export const DISTRIBUTOR_ROUTES: readonly RestRoute[] = [];
