/** What the app's composition and other domains use of maintenance. */
export { maintenanceFileRoutes } from "./export-routes";
export { registerMaintenanceJobs } from "./jobs";
export { checkPmSchedulesOfSensors } from "./pm-run-hours";
export { workOrderAttachmentRoutes } from "./work-order-attachments-routes";
