/** The requisition answers as the web receives them (dates as ISO strings), from the API's router type. */
import type { RouterOutputs } from "@plantwise/api/router";

type RequisitionsApi = RouterOutputs["requisitions"];

export type RequisitionRow = RequisitionsApi["list"]["data"][number];
export type RequisitionDetails = RequisitionsApi["get"];
export type RequisitionEvent = RequisitionDetails["events"][number];
export type RequisitionAttachment = RequisitionDetails["attachments"][number];
