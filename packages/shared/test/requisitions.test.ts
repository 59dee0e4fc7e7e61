import { describe, expect, it } from "vitest";
import { REQUISITION_ACTIONS, type RequisitionAction, RequisitionStatus } from "../src/enums";
import {
  availableRequisitionActions,
  checkRequisitionTransition,
  REQUISITION_EDITABLE_STATUSES,
  REQUISITION_STATUS_NAMES,
  REQUISITION_TRANSITIONS,
  type RequisitionActor,
  requisitionActors,
  requisitionRoleRefusal,
  requisitionStatusRefusal,
} from "../src/requisitions";

const { PENDING, APPROVED, DENIED, COMPLETED, IN_WORK, ON_HOLD } = RequisitionStatus;
const STATUSES = Object.values(RequisitionStatus);

/**
 * The state machine written out as a table: for each action, the statuses it starts from, where it
 * leads, and whether a technician (not only a fab shop manager) may take it. docs/decisions.md
 * ("Requisition state machine") holds the same table.
 */
const TABLE: Record<
  RequisitionAction,
  { from: RequisitionStatus[]; to: RequisitionStatus; technician: boolean }
> = {
  approve: { from: [PENDING, ON_HOLD], to: APPROVED, technician: false },
  unapprove: { from: [APPROVED], to: PENDING, technician: false },
  deny: { from: [PENDING, APPROVED, ON_HOLD], to: DENIED, technician: false },
  "on-hold": { from: [PENDING, APPROVED, IN_WORK], to: ON_HOLD, technician: false },
  reset: { from: [DENIED, ON_HOLD, COMPLETED], to: PENDING, technician: false },
  take: { from: [APPROVED], to: IN_WORK, technician: true },
  complete: { from: [IN_WORK], to: COMPLETED, technician: true },
  conclude: { from: [APPROVED, IN_WORK, ON_HOLD], to: COMPLETED, technician: false },
};

const CALLERS: Record<string, RequisitionActor[]> = {
  "fab shop manager": ["fab_shop_manager"],
  technician: ["technician"],
  "manager and technician": ["fab_shop_manager", "technician"],
  "requisitioner only": [],
};

const TRIPLES = STATUSES.flatMap((status) =>
  REQUISITION_ACTIONS.flatMap((action) => Object.keys(CALLERS).map((caller) => ({ status, action, caller }))),
);

describe("checkRequisitionTransition over every (status, action, caller)", () => {
  it("has 6 × 8 × 4 triples", () => expect(TRIPLES).toHaveLength(192));

  it.each(TRIPLES)("$action from $status by the $caller", ({ status, action, caller }) => {
    const row = TABLE[action];
    const actors = CALLERS[caller]!;
    const result = checkRequisitionTransition(status, action, actors);
    if (!row.from.includes(status)) {
      // The status is judged first, whoever asks.
      expect(result).toEqual({ ok: false, reason: "status" });
      return;
    }
    const allowed = actors.includes("fab_shop_manager") || (row.technician && actors.includes("technician"));
    if (!allowed) {
      expect(result).toEqual({ ok: false, reason: "role" });
      return;
    }
    expect(result).toMatchObject({ ok: true, to: row.to, transition: REQUISITION_TRANSITIONS[action] });
  });
});

describe("availableRequisitionActions", () => {
  it.each(STATUSES.flatMap((status) => Object.keys(CALLERS).map((caller) => ({ status, caller }))))(
    "from $status for the $caller lists exactly the permitted actions, in the table's order",
    ({ status, caller }) => {
      const actors = CALLERS[caller]!;
      const expected = REQUISITION_ACTIONS.filter((a) => checkRequisitionTransition(status, a, actors).ok);
      expect(availableRequisitionActions(status, actors)).toEqual(
        Object.keys(REQUISITION_TRANSITIONS).filter((a) => expected.includes(a as RequisitionAction)),
      );
    },
  );

  it("offers a requisitioner nothing and a technician only take and complete", () => {
    for (const status of STATUSES) expect(availableRequisitionActions(status, [])).toEqual([]);
    expect(availableRequisitionActions(APPROVED, ["technician"])).toEqual(["take"]);
    expect(availableRequisitionActions(IN_WORK, ["technician"])).toEqual(["complete"]);
    expect(availableRequisitionActions(PENDING, ["fab_shop_manager"])).toEqual([
      "approve",
      "deny",
      "on-hold",
    ]);
  });
});

describe("the rest of the rules", () => {
  it("needs a reason exactly to deny and to put on hold", () => {
    const withReason = REQUISITION_ACTIONS.filter((a) => REQUISITION_TRANSITIONS[a].reason);
    expect(withReason).toEqual(["deny", "on-hold"]);
  });

  it("raises the event each action names", () => {
    expect(Object.fromEntries(REQUISITION_ACTIONS.map((a) => [a, REQUISITION_TRANSITIONS[a].event]))).toEqual(
      {
        approve: "approved",
        unapprove: "unapproved",
        deny: "denied",
        reset: "updated",
        "on-hold": "updated",
        take: "updated",
        complete: "completed",
        conclude: "completed",
      },
    );
  });

  it("keeps the form editable while pending, on hold or denied", () => {
    expect([...REQUISITION_EDITABLE_STATUSES].sort()).toEqual([PENDING, DENIED, ON_HOLD].sort());
  });

  it("reads a role's flags as actors", () => {
    expect(requisitionActors({ is_fab_shop_manager: true, is_technic: true })).toEqual([
      "fab_shop_manager",
      "technician",
    ]);
    expect(requisitionActors({ is_fab_shop_manager: false, is_technic: false })).toEqual([]);
  });

  it("words the refusals naming status and action", () => {
    expect(requisitionStatusRefusal(COMPLETED, "approve")).toBe(
      "Cannot approve a requisition that is completed (only one that is pending or on hold)",
    );
    expect(requisitionRoleRefusal("approve")).toBe("Only a fab shop manager may approve a requisition");
    expect(requisitionRoleRefusal("take")).toBe(
      "Only a technician or a fab shop manager may take a requisition",
    );
    for (const status of STATUSES) expect(REQUISITION_STATUS_NAMES[status]).toBeTruthy();
  });
});
