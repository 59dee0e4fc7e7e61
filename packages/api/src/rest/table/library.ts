import type { RestRoute } from "../routes";

export const LIBRARY_ROUTES: readonly RestRoute[] = [];
