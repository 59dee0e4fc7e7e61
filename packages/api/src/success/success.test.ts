import { schema, testDrivers } from "@plantwise/db";
import { RequisitionStatus } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import {
  createMaintenancePlace,
  insertWorkOrder,
  type MaintenancePlace,
} from "../maintenance/statistics.fixtures";
import { renderOnePagerPdf } from "./one-pager-pdf";

const DAY = 86_400_000;
const STAFF = "superadmin@plantwise.demo";
const CORPORATE = "corporate@plantwise.demo";
const PLANT_ADMIN = "plantadmin@plantwise.demo";

/** The text lines of an uncompressed pdfkit PDF (hex glyph runs of its TJ arrays, WinAnsi). */
function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      Buffer.from([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join(""), "hex").toString("latin1"),
    )
    .join("\n");
}

describe.each(testDrivers())("customer success on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let corporate: string;
  let plantAdmin: string;
  /** A plant of the demo company (corporate sees it) and one of the second company (it does not). */
  let north: MaintenancePlace;
  let south: MaintenancePlace;
  let northUser: number;
  let southUser: number;
  let now: number;

  const at = (days: number) => new Date(now + days * DAY);

  async function requisition(place: MaintenancePlace, values: Record<string, unknown>) {
    return insertRow(app.handle.db, schema.requisitions, {
      company_id: place.company,
      plant_id: place.plant,
      equipment_item_id: place.item,
      request_type: 1,
      priority_reason: "cost_reduction",
      title: "Requisition",
      status: RequisitionStatus.COMPLETED,
      ...values,
    });
  }

  async function alarm(place: MaintenancePlace, values: Record<string, unknown>) {
    return insertRow(app.handle.db, schema.alarms, {
      company_id: place.company,
      plant_id: place.plant,
      sensor_id: place.sensor,
      equipment_item_id: place.item,
      alert_type: 3,
      severity: 2,
      alert_rule: { rule: "level" },
      ...values,
    });
  }

  beforeAll(async () => {
    const db = app.handle.db;
    now = Date.now();
    staff = await app.signIn(STAFF);
    corporate = await app.signIn(CORPORATE);
    plantAdmin = await app.signIn(PLANT_ADMIN);
    north = await createMaintenancePlace(db, app.demo.northwind, "Success North", "America/Toronto");
    south = await createMaintenancePlace(db, app.demo.southridge, "Success South", "America/Regina");
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, PLANT_ADMIN));
    northUser = admin!.id;
    const [other] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.company_id, app.demo.southridge));
    southUser = other!.id;
    // The sensor of the south plant reported a minute ago: online.
    await db
      .update(schema.sensors)
      .set({ last_seen_at: new Date(now - 60_000) })
      .where(eq(schema.sensors.id, south.sensor));
  });

  const meetingForm = (over: Record<string, unknown> = {}) => ({
    plant_id: north.plant,
    held_at: at(-3).toISOString(),
    title: "Monthly check-in",
    attendees: ["Alex Tremblay", "Plant Manager"],
    topics: "Alarm response",
    notes: "All good",
    next_meeting_at: at(27).toISOString(),
    action_items: [
      { description: "Cover the dryer fans", owner_user_id: northUser, due_date: "2099-01-31" },
      { description: "Send the report", owner_name: "Sam (provider)", done: true },
    ],
    ...over,
  });

  describe("the meeting tracker", () => {
    it("creates, reads, updates and deletes a meeting with its action items", async () => {
      const created = await app.call("POST", "/api/plants/meeting-trackers", {
        token: staff,
        body: meetingForm(),
      });
      expect(created.status).toBe(200);
      const id = created.body.data.id as number;

      const got = await app.call("GET", `/api/plants/meeting-trackers/${id}`, { token: staff });
      expect(got.status).toBe(200);
      expect(got.body.data).toMatchObject({
        id,
        plant_id: north.plant,
        plant_name: "Success North",
        title: "Monthly check-in",
        attendees: ["Alex Tremblay", "Plant Manager"],
        action_items_count: 2,
        open_action_items: 1,
        created_by_name: "Sam Okafor",
      });
      expect(got.body.data.action_items).toEqual([
        expect.objectContaining({
          position: 1,
          description: "Cover the dryer fans",
          owner_user_id: northUser,
          owner_name: "Alex Tremblay",
          due_date: "2099-01-31",
          done: false,
        }),
        expect.objectContaining({
          position: 2,
          owner_user_id: null,
          owner_name: "Sam (provider)",
          due_date: null,
          done: true,
        }),
      ]);

      const updated = await app.call("PUT", `/api/plants/meeting-trackers/${id}`, {
        token: staff,
        body: meetingForm({
          title: "Monthly check-in (moved)",
          action_items: [{ description: "Only this one", owner_name: "Claire", done: true }],
        }),
      });
      expect(updated.status).toBe(200);
      const again = await app.call("GET", `/api/plants/meeting-trackers/${id}`, { token: staff });
      expect(again.body.data.title).toBe("Monthly check-in (moved)");
      expect(again.body.data.action_items).toHaveLength(1);
      expect(again.body.data.action_items[0]).toMatchObject({ description: "Only this one", done: true });

      const removed = await app.call("DELETE", `/api/plants/meeting-trackers/${id}`, { token: staff });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ status: "ok" });
      const gone = await app.call("GET", `/api/plants/meeting-trackers/${id}`, { token: staff });
      expect(gone.status).toBe(404);
      const items = await app.handle.db
        .select()
        .from(schema.meetingActionItems)
        .where(eq(schema.meetingActionItems.meeting_tracker_id, id));
      expect(items).toEqual([]);
    });

    it("lists meetings newest first, filtered by plant", async () => {
      const ids: number[] = [];
      for (const [days, title] of [
        [-20, "Older"],
        [-2, "Newer"],
      ] as const) {
        const res = await app.call("POST", "/api/plants/meeting-trackers", {
          token: staff,
          body: meetingForm({
            plant_id: south.plant,
            held_at: at(days).toISOString(),
            title,
            action_items: [],
          }),
        });
        ids.push(res.body.data.id);
      }
      const list = await app.call("GET", `/api/plants/meeting-trackers?plant_id=${south.plant}`, {
        token: staff,
      });
      expect(list.status).toBe(200);
      expect(list.body.data.map((m: { title: string }) => m.title)).toEqual(["Newer", "Older"]);
      expect(list.body.meta.total).toBe(2);
      // A corporate user of the demo company sees none of the second company's meetings.
      const theirs = await app.call("GET", `/api/plants/meeting-trackers?plant_id=${south.plant}`, {
        token: corporate,
      });
      expect(theirs.body.data).toEqual([]);
      for (const id of ids) await app.call("DELETE", `/api/plants/meeting-trackers/${id}`, { token: staff });
    });

    it("refuses an owner from another company, a missing title and a plant out of scope", async () => {
      const foreign = await app.call("POST", "/api/plants/meeting-trackers", {
        token: staff,
        body: meetingForm({ action_items: [{ description: "Theirs", owner_user_id: southUser }] }),
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.messages.flat()).toContain(
        "action_items.0.owner_user_id: must be a user of the plant's company",
      );
      const untitled = await app.call("POST", "/api/plants/meeting-trackers", {
        token: staff,
        body: meetingForm({ title: "" }),
      });
      expect(untitled.status).toBe(422);
      expect(untitled.body.messages.flat().join()).toContain("title:");
      const outside = await app.call("POST", "/api/plants/meeting-trackers", {
        token: corporate,
        body: meetingForm({ plant_id: south.plant, action_items: [] }),
      });
      expect([403, 404]).toContain(outside.status);
    });

    it("answers the plant's latest meeting held by now, or null", async () => {
      const none = await app.call("GET", `/api/plants/meeting-trackers/last?plant_id=${north.plant}`, {
        token: staff,
      });
      expect(none.status).toBe(200);
      expect(none.body.data).toBeNull();
      const ids: number[] = [];
      for (const [days, title] of [
        [-10, "Ten days ago"],
        [-1, "Yesterday"],
        [5, "Planned"],
      ] as const) {
        const res = await app.call("POST", "/api/plants/meeting-trackers", {
          token: staff,
          body: meetingForm({ held_at: at(days).toISOString(), title }),
        });
        ids.push(res.body.data.id);
      }
      const last = await app.call("GET", `/api/plants/meeting-trackers/last?plant_id=${north.plant}`, {
        token: staff,
      });
      expect(last.body.data).toMatchObject({ id: ids[1], title: "Yesterday" });
      expect(last.body.data.action_items).toHaveLength(2);
      const missing = await app.call("GET", "/api/plants/meeting-trackers/last", { token: staff });
      expect(missing.status).toBe(422);
      for (const id of ids) await app.call("DELETE", `/api/plants/meeting-trackers/${id}`, { token: staff });
    });
  });

  describe("the value since a meeting", () => {
    it("counts the work completed and the alarms after the meeting, not before", async () => {
      const meeting = await app.call("POST", "/api/plants/meeting-trackers", {
        token: staff,
        body: meetingForm({ plant_id: south.plant, held_at: at(-5).toISOString(), action_items: [] }),
      });
      const meetingId = meeting.body.data.id as number;
      // Completed 2 days after the meeting: counted. 8 days ago, before it: not.
      await requisition(south, { completed_at: at(-2), cost_savings: "500", cost: "100", title: "After" });
      await requisition(south, { completed_at: at(-8), cost_savings: "300", cost: "50", title: "Before" });
      await alarm(south, { created_at: at(-1), acknowledged_at: at(-0.5) });
      await alarm(south, { created_at: at(-9), cleared_at: at(-7) });

      const res = await app.call("GET", `/api/plants/meeting-trackers/roi?plant_id=${south.plant}`, {
        token: staff,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.meeting).toMatchObject({ id: meetingId, title: "Monthly check-in" });
      expect(new Date(res.body.data.from).getTime()).toBe(at(-5).getTime());
      expect(res.body.data.figures).toEqual({
        savings: 500,
        cost: 100,
        net: 400,
        roi_percent: 400,
        work_orders_completed: 0,
        requisitions_completed: 1,
        alarms_raised: 1,
        alarms_handled: 1,
        work_orders_closed: 0,
      });
      // Since a meeting named: the same window.
      const named = await app.query("success.meetings.roi", { meeting_id: meetingId }, staff);
      expect(named.body.result.data.figures.savings).toBe(500);
      // A plant without meetings: no window, no figures.
      const empty = await app.call("GET", `/api/plants/meeting-trackers/roi?plant_id=${north.plant}`, {
        token: staff,
      });
      expect(empty.body.data).toMatchObject({ plant_id: north.plant, meeting: null, figures: null });
      const outside = await app.call("GET", `/api/plants/meeting-trackers/roi?plant_id=${south.plant}`, {
        token: corporate,
      });
      expect(outside.status).toBe(404);
    });
  });

  describe("the ROI one-pager", () => {
    const period = () => ({ period_start: at(-10).toISOString(), period_end: at(-1).toISOString() });
    let onePagerId: number;

    beforeAll(async () => {
      const db = app.handle.db;
      const raised = await alarm(north, { created_at: at(-6) });
      // An alarm that led to a work order, completed in the period with savings: an avoided failure.
      await insertWorkOrder(db, north, {
        title: "Replace DE bearing",
        equipment_item_id: north.item,
        alarm_id: raised.id,
        status: 4,
        created_at: at(-6),
        scheduled_start: at(-6),
        completed_at: at(-4),
        closed_at: at(-3),
        cost_savings: "250",
        materials_cost: "40",
        labour_cost: "10",
      });
      // Completed in the period without an alarm; completed before the period.
      await insertWorkOrder(db, north, {
        title: "Planned greasing",
        status: 3,
        created_at: at(-8),
        scheduled_start: at(-8),
        completed_at: at(-7),
        cost_savings: "20",
      });
      await insertWorkOrder(db, north, {
        title: "Old job",
        status: 3,
        created_at: at(-40),
        scheduled_start: at(-40),
        completed_at: at(-30),
        cost_savings: "999",
      });
      await requisition(north, {
        completed_at: at(-2),
        cost_savings: "500",
        cost: "100",
        title: "Spare motor",
      });
      const res = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Last week at North", summary: "Good week", ...period() },
      });
      expect(res.status).toBe(200);
      onePagerId = res.body.data.id;
    });

    it("computes the figures over its period when read", async () => {
      const res = await app.call("GET", `/api/plants/roi/one-pagers/${onePagerId}`, { token: staff });
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({
        title: "Last week at North",
        plant_name: "Success North",
        time_zone: "America/Toronto",
        summary: "Good week",
      });
      expect(data.figures).toEqual({
        sensors_monitored: 1,
        alarms_raised: 1,
        avoided_failures: 1,
        avoided_failure_savings: 250,
        work_orders_completed: 2,
        requisitions_completed: 1,
        requisition_savings: 500,
        savings: 770,
        cost: 150,
        net: 620,
        roi_percent: 413.3,
        top_items: [
          {
            equipment_item_id: north.item,
            name: "Success North Motor",
            savings: 750,
            work_orders: 1,
            requisitions: 1,
          },
        ],
      });
      // The preview over the same period answers the same figures, nothing saved.
      const preview = await app.query(
        "success.onePagers.preview",
        { plant_id: north.plant, ...period() },
        staff,
      );
      expect(preview.status).toBe(200);
      expect(preview.body.result.data.figures).toEqual(data.figures);
    });

    it("lists, updates and deletes one-pagers", async () => {
      const list = await app.call("GET", `/api/plants/roi/one-pagers?plant_id=${north.plant}`, {
        token: staff,
      });
      expect(list.body.data.map((o: { id: number }) => o.id)).toContain(onePagerId);
      const created = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Throwaway" },
      });
      const id = created.body.data.id as number;
      const updated = await app.call("PUT", `/api/plants/roi/one-pagers/${id}`, {
        token: staff,
        body: { plant_id: north.plant, title: "Renamed", summary: "Now with words", ...period() },
      });
      expect(updated.status).toBe(200);
      const got = await app.call("GET", `/api/plants/roi/one-pagers/${id}`, { token: staff });
      expect(got.body.data).toMatchObject({ title: "Renamed", summary: "Now with words" });
      const removed = await app.call("DELETE", `/api/plants/roi/one-pagers/${id}`, { token: staff });
      expect(removed.body).toMatchObject({ status: "ok" });
      expect((await app.call("GET", `/api/plants/roi/one-pagers/${id}`, { token: staff })).status).toBe(404);
    });

    it("covers the last 7 days unless told, and refuses a period ending first or over 366 days", async () => {
      const created = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Default period" },
      });
      const got = await app.call("GET", `/api/plants/roi/one-pagers/${created.body.data.id}`, {
        token: staff,
      });
      const span =
        new Date(got.body.data.period_end).getTime() - new Date(got.body.data.period_start).getTime();
      expect(span).toBeGreaterThan(6 * DAY);
      expect(span).toBeLessThanOrEqual(7 * DAY);
      await app.call("DELETE", `/api/plants/roi/one-pagers/${created.body.data.id}`, { token: staff });

      const backwards = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Backwards", period_start: at(-1), period_end: at(-3) },
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.messages).toEqual([["period_end: must be after period_start"]]);
      const tooLong = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Too long", period_start: at(-400), period_end: at(-1) },
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.messages).toEqual([["period_end: The range may span at most 366 days"]]);
      const badDate = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: north.plant, title: "Bad", period_start: "not a date" },
      });
      expect(badDate.status).toBe(422);
    });

    it("downloads one printable page with the plant's name, gated and scoped", async () => {
      const res = await app.call("GET", `/api/success/roi-one-pagers/${onePagerId}/pdf`, { token: staff });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/pdf");
      const body = String(res.body);
      expect(body.startsWith("%PDF")).toBe(true);
      expect(body).toContain("Success North");
      expect((body.match(/\/Type \/Page\b/g) ?? []).length).toBe(1);

      const theirs = await app.call("POST", "/api/plants/roi/one-pagers", {
        token: staff,
        body: { plant_id: south.plant, title: "South week" },
      });
      const hidden = await app.call("GET", `/api/success/roi-one-pagers/${theirs.body.data.id}/pdf`, {
        token: corporate,
      });
      expect(hidden.status).toBe(404);
      const denied = await app.call("GET", `/api/success/roi-one-pagers/${onePagerId}/pdf`, {
        token: plantAdmin,
      });
      expect(denied.status).toBe(403);
      expect((await app.call("GET", `/api/success/roi-one-pagers/${onePagerId}/pdf`)).status).toBe(401);
    });

    it("writes the page in the reader's language", async () => {
      const res = await app.query("success.onePagers.get", { id: onePagerId }, staff);
      const onePager = {
        ...res.body.result.data,
        period_start: new Date(res.body.result.data.period_start),
        period_end: new Date(res.body.result.data.period_end),
      };
      const english = pdfText(await renderOnePagerPdf(onePager, { language: "en", compress: false }));
      expect(english).toContain("Last week at North");
      expect(english).toContain("Success North");
      expect(english).toContain("Total savings");
      expect(english).toContain("Success North Motor");
      const spanish = pdfText(await renderOnePagerPdf(onePager, { language: "es", compress: false }));
      expect(spanish).toContain("Ahorro total");
      expect(spanish).toContain("Fallas evitadas (órdenes de trabajo por alarmas)");
    });
  });

  describe("the dashboard", () => {
    it("gives each plant in scope its figures and sums them per company", async () => {
      const res = await app.query("success.dashboard", { company_id: app.demo.southridge }, staff);
      expect(res.status).toBe(200);
      const data = res.body.result.data;
      const card = data.plants.find((p: { plant_id: number }) => p.plant_id === south.plant);
      expect(card).toMatchObject({
        company_id: app.demo.southridge,
        plant_name: "Success South",
        sensors_total: 1,
        sensors_online: 1,
        requisitions_completed: 1,
        alarms_raised: 1,
        alarms_handled: 1,
      });
      expect(card.savings).toBe(500);
      expect(card.last_meeting).toMatchObject({ title: "Monthly check-in" });
      expect(data.plants.every((p: { company_id: number }) => p.company_id === app.demo.southridge)).toBe(
        true,
      );
      expect(data.companies).toHaveLength(1);
      expect(data.companies[0]).toMatchObject({
        company_id: app.demo.southridge,
        plants: data.plants.length,
      });
      expect(new Date(data.to).getTime() - new Date(data.from).getTime()).toBeLessThanOrEqual(7 * DAY);
    });

    it("shows a corporate user their company's plants only", async () => {
      const res = await app.query("success.dashboard", {}, corporate);
      expect(res.status).toBe(200);
      const companies = new Set(res.body.result.data.plants.map((p: { company_id: number }) => p.company_id));
      expect([...companies]).toEqual([app.demo.northwind]);
      const outside = await app.query("success.dashboard", { plant_id: south.plant }, corporate);
      expect(outside.status).toBe(404);
    });
  });

  it("refuses a customer without customer_success", async () => {
    expect((await app.call("GET", "/api/plants/meeting-trackers", { token: plantAdmin })).status).toBe(403);
    expect((await app.call("GET", "/api/plants/roi/one-pagers", { token: plantAdmin })).status).toBe(403);
    expect((await app.query("success.dashboard", {}, plantAdmin)).status).toBe(403);
  });
});
