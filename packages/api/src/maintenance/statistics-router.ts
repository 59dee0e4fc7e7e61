import { router } from "../trpc";
import { exportWorkOrdersExcel } from "./export-work-orders";
import { getMaintenanceStatistics } from "./get-maintenance-statistics";

/** maintenance.statistics.*: the statistics screen and the Excel export of the list and the log. */
export const statisticsRouter = router({
  get: getMaintenanceStatistics,
  exportExcel: exportWorkOrdersExcel,
});
