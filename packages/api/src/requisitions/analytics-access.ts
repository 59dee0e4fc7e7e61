/**
 * Who may read the requisition analytics and the ROI of work done: the requisitions section's view
 * permission (`view_requisitions`) and, as every requisition screen, a caller shared
 * `canUseRequisitions` admits (user type 1, or a requisitioner, fab shop manager or technician
 * role). The permission is checked first, so a role without it hears which key it lacks.
 */
import { canUseRequisitions } from "@plantwise/shared";
import { AppError } from "../errors";
import { permitted } from "../trpc";

/** The 403 of a caller who holds the permission but is no requisition user. */
export const NOT_A_REQUISITION_USER =
  "Requisitions need a requisitioner, fab shop manager or technician role";

export const requisitionAnalyticsProcedure = permitted("view_requisitions").use(({ ctx, next }) => {
  if (!canUseRequisitions(ctx.user)) throw new AppError("FORBIDDEN", NOT_A_REQUISITION_USER);
  return next();
});
