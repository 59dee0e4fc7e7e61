import type { RestRoute } from "../routes";

export const TEAM_ROUTES: readonly RestRoute[] = [];
