import { schema, testDrivers } from "@plantwise/db";
import { Language, NotificationType } from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { type MaintenanceWorld, maintenanceWorld } from "./work-orders.fixtures";

const s = schema;

describe.each(testDrivers())("work order requests on %s", (driver) => {
  const app = useTestApp(driver);
  let w: MaintenanceWorld;
  let admin: string;
  let requester: string;
  let corporate: string;

  beforeAll(async () => {
    w = await maintenanceWorld(app.handle.db, app.demo);
    admin = await app.signIn("plantadmin@plantwise.demo");
    requester = await app.signIn("plantuser@plantwise.demo");
    corporate = await app.signIn("corporate@plantwise.demo");
  });

  const file = async (title: string) => {
    const res = await app.call("POST", "/api/maintenance/requests", {
      token: requester,
      body: { plant_id: w.plant, equipment_item_id: w.item, title, description: "Grinding", priority: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  const setLanguage = (language: number) =>
    app.handle.db.update(s.users).set({ language }).where(eq(s.users.id, w.user));
  const notices = (requestId: number) =>
    app.handle.db
      .select({ title: s.notifications.title, body: s.notifications.body })
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.user_id, w.user),
          eq(s.notifications.type, NotificationType.maintenance_request),
          eq(s.notifications.dedupe_key, `maintenance_request:${requestId}:converted`),
        ),
      );
  const rejections = (requestId: number) =>
    app.handle.db
      .select({ title: s.notifications.title, body: s.notifications.body })
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.user_id, w.user),
          eq(s.notifications.dedupe_key, `maintenance_request:${requestId}:rejected`),
        ),
      );
  const pending = async (token: string) =>
    (await app.query("maintenance.requests.pendingCount", { plant_id: w.plant }, token)).body.result.data
      .count;
  const workOrderIds = async () =>
    (await app.call("GET", "/api/maintenance?status=1&max=100", { token: admin })).body.data.map(
      (r: { id: number }) => r.id,
    );

  it("files a pending request, listed and counted but not a work order", async () => {
    const before = await pending(admin);
    const id = await file("Strange noise");
    const row = (await app.handle.db.select().from(s.workOrders).where(eq(s.workOrders.id, id)))[0]!;
    expect(row).toMatchObject({
      request_state: 1,
      status: 1,
      maintenance_type: "breakdown",
      total_minutes: 15,
      priority: 3,
      requested_by: w.user,
      asset_id: w.asset,
    });
    expect(await pending(admin)).toBe(before + 1);
    const list = await app.query("maintenance.requests.list", { max: 100 }, admin);
    expect(list.body.result.data.data.map((r: { id: number }) => r.id)).toContain(id);
    // An item's Maintenance tab lists the requests about that item only.
    const ofItem = await app.query("maintenance.requests.list", { equipment_item_id: w.item }, admin);
    expect(ofItem.body.result.data.data.map((r: { id: number }) => r.id)).toContain(id);
    const ofOther = await app.query(
      "maintenance.requests.list",
      { equipment_item_id: w.item + 10_000 },
      admin,
    );
    expect(ofOther.body.result.data.data).toEqual([]);
    expect(await workOrderIds()).not.toContain(id);
    // Another company's admin sees neither the request nor it in the counter.
    const other = await app.signIn("southadmin@plantwise.demo");
    const theirs = await app.query("maintenance.requests.list", { max: 100 }, other);
    expect(theirs.body.result.data.data.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it("converts a request with the fields given and tells the requester in Spanish", async () => {
    await setLanguage(Language.SPANISH);
    const id = await file("Leaking seal");
    const res = await app.call("POST", `/api/maintenance/requests/${id}`, {
      token: admin,
      body: {
        scheduled_start: "2031-05-01T08:00:00Z",
        maintenance_type: "pm",
        assignees: { user_ids: [w.user], team_ids: [] },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = (await app.call("GET", `/api/maintenance/${id}`, { token: admin })).body.data;
    expect(order).toMatchObject({
      request_state: 2,
      maintenance_type: "pm",
      title: "Leaking seal",
      priority: 3,
      decided_by: w.admin,
      assignee_user_ids: [w.user],
    });
    expect(order.scheduled_start).toBe("2031-05-01T08:00:00.000Z");
    expect(await workOrderIds()).toContain(id);
    const list = await app.query("maintenance.requests.list", { max: 100 }, admin);
    expect(list.body.result.data.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const [notice] = await notices(id);
    expect(notice?.title).toBe(`Solicitud de mantenimiento #${id}`);
    expect(notice?.body).toContain("convertida en orden de trabajo");
    // A converted request is no longer pending: converting again is not found.
    const again = await app.call("POST", `/api/maintenance/requests/${id}`, { token: admin, body: {} });
    expect(again.status).toBe(404);
  });

  it("checks the converted order as the form: bad fields answer 422, nothing changes", async () => {
    const id = await file("Loose guard");
    const res = await app.call("POST", `/api/maintenance/requests/${id}`, {
      token: admin,
      body: { total_minutes: 5, equipment_item_id: w.otherItem },
    });
    expect(res.status).toBe(422);
    expect((res.body.messages as string[][]).flat().join(" ")).toContain("total_minutes:");
    const foreign = await app.call("POST", `/api/maintenance/requests/${id}`, {
      token: admin,
      body: { equipment_item_id: w.otherItem },
    });
    expect(foreign.status).toBe(422);
    expect((foreign.body.messages as string[][]).flat().join(" ")).toContain("equipment_item_id:");
    const row = (await app.handle.db.select().from(s.workOrders).where(eq(s.workOrders.id, id)))[0]!;
    expect(row.request_state).toBe(1);
    // Converting needs create_maintenance: the corporate role only views maintenance.
    const denied = await app.call("POST", `/api/maintenance/requests/${id}`, { token: corporate, body: {} });
    expect(denied.status).toBe(403);
  });

  it("rejects through DELETE with a reason and tells the requester in English", async () => {
    await setLanguage(Language.ENGLISH);
    const id = await file("Dusty panel");
    const noReason = await app.call("DELETE", `/api/maintenance/${id}`, { token: admin });
    expect(noReason.status).toBe(422);
    expect((noReason.body.messages as string[][]).flat().join(" ")).toContain("reason:");
    const res = await app.call("DELETE", `/api/maintenance/${id}`, {
      token: admin,
      body: { reason: "Not a fault" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id, result: "rejected" });
    const row = (await app.handle.db.select().from(s.workOrders).where(eq(s.workOrders.id, id)))[0]!;
    expect(row).toMatchObject({ request_state: 3, reject_reason: "Not a fault", decided_by: w.admin });
    const [notice] = await rejections(id);
    expect(notice?.title).toBe(`Maintenance request #${id}`);
    expect(notice?.body).toContain("rejected");
    expect(notice?.body).toContain("Not a fault");
    expect(await workOrderIds()).not.toContain(id);
    const rejected = await app.query("maintenance.requests.list", { max: 100, state: 3 }, admin);
    expect(rejected.body.result.data.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it("rejects through requests.reject in the requester's language", async () => {
    await setLanguage(Language.SPANISH);
    const id = await file("Oil on the floor");
    const res = await app.mutate("maintenance.requests.reject", { id, reason: "Duplicado" }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [notice] = await rejections(id);
    expect(notice?.body).toContain("rechazada");
    expect(notice?.body).toContain("Duplicado");
    const twice = await app.mutate("maintenance.requests.reject", { id, reason: "Again" }, admin);
    expect(twice.body.error.data.code).toBe("NOT_FOUND");
    await setLanguage(Language.ENGLISH);
  });
});
