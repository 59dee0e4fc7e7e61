import { describe, expect, it } from "vitest";
import {
  ControllerType,
  deleteInput,
  ImportStatus,
  LubricationStatus,
  listInput,
  loginInput,
  pageSizeFor,
  RequisitionStatus,
  WorkOrderStatus,
} from "../src";

describe("list parameters (spec part 1 §7, §9)", () => {
  it("defaults to page 1 of 10 and coerces query strings", () => {
    expect(listInput.parse({})).toEqual({ page: 1, max: 10 });
    expect(listInput.parse({ page: "3", max: "18", orderByMethod: "DESC", q: "  mill " })).toEqual({
      page: 3,
      max: 18,
      orderByMethod: "desc",
      q: "mill",
    });
    expect(listInput.parse({ q: "   ", orderByColumn: "" })).toEqual({ page: 1, max: 10 });
  });

  it("refuses page 0, a page size over 100, odd sort columns and directions", () => {
    for (const bad of [
      { page: 0 },
      { page: "x" },
      { max: 101 },
      { orderByMethod: "up" },
      { orderByColumn: "1;drop" },
    ]) {
      expect(listInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("knows the page sizes that differ from 10", () => {
    expect(pageSizeFor("plants")).toBe(10);
    expect(pageSizeFor("machines")).toBe(18);
    expect(pageSizeFor("equipments")).toBe(24);
  });

  it("takes an id or an ids array to delete", () => {
    expect(deleteInput.parse({ id: "4" })).toEqual({ id: 4 });
    expect(deleteInput.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(deleteInput.safeParse({ ids: [] }).success).toBe(false);
  });
});

describe("login input", () => {
  it("trims and lowercases the e-mail", () => {
    expect(loginInput.parse({ email: " Ana@Example.COM ", password: "x" }).email).toBe("ana@example.com");
    expect(loginInput.safeParse({ email: "nope", password: "x" }).success).toBe(false);
    expect(loginInput.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
  });
});

describe("enumerations keep the spec's numbers (part 2 §4, §9)", () => {
  it("numbers statuses exactly", () => {
    expect(WorkOrderStatus).toEqual({ PENDING: 1, IN_WORK: 2, COMPLETED: 3, CLOSED: 4 });
    expect(RequisitionStatus).toEqual({
      PENDING: 0,
      APPROVED: 1,
      DENIED: 2,
      COMPLETED: 3,
      IN_WORK: 4,
      ON_HOLD: 5,
    });
    expect(ImportStatus).toEqual({ PENDING: 1, SUCCESS: 2, APPROVED: 2, FAIL: 3, COMPLETED: 3 });
    expect(ControllerType).toEqual({
      BANNER: 1,
      ULTRASOUND: 2,
      ULTRASOUND_WHITE_RIVER: 3,
      COUNTER: 4,
      NCD: 5,
    });
    expect(LubricationStatus.IN_PROGRESS).toBe(99);
    expect(LubricationStatus.NO_STATUS_RESPONSE).toBe(10);
  });
});
