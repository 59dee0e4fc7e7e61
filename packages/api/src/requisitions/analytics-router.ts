import { router } from "../trpc";
import { getRequisitionAnalytics } from "./get-analytics";
import { getRequisitionRoi } from "./get-roi";
import { getRoiByAsset, getRoiByLine, getRoiByMachine } from "./get-roi-by-place";

/** requisitions.analytics and the ROI of work done: per plant, production line, machine and asset. */
export const requisitionAnalyticsRouter = router({
  analytics: getRequisitionAnalytics,
  roi: getRequisitionRoi,
  roiByLine: getRoiByLine,
  roiByMachine: getRoiByMachine,
  roiByAsset: getRoiByAsset,
});
