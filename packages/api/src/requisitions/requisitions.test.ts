import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema, testDrivers } from "@plantwise/db";
import { NotificationType, RequestType, RequisitionStatus } from "@plantwise/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { configureRequisitionUploads } from "./attachment-files";
import {
  insertRequisition,
  type RequisitionWorld,
  requisitionForm,
  requisitionWorld,
} from "./requisitions.fixtures";

const s = schema;
const PATH = "/api/plants/work-orders";
const { PENDING, APPROVED, DENIED, COMPLETED, IN_WORK, ON_HOLD } = RequisitionStatus;

const roiInputs = {
  downtime_hours_per_year: 120,
  cost_per_downtime_hour: 800,
  horizon_years: 3,
  repair: { parts_cost: 4000, labour_hours: 20, labour_rate: 60, remaining_downtime_hours: 30 },
  replace: { parts_cost: 20000, labour_hours: 16, labour_rate: 60, remaining_downtime_hours: 5 },
};

describe.each(testDrivers())("requisitions on %s", (driver) => {
  const app = useTestApp(driver);
  let w: RequisitionWorld;
  const token = {} as Record<"manager" | "technician" | "requisitioner" | "outsider" | "watcher", string>;

  beforeAll(async () => {
    w = await requisitionWorld(app.handle.db, app.demo);
    for (const who of ["manager", "technician", "requisitioner", "outsider", "watcher"] as const) {
      token[who] = await app.signIn(w.people[who].email);
    }
  });

  const messages = (res: { body: { messages?: string[][] } }) => (res.body.messages ?? []).flat().join(" | ");
  const create = async (over: Record<string, unknown> = {}, as = token.requisitioner) => {
    const res = await app.call("POST", PATH, { token: as, body: requisitionForm(w, over) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number } & Record<string, unknown>;
  };
  const row = async (id: number) => {
    const [r] = await app.handle.db.select().from(s.requisitions).where(eq(s.requisitions.id, id));
    return r;
  };
  const events = (id: number) =>
    app.handle.db
      .select()
      .from(s.requisitionEvents)
      .where(eq(s.requisitionEvents.requisition_id, id))
      .orderBy(s.requisitionEvents.id);
  const notificationsOf = (userId: number, requisitionId: number) =>
    app.handle.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.user_id, userId),
          eq(s.notifications.type, NotificationType.requisition),
          eq(s.notifications.link, `/requisitions/${requisitionId}`),
        ),
      )
      .orderBy(s.notifications.id);

  describe("the form", () => {
    it("raises a pending requisition on an item, copying its places, recording who and the event", async () => {
      const created = await create();
      expect(created).toMatchObject({
        status: PENDING,
        plant_id: w.plant,
        production_line_id: w.line,
        machine_id: w.machine,
        asset_id: w.asset,
        equipment_item_id: w.item,
        request_type: RequestType.SERVICE,
        work_type: "fabrication",
        priority_reason: "health_and_safety",
        quantity: 1,
        estimated_cost: 450,
        cost_savings: 1200,
        cost: null,
        vendor_id: w.vendor,
        vendor_name: "rq Fab Supply",
        needed_by: "2030-05-01",
        requested_by_id: w.people.requisitioner.id,
        requested_by_name: "rq requisitioner Tester",
        can_edit: true,
        // A requisitioner who is neither manager nor technician takes no action.
        actions: [],
      });
      expect(created.events).toMatchObject([{ event: "added", action: null, to_status: PENDING }]);
      const stored = await row(created.id);
      expect(stored?.company_id).toBe(w.company);
    });

    it("drops the work type of a purchase request and requires one of a service request", async () => {
      const purchase = await create({ request_type: RequestType.PURCHASE, work_type: "repair" });
      expect(purchase.work_type).toBeNull();
      const res = await app.call("POST", PATH, {
        token: token.requisitioner,
        body: requisitionForm(w, { work_type: "" }),
      });
      expect(res.status).toBe(422);
      expect(messages(res)).toMatch(/^work_type: /);
    });

    it("refuses another company's item and vendor naming the field, and bad amounts", async () => {
      const other = await app.call("POST", PATH, {
        token: token.requisitioner,
        body: requisitionForm(w, { equipment_item_id: w.otherItem, vendor_id: null }),
      });
      expect(other.status).toBe(422);
      expect(messages(other)).toBe("equipment_item_id: No such equipment item");
      const vendor = await app.call("POST", PATH, {
        token: token.requisitioner,
        body: requisitionForm(w, { vendor_id: w.otherVendor }),
      });
      expect(vendor.status).toBe(422);
      expect(messages(vendor)).toBe("vendor_id: No such vendor in this plant");
      for (const bad of [
        { quantity: 0 },
        { quantity: -2 },
        { estimated_cost: -1 },
        { priority_reason: "vip" },
      ]) {
        const res = await app.call("POST", PATH, {
          token: token.requisitioner,
          body: requisitionForm(w, bad),
        });
        expect(res.status, JSON.stringify(bad)).toBe(422);
        expect(messages(res)).toContain(Object.keys(bad)[0]);
      }
      const before = await app.handle.db.select({ n: count() }).from(s.requisitions);
      expect(before[0]!.n).toBeGreaterThan(0);
    });

    it("refuses a user of none of the requisition roles even with the permission", async () => {
      const res = await app.call("GET", PATH, { token: token.outsider });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Requisitions are for requisitioners, fab shop managers and technicians");
      const created = await app.call("POST", PATH, { token: token.outsider, body: requisitionForm(w) });
      expect(created.status).toBe(403);
    });

    it("updates while editable, by the requester or a fab shop manager only", async () => {
      const { id } = await create({ title: "First wording" });
      const res = await app.call("PUT", `${PATH}/${id}`, {
        token: token.requisitioner,
        body: requisitionForm(w, { title: "Second wording", quantity: 3, vendor_id: null }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ title: "Second wording", quantity: 3, vendor_id: null });
      expect(res.body.data.events.map((e: { event: string }) => e.event)).toEqual(["added", "updated"]);
      const byManager = await app.call("PUT", `${PATH}/${id}`, {
        token: token.manager,
        body: requisitionForm(w, { title: "Manager's wording" }),
      });
      expect(byManager.status).toBe(200);
      const byTechnician = await app.call("PUT", `${PATH}/${id}`, {
        token: token.technician,
        body: requisitionForm(w, { title: "Technician's wording" }),
      });
      expect(byTechnician.status).toBe(403);
      expect(byTechnician.body.message).toBe(
        "Only the requester or a fab shop manager may edit this requisition",
      );
      expect((await row(id))?.title).toBe("Manager's wording");
    });

    it("refuses an edit or a delete once approved, naming the status (409)", async () => {
      const id = await insertRequisition(app.handle.db, w, APPROVED, w.people.requisitioner.id);
      const edit = await app.call("PUT", `${PATH}/${id}`, {
        token: token.requisitioner,
        body: requisitionForm(w),
      });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(
        "Cannot edit a requisition that is approved (only one that is pending or on hold or denied)",
      );
      const del = await app.call("DELETE", `${PATH}/${id}`, { token: token.requisitioner });
      expect(del.status).toBe(409);
      expect(del.body.message).toMatch(/^Cannot delete a requisition that is approved/);
      expect((await row(id))?.status).toBe(APPROVED);
    });

    it("deletes a pending requisition, telling the watchers before it goes", async () => {
      const { id } = await create({ title: "Short-lived" });
      const res = await app.call("DELETE", `${PATH}/${id}`, { token: token.requisitioner });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: "ok", data: { id, result: "deleted" } });
      expect(await row(id)).toBeUndefined();
      expect((await app.call("GET", `${PATH}/${id}`, { token: token.manager })).status).toBe(404);
      const told = await app.handle.db
        .select()
        .from(s.notifications)
        .where(
          and(
            eq(s.notifications.user_id, w.people.watcher.id),
            eq(s.notifications.dedupe_key, `requisition:${id}:deleted`),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain("eliminada");
    });

    it("lists newest first with the filters, status 0 included", async () => {
      const a = await insertRequisition(app.handle.db, w, PENDING, w.people.manager.id, {
        title: "zz list pending",
        request_type: RequestType.PURCHASE,
        work_type: null,
      });
      const b = await insertRequisition(app.handle.db, w, ON_HOLD, w.people.manager.id, {
        title: "zz list on hold",
      });
      const list = async (query: string) => {
        const res = await app.call("GET", `${PATH}?q=zz%20list&${query}`, { token: token.manager });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return (res.body.data as { id: number }[]).map((r) => r.id);
      };
      expect(await list("")).toEqual([b, a]);
      expect(await list("status=0")).toEqual([a]);
      expect(await list("status=5")).toEqual([b]);
      expect(await list("request_type=1")).toEqual([a]);
      expect(await list("work_type=repair")).toEqual([b]);
      expect(await list(`machine_id=${w.machine}&priority_reason=production_loss`)).toEqual([b, a]);
      expect(await list("orderByColumn=id&orderByMethod=asc")).toEqual([a, b]);
      // The requisitioner raised neither.
      const mine = await app.call("GET", `${PATH}?q=zz%20list&mine=true`, { token: token.requisitioner });
      expect(mine.body.data).toEqual([]);
      const bad = await app.call("GET", `${PATH}?status=9`, { token: token.manager });
      expect(bad.status).toBe(422);
    });
  });

  describe("actions", () => {
    it("answers 409 naming status and action from a wrong status, 403 naming the role for a wrong role", async () => {
      const completed = await insertRequisition(app.handle.db, w, COMPLETED, w.people.requisitioner.id);
      const wrongStatus = await app.call("PUT", `${PATH}/${completed}/approve`, { token: token.manager });
      expect(wrongStatus.status).toBe(409);
      expect(wrongStatus.body.message).toBe(
        "Cannot approve a requisition that is completed (only one that is pending or on hold)",
      );
      const pending = await insertRequisition(app.handle.db, w, PENDING, w.people.requisitioner.id);
      const wrongRole = await app.call("PUT", `${PATH}/${pending}/approve`, { token: token.technician });
      expect(wrongRole.status).toBe(403);
      expect(wrongRole.body.message).toBe("Only a fab shop manager may approve a requisition");
      const spanish = await app.call("PUT", `${PATH}/${completed}/take`, {
        token: token.manager,
        headers: { "accept-language": "es" },
      });
      expect(spanish.status).toBe(409);
    });

    it("requires a reason to deny and to put on hold (422 naming reason), changing nothing", async () => {
      const id = await insertRequisition(app.handle.db, w, PENDING, w.people.requisitioner.id);
      for (const action of ["deny", "on-hold"]) {
        const res = await app.call("PUT", `${PATH}/${id}/${action}`, { token: token.manager, body: {} });
        expect(res.status).toBe(422);
        expect(messages(res)).toBe("reason: is required");
      }
      expect((await row(id))?.status).toBe(PENDING);
      expect(await events(id)).toEqual([]);
      const held = await app.call("PUT", `${PATH}/${id}/on-hold`, {
        token: token.manager,
        body: { reason: "Waiting for the shutdown" },
      });
      expect(held.status).toBe(200);
      expect(held.body.data).toMatchObject({ status: ON_HOLD, status_reason: "Waiting for the shutdown" });
    });

    it("stamps who and when along the way, and a reset clears it", async () => {
      const id = await insertRequisition(app.handle.db, w, PENDING, w.people.requisitioner.id);
      const put = async (action: string, as: string, body: Record<string, unknown> = {}) => {
        const res = await app.call("PUT", `${PATH}/${id}/${action}`, { token: as, body });
        expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
        return res.body.data;
      };
      const approved = await put("approve", token.manager);
      expect(approved).toMatchObject({ status: APPROVED, approved_by_id: w.people.manager.id });
      expect(approved.approved_at).not.toBeNull();
      expect(approved.actions).toEqual(["unapprove", "deny", "on-hold", "take", "conclude"]);
      const taken = await put("take", token.technician);
      expect(taken).toMatchObject({ status: IN_WORK, taken_by_id: w.people.technician.id });
      expect(taken.actions).toEqual(["complete"]);
      const done = await put("complete", token.technician, {
        cost: 380.5,
        cost_savings: 2500,
        completion_notes: "Guard fitted",
      });
      expect(done).toMatchObject({
        status: COMPLETED,
        completed_by_id: w.people.technician.id,
        cost: 380.5,
        cost_savings: 2500,
        completion_notes: "Guard fitted",
      });
      const reset = await put("reset", token.manager);
      expect(reset).toMatchObject({
        status: PENDING,
        approved_at: null,
        approved_by_id: null,
        taken_by_id: null,
        completed_at: null,
        completed_by_id: null,
      });
      expect(reset.events.map((e: { action: string | null }) => e.action)).toEqual([
        "approve",
        "take",
        "complete",
        "reset",
      ]);
      expect(reset.events.map((e: { event: string }) => e.event)).toEqual([
        "approved",
        "updated",
        "completed",
        "updated",
      ]);
    });

    it("concludes an approved purchase without a technician", async () => {
      const id = await insertRequisition(app.handle.db, w, APPROVED, w.people.requisitioner.id, {
        request_type: RequestType.PURCHASE,
        work_type: null,
      });
      const res = await app.call("PUT", `${PATH}/${id}/conclude`, {
        token: token.manager,
        body: { cost: 99.99 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: COMPLETED, cost: 99.99, taken_by_id: null });
    });

    it("over tRPC too: the same procedures by name", async () => {
      const id = await insertRequisition(app.handle.db, w, DENIED, w.people.requisitioner.id);
      const res = await app.mutate("requisitions.reset", { id }, token.manager);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result.data.status).toBe(PENDING);
      const hold = await app.mutate("requisitions.onHold", { id, reason: "No budget" }, token.manager);
      expect(hold.body.result.data.status).toBe(ON_HOLD);
    });
  });

  describe("notifications", () => {
    it("tells a watcher of the plant of every event, in their language, and nobody who did not ask", async () => {
      const { id } = await create({ title: "Watched" });
      const put = async (action: string, as: string, body: Record<string, unknown> = {}) => {
        const res = await app.call("PUT", `${PATH}/${id}/${action}`, { token: as, body });
        expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      };
      await app.call("PUT", `${PATH}/${id}`, { token: token.requisitioner, body: requisitionForm(w) });
      await put("approve", token.manager);
      await put("unapprove", token.manager);
      await put("deny", token.manager, { reason: "Duplicate" });
      await put("reset", token.manager);
      await put("approve", token.manager);
      await put("conclude", token.manager);
      const told = await notificationsOf(w.people.watcher.id, id);
      // added, updated, approved, unapproved, denied, updated (reset), approved, completed.
      expect(told.map((n) => n.body)).toEqual([
        "añadida (pendiente)",
        "actualizada (pendiente)",
        "aprobada (aprobada)",
        "desaprobada (pendiente)",
        "denegada (denegada)",
        "actualizada (pendiente)",
        "aprobada (aprobada)",
        "completada (completada)",
      ]);
      expect(told[0]!.title).toBe(`Requisición #${id}`);
      // The watcher chose e-mail too: one e-mail per event, in Spanish.
      const mails = await app.handle.db
        .select()
        .from(s.outboxMessages)
        .where(eq(s.outboxMessages.user_id, w.people.watcher.id));
      expect(mails.filter((m) => JSON.stringify(m).includes(`#${id}`))).toHaveLength(8);
      expect(await notificationsOf(w.people.deaf.id, id)).toEqual([]);
      // The actors are never told of their own action.
      expect(await notificationsOf(w.people.manager.id, id)).toEqual([]);
      expect(await notificationsOf(w.people.requisitioner.id, id)).toEqual([]);
    });

    it("a refused action records, notifies and changes nothing", async () => {
      const id = await insertRequisition(app.handle.db, w, PENDING, w.people.requisitioner.id);
      const before = await row(id);
      for (const [action, as] of [
        ["take", token.manager],
        ["approve", token.technician],
        ["complete", token.technician],
        ["deny", token.manager],
      ] as const) {
        const res = await app.call("PUT", `${PATH}/${id}/${action}`, { token: as, body: {} });
        expect(res.status).toBeGreaterThanOrEqual(403);
      }
      expect(await row(id)).toEqual(before);
      expect(await events(id)).toEqual([]);
      expect(await notificationsOf(w.people.watcher.id, id)).toEqual([]);
    });
  });

  describe("the ROI calculation", () => {
    it("saves inputs, choice, ROI Final and the recomputed payback", async () => {
      const id = await insertRequisition(app.handle.db, w, APPROVED, w.people.requisitioner.id);
      const res = await app.mutate(
        "requisitions.saveRoiCalculation",
        { id, inputs: roiInputs, chosen: "repair", roi_final: "150.5" },
        token.manager,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Repair: 4000 + 20 × 60 = 5200; 90 h × 800 = 72 000 a year; 5200 / 6000 = 0.9 months.
      expect(res.body.result.data.roi_calculation).toMatchObject({
        chosen: "repair",
        roi_final: 150.5,
        payback_months: 0.9,
        saved_by: w.people.manager.id,
        inputs: roiInputs,
      });
    });

    it("refuses a ROI Final that is not a number, bad inputs, and a caller who is no fab shop manager", async () => {
      const id = await insertRequisition(app.handle.db, w, APPROVED, w.people.requisitioner.id);
      for (const roi_final of ["abc", "", null, "12e"]) {
        const res = await app.mutate(
          "requisitions.saveRoiCalculation",
          { id, inputs: roiInputs, chosen: "replace", roi_final },
          token.manager,
        );
        expect(res.status, JSON.stringify(roi_final)).toBe(400);
        expect(res.body.error.message).toBe("ROI Final must be a number");
      }
      const spanish = await app.mutate(
        "requisitions.saveRoiCalculation",
        { id, inputs: roiInputs, chosen: "replace", roi_final: "x" },
        token.watcher,
      );
      // The watcher is a requisitioner: refused as no fab shop manager before the number is read.
      expect(spanish.status).toBe(403);
      expect(spanish.body.error.message).toBe("La calculadora de ROI es para los jefes de taller");
      const horizon = await app.mutate(
        "requisitions.saveRoiCalculation",
        { id, inputs: { ...roiInputs, horizon_years: 21 }, chosen: "replace", roi_final: 1 },
        token.manager,
      );
      expect(horizon.status).toBe(400);
      expect((await row(id))?.roi_calculation).toBeNull();
    });
  });

  describe("attachments", () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-requisitions-"));
      configureRequisitionUploads({ dataDir });
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const upload = (id: number, content: Buffer, name: string, as = token.requisitioner) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(content)]), name);
      return fetch(`${app.url}/api/requisitions/${id}/attachments`, {
        method: "POST",
        headers: app.authHeaders(as),
        body: form,
      });
    };

    it("uploads a picture, lists and downloads it, refuses other files, and deletes it", async () => {
      const { id } = await create({ title: "With a photo" });
      const res = await upload(id, PNG, "broken-guard.png");
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: number; url: string; mime_type: string } };
      expect(data.mime_type).toBe("image/png");
      const detail = await app.call("GET", `${PATH}/${id}`, { token: token.manager });
      expect(detail.body.data.attachments).toMatchObject([
        {
          id: data.id,
          original_name: "broken-guard.png",
          url: `/api/requisitions/${id}/attachments/${data.id}`,
        },
      ]);
      const file = await fetch(`${app.url}${data.url}`, { headers: app.authHeaders(token.technician) });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
      const text = await upload(id, Buffer.from("just text"), "notes.txt");
      expect(text.status).toBe(422);
      const removed = await app.call("DELETE", data.url, { token: token.requisitioner });
      expect(removed.status).toBe(200);
      expect((await fetch(`${app.url}${data.url}`, { headers: app.authHeaders(token.manager) })).status).toBe(
        404,
      );
    });

    it("refuses files on a settled requisition (409) and one out of reach (404)", async () => {
      const approved = await insertRequisition(app.handle.db, w, APPROVED, w.people.requisitioner.id);
      expect((await upload(approved, PNG, "late.png")).status).toBe(409);
      const outsider = await upload(approved, PNG, "late.png", token.outsider);
      expect(outsider.status).toBe(403);
      expect((await upload(2_000_000, PNG, "nowhere.png")).status).toBe(404);
    });
  });
});
