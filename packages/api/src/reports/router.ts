import { router } from "../trpc";
import { deleteReport } from "./delete-report";
import { requestGraphicalDigest } from "./graphical-digest";
import { listReports } from "./list-reports";
import { createReport, updateReport } from "./save-report";
import { startReport } from "./start-report";

export const reportsRouter = router({ graphicalDigest: requestGraphicalDigest });

/** A user's scheduled reports, served under `users.*` beside the user they belong to (root.ts). */
export const scheduledReportsRouter = router({
  listReports,
  createReport,
  updateReport,
  deleteReport,
  startReport,
});
