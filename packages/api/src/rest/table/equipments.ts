import type { RestRoute } from "../routes";

export const EQUIPMENTS_ROUTES: readonly RestRoute[] = [];
