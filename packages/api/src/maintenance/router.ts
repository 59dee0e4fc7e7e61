import { router } from "../trpc";
import { referenceRouters } from "./reference-router";
import { requestsRouter, statisticsRouter } from "./requests-router";
import { workOrdersRouter } from "./work-orders-router";

/** Maintenance management: work orders and the log, requests, statistics, and reference data. */
export const maintenanceRouter = router({
  ...referenceRouters,
  workOrders: workOrdersRouter,
  requests: requestsRouter,
  statistics: statisticsRouter,
});
