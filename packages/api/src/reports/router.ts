import { router } from "../trpc";
import { requestGraphicalDigest } from "./graphical-digest";
import { createReport, deleteReport, listReports, startReport, updateReport } from "./scheduled-reports";

export const reportsRouter = router({ graphicalDigest: requestGraphicalDigest });

/** A user's scheduled reports, served under `users.*` beside the user they belong to (root.ts). */
export const scheduledReportsRouter = router({
  listReports,
  createReport,
  updateReport,
  deleteReport,
  startReport,
});
