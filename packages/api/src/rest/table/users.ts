import type { RestRoute } from "../routes";

export const USER_ROUTES: readonly RestRoute[] = [];
