import { describe, expect, it } from "vitest";
import { byPosition, moveInOrder } from "./reorder";

describe("moveInOrder", () => {
  it.each([
    { ids: [1, 2, 3], id: 2, delta: -1 as const, want: [2, 1, 3] },
    { ids: [1, 2, 3], id: 2, delta: 1 as const, want: [1, 3, 2] },
    { ids: [1, 2, 3], id: 1, delta: -1 as const, want: [1, 2, 3] },
    { ids: [1, 2, 3], id: 3, delta: 1 as const, want: [1, 2, 3] },
    { ids: [1, 2, 3], id: 9, delta: 1 as const, want: [1, 2, 3] },
  ])("moves $id by $delta in $ids", ({ ids, id, delta, want }) => {
    expect(moveInOrder(ids, id, delta)).toEqual(want);
  });
});

describe("byPosition", () => {
  it("orders by position, then id", () => {
    const rows = [
      { id: 3, position: 1 },
      { id: 1, position: 2 },
      { id: 2, position: 1 },
    ];
    expect(byPosition(rows).map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
