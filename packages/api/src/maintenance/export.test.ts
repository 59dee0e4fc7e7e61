import { schema, testDrivers } from "@plantwise/db";
import { EXPORT_MAX_ROWS } from "@plantwise/shared";
import { desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { exportColumnTitles } from "./export-excel";
import { createMaintenancePlace, insertWorkOrder, type MaintenancePlace } from "./statistics.fixtures";

const { outboxAttachments, outboxMessages, users } = schema;

async function sheetRows(content: Uint8Array | ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(testDrivers())("Excel export of work orders on %s", (driver) => {
  const app = useTestApp(driver);
  let staff: string;
  let place: MaintenancePlace;
  const filters = "from=2026-02-01T00:00:00Z&to=2026-02-28T23:59:59Z";

  beforeAll(async () => {
    const db = app.handle.db;
    staff = await app.signIn("superadmin@plantwise.demo");
    place = await createMaintenancePlace(db, app.demo.northwind, "Export Works", "America/Toronto");
    const [category] = await db
      .insert(schema.workOrderCategories)
      .values({ company_id: place.company, plant_id: place.plant, name: "Electrical" })
      .returning();
    const first = await insertWorkOrder(db, place, {
      title: "Replace contactor",
      asset_id: place.asset,
      equipment_item_id: place.item,
      category_id: category!.id,
      priority: 4,
      status: 3,
      // 14:30 UTC is 09:30 in Toronto (EST).
      scheduled_start: new Date("2026-02-03T14:30:00Z"),
      due_at: new Date("2026-02-03T20:00:00Z"),
      total_minutes: 90,
      completed_at: new Date("2026-02-03T19:15:00Z"),
      labour_hours: "2.5",
      materials_cost: "80.4",
      labour_cost: "125",
    });
    const [tech] = await db.select().from(users).where(eq(users.email, "plantuser@plantwise.demo"));
    await db.insert(schema.workOrderAssignees).values({ work_order_id: first.id, user_id: tech!.id });
    await insertWorkOrder(db, place, {
      title: "Inspect oven door",
      machine_id: place.machines[1],
      scheduled_start: new Date("2026-02-10T15:00:00Z"),
      maintenance_type: "pm",
    });
    // Outside the window: not exported.
    await insertWorkOrder(db, place, { title: "Old job", scheduled_start: new Date("2026-01-05T15:00:00Z") });
  });

  const lastMail = async (to: string) => {
    const [message] = await app.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const files = await app.handle.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.message_id, message!.id));
    return { message: message!, files };
  };

  it("e-mails the filtered list as an .xlsx and answers the spec's message with a download link", async () => {
    const res = await app.call("GET", `/api/maintenance/export/excel?plant_id=${place.plant}&${filters}`, {
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "file was sent to your email", rows: 2 });
    expect(res.body.data.download_url).toMatch(/^\/files\/maintenance\/work-orders\.xlsx\?/);

    const { message, files } = await lastMail("superadmin@plantwise.demo");
    expect(message.subject).toBe("Maintenance export to Excel");
    expect(files).toHaveLength(1);
    expect(files[0]!.filename).toMatch(/^work-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(files[0]!.content);
    expect(rows[0]).toEqual(exportColumnTitles("en"));
    expect(rows).toHaveLength(3);
    const [
      number,
      title,
      placeName,
      type,
      category,
      priority,
      status,
      start,
      due,
      minutes,
      assignees,
      completed,
      hours,
      material,
      labour,
    ] = rows[1]!;
    expect([number, title, placeName, type, category, priority, status]).toEqual([
      expect.any(Number),
      "Replace contactor",
      "Export Works Line / Export Works Press / Export Works Drive / Export Works Motor",
      "Breakdown",
      "Electrical",
      "Urgent",
      "Completed",
    ]);
    // Wall clock of Toronto, written as the cell's date.
    expect((start as Date).toISOString()).toBe("2026-02-03T09:30:00.000Z");
    expect((due as Date).toISOString()).toBe("2026-02-03T15:00:00.000Z");
    expect((completed as Date).toISOString()).toBe("2026-02-03T14:15:00.000Z");
    expect([minutes, assignees, hours, material, labour]).toEqual([90, "Priya Natarajan", 2.5, 80.4, 125]);
    expect(rows[2]!.slice(1, 4)).toEqual([
      "Inspect oven door",
      "Export Works Line / Export Works Oven",
      "PM",
    ]);
  });

  it("downloads the same file from the link, signed in", async () => {
    const res = await app.call(
      "GET",
      `/api/maintenance/export/excel?plant_id=${place.plant}&${filters}&view=logs`,
      {
        token: staff,
      },
    );
    const url: string = res.body.data.download_url;
    expect(url).toContain("view=logs");
    const anonymous = await fetch(app.url + url);
    expect(anonymous.status).toBe(401);
    const file = await fetch(app.url + url, { headers: { authorization: `Bearer ${staff}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await sheetRows(await file.arrayBuffer());
    // The log: completed and closed orders only, the window on completed_at.
    expect(rows.map((r) => r[1])).toEqual(["Title", "Replace contactor"]);
  });

  it("writes the column titles in the reader's language", async () => {
    await app.handle.db
      .update(users)
      .set({ language: 2 })
      .where(eq(users.email, "superadmin@plantwise.demo"));
    try {
      const res = await app.call("GET", `/api/maintenance/export/excel?plant_id=${place.plant}&${filters}`, {
        token: staff,
      });
      expect(res.status).toBe(200);
      const { message, files } = await lastMail("superadmin@plantwise.demo");
      expect(message.subject).toBe("Exportación de mantenimiento a Excel");
      const rows = await sheetRows(files[0]!.content);
      expect(rows[0]).toEqual(exportColumnTitles("es"));
      expect(rows[1]!.slice(5, 7)).toEqual(["Urgente", "Completada"]);
    } finally {
      await app.handle.db
        .update(users)
        .set({ language: 1 })
        .where(eq(users.email, "superadmin@plantwise.demo"));
    }
  });

  it("refuses more than 10 000 rows with 422 naming the rule, before building or mailing anything", async () => {
    const bulk = await createMaintenancePlace(app.handle.db, app.demo.northwind, "Bulk Works");
    await app.handle.db.execute(sql`
      insert into work_orders (company_id, plant_id, machine_id, title, maintenance_type, scheduled_start, total_minutes)
      select ${bulk.company}, ${bulk.plant}, ${bulk.machines[0]}, 'Bulk ' || n, 'breakdown',
             '2026-02-05T12:00:00Z'::timestamptz, 30
      from generate_series(1, ${EXPORT_MAX_ROWS + 1}) as n`);
    const [before] = await app.handle.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
    const res = await app.call("GET", `/api/maintenance/export/excel?plant_id=${bulk.plant}&${filters}`, {
      token: staff,
    });
    expect(res.status).toBe(422);
    expect(res.body.messages[0][0]).toMatch(
      /^filters: an export holds at most 10000 rows .*narrow the filters$/,
    );
    const [after] = await app.handle.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
    expect(after!.n).toBe(before!.n);
    const download = await fetch(
      `${app.url}/files/maintenance/work-orders.xlsx?plant_id=${bulk.plant}&${filters}`,
      {
        headers: { authorization: `Bearer ${staff}` },
      },
    );
    expect(download.status).toBe(422);
  });

  it("keeps to the caller's plants and needs view_maintenance", async () => {
    const southAdmin = await app.signIn("southadmin@plantwise.demo");
    const other = await app.call("GET", `/api/maintenance/export/excel?plant_id=${place.plant}`, {
      token: southAdmin,
    });
    expect(other.status).toBe(404);
    const oee = await app.signIn("oee@plantwise.demo");
    const denied = await app.call("GET", "/api/maintenance/export/excel", { token: oee });
    expect(denied.status).toBe(403);
    const file = await fetch(`${app.url}/files/maintenance/work-orders.xlsx`, {
      headers: { authorization: `Bearer ${oee}` },
    });
    expect(file.status).toBe(403);
  });
});
