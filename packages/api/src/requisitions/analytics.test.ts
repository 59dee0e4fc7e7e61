import { type Database, DEMO_PASSWORD, hashPassword, schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import {
  createMaintenancePlace,
  insertWorkOrder,
  type MaintenancePlace,
} from "../maintenance/statistics.fixtures";
import { plantRoi } from "./service";

const d = (iso: string) => new Date(iso);

type RequisitionValues = Partial<typeof schema.requisitions.$inferInsert>;

/** A requisition on `place` (its line, first machine and asset unless told). */
function insertRequisition(db: Database, place: MaintenancePlace, values: RequisitionValues) {
  return insertRow(db, schema.requisitions, {
    company_id: place.company,
    plant_id: place.plant,
    production_line_id: place.line,
    machine_id: place.machines[0],
    asset_id: place.asset,
    equipment_item_id: place.item,
    request_type: 1,
    priority_reason: "production_loss",
    title: "Requisition",
    ...values,
  });
}

function insertEvents(db: Database, requisitionId: number, events: [string, string][]) {
  return db
    .insert(schema.requisitionEvents)
    .values(events.map(([event, at]) => ({ requisition_id: requisitionId, event, created_at: d(at) })));
}

/** Completed and closed work orders, requisitions, and everything that must not count. */
async function seedRoi(db: Database, roi: MaintenancePlace, other: MaintenancePlace, idleAsset: number) {
  const [press, oven] = roi.machines;
  const inRange = d("2026-02-10T12:00:00Z");
  // The worked example on the press's asset: 1200 saved for 200 + 100; 800 saved for 300.
  await insertWorkOrder(db, roi, {
    title: "Realign drive",
    status: 3,
    asset_id: roi.asset,
    completed_at: inRange,
    cost_savings: "1200",
    materials_cost: "200",
    labour_cost: "100",
  });
  await insertRequisition(db, roi, { status: 3, completed_at: inRange, cost_savings: "800", cost: "300" });
  // Closed on the oven (no asset), nothing saved: 50 + 50 spent.
  await insertWorkOrder(db, roi, {
    title: "Oven seal",
    status: 4,
    machine_id: oven,
    completed_at: d("2026-02-12T08:00:00Z"),
    closed_at: d("2026-02-13T08:00:00Z"),
    materials_cost: "50",
    labour_cost: "50",
  });
  // None of these count: completed before the range, still in work, a rejected request, a
  // requisition completed after the range, one reset to pending since, one approved.
  await insertWorkOrder(db, roi, {
    title: "Old",
    status: 3,
    asset_id: roi.asset,
    completed_at: d("2026-01-20T12:00:00Z"),
    cost_savings: "5000",
  });
  await insertWorkOrder(db, roi, { title: "Open", status: 2, cost_savings: "4000", labour_cost: "10" });
  await insertWorkOrder(db, roi, {
    title: "Rejected request",
    status: 3,
    request_state: 3,
    completed_at: inRange,
    cost_savings: "777",
  });
  await insertRequisition(db, roi, {
    status: 3,
    completed_at: d("2026-03-05T00:00:00Z"),
    cost_savings: "900",
  });
  await insertRequisition(db, roi, { status: 0, completed_at: inRange, cost_savings: "999", cost: "1" });
  await insertRequisition(db, roi, { status: 1, cost_savings: "555" });
  // Another plant of the same company: 10000 saved, nothing spent.
  await insertWorkOrder(db, other, {
    title: "Other plant",
    status: 3,
    completed_at: inRange,
    cost_savings: "10000",
  });
  expect(press).toBeGreaterThan(0);
  expect(idleAsset).toBeGreaterThan(0);
}

/**
 * The analytics plant's requisitions (UTC). Raised in the range (Mar 1–7): A, B, C, E, F, G; D was
 * raised before it and completed in it. Lead times are worked in the test.
 */
async function seedAnalytics(db: Database, place: MaintenancePlace, other: MaintenancePlace) {
  const A = await insertRequisition(db, place, {
    title: "A",
    created_at: d("2026-03-01T10:00:00Z"),
    estimated_cost: "100",
    status: 3,
    approved_at: d("2026-03-01T14:00:00Z"),
    completed_at: d("2026-03-02T10:00:00Z"),
    cost: "90",
    cost_savings: "500",
  });
  await insertEvents(db, A.id, [
    ["added", "2026-03-01T10:00:00Z"],
    ["approved", "2026-03-01T14:00:00Z"],
    ["completed", "2026-03-02T10:00:00Z"],
  ]);
  // B: approved, no event kept; approved_at gives the milestone.
  await insertRequisition(db, place, {
    title: "B",
    created_at: d("2026-03-02T08:00:00Z"),
    request_type: 2,
    work_type: "repair",
    priority_reason: "health_and_safety",
    estimated_cost: "200",
    status: 1,
    approved_at: d("2026-03-02T10:00:00Z"),
  });
  await insertRequisition(db, place, {
    title: "C",
    created_at: d("2026-03-03T00:00:00Z"),
    request_type: 2,
    work_type: "fabrication",
    priority_reason: "cost_reduction",
    estimated_cost: "50",
  });
  const D = await insertRequisition(db, place, {
    title: "D",
    created_at: d("2026-02-25T00:00:00Z"),
    request_type: 2,
    work_type: "refurbishment",
    estimated_cost: "300",
    status: 3,
    approved_at: d("2026-02-26T00:00:00Z"),
    completed_at: d("2026-03-04T00:00:00Z"),
    cost: "200",
    cost_savings: "1000",
  });
  await insertEvents(db, D.id, [["approved", "2026-02-26T00:00:00Z"]]);
  await insertRequisition(db, place, {
    title: "E",
    created_at: d("2026-03-05T12:00:00Z"),
    priority_reason: "future_opportunity",
    status: 2,
  });
  // F: approved, unapproved and approved again before completion.
  const F = await insertRequisition(db, place, {
    title: "F",
    created_at: d("2026-03-06T00:00:00Z"),
    request_type: 2,
    work_type: "repair",
    estimated_cost: "15",
    status: 3,
    approved_at: d("2026-03-06T03:00:00Z"),
    completed_at: d("2026-03-06T06:00:00Z"),
    cost: "10",
    cost_savings: "20",
  });
  await insertEvents(db, F.id, [
    ["approved", "2026-03-06T01:00:00Z"],
    ["unapproved", "2026-03-06T02:00:00Z"],
    ["approved", "2026-03-06T03:00:00Z"],
    ["completed", "2026-03-06T06:00:00Z"],
  ]);
  // G: approved, completed, then reset to pending: its completion no longer counts.
  const G = await insertRequisition(db, place, {
    title: "G",
    created_at: d("2026-03-04T00:00:00Z"),
    priority_reason: "cost_reduction",
    status: 0,
    completed_at: d("2026-03-05T00:00:00Z"),
    cost_savings: "999",
  });
  await insertEvents(db, G.id, [["approved", "2026-03-04T02:00:00Z"]]);
  // Raised after the range, and in another plant: count nowhere.
  await insertRequisition(db, place, { title: "Late", created_at: d("2026-03-09T00:00:00Z") });
  await insertRequisition(db, other, { title: "Elsewhere", created_at: d("2026-03-02T00:00:00Z") });
}

describe.each(testDrivers())("requisition analytics and ROI on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let roi: MaintenancePlace;
  let other: MaintenancePlace;
  let stats: MaintenancePlace;
  let idleAsset: number;

  const feb = "from=2026-02-01T00:00:00.000Z&to=2026-02-28T23:59:59.000Z";
  const march = { from: "2026-03-01T00:00:00.000Z", to: "2026-03-07T23:59:59.000Z" };

  beforeAll(async () => {
    const db = app.handle.db;
    staff = await app.signIn("superadmin@plantwise.demo");
    roi = await createMaintenancePlace(db, app.demo.northwind, "Roi Works");
    other = await createMaintenancePlace(db, app.demo.northwind, "Roi Annex");
    stats = await createMaintenancePlace(db, app.demo.northwind, "Req Stats Works");
    const idle = await insertRow(db, schema.assets, {
      company_id: roi.company,
      plant_id: roi.plant,
      machine_id: roi.machines[1],
      name: "Roi Works Idle Fan",
    });
    idleAsset = idle.id;
    await seedRoi(db, roi, other, idleAsset);
    await seedAnalytics(db, stats, other);
  });

  describe("ROI of work done", () => {
    it("sums completed work orders and requisitions per asset (2000 saved, 600 spent: 233.3 %)", async () => {
      const res = await app.call("GET", `/api/assets/roi?plant_id=${roi.plant}&${feb}`, { token: staff });
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({
        plant_id: roi.plant,
        total: 2,
        from: "2026-02-01T00:00:00.000Z",
      });
      expect(res.body.data).toEqual([
        {
          id: roi.asset,
          name: "Roi Works Drive",
          plant_id: roi.plant,
          plant_name: "Roi Works",
          production_line_id: roi.line,
          production_line_name: "Roi Works Line",
          machine_id: roi.machines[0],
          machine_name: "Roi Works Press",
          work_orders: 1,
          requisitions: 1,
          savings: 2000,
          cost: 600,
          net: 1400,
          roi_percent: 233.3,
        },
        {
          id: idleAsset,
          name: "Roi Works Idle Fan",
          plant_id: roi.plant,
          plant_name: "Roi Works",
          production_line_id: roi.line,
          production_line_name: "Roi Works Line",
          machine_id: roi.machines[1],
          machine_name: "Roi Works Oven",
          work_orders: 0,
          requisitions: 0,
          savings: 0,
          cost: 0,
          net: 0,
          roi_percent: null,
        },
      ]);
    });

    it("per machine and per line, largest net first", async () => {
      const machines = await app.call("GET", `/api/machines/roi?plant_id=${roi.plant}&${feb}`, {
        token: staff,
      });
      expect(machines.status).toBe(200);
      expect(
        machines.body.data.map((m: Record<string, unknown>) => [
          m.name,
          m.work_orders,
          m.requisitions,
          m.savings,
          m.cost,
          m.net,
          m.roi_percent,
        ]),
      ).toEqual([
        ["Roi Works Press", 1, 1, 2000, 600, 1400, 233.3],
        ["Roi Works Oven", 1, 0, 0, 100, -100, -100],
      ]);
      const lines = await app.call("GET", `/api/production-lines/roi?plant_id=${roi.plant}&${feb}`, {
        token: staff,
      });
      expect(lines.body.data).toEqual([
        {
          id: roi.line,
          name: "Roi Works Line",
          plant_id: roi.plant,
          plant_name: "Roi Works",
          kind: 1,
          work_orders: 2,
          requisitions: 1,
          savings: 2000,
          cost: 700,
          net: 1300,
          roi_percent: 185.7,
        },
      ]);
    });

    it("narrows machines and assets by line and machine", async () => {
      const oven = await app.call("GET", `/api/assets/roi?machine_id=${roi.machines[1]}&${feb}`, {
        token: staff,
      });
      expect(oven.body.data.map((a: { id: number }) => a.id)).toEqual([idleAsset]);
      const line = await app.call("GET", `/api/machines/roi?production_line_id=${other.line}&${feb}`, {
        token: staff,
      });
      expect(line.body.data.map((m: { name: string }) => m.name)).toEqual([
        "Roi Annex Press",
        "Roi Annex Oven",
      ]);
    });

    it("per plant and overall; the other plant's work stays its own", async () => {
      const one = await app.call("GET", `/api/plants/work-orders/roi?plant_id=${roi.plant}&${feb}`, {
        token: staff,
      });
      expect(one.status).toBe(200);
      const figures = {
        work_orders: 2,
        requisitions: 1,
        savings: 2000,
        cost: 700,
        net: 1300,
        roi_percent: 185.7,
      };
      expect(one.body.data.overall).toEqual(figures);
      expect(one.body.data.plants).toEqual([{ id: roi.plant, name: "Roi Works", ...figures }]);

      const all = await app.query(
        "requisitions.roi",
        { from: "2026-02-01T00:00:00.000Z", to: "2026-02-28T23:59:59.000Z" },
        staff,
      );
      expect(all.status).toBe(200);
      const plants = all.body.result.data.plants as { id: number; savings: number }[];
      const annex = plants.find((p) => p.id === other.plant);
      expect(annex).toMatchObject({ work_orders: 1, savings: 10000, cost: 0, net: 10000, roi_percent: null });
      expect(plants.find((p) => p.id === roi.plant)).toMatchObject(figures);
      expect(plants.findIndex((p) => p.id === other.plant)).toBeLessThan(
        plants.findIndex((p) => p.id === roi.plant),
      );
      const overall = all.body.result.data.overall;
      expect(overall.savings).toBe(plants.reduce((n, p) => n + p.savings, 0));
    });

    it("plantRoi sums the plants it is given, and nothing for none", async () => {
      const from = d("2026-02-01T00:00:00Z");
      const to = d("2026-02-28T23:59:59Z");
      expect(await plantRoi(app.handle.db, [roi.plant, other.plant], from, to)).toEqual({
        work_orders: 3,
        requisitions: 1,
        savings: 12000,
        cost: 700,
        net: 11300,
        roi_percent: 1614.3,
      });
      expect(await plantRoi(app.handle.db, [], from, to)).toEqual({
        work_orders: 0,
        requisitions: 0,
        savings: 0,
        cost: 0,
        net: 0,
        roi_percent: null,
      });
      // The requisition completed on March 5 only.
      expect(
        await plantRoi(app.handle.db, [roi.plant], d("2026-03-01T00:00:00Z"), d("2026-03-31T00:00:00Z")),
      ).toMatchObject({ requisitions: 1, work_orders: 0, savings: 900 });
    });
  });

  describe("analytics", () => {
    it("counts, lead times and totals of a worked week", async () => {
      const res = await app.call(
        "GET",
        `/api/plants/work-orders/analytics?plant_id=${stats.plant}&from=${march.from}&to=${march.to}`,
        { token: staff },
      );
      expect(res.status).toBe(200);
      const a = res.body.data;
      expect([a.from, a.to, a.time_zone, a.bucket]).toEqual([march.from, march.to, "UTC", "day"]);
      expect(a.by_status).toEqual([
        { status: 0, count: 2 },
        { status: 1, count: 1 },
        { status: 2, count: 1 },
        { status: 3, count: 2 },
        { status: 4, count: 0 },
        { status: 5, count: 0 },
      ]);
      expect(a.by_request_type).toEqual([
        { request_type: 1, count: 3 },
        { request_type: 2, count: 3 },
      ]);
      expect(a.by_priority_reason).toEqual([
        { priority_reason: "health_and_safety", count: 1 },
        { priority_reason: "production_loss", count: 2 },
        { priority_reason: "cost_reduction", count: 2 },
        { priority_reason: "future_opportunity", count: 1 },
      ]);
      expect(a.by_work_type).toEqual([
        { work_type: "refurbishment", count: 0 },
        { work_type: "fabrication", count: 1 },
        { work_type: "repair", count: 2 },
        { work_type: null, count: 3 },
      ]);
      // First approvals in the range: A 4 h, B 2 h (approved_at), F 1 h (its first), G 2 h.
      // Completed in the range: A 20 h / 24 h, D 144 h / 168 h, F 3 h (last approval) / 6 h.
      expect(a.lead_times).toEqual({
        raised_to_approved: { count: 4, mean_hours: 2.25, median_hours: 2 },
        approved_to_completed: { count: 3, mean_hours: 55.67, median_hours: 20 },
        raised_to_completed: { count: 3, mean_hours: 66, median_hours: 24 },
      });
      expect(a.totals).toEqual({
        raised: 6,
        raised_estimated_cost: 365,
        completed: 3,
        estimated_cost: 415,
        cost: 300,
        cost_savings: 1520,
      });
      expect(a.series).toEqual([
        { date: "2026-03-01", raised: 1, completed: 0, savings: 0 },
        { date: "2026-03-02", raised: 1, completed: 1, savings: 500 },
        { date: "2026-03-03", raised: 1, completed: 0, savings: 0 },
        { date: "2026-03-04", raised: 1, completed: 1, savings: 1000 },
        { date: "2026-03-05", raised: 1, completed: 0, savings: 0 },
        { date: "2026-03-06", raised: 1, completed: 1, savings: 20 },
        { date: "2026-03-07", raised: 0, completed: 0, savings: 0 },
      ]);
    });

    it("counts by week from Monday past 62 days", async () => {
      const res = await app.query(
        "requisitions.analytics",
        { plant_id: stats.plant, from: "2026-01-01T00:00:00.000Z", to: "2026-03-31T23:59:59.000Z" },
        staff,
      );
      expect(res.status).toBe(200);
      const a = res.body.result.data;
      expect(a.bucket).toBe("week");
      expect(a.series).toHaveLength(14);
      expect(a.series[0].date).toBe("2025-12-29");
      expect(a.series.at(-1).date).toBe("2026-03-30");
      // D (Wed Feb 25) and A (Sun Mar 1) share the week of Monday Feb 23.
      const week = (date: string) => a.series.find((p: { date: string }) => p.date === date);
      expect(week("2026-02-23")).toEqual({ date: "2026-02-23", raised: 2, completed: 0, savings: 0 });
      expect(week("2026-03-02")).toEqual({ date: "2026-03-02", raised: 5, completed: 3, savings: 1520 });
      expect(week("2026-03-09")).toEqual({ date: "2026-03-09", raised: 1, completed: 0, savings: 0 });
    });

    it("covers the last 7 days when no range is given", async () => {
      const res = await app.call("GET", `/api/plants/work-orders/analytics?plant_id=${stats.plant}`, {
        token: staff,
      });
      expect(res.status).toBe(200);
      const from = new Date(res.body.data.from);
      const to = new Date(res.body.data.to);
      expect(Math.abs(to.getTime() - Date.now())).toBeLessThan(60_000);
      expect(from.toISOString().slice(11)).toBe("00:00:00.000Z");
      expect((to.getTime() - from.getTime()) / 86_400_000).toBeGreaterThan(6);
      expect((to.getTime() - from.getTime()) / 86_400_000).toBeLessThanOrEqual(7);
      expect(res.body.data.series).toHaveLength(7);
    });
  });

  describe("access and validation", () => {
    let superintendent: string;
    let noFlags: string;
    let southAdmin: string;

    beforeAll(async () => {
      const db = app.handle.db;
      const [lead] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, "superintendent@plantwise.demo"));
      await db.insert(schema.userPlants).values({ user_id: lead!.id, plant_id: roi.plant });
      superintendent = await app.signIn("superintendent@plantwise.demo");
      southAdmin = await app.signIn("southadmin@plantwise.demo");
      // Views requisitions, but neither the user type nor a role flag admits them.
      const role = await insertRow(db, schema.roles, {
        name: "Requisition Viewer",
        type: 2,
        company_id: app.demo.northwind,
      });
      await db
        .insert(schema.rolePermissions)
        .values({ role_id: role.id, app_section: "requisitions", is_viewing: true });
      const user = await insertRow(db, schema.users, {
        email: "viewer@roi.example",
        first_name: "View",
        last_name: "Only",
        password_hash: await hashPassword(DEMO_PASSWORD),
        role_id: role.id,
        company_id: app.demo.northwind,
      });
      await db.insert(schema.userPlants).values({ user_id: user.id, plant_id: roi.plant });
      noFlags = await app.signIn("viewer@roi.example");
    });

    it("answers a requisition user their own plants", async () => {
      const res = await app.call("GET", `/api/machines/roi?${feb}`, { token: superintendent });
      expect(res.status).toBe(200);
      const names = res.body.data.map((m: { name: string }) => m.name);
      expect(names).toContain("Roi Works Press");
      expect(names).not.toContain("Roi Annex Press");
    });

    it("refuses a customer without the requisition flags, and one without the permission", async () => {
      const paths = [
        "/api/plants/work-orders/analytics",
        "/api/plants/work-orders/roi",
        "/api/production-lines/roi",
        "/api/machines/roi",
        "/api/assets/roi",
      ];
      for (const path of paths) {
        const res = await app.call("GET", path, { token: noFlags });
        expect(res.status, path).toBe(403);
        expect(JSON.stringify(res.body)).toContain("requisitioner, fab shop manager or technician");
      }
      const oee = await app.signIn("oee@plantwise.demo");
      expect((await app.call("GET", "/api/assets/roi", { token: oee })).status).toBe(403);
    });

    it("does not find another company's plant, nor list its places", async () => {
      for (const path of [
        "/api/plants/work-orders/analytics",
        "/api/plants/work-orders/roi",
        "/api/assets/roi",
      ]) {
        const res = await app.call("GET", `${path}?plant_id=${roi.plant}`, { token: southAdmin });
        expect(res.status, path).toBe(404);
      }
      const lines = await app.call("GET", `/api/production-lines/roi?${feb}`, { token: southAdmin });
      expect(lines.status).toBe(200);
      expect(JSON.stringify(lines.body)).not.toContain("Roi Works");
      const plants = await app.call("GET", `/api/plants/work-orders/roi?${feb}`, { token: southAdmin });
      expect(plants.body.data.plants.map((p: { id: number }) => p.id)).toEqual([app.demo.regina]);
      // Naming another company's line narrows to nothing.
      const narrowed = await app.call("GET", `/api/machines/roi?production_line_id=${roi.line}&${feb}`, {
        token: southAdmin,
      });
      expect(narrowed.body.data).toEqual([]);
    });

    it("refuses a range that ends before it starts, and an unknown preset", async () => {
      const backwards = await app.call(
        "GET",
        "/api/plants/work-orders/roi?from=2026-02-10T00:00:00Z&to=2026-02-01T00:00:00Z",
        { token: staff },
      );
      expect(backwards.status).toBe(422);
      expect(JSON.stringify(backwards.body)).toContain("to: must be after from");
      const preset = await app.call("GET", "/api/assets/roi?preset=fortnight", { token: staff });
      expect(preset.status).toBe(422);
      const trpc = await app.query("requisitions.analytics", { from: "yesterday-ish" }, staff);
      expect(trpc.status).toBe(400);
    });
  });
});
