import type { RestRoute } from "../routes";

export const COMPANY_ROUTES: readonly RestRoute[] = [];
