import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema, testDrivers } from "@plantwise/db";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { configureWorkOrderUploads } from "./work-order-attachments-routes";
import { type MaintenanceWorld, maintenanceWorld, orderForm } from "./work-orders.fixtures";

const s = schema;
const DAY = 86_400_000;

describe.each(testDrivers())("work orders on %s", (driver) => {
  const app = useTestApp(driver);
  let w: MaintenanceWorld;
  let admin: string;

  beforeAll(async () => {
    w = await maintenanceWorld(app.handle.db, app.demo);
    admin = await app.signIn("plantadmin@plantwise.demo");
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await app.call("POST", "/api/maintenance", { token: admin, body: orderForm(w, over) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  const get = async (id: number) =>
    (await app.call("GET", `/api/maintenance/${id}`, { token: admin })).body.data;
  const stock = async () => {
    const [row] = await app.handle.db
      .select({ q: s.miscPartStock.quantity })
      .from(s.miscPartStock)
      .where(and(eq(s.miscPartStock.part_id, w.part), eq(s.miscPartStock.store_room_id, w.storeRoom)));
    return Number(row!.q);
  };
  const messages = (res: { body: { messages?: string[][] } }) => (res.body.messages ?? []).flat().join(" | ");

  it("creates an order: fills the place from the hierarchy, the creator's rate, the procedure's checklist", async () => {
    const id = await create({
      task_procedure_id: w.procedure,
      assignees: { user_ids: [w.user], team_ids: [] },
    });
    const order = await get(id);
    expect(order).toMatchObject({
      plant_id: w.plant,
      equipment_item_id: w.item,
      equipment_item_name: w.itemName,
      asset_id: w.asset,
      machine_id: w.machine,
      production_line_id: w.line,
      status: 1,
      hourly_rate: 40,
      overdue: false,
      assignee_user_ids: [w.user],
    });
    expect(order.checklist.map((c: { instruction: string }) => c.instruction)).toEqual([
      "Lock out the drive",
      "Grease both bearings",
    ]);
    expect(order.events.map((e: { action: string }) => e.action)).toEqual(["created"]);
    // The work order path answers the same record.
    const same = await app.call("GET", `/api/work-orders/${id}`, { token: admin });
    expect(same.body.data.id).toBe(id);
  });

  it("refuses bad input with a 422 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ equipment_item_id: w.otherItem }, "equipment_item_id:"],
      [{ plant_id: w.otherPlant, equipment_item_id: w.otherItem }, "plant_id:"],
      [{ scheduled_start: undefined }, "scheduled_start: Required"],
      [{ total_minutes: 10 }, "total_minutes:"],
      [{ recurrence: "monthly", scheduled_start: "9999-12-31T00:00:00Z" }, "recurrence:"],
      [{ assignees: { user_ids: [999_999], team_ids: [] } }, "assignees.user_ids:"],
      [{ equipment_item_id: null }, "equipment_item_id:"],
      [{ priority: 7 }, "priority:"],
    ];
    for (const [over, field] of cases) {
      const res = await app.call("POST", "/api/maintenance", { token: admin, body: orderForm(w, over) });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(messages(res)).toContain(field);
    }
  });

  it("lists with the default window, status tabs, overdue, mine and search", async () => {
    const recent = await create({ title: "Recent belt check" });
    const old = await create({
      title: "Old belt check",
      scheduled_start: new Date(Date.now() - 30 * DAY).toISOString(),
      assignees: { user_ids: [w.admin], team_ids: [] },
    });
    const list = async (query: string) => {
      const res = await app.call("GET", `/api/maintenance?max=100&${query}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r: { id: number }) => r.id) as number[];
    };
    const byDefault = await list("");
    expect(byDefault).toContain(recent);
    expect(byDefault).not.toContain(old);
    // A status tab shows every order of that status, whatever its date.
    expect(await list("status=1")).toEqual(expect.arrayContaining([recent, old]));
    const overdue = await list("overdue=true");
    expect(overdue).toContain(old);
    expect(overdue).not.toContain(recent);
    expect(await list("status=1&mine=true")).toContain(old);
    expect(await list("status=1&mine=true")).not.toContain(recent);
    expect(await list(`status=1&q=${encodeURIComponent("old belt")}`)).toEqual([old]);
    expect(await list(`status=1&q=${encodeURIComponent(w.itemName)}&equipment_item_id=${w.item}`)).toContain(
      old,
    );
    const row = (await app.call("GET", "/api/maintenance?status=1&max=100", { token: admin })).body.data.find(
      (r: { id: number }) => r.id === old,
    );
    expect(row).toMatchObject({
      overdue: true,
      equipment_item_name: w.itemName,
      assignees: [{ type: "user", id: w.admin }],
    });
  });

  it("takes parts out of stock and puts them back, keeping the totals", async () => {
    const id = await create();
    expect(await stock()).toBe(5);
    const added = await app.mutate(
      "maintenance.workOrders.addPart",
      { id, part_id: w.part, store_room_id: w.storeRoom, quantity: 2 },
      admin,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result.data).toMatchObject({ materials_cost: 25 });
    expect(await stock()).toBe(3);

    const tooMany = await app.mutate(
      "maintenance.workOrders.addPart",
      { id, part_id: w.part, store_room_id: w.storeRoom, quantity: 4 },
      admin,
    );
    expect(tooMany.body.error.data.code).toBe("BAD_REQUEST");
    expect(tooMany.body.error.data.messages).toEqual([[`quantity: Only 3 in stock in ${w.storeRoomName}`]]);
    expect(await stock()).toBe(3);
    const negative = await app.mutate(
      "maintenance.workOrders.addPart",
      { id, part_id: w.part, store_room_id: w.storeRoom, quantity: -1 },
      admin,
    );
    expect(negative.body.error.data.code).toBe("BAD_REQUEST");

    const labour = await app.mutate(
      "maintenance.workOrders.addLabour",
      { id, user_id: w.user, hours: 2, work_date: "2025-05-01" },
      admin,
    );
    expect(labour.body.result.data).toMatchObject({ labour_hours: 2, labour_cost: 80 });
    const own = await app.mutate(
      "maintenance.workOrders.addLabour",
      { id, user_id: w.admin, hours: 1.5, work_date: "2025-05-01", hourly_rate: 50 },
      admin,
    );
    expect(own.body.result.data).toMatchObject({ labour_hours: 3.5, labour_cost: 155 });
    const noHours = await app.mutate(
      "maintenance.workOrders.addLabour",
      { id, user_id: w.user, hours: 0, work_date: "2025-05-01" },
      admin,
    );
    expect(noHours.body.error.data.code).toBe("BAD_REQUEST");

    const order = await get(id);
    expect(order).toMatchObject({ materials_cost: 25, labour_hours: 3.5, labour_cost: 155, total_cost: 180 });
    expect(order.parts).toMatchObject([{ part_id: w.part, quantity: 2, unit_cost: 12.5, cost: 25 }]);
    expect(order.labour.map((l: { cost: number }) => l.cost)).toEqual([80, 75]);

    const removed = await app.mutate(
      "maintenance.workOrders.removePart",
      { id, line_id: order.parts[0].id },
      admin,
    );
    expect(removed.body.result.data).toMatchObject({ materials_cost: 0 });
    expect(await stock()).toBe(5);

    // Deleting an order with parts needs the word, and returns the stock.
    await app.mutate(
      "maintenance.workOrders.addPart",
      { id, part_id: w.part, store_room_id: w.storeRoom, quantity: 1 },
      admin,
    );
    expect(await stock()).toBe(4);
    const refused = await app.call("DELETE", `/api/maintenance/${id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(messages(refused)).toContain("confirm:");
    const deleted = await app.call("DELETE", `/api/maintenance/${id}`, {
      token: admin,
      body: { confirm: "delete" },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toMatchObject({ id, result: "deleted" });
    expect(await stock()).toBe(5);
    expect((await app.call("GET", `/api/maintenance/${id}`, { token: admin })).status).toBe(404);
  });

  it("ticks, adds and removes checklist items and takes comments", async () => {
    const id = await create({ task_procedure_id: w.procedure });
    const [first] = (await get(id)).checklist;
    const ticked = await app.mutate(
      "maintenance.workOrders.toggleChecklistItem",
      { id, item_id: first.id, is_done: true },
      admin,
    );
    expect(ticked.status).toBe(200);
    await app.mutate("maintenance.workOrders.addChecklistItem", { id, instruction: "Test run" }, admin);
    await app.mutate("maintenance.workOrders.addComment", { id, body: "Bearing was dry" }, admin);
    const order = await get(id);
    expect(
      order.checklist.map((c: { instruction: string; is_done: boolean }) => [c.instruction, c.is_done]),
    ).toEqual([
      ["Lock out the drive", true],
      ["Grease both bearings", false],
      ["Test run", false],
    ]);
    expect(order.checklist[0].done_by).toBe(w.admin);
    expect(order.comments.map((c: { body: string }) => c.body)).toEqual(["Bearing was dry"]);
    const gone = await app.mutate(
      "maintenance.workOrders.removeChecklistItem",
      { id, item_id: first.id },
      admin,
    );
    expect(gone.status).toBe(200);
    expect((await get(id)).checklist).toHaveLength(2);
  });

  it("routes literal /maintenance paths before /maintenance/{id}", async () => {
    const categories = await app.call("GET", "/api/maintenance/categories", { token: admin });
    expect(categories.status).toBe(200);
    expect(Array.isArray(categories.body.data)).toBe(true);
    const statistics = await app.call("GET", `/api/maintenance/statistics?plant_id=${w.plant}`, {
      token: admin,
    });
    expect(statistics.status).not.toBe(404);
    expect(JSON.stringify(statistics.body)).not.toContain("id:");
    const request = await app.call("POST", "/api/maintenance/requests", {
      token: admin,
      body: { plant_id: w.plant, equipment_item_id: w.item, title: "Noise" },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const closeNone = await app.call("PUT", "/api/maintenance/close", { token: admin, body: { ids: [] } });
    expect(closeNone.status).toBe(422);
    expect(messages(closeNone)).toContain("ids:");
  });

  it("answers an item's repairs and the calendar", async () => {
    const id = await create({ title: "Repair seal" });
    await app.call("PUT", "/api/maintenance/complete-multiple", { token: admin, body: { ids: [id] } });
    const repairs = await app.call("GET", `/api/equipments/${w.item}/repairs`, { token: admin });
    expect(repairs.status, JSON.stringify(repairs.body)).toBe(200);
    expect(repairs.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const from = new Date(Date.now() - DAY).toISOString();
    const to = new Date(Date.now() + DAY).toISOString();
    const calendar = await app.query(
      "maintenance.workOrders.calendar",
      { plant_id: w.plant, from, to },
      admin,
    );
    expect(calendar.status).toBe(200);
    expect(calendar.body.result.data.map((r: { id: number }) => r.id)).toContain(id);
    const logs = await app.query("maintenance.workOrders.logs", { max: 100 }, admin);
    expect(logs.body.result.data.data.map((r: { id: number }) => r.id)).toContain(id);
    // The log's "By" is who completed the order, not its assignees.
    const [completer] = await app.handle.db
      .select({ id: s.users.id, first: s.users.first_name, last: s.users.last_name })
      .from(s.users)
      .where(eq(s.users.email, "plantadmin@plantwise.demo"));
    const logged = logs.body.result.data.data.find((r: { id: number }) => r.id === id);
    expect(logged).toMatchObject({
      completed_by: completer!.id,
      completed_by_name: `${completer!.first} ${completer!.last}`,
    });
    expect((await get(id)).completed_by_name).toBe(`${completer!.first} ${completer!.last}`);
    const open = await create({ title: "Not done yet" });
    const listed = await app.query("maintenance.workOrders.list", { max: 100, status: 1 }, admin);
    expect(listed.body.result.data.data.find((r: { id: number }) => r.id === open)).toMatchObject({
      completed_by: null,
      completed_by_name: null,
    });
  });

  it("answers the people of a plant to a technician without view_users, and 404 out of scope", async () => {
    const team = await app.handle.db
      .insert(s.teams)
      .values({ company_id: w.company, plant_id: w.plant, name: "T Hamilton fitters" })
      .returning({ id: s.teams.id });
    const technician = await app.signIn("plantuser@plantwise.demo");
    const res = await app.query("maintenance.workOrders.people", { plant_id: w.plant }, technician);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const people = res.body.result.data as { users: { id: number; name: string }[]; teams: { id: number }[] };
    const userIds = people.users.map((u) => u.id);
    expect(userIds).toEqual(expect.arrayContaining([w.admin, w.user, w.corporate]));
    expect(people.users.every((u) => u.name.trim().length > 0)).toBe(true);
    expect(people.teams.map((t) => t.id)).toContain(team[0]!.id);
    // Nobody of the other tenant.
    const [stranger] = await app.handle.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(ne(s.users.company_id, w.company))
      .limit(1);
    if (stranger) expect(userIds).not.toContain(stranger.id);
    const other = await app.query("maintenance.workOrders.people", { plant_id: w.otherPlant }, technician);
    expect(other.status).toBe(404);
  });

  describe("attachments", () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "plantwise-work-orders-"));
      configureWorkOrderUploads({ dataDir });
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const upload = (id: number, content: Buffer, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(content)]), name);
      return fetch(`${app.url}/api/maintenance/${id}/attachments`, {
        method: "POST",
        headers: app.authHeaders(admin),
        body: form,
      });
    };

    it("uploads a PDF, lists and downloads it, refuses other files, and deletes it", async () => {
      const id = await create({ title: "With a drawing" });
      const res = await upload(id, PDF, "drawing.pdf");
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: number; url: string; mime_type: string } };
      expect(data.mime_type).toBe("application/pdf");
      const order = await get(id);
      expect(order.attachments).toMatchObject([{ id: data.id, original_name: "drawing.pdf", url: data.url }]);
      const download = await fetch(`${app.url}${data.url}`, {
        headers: app.authHeaders(admin),
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

      const text = await upload(id, Buffer.from("just text"), "notes.txt");
      expect(text.status).toBe(422);
      const other = await app.signIn("southadmin@plantwise.demo");
      const foreign = await fetch(`${app.url}${data.url}`, { headers: app.authHeaders(other) });
      expect(foreign.status).toBe(404);

      const removed = await app.call("DELETE", data.url, { token: admin });
      expect(removed.status).toBe(200);
      expect((await get(id)).attachments).toEqual([]);
    });
  });
});
