import { schema, testDrivers } from "@plantwise/db";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { createMaintenancePlace, insertWorkOrder, type MaintenancePlace } from "./statistics.fixtures";

const d = (iso: string) => new Date(iso);

describe.each(testDrivers())("maintenance statistics on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let place: MaintenancePlace;
  let lubrication: number;

  // Edmonton is UTC−7 in January: the local days of the range are Jan 10, 11 and 12.
  const range = { from: "2026-01-10T07:00:00.000Z", to: "2026-01-13T06:59:59.000Z" };

  beforeAll(async () => {
    const db = app.handle.db;
    staff = await app.signIn("superadmin@plantwise.demo");
    place = await createMaintenancePlace(db, app.demo.northwind, "Stats Works", "America/Edmonton");
    const [press, oven] = place.machines;
    const [lub] = await db
      .insert(schema.workOrderCategories)
      .values({ company_id: place.company, plant_id: place.plant, name: "Lubrication" })
      .returning();
    lubrication = lub!.id;
    const past = d("2020-01-01T10:00:00Z");
    const future = d("2099-01-01T10:00:00Z");
    // Completed in the range: 4 h from start, breakdown, Lubrication, press.
    await insertWorkOrder(db, place, {
      title: "W1",
      status: 3,
      category_id: lubrication,
      machine_id: press,
      started_at: d("2026-01-10T15:00:00Z"),
      completed_at: d("2026-01-10T19:00:00Z"),
      labour_hours: "3",
      labour_cost: "150",
      materials_cost: "50",
    });
    // Completed (2 h from the scheduled start, never started) and closed in the range: PM, oven.
    await insertWorkOrder(db, place, {
      title: "W2",
      status: 4,
      maintenance_type: "pm",
      category_id: lubrication,
      machine_id: oven,
      scheduled_start: d("2026-01-11T14:00:00Z"),
      completed_at: d("2026-01-11T16:00:00Z"),
      closed_at: d("2026-01-12T18:00:00Z"),
      labour_hours: "1.5",
      labour_cost: "75",
      materials_cost: "200",
    });
    // Completed at 06:30 UTC on Jan 12, which is 23:30 on Jan 11 in Edmonton: setup, no type.
    await insertWorkOrder(db, place, {
      title: "W3",
      status: 3,
      maintenance_type: "setup",
      started_at: d("2026-01-12T06:00:00Z"),
      completed_at: d("2026-01-12T06:30:00Z"),
      labour_hours: "0.5",
      labour_cost: "25",
    });
    // Completed before the range: counts nowhere in it.
    await insertWorkOrder(db, place, {
      title: "W4",
      status: 3,
      completed_at: d("2026-01-09T12:00:00Z"),
      labour_hours: "10",
    });
    // Open now: pending overdue, in work in the future, pending with a far due date.
    await insertWorkOrder(db, place, { title: "W5", status: 1, scheduled_start: past });
    await insertWorkOrder(db, place, { title: "W6", status: 2, scheduled_start: future });
    await insertWorkOrder(db, place, { title: "W7", status: 1, scheduled_start: past, due_at: future });
    // Requests: pending and rejected ones count nowhere; a converted one is a work order (in work, overdue).
    await insertWorkOrder(db, place, { title: "R1", status: 1, request_state: 1, scheduled_start: past });
    await insertWorkOrder(db, place, {
      title: "R2",
      status: 3,
      request_state: 3,
      scheduled_start: past,
      completed_at: d("2026-01-11T12:00:00Z"),
    });
    await insertWorkOrder(db, place, { title: "R3", status: 2, request_state: 2, scheduled_start: past });
  });

  it("answers hand-computed counts, times, costs, shares and the per-day series", async () => {
    const res = await app.call(
      "GET",
      `/api/maintenance/statistics?plant_id=${place.plant}&from=${range.from}&to=${range.to}`,
      { token: staff },
    );
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.time_zone).toBe("America/Edmonton");
    expect(s.from).toBe(range.from);
    expect(s.counts).toEqual({ pending: 2, in_work: 2, open: 4, overdue: 2, completed: 3, closed: 1 });
    // (4 + 2 + 0.5) / 3
    expect(s.mean_hours_to_complete).toBe(2.17);
    expect([s.labour_hours, s.labour_cost, s.material_cost]).toEqual([5, 250, 250]);
    expect(s.by_category).toEqual([
      {
        kind: "record",
        id: lubrication,
        name: "Lubrication",
        work_orders: 2,
        labour_hours: 4.5,
        labour_cost: 225,
        material_cost: 250,
      },
      {
        kind: "none",
        id: null,
        name: "No type",
        work_orders: 1,
        labour_hours: 0.5,
        labour_cost: 25,
        material_cost: 0,
      },
    ]);
    expect(
      s.by_machine.map((g: { name: string; material_cost: number }) => [g.name, g.material_cost]),
    ).toEqual([
      ["Stats Works Oven", 200],
      ["Stats Works Press", 50],
    ]);
    expect(s.by_type).toEqual([
      { maintenance_type: "breakdown", work_orders: 1, share: 0.3333, labour_hours: 3 },
      { maintenance_type: "setup", work_orders: 1, share: 0.3333, labour_hours: 0.5 },
      { maintenance_type: "pm", work_orders: 1, share: 0.3333, labour_hours: 1.5 },
    ]);
    expect(s.completed_per_day).toEqual([
      { date: "2026-01-10", count: 1 },
      { date: "2026-01-11", count: 2 },
      { date: "2026-01-12", count: 0 },
    ]);
  });

  it("sums the groups past the top N into other", async () => {
    const res = await app.query(
      "maintenance.statistics.get",
      { plant_id: place.plant, ...range, top: 1 },
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.data.by_machine).toEqual([
      {
        kind: "record",
        id: place.machines[1],
        name: "Stats Works Oven",
        work_orders: 1,
        labour_hours: 1.5,
        labour_cost: 75,
        material_cost: 200,
      },
      {
        kind: "other",
        id: null,
        name: "Other",
        work_orders: 2,
        labour_hours: 3.5,
        labour_cost: 175,
        material_cost: 50,
      },
    ]);
  });

  it("counts the days in the time zone asked for", async () => {
    const res = await app.query(
      "maintenance.statistics.get",
      { plant_id: place.plant, from: "2026-01-10T00:00:00Z", to: "2026-01-12T23:59:59Z", time_zone: "UTC" },
      staff,
    );
    expect(res.body.result.data.completed_per_day).toEqual([
      { date: "2026-01-10", count: 1 },
      { date: "2026-01-11", count: 1 },
      { date: "2026-01-12", count: 1 },
    ]);
  });

  it("defaults to the last 7 days in the plant's time zone, and takes the presets", async () => {
    const res = await app.query("maintenance.statistics.get", { plant_id: place.plant }, staff);
    expect(res.status).toBe(200);
    const s = res.body.result.data;
    expect(s.completed_per_day).toHaveLength(7);
    expect(s.counts.completed).toBe(0);
    expect(s.counts.open).toBe(4);
    const yesterday = await app.query(
      "maintenance.statistics.get",
      { plant_id: place.plant, preset: "yesterday" },
      staff,
    );
    expect(yesterday.body.result.data.completed_per_day).toHaveLength(1);
  });

  it("refuses a bad range or time zone with 422 naming the field", async () => {
    const backwards = await app.call(
      "GET",
      `/api/maintenance/statistics?plant_id=${place.plant}&from=${range.to}&to=${range.from}`,
      { token: staff },
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.messages).toEqual([["to: must be after from"]]);
    const zone = await app.call("GET", "/api/maintenance/statistics?time_zone=Mars/Olympus", {
      token: staff,
    });
    expect(zone.status).toBe(422);
    expect(zone.body.messages[0][0]).toMatch(/^time_zone:/);
  });

  it("keeps to the caller's plants", async () => {
    const southAdmin = await app.signIn("southadmin@plantwise.demo");
    const other = await app.call("GET", `/api/maintenance/statistics?plant_id=${place.plant}`, {
      token: southAdmin,
    });
    expect(other.status).toBe(404);
    // Northwind's plant admin belongs to Hamilton and Calgary only: all their plants leave this one out.
    const plantAdmin = await app.signIn("plantadmin@plantwise.demo");
    const all = await app.call("GET", `/api/maintenance/statistics?from=${range.from}&to=${range.to}`, {
      token: plantAdmin,
    });
    expect(all.status).toBe(200);
    expect(JSON.stringify(all.body.data)).not.toContain("Stats Works");
    const mine = await app.call("GET", `/api/maintenance/statistics?from=${range.from}&to=${range.to}`, {
      token: staff,
    });
    expect(mine.body.data.counts.completed).toBeGreaterThanOrEqual(3);
  });
});
