import type { RestRoute } from "../routes";

export const ROLE_ROUTES: readonly RestRoute[] = [];
