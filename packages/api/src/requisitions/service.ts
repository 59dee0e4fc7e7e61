/** What other domains use of requisitions: the ROI of work done in some plants (customer success). */

export { requisitionAttachmentRoutes } from "./attachments-routes";
export { plantRoi } from "./roi-totals";
