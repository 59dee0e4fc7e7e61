/** The work order answers as the web receives them (dates as ISO strings), from the API's router type. */
import type { RouterOutputs } from "@plantwise/api/router";

type WorkOrdersApi = RouterOutputs["maintenance"]["workOrders"];

export type WorkOrderRow = WorkOrdersApi["list"]["data"][number];
export type WorkOrderDetails = WorkOrdersApi["get"];
export type ChecklistItem = WorkOrderDetails["checklist"][number];
export type PartLine = WorkOrderDetails["parts"][number];
export type LabourLine = WorkOrderDetails["labour"][number];
export type WorkOrderEvent = WorkOrderDetails["events"][number];
