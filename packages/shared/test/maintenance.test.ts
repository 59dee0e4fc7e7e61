import { describe, expect, it } from "vitest";
import {
  createWorkOrderInput,
  followingOccurrenceStart,
  isOverdue,
  listWorkOrdersInput,
  nextOccurrenceStart,
  nextWorkOrderStatus,
  WORK_ORDER_ACTIONS,
  type WorkOrderAction,
  WorkOrderStatus,
  workOrderListWindow,
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

describe("nextOccurrenceStart", () => {
  const at = (iso: string) => new Date(iso);
  // [start, recurrence, time zone, next start]
  const CASES: [string, string, string, string][] = [
    ["2025-03-03T08:00:00.000Z", "weekly", "UTC", "2025-03-10T08:00:00.000Z"],
    ["2025-12-29T08:00:00.000Z", "weekly", "UTC", "2026-01-05T08:00:00.000Z"],
    ["2025-01-15T08:00:00.000Z", "monthly", "UTC", "2025-02-15T08:00:00.000Z"],
    ["2025-01-31T08:00:00.000Z", "monthly", "UTC", "2025-02-28T08:00:00.000Z"],
    ["2024-01-31T08:00:00.000Z", "monthly", "UTC", "2024-02-29T08:00:00.000Z"],
    ["2025-03-31T08:00:00.000Z", "monthly", "UTC", "2025-04-30T08:00:00.000Z"],
    ["2025-12-31T08:00:00.000Z", "monthly", "UTC", "2026-01-31T08:00:00.000Z"],
    ["2025-06-10T08:00:00.000Z", "yearly", "UTC", "2026-06-10T08:00:00.000Z"],
    ["2024-02-29T08:00:00.000Z", "yearly", "UTC", "2025-02-28T08:00:00.000Z"],
    // Same wall-clock time across a daylight-saving change: 08:00 in Edmonton, MST then MDT.
    ["2025-03-03T15:00:00.000Z", "weekly", "America/Edmonton", "2025-03-10T14:00:00.000Z"],
    // Jan 31 evening in Edmonton is already Feb 1 in UTC: the month-end clamp is the local one.
    ["2025-02-01T03:00:00.000Z", "monthly", "America/Edmonton", "2025-03-01T03:00:00.000Z"],
  ];
  it.each(CASES)("%s %s (%s) → %s", (start, recurrence, zone, next) => {
    expect(nextOccurrenceStart(at(start), recurrence, zone)?.toISOString()).toBe(next);
  });

  it("has no next date without a recurrence, with an unknown one, or past year 9999", () => {
    expect(nextOccurrenceStart(at("2025-01-01T00:00:00Z"), null)).toBeNull();
    expect(nextOccurrenceStart(at("2025-01-01T00:00:00Z"), "daily")).toBeNull();
    expect(nextOccurrenceStart(new Date(Number.NaN), "weekly")).toBeNull();
    expect(nextOccurrenceStart(at("9999-12-30T00:00:00Z"), "monthly")).toBeNull();
  });
});

describe("followingOccurrenceStart", () => {
  const at = (iso: string) => new Date(iso);
  const monthly = (start: string) => ({ scheduled_start: at(start), recurrence: "monthly" });

  it("counts from the series' first start, so a month-end series does not drift", () => {
    const first = at("2025-01-31T08:00:00.000Z");
    const starts = [first];
    for (let index = 0; index < 3; index++) {
      const next = followingOccurrenceStart(
        { scheduled_start: starts[index]!, recurrence: "monthly" },
        { first, index },
      );
      starts.push(next!);
    }
    expect(starts.map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2025-01-31",
      "2025-02-28",
      "2025-03-31",
      "2025-04-30",
    ]);
  });

  it("follows an occurrence someone moved off the rhythm from its own start", () => {
    const series = { first: at("2025-01-31T08:00:00.000Z"), index: 1 };
    // The February occurrence was moved to the 20th: March follows it, not the series.
    expect(followingOccurrenceStart(monthly("2025-02-20T08:00:00.000Z"), series)?.toISOString()).toBe(
      "2025-03-20T08:00:00.000Z",
    );
  });

  it("has no next date for an order without a recurrence", () => {
    const series = { first: at("2025-01-31T08:00:00.000Z"), index: 0 };
    expect(followingOccurrenceStart({ scheduled_start: series.first, recurrence: null }, series)).toBeNull();
  });
});

describe("workOrderListWindow", () => {
  const now = new Date("2025-05-14T15:30:00.000Z"); // a Wednesday
  const win = (filters: Parameters<typeof workOrderListWindow>[0]) => {
    const w = workOrderListWindow(filters, now);
    return w && { from: w.from?.toISOString(), to: w.to?.toISOString() };
  };

  it("is the given range when from or to is given", () => {
    const from = new Date("2025-01-01T00:00:00Z");
    expect(win({ from, shortcut: "today", status: 1 })).toEqual({ from: from.toISOString(), to: undefined });
  });

  it("follows the shortcut in the time zone", () => {
    expect(win({ shortcut: "today" })).toEqual({
      from: "2025-05-14T00:00:00.000Z",
      to: "2025-05-14T23:59:59.999Z",
    });
    expect(win({ shortcut: "this_week" })).toEqual({
      from: "2025-05-12T00:00:00.000Z",
      to: "2025-05-18T23:59:59.999Z",
    });
    expect(win({ shortcut: "this_month", time_zone: "America/Edmonton" })).toEqual({
      from: "2025-05-01T06:00:00.000Z",
      to: "2025-06-01T05:59:59.999Z",
    });
  });

  it("has no window for a status tab", () => {
    expect(win({ status: 1 })).toBeNull();
    expect(win({ overdue: true })).toBeNull();
  });

  it("defaults to the last 7 days, today included", () => {
    expect(win({})).toEqual({ from: "2025-05-08T00:00:00.000Z", to: "2025-05-14T23:59:59.999Z" });
    expect(win({ time_zone: "Not/AZone" })).toEqual({
      from: "2025-05-08T00:00:00.000Z",
      to: "2025-05-14T23:59:59.999Z",
    });
  });
});

describe("work order schemas", () => {
  const base = { plant_id: 1, equipment_item_id: 2, title: "Fix" };
  const messages = (input: unknown) =>
    createWorkOrderInput.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("requires a scheduled start", () => {
    expect(messages(base)).toEqual(["scheduled_start: Required"]);
    expect(messages({ ...base, scheduled_start: "" })).toEqual(["scheduled_start: Required"]);
    expect(messages({ ...base, scheduled_start: "not a date" })).toEqual([
      "scheduled_start: Must be a date-time",
    ]);
  });

  it("refuses a total time under 15 minutes", () => {
    expect(messages({ ...base, scheduled_start: "2025-01-01T08:00:00Z", total_minutes: 10 })).toEqual([
      "total_minutes: Must be at least 15 minutes",
    ]);
  });

  it("reads list filters from a query string", () => {
    const parsed = listWorkOrdersInput.parse({
      status: "2",
      overdue: "true",
      mine: "1",
      from: "",
      priority: "",
    });
    expect(parsed).toMatchObject({ status: 2, overdue: true, mine: true, page: 1 });
    expect(parsed.from).toBeUndefined();
    expect(parsed.priority).toBeUndefined();
  });
});
