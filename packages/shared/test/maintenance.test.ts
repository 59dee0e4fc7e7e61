import { describe, expect, it } from "vitest";
import {
  isOverdue,
  nextWorkOrderStatus,
  WORK_ORDER_ACTIONS,
  type WorkOrderAction,
  WorkOrderStatus,
  workOrderTransitionRefusal,
} from "../src";

const { CLOSED, COMPLETED, IN_WORK, PENDING } = WorkOrderStatus;

// Every (status, action) pair and where it leads; null is refused.
const TABLE: [WorkOrderStatus, WorkOrderAction, WorkOrderStatus | null][] = [
  [PENDING, "take", IN_WORK],
  [PENDING, "complete", COMPLETED],
  [PENDING, "close", null],
  [PENDING, "unlock", null],
  [IN_WORK, "take", null],
  [IN_WORK, "complete", COMPLETED],
  [IN_WORK, "close", null],
  [IN_WORK, "unlock", null],
  [COMPLETED, "take", null],
  [COMPLETED, "complete", null],
  [COMPLETED, "close", CLOSED],
  [COMPLETED, "unlock", null],
  [CLOSED, "take", null],
  [CLOSED, "complete", null],
  [CLOSED, "close", null],
  [CLOSED, "unlock", COMPLETED],
];

describe("work order transitions", () => {
  it("the table covers every status with every action", () => {
    const statuses = Object.values(WorkOrderStatus);
    expect(TABLE).toHaveLength(statuses.length * WORK_ORDER_ACTIONS.length);
    for (const status of statuses)
      for (const action of WORK_ORDER_ACTIONS)
        expect(
          TABLE.some(([s, a]) => s === status && a === action),
          `${status} ${action}`,
        ).toBe(true);
  });

  it.each(TABLE)("from status %i, %s leads to %s", (status, action, next) => {
    expect(nextWorkOrderStatus(status, action)).toBe(next);
    const refusal = workOrderTransitionRefusal(status, action);
    if (next === null) expect(refusal).toMatch(/^Cannot .+ a work order that is .+ \(only one that is .+\)$/);
    else expect(refusal).toBeNull();
  });

  it("names the action and both statuses when it refuses", () => {
    expect(workOrderTransitionRefusal(CLOSED, "complete")).toBe(
      "Cannot complete a work order that is closed (only one that is pending or in work)",
    );
    expect(workOrderTransitionRefusal(IN_WORK, "take")).toBe(
      "Cannot set in work a work order that is in work (only one that is pending)",
    );
  });
});

describe("overdue is derived from the scheduled end", () => {
  const start = new Date("2026-03-02T08:00:00Z");
  const order = { status: PENDING, scheduled_start: start, total_minutes: 90, due_at: null } as const;

  it("ends at start plus total time when no due date is set", () => {
    expect(isOverdue(order, new Date("2026-03-02T09:29:59Z"))).toBe(false);
    expect(isOverdue(order, new Date("2026-03-02T09:30:01Z"))).toBe(true);
  });

  it("a due date, when set, is the end", () => {
    const due = { ...order, due_at: new Date("2026-03-05T17:00:00Z") };
    expect(isOverdue(due, new Date("2026-03-04T00:00:00Z"))).toBe(false);
    expect(isOverdue(due, new Date("2026-03-05T17:00:01Z"))).toBe(true);
  });

  it("work that is done is never overdue", () => {
    const late = new Date("2027-01-01T00:00:00Z");
    expect(isOverdue({ ...order, status: IN_WORK }, late)).toBe(true);
    expect(isOverdue({ ...order, status: COMPLETED }, late)).toBe(false);
    expect(isOverdue({ ...order, status: CLOSED }, late)).toBe(false);
  });
});
