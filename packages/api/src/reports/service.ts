/** What the app's start-up uses of reports. */
export { registerReportJobs } from "./jobs";
