/**
 * The REST rows of requisitions (part 2 §7: /plants/work-orders is the requisitions resource, not
 * maintenance work orders): the five CRUD calls and the eight status actions, each answering the
 * requisition's details. The literal /plants/work-orders/analytics and /roi (analytics-rest.ts) beat
 * /plants/work-orders/{id}: the matcher prefers the most literal segments.
 */
import type { RequisitionAction } from "@plantwise/shared";
import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

const PATH = "/plants/work-orders";

/** The procedure of each action's path segment. */
const ACTIONS: Readonly<Record<RequisitionAction, { procedure: string; summary: string }>> = {
  deny: { procedure: "deny", summary: "Deny a pending, approved or on-hold requisition (reason required)" },
  approve: { procedure: "approve", summary: "Approve a pending or on-hold requisition" },
  reset: { procedure: "reset", summary: "Reopen a denied, on-hold or completed requisition: pending again" },
  unapprove: {
    procedure: "unapprove",
    summary: "Withdraw the approval of an approved requisition: pending again",
  },
  "on-hold": {
    procedure: "onHold",
    summary: "Put a pending, approved or in-work requisition on hold (reason required)",
  },
  conclude: {
    procedure: "conclude",
    summary:
      "Finish an approved, in-work or on-hold requisition without a technician (cost, cost_savings, completion_notes)",
  },
  take: { procedure: "take", summary: "Take an approved requisition: in work" },
  complete: {
    procedure: "complete",
    summary: "Complete a requisition in work (cost, cost_savings, completion_notes)",
  },
};

export const RECORD_ROUTES: readonly RestRoute[] = [
  ...crudRoutes(PATH, "requisitions", {
    list: "List requisitions (filters: plant, status, request type, item, machine, priority, work type, mine, q)",
    create: "Raise a requisition on an equipment item (purchase or service request)",
    get: "Get one requisition with its attachments, history and the actions the caller may take",
    update:
      "Update a requisition (409 unless pending, on hold or denied; the requester or a fab shop manager)",
    delete:
      "Delete a requisition (409 unless pending, on hold or denied; the requester or a fab shop manager)",
  }),
  ...(Object.entries(ACTIONS) as [RequisitionAction, { procedure: string; summary: string }][]).map(
    ([action, { procedure, summary }]) => ({
      method: "PUT" as const,
      path: `${PATH}/{id}/${action}`,
      procedure: `requisitions.${procedure}`,
      envelope: "data" as const,
      summary,
    }),
  ),
];
