import { router } from "../trpc";
import { deleteRequisition } from "./delete-requisition";
import { getRequisition } from "./get-requisition";
import { listRequisitions } from "./list-requisitions";
import {
  approveRequisition,
  completeRequisition,
  concludeRequisition,
  denyRequisition,
  holdRequisition,
  resetRequisition,
  takeRequisition,
  unapproveRequisition,
} from "./requisition-actions";
import { createRequisition, updateRequisition } from "./save-requisition";
import { saveRoiCalculation } from "./save-roi-calculation";

/** requisitions.*: the records, their eight status actions and the saved ROI calculation. */
export const requisitionRecordsRouter = router({
  list: listRequisitions,
  get: getRequisition,
  create: createRequisition,
  update: updateRequisition,
  delete: deleteRequisition,
  approve: approveRequisition,
  unapprove: unapproveRequisition,
  deny: denyRequisition,
  reset: resetRequisition,
  onHold: holdRequisition,
  take: takeRequisition,
  complete: completeRequisition,
  conclude: concludeRequisition,
  saveRoiCalculation,
});
