import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { createDueOccurrences } from "./recurrence";
import { type MaintenanceWorld, maintenanceWorld, orderForm } from "./work-orders.fixtures";

const s = schema;
const DAY = 86_400_000;

describe.each(testDrivers())("work order transitions on %s", (driver) => {
  const app = useTestApp(driver);
  let w: MaintenanceWorld;
  let admin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    w = await maintenanceWorld(app.handle.db, app.demo);
    admin = await app.signIn("plantadmin@plantwise.demo");
    otherAdmin = await app.signIn("southadmin@plantwise.demo");
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await app.call("POST", "/api/maintenance", { token: admin, body: orderForm(w, over) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  const statusOf = async (id: number) =>
    (await app.handle.db.select().from(s.workOrders).where(eq(s.workOrders.id, id)))[0]!;
  const put = (path: string, body?: unknown) =>
    app.call("PUT", `/api/maintenance${path}`, { token: admin, body });
  const nextOf = (id: number) =>
    app.handle.db.select().from(s.workOrders).where(eq(s.workOrders.previous_occurrence_id, id));

  it("takes, completes, closes and unlocks, recording who, when and the history", async () => {
    const id = await create();
    expect((await app.mutate("maintenance.workOrders.take", { id }, admin)).status).toBe(200);
    expect((await statusOf(id)).started_at).not.toBeNull();
    const done = await put("/complete-multiple", { ids: [id], completion_notes: "Replaced the bearing" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: "ok", data: { ids: [id], to_status: 3 } });
    const closed = await put(`/${id}/close`);
    expect(closed.status).toBe(200);
    const row = await statusOf(id);
    expect(row).toMatchObject({
      status: 4,
      completed_by: w.admin,
      closed_by: w.admin,
      completion_notes: "Replaced the bearing",
    });

    // Closed: locked against edits until unlocked.
    const edit = await app.call("PUT", `/api/maintenance/${id}`, {
      token: admin,
      body: orderForm(w, { title: "Changed" }),
    });
    expect(edit.status).toBe(409);
    const part = await app.mutate(
      "maintenance.workOrders.addPart",
      { id, part_id: w.part, store_room_id: w.storeRoom, quantity: 1 },
      admin,
    );
    expect(part.body.error.data.code).toBe("CONFLICT");
    expect((await put(`/${id}/open`)).status).toBe(200);
    expect((await statusOf(id)).status).toBe(3);
    const again = await app.call("PUT", `/api/maintenance/${id}`, {
      token: admin,
      body: orderForm(w, { title: "Changed" }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    const events = (await app.call("GET", `/api/maintenance/${id}`, { token: admin })).body.data.events;
    expect(
      events.map((e: { action: string; from_status: number | null; to_status: number | null }) => [
        e.action,
        e.from_status,
        e.to_status,
      ]),
    ).toEqual([
      ["created", null, 1],
      ["take", 1, 2],
      ["complete", 2, 3],
      ["close", 3, 4],
      ["unlock", 4, 3],
      ["edited", 3, 3],
    ]);
  });

  it("refuses a transition from the wrong status with 409 naming both statuses", async () => {
    const id = await create();
    const res = await put(`/${id}/close`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Cannot close a work order that is pending (only one that is completed)");
    const open = await put(`/${id}/open`);
    expect(open.status).toBe(409);
    expect(open.body.message).toContain("pending");
    expect(open.body.message).toContain("closed");
    expect((await statusOf(id)).status).toBe(1);
  });

  it("applies a multiple action to all or none", async () => {
    const a = await create();
    const b = await create();
    await app.mutate("maintenance.workOrders.take", { id: b }, admin);
    // b is already in work: taking both is refused and a stays pending.
    const refused = await put("/in-work-multiple", { ids: [a, b] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`#${b}`);
    expect((await statusOf(a)).status).toBe(1);

    // Another company's order among them: not found, nothing changes.
    const other = await app.call("POST", "/api/maintenance", {
      token: otherAdmin,
      body: { ...orderForm(w), plant_id: w.otherPlant, equipment_item_id: w.otherItem },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const foreign = await put("/complete-multiple", { ids: [a, b, other.body.data.id] });
    expect(foreign.status).toBe(404);
    expect([(await statusOf(a)).status, (await statusOf(b)).status]).toEqual([1, 2]);

    const both = await put("/complete-multiple", { ids: [a, b] });
    expect(both.status).toBe(200);
    const closeBoth = await put("/close", { ids: [a, b] });
    expect(closeBoth.status).toBe(200);
    expect([(await statusOf(a)).status, (await statusOf(b)).status]).toEqual([4, 4]);
  });

  it("creates the next occurrence of a recurring order once, on completion", async () => {
    const start = new Date("2031-01-31T09:00:00.000Z");
    const id = await create({
      recurrence: "monthly",
      scheduled_start: start.toISOString(),
      task_procedure_id: w.procedure,
      assignees: { user_ids: [w.user], team_ids: [] },
    });
    const [first] = (await app.call("GET", `/api/maintenance/${id}`, { token: admin })).body.data.checklist;
    await app.mutate(
      "maintenance.workOrders.toggleChecklistItem",
      { id, item_id: first.id, is_done: true },
      admin,
    );
    expect((await put("/complete-multiple", { ids: [id] })).status).toBe(200);
    // Completing again is refused; the ticker finds nothing to do.
    expect((await put("/complete-multiple", { ids: [id] })).status).toBe(409);
    await createDueOccurrences(app.handle.db, new Date("2031-03-01T00:00:00Z"));
    const next = await nextOf(id);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ status: 1, recurrence: "monthly", title: "Replace bearing" });
    // Hamilton's zone: Jan 31 09:00 UTC is Jan 31 04:00 local → Feb 28 04:00 local.
    expect(next[0]!.scheduled_start.toISOString()).toBe("2031-02-28T09:00:00.000Z");
    const details = (await app.call("GET", `/api/maintenance/${next[0]!.id}`, { token: admin })).body.data;
    expect(details.checklist.map((c: { is_done: boolean }) => c.is_done)).toEqual([false, false]);
    expect(details.assignee_user_ids).toEqual([w.user]);
    expect(details.previous_occurrence_id).toBe(id);
    // The series counts from its first start: after Feb 28 comes Mar 31, not Mar 28 (04:00 local,
    // summer time by then).
    expect((await put("/complete-multiple", { ids: [next[0]!.id] })).status).toBe(200);
    const third = await nextOf(next[0]!.id);
    expect(third.map((o) => o.scheduled_start.toISOString())).toEqual(["2031-03-31T08:00:00.000Z"]);
  });

  it("creates the next occurrence at its scheduled time, never twice", async () => {
    const start = new Date(Date.now() - 2 * DAY);
    const id = await create({ recurrence: "weekly", scheduled_start: start.toISOString() });
    await createDueOccurrences(app.handle.db, new Date());
    await createDueOccurrences(app.handle.db, new Date());
    expect(await nextOf(id)).toHaveLength(1);
    // Completing after the ticker made it: still one.
    expect((await put("/complete-multiple", { ids: [id] })).status).toBe(200);
    const next = await nextOf(id);
    expect(next).toHaveLength(1);
    expect(next[0]!.scheduled_start.getTime() - start.getTime()).toBe(7 * DAY);
    // A future order is left alone.
    const later = await create({
      recurrence: "weekly",
      scheduled_start: new Date(Date.now() + DAY).toISOString(),
    });
    await createDueOccurrences(app.handle.db, new Date());
    expect(await nextOf(later)).toHaveLength(0);
  });
});
