import { router } from "../trpc";
import { pmSchedulesRouter } from "./pm-schedules-router";
import { referenceRouters } from "./reference-router";
import { requestsRouter } from "./requests-router";
import { statisticsRouter } from "./statistics-router";
import { workOrdersRouter } from "./work-orders-router";

/** Maintenance management: work orders and the log, requests, statistics, and reference data. */
export const maintenanceRouter = router({
  ...referenceRouters,
  workOrders: workOrdersRouter,
  requests: requestsRouter,
  statistics: statisticsRouter,
  pmSchedules: pmSchedulesRouter,
});
