import { schema, testDrivers } from "@plantwise/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { runDueJobs } from "../lib/job-runner";
import { registerPmRunHourJobs } from "./jobs";
import { createDuePmWorkOrders, nextDueAfter } from "./pm-run-hours";
import { createMaintenancePlace, type MaintenancePlace } from "./statistics.fixtures";

const { pmRunHourSchedules, sensors, workOrderChecklist, workOrders } = schema;

describe("nextDueAfter", () => {
  it.each([
    // due, every, run hours → next due
    [1000, 250, 999, 1000],
    [1000, 250, 1000, 1250],
    [1000, 250, 1100, 1250],
    [1000, 250, 1250, 1500],
    [1000, 250, 1900, 2000],
  ])("due %d every %d at %d hours → %d", (due, every, hours, next) => {
    expect(nextDueAfter(due, every, hours)).toBe(next);
  });
});

describe.each(testDrivers())("PM schedules on run hours on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let place: MaintenancePlace;
  let procedure: number;
  let category: number;
  let scheduleId: number;
  let unregister: () => void;

  const setRunHours = (hours: number) =>
    app.handle.db.update(sensors).set({ run_hours: hours }).where(eq(sensors.id, place.sensor));
  const ordersOf = (id: number) =>
    app.handle.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.pm_schedule_id, id))
      .orderBy(asc(workOrders.pm_due_hours));
  const form = (over: Record<string, unknown> = {}) => ({
    plant_id: place.plant,
    equipment_item_id: place.item,
    sensor_id: place.sensor,
    every_hours: 250,
    title: "Regrease motor bearings",
    description: "Both ends",
    category_id: category,
    task_procedure_id: procedure,
    priority: 3,
    total_minutes: 45,
    ...over,
  });

  beforeAll(async () => {
    const db = app.handle.db;
    staff = await app.signIn("superadmin@plantwise.demo");
    place = await createMaintenancePlace(db, app.demo.northwind, "PM Works");
    const scope = { company_id: place.company, plant_id: place.plant };
    const [p] = await db
      .insert(schema.taskProcedures)
      .values({ ...scope, name: "Bearing regrease" })
      .returning();
    procedure = p!.id;
    await db.insert(schema.taskProcedureSteps).values([
      { task_procedure_id: procedure, position: 2, instruction: "Pump 3 shots of grease" },
      { task_procedure_id: procedure, position: 1, instruction: "Lock out the motor" },
    ]);
    const [c] = await db
      .insert(schema.workOrderCategories)
      .values({ ...scope, name: "Lubrication" })
      .returning();
    category = c!.id;
    unregister = registerPmRunHourJobs();
  });
  afterAll(() => unregister?.());

  it("refuses a sensor that does not track run hours, and a zero interval, naming the field", async () => {
    const untracked = await app.mutate("maintenance.pmSchedules.create", form(), staff);
    // Over tRPC a 422 of the REST facade is BAD_REQUEST.
    expect(untracked.body.error.data.code).toBe("BAD_REQUEST");
    expect(untracked.body.error.data.messages).toEqual([
      ["sensor_id: must be a sensor that tracks run hours"],
    ]);
    const zero = await app.mutate("maintenance.pmSchedules.create", form({ every_hours: 0 }), staff);
    expect(zero.body.error.data.code).toBe("BAD_REQUEST");
    expect(zero.body.error.data.messages[0][0]).toMatch(/^every_hours:/);
    const otherItem = await app.mutate(
      "maintenance.pmSchedules.create",
      form({ equipment_item_id: place.item + 100000 }),
      staff,
    );
    expect(otherItem.body.error.data.messages).toEqual([
      ["equipment_item_id: must be an equipment item of the plant"],
    ]);
  });

  it("creates a schedule due one interval from the sensor's run hours now, and reads it back", async () => {
    await app.handle.db
      .update(sensors)
      .set({ run_hour_tracking: true, run_hours: 120 })
      .where(eq(sensors.id, place.sensor));
    const created = await app.mutate("maintenance.pmSchedules.create", form(), staff);
    expect(created.status).toBe(200);
    scheduleId = created.body.result.data.id;
    const got = await app.query("maintenance.pmSchedules.get", { id: scheduleId }, staff);
    expect(got.body.result.data).toMatchObject({
      plant_id: place.plant,
      equipment_item_name: "PM Works Motor",
      sensor_name: "PM Works DE Sensor",
      every_hours: 250,
      next_due_hours: 370,
      run_hours: 120,
      hours_left: 250,
      category_name: "Lubrication",
      task_procedure_name: "Bearing regrease",
      priority: 3,
      total_minutes: 45,
      is_active: true,
      work_orders: 0,
    });
    const list = await app.query("maintenance.pmSchedules.list", { plant_id: place.plant }, staff);
    expect(list.body.result.data.data.map((r: { id: number }) => r.id)).toEqual([scheduleId]);
  });

  it("updates a schedule, keeping next due hours unless given", async () => {
    const kept = await app.mutate(
      "maintenance.pmSchedules.update",
      { ...form({ every_hours: 300 }), id: scheduleId },
      staff,
    );
    expect(kept.status).toBe(200);
    const [row] = await app.handle.db
      .select()
      .from(pmRunHourSchedules)
      .where(eq(pmRunHourSchedules.id, scheduleId));
    expect([row!.every_hours, row!.next_due_hours]).toEqual([300, 370]);
    await app.mutate(
      "maintenance.pmSchedules.update",
      { ...form({ every_hours: 250, next_due_hours: 400 }), id: scheduleId },
      staff,
    );
    const got = await app.query("maintenance.pmSchedules.get", { id: scheduleId }, staff);
    expect(got.body.result.data.next_due_hours).toBe(400);
  });

  it("creates nothing before the due hours", async () => {
    await setRunHours(399.9);
    expect(await createDuePmWorkOrders(app.handle.db)).toEqual([]);
    expect(await ordersOf(scheduleId)).toEqual([]);
  });

  it("creates one PM order when due, however often the check runs, and moves the schedule on", async () => {
    await setRunHours(400.5);
    const now = new Date("2026-03-02T08:00:00Z");
    const [first, second] = await Promise.all([
      createDuePmWorkOrders(app.handle.db, now),
      createDuePmWorkOrders(app.handle.db, now),
    ]);
    expect([...first!, ...second!]).toHaveLength(1);
    expect(await createDuePmWorkOrders(app.handle.db, now)).toEqual([]);
    const orders = await ordersOf(scheduleId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      plant_id: place.plant,
      equipment_item_id: place.item,
      asset_id: place.asset,
      machine_id: place.machines[0],
      production_line_id: place.line,
      title: "Regrease motor bearings",
      description: "Both ends",
      maintenance_type: "pm",
      category_id: category,
      priority: 3,
      status: 1,
      total_minutes: 45,
      pm_due_hours: 400,
      task_procedure_id: procedure,
      scheduled_start: now,
    });
    const checklist = await app.handle.db
      .select({ position: workOrderChecklist.position, instruction: workOrderChecklist.instruction })
      .from(workOrderChecklist)
      .where(eq(workOrderChecklist.work_order_id, orders[0]!.id))
      .orderBy(asc(workOrderChecklist.position));
    expect(checklist).toEqual([
      { position: 1, instruction: "Lock out the motor" },
      { position: 2, instruction: "Pump 3 shots of grease" },
    ]);
    const got = await app.query("maintenance.pmSchedules.get", { id: scheduleId }, staff);
    expect(got.body.result.data).toMatchObject({ next_due_hours: 650, work_orders: 1 });
  });

  it("after a jump over several intervals creates one order and skips to the next multiple (ticker)", async () => {
    await setRunHours(1300);
    await runDueJobs(app.handle.db, new Date("2026-03-09T08:00:00Z"));
    await runDueJobs(app.handle.db, new Date("2026-03-09T08:00:15Z"));
    const orders = await ordersOf(scheduleId);
    expect(orders.map((o) => o.pm_due_hours)).toEqual([400, 650]);
    const [row] = await app.handle.db
      .select()
      .from(pmRunHourSchedules)
      .where(eq(pmRunHourSchedules.id, scheduleId));
    // 650 was reached and passed 900 and 1150 too: next is the first multiple above 1300.
    expect(row!.next_due_hours).toBe(1400);
  });

  it("leaves inactive schedules alone", async () => {
    await app.mutate(
      "maintenance.pmSchedules.update",
      { ...form({ is_active: false }), id: scheduleId },
      staff,
    );
    await setRunHours(5000);
    expect(await createDuePmWorkOrders(app.handle.db)).toEqual([]);
  });

  it("deletes a schedule; its orders stay", async () => {
    const res = await app.mutate("maintenance.pmSchedules.delete", { id: scheduleId }, staff);
    expect(res.status).toBe(200);
    const gone = await app.query("maintenance.pmSchedules.get", { id: scheduleId }, staff);
    expect(gone.status).toBe(404);
    const kept = await app.handle.db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.title, "Regrease motor bearings"));
    expect(kept).toHaveLength(2);
  });

  it("creates the due order right after run hours are accumulated", async () => {
    const db = app.handle.db;
    const start = Date.parse("2026-04-01T00:00:00Z");
    await db
      .update(sensors)
      .set({ run_hour_tracking: true, run_threshold: 1, run_hours: 0, run_hours_updated_at: new Date(start) })
      .where(eq(sensors.id, place.sensor));
    const created = await app.mutate("maintenance.pmSchedules.create", form({ every_hours: 0.5 }), staff);
    const id = created.body.result.data.id;
    // Running (2 mm/s) every 10 minutes for an hour: one run hour, past the due 0.5.
    await db.insert(schema.sensorReadings).values(
      Array.from({ length: 7 }, (_, i) => ({
        sensor_id: place.sensor,
        parameter_type: 1,
        axis: 1,
        ts: new Date(start + i * 600_000),
        value: 2,
      })),
    );
    const res = await app.call("PUT", `/api/sensors/${place.sensor}/runtime-tracker`, {
      token: staff,
      body: { enabled: true },
    });
    expect(res.body.data.run_hours).toBe(1);
    expect((await ordersOf(id)).map((o) => o.pm_due_hours)).toEqual([0.5]);
    const got = await app.query("maintenance.pmSchedules.get", { id }, staff);
    expect(got.body.result.data.next_due_hours).toBe(1.5);
  });

  it("keeps schedules to the caller's plants", async () => {
    const southAdmin = await app.signIn("southadmin@plantwise.demo");
    const create = await app.mutate("maintenance.pmSchedules.create", form(), southAdmin);
    expect(create.status).toBe(404);
    const list = await app.query("maintenance.pmSchedules.list", {}, southAdmin);
    expect(JSON.stringify(list.body.result.data)).not.toContain("PM Works");
  });
});
