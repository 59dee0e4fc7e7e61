import { MaintenanceRequestState, WorkOrderStatus } from "@plantwise/shared";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  miscPartStock,
  miscParts,
  plants,
  taskProcedureSteps,
  workOrderCategories,
  workOrderChecklist,
  workOrderParts,
  workOrders,
} from "../src/schema/index";
import { seedDatabase } from "../src/seed/index";
import { testDrivers } from "../src/testing";
import { useTestDatabase } from "./test-database";

const DAY = 86_400_000;

describe.each(testDrivers())("demo maintenance history on %s", (driver) => {
  const handle = useTestDatabase(driver, { demoUsers: true });

  const hamilton = async () =>
    (await handle.db.select().from(plants).where(eq(plants.name, "Hamilton Works")))[0]!;

  it("spreads a month of PMs, breakdowns and a setup over every status, all in Hamilton Works", async () => {
    const plant = await hamilton();
    const orders = await handle.db.select().from(workOrders);
    expect(orders.every((o) => o.plant_id === plant.id && o.company_id === plant.company_id)).toBe(true);
    const real = orders.filter(
      (o) => o.request_state === null || o.request_state === MaintenanceRequestState.CONVERTED,
    );
    expect(new Set(real.map((o) => o.maintenance_type))).toEqual(new Set(["pm", "breakdown", "setup"]));
    expect(new Set(real.map((o) => o.status))).toEqual(
      new Set([
        WorkOrderStatus.PENDING,
        WorkOrderStatus.IN_WORK,
        WorkOrderStatus.COMPLETED,
        WorkOrderStatus.CLOSED,
      ]),
    );
    const starts = orders.map((o) => o.scheduled_start.getTime());
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(25 * DAY);
    const states = orders.map((o) => o.request_state).filter((s) => s !== null);
    expect(new Set(states)).toEqual(
      new Set([
        MaintenanceRequestState.PENDING,
        MaintenanceRequestState.CONVERTED,
        MaintenanceRequestState.REJECTED,
      ]),
    );
  });

  it("keeps every total equal to its parts and labour, and each recurring PM follows the one before", async () => {
    const orders = await handle.db.select().from(workOrders);
    const lines = await handle.db.select().from(workOrderParts);
    for (const order of orders) {
      const materials = lines
        .filter((l) => l.work_order_id === order.id)
        .reduce((sum, l) => sum + Number(l.quantity) * Number(l.unit_cost), 0);
      expect(Number(order.materials_cost), order.title).toBeCloseTo(materials, 2);
      expect(Number(order.labour_cost)).toBeCloseTo(
        Number(order.labour_hours) * Number(order.hourly_rate),
        2,
      );
      expect(order.total_minutes).toBeGreaterThanOrEqual(15);
    }
    const chain = orders
      .filter((o) => o.recurrence === "weekly")
      .sort((a, b) => +a.scheduled_start - +b.scheduled_start);
    expect(chain.length).toBeGreaterThanOrEqual(4);
    for (const [i, order] of chain.entries()) {
      expect(order.previous_occurrence_id).toBe(i === 0 ? null : chain[i - 1]!.id);
    }
  });

  it("copies task procedure steps into checklists and keeps stock at or above zero", async () => {
    const [steps] = await handle.db.select({ n: count() }).from(taskProcedureSteps);
    const [ticks] = await handle.db.select({ n: count() }).from(workOrderChecklist);
    expect(steps!.n).toBeGreaterThan(0);
    expect(ticks!.n).toBeGreaterThan(steps!.n);
    const stock = await handle.db.select().from(miscPartStock);
    const parts = await handle.db.select().from(miscParts);
    expect(stock).toHaveLength(parts.length);
    expect(stock.every((s) => Number(s.quantity) >= 0)).toBe(true);
  });

  it("adds nothing on a second run", async () => {
    const before = await handle.db.select({ n: count() }).from(workOrders);
    const types = await handle.db.select({ n: count() }).from(workOrderCategories);
    await seedDatabase(handle.db, { demoUsers: true });
    expect(await handle.db.select({ n: count() }).from(workOrders)).toEqual(before);
    expect(await handle.db.select({ n: count() }).from(workOrderCategories)).toEqual(types);
  });
});
