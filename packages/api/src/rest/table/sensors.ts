import type { RestRoute } from "../routes";

/** Sensors and controllers. */
export const SENSOR_ROUTES: readonly RestRoute[] = [];
