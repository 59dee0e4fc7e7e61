import { schema, testDrivers } from "@plantwise/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextRunAt, zonedTimeToUtc } from "../src/routers/users/next-run";
import { startTestApp, type TestApp } from "./harness";

describe("scheduled reports: next run in the report's time zone", () => {
  it.each([
    // Spring forward in Toronto on 2026-03-08: 09:00 is 14:00Z before, 13:00Z after.
    [
      "daily across spring-forward",
      { frequency: "daily", time_of_day: "09:00" },
      "2026-03-07T15:00:00Z",
      "2026-03-08T13:00:00Z",
    ],
    [
      "daily before the time today",
      { frequency: "daily", time_of_day: "09:00" },
      "2026-03-07T13:00:00Z",
      "2026-03-07T14:00:00Z",
    ],
    // Fall back on 2026-11-01: 09:00 is 13:00Z before, 14:00Z after.
    [
      "daily across fall-back",
      { frequency: "daily", time_of_day: "09:00" },
      "2026-10-31T14:00:00Z",
      "2026-11-01T14:00:00Z",
    ],
    [
      "a time skipped by the gap moves past it",
      { frequency: "daily", time_of_day: "02:30" },
      "2026-03-07T08:00:00Z",
      "2026-03-08T07:30:00Z",
    ],
    // 2026-03-02 is a Monday; weekly on Friday (5) at 17:15.
    [
      "weekly",
      { frequency: "weekly", time_of_day: "17:15", day_of_week: 5 },
      "2026-03-02T12:00:00Z",
      "2026-03-06T22:15:00Z",
    ],
    [
      "monthly on the 28th",
      { frequency: "monthly", time_of_day: "06:00", day_of_month: 28 },
      "2026-02-28T12:00:00Z",
      "2026-03-28T10:00:00Z",
    ],
  ] as const)("%s", (_label, schedule, now, expected) => {
    const at = nextRunAt({ ...schedule, time_zone: "America/Toronto" }, new Date(now));
    expect(at.toISOString()).toBe(new Date(expected).toISOString());
  });

  it("converts wall-clock times of other zones and UTC", () => {
    expect(zonedTimeToUtc(2026, 7, 1, 8, 0, "America/Vancouver").toISOString()).toBe(
      "2026-07-01T15:00:00.000Z",
    );
    expect(
      nextRunAt(
        { frequency: "daily", time_of_day: "00:00", time_zone: "UTC" },
        new Date("2026-12-31T23:59:00Z"),
      ).toISOString(),
    ).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe.each(testDrivers())("scheduled reports over REST on %s", (driver) => {
  let app: TestApp;
  let admin: string;
  let plantUser: string;
  let ids: { admin: number; plantUser: number; stranger: number; hamilton: number; moncton: number };

  const report = (over: Record<string, unknown> = {}) => ({
    name: "Monday plant summary",
    report_type: "plant_summary",
    frequency: "weekly",
    time_of_day: "07:00",
    day_of_week: 1,
    time_zone: "America/Toronto",
    plant_ids: [ids.hamilton],
    ...over,
  });

  beforeAll(async () => {
    app = await startTestApp(driver);
    admin = await app.signIn("plantadmin@plantwise.demo");
    plantUser = await app.signIn("plantuser@plantwise.demo");
    const db = app.handle.db;
    const users = await db.select().from(schema.users);
    const plants = await db.select().from(schema.plants);
    const [company] = await db.insert(schema.companies).values({ name: "Southwind Paper" }).returning();
    const [moncton] = await db
      .insert(schema.plants)
      .values({ name: "Moncton Mill", company_id: company!.id })
      .returning();
    const [stranger] = await db
      .insert(schema.users)
      .values({
        email: "kai@southwind.example",
        first_name: "Kai",
        last_name: "S",
        role_id: users[0]!.role_id,
        company_id: company!.id,
      })
      .returning();
    const hamilton = plants.find((p) => p.name === "Hamilton Works")!;
    await db
      .insert(schema.teams)
      .values({ name: "Boiler crew", company_id: hamilton.company_id, plant_id: hamilton.id });
    ids = {
      admin: users.find((u) => u.email === "plantadmin@plantwise.demo")!.id,
      plantUser: users.find((u) => u.email === "plantuser@plantwise.demo")!.id,
      stranger: stranger!.id,
      hamilton: hamilton.id,
      moncton: moncton!.id,
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets a user create, list, edit, start and delete their own report", async () => {
    const base = `/api/users/${ids.plantUser}/scheduled-reports`;
    const created = await app.call("POST", base, { token: plantUser, body: report() });
    expect(created.status).toBe(200);
    const r = created.body.data;
    expect(r).toMatchObject({
      user_id: ids.plantUser,
      frequency: "weekly",
      day_of_week: 1,
      plant_ids: [ids.hamilton],
    });
    expect(new Date(r.next_run_at).getTime()).toBeGreaterThan(Date.now());
    const list = await app.call("GET", base, { token: plantUser });
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect(list.body.meta.total).toBe(1);

    const edited = await app.call("PUT", `${base}/${r.id}`, {
      token: plantUser,
      body: report({ frequency: "monthly", day_of_month: 15, name: "Mid-month summary" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: "Mid-month summary",
      day_of_month: 15,
      day_of_week: null,
    });

    const start = await app.call("POST", `${base}/${r.id}/start`, { token: plantUser });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ status: "ok" });
    const [mail] = await app.handle.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, "plantuser@plantwise.demo"))
      .orderBy(desc(schema.outboxMessages.id));
    expect(mail!.subject).toBe("Plantwise report: Mid-month summary");
    expect(mail!.body).toContain("Hamilton Works (America/Toronto)");
    expect(mail!.body).toMatch(/Users: \d+ \(\d+ active\)/);
    expect(mail!.body).toContain("Teams: Boiler crew");
    expect(mail!.body).not.toContain("Calgary Works");
    const [row] = await app.handle.db
      .select()
      .from(schema.scheduledReports)
      .where(eq(schema.scheduledReports.id, r.id));
    expect(row!.last_run_at).not.toBeNull();

    const del = await app.call("DELETE", `${base}/${r.id}`, { token: plantUser });
    expect(del.body).toEqual({ status: "ok" });
    expect((await app.call("GET", base, { token: plantUser })).body.data).toEqual([]);
  });

  it("needs edit_users to manage someone else's reports", async () => {
    const denied = await app.call("POST", `/api/users/${ids.admin}/scheduled-reports`, {
      token: plantUser,
      body: report(),
    });
    expect(denied.status).toBe(403);
    const allowed = await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports`, {
      token: admin,
      body: report(),
    });
    expect(allowed.status).toBe(200);
  });

  it("answers another tenant's user and a report of another user with 404", async () => {
    const other = await app.call("GET", `/api/users/${ids.stranger}/scheduled-reports`, { token: admin });
    expect(other.status).toBe(404);
    const [foreign] = await app.handle.db
      .insert(schema.scheduledReports)
      .values({
        user_id: ids.stranger,
        name: "Theirs",
        report_type: "plant_summary",
        frequency: "daily",
        time_of_day: "08:00",
      })
      .returning();
    for (const [method, suffix] of [
      ["PUT", ""],
      ["DELETE", ""],
      ["POST", "/start"],
    ] as const) {
      const res = await app.call(
        method,
        `/api/users/${ids.admin}/scheduled-reports/${foreign!.id}${suffix}`,
        {
          token: admin,
          body: report(),
        },
      );
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    const [still] = await app.handle.db
      .select()
      .from(schema.scheduledReports)
      .where(eq(schema.scheduledReports.id, foreign!.id));
    expect(still).toMatchObject({ name: "Theirs", last_run_at: null });
  });

  it.each([
    ["a weekly report without its weekday", () => ({ day_of_week: null }), "day_of_week"],
    ["a monthly day past 28", () => ({ frequency: "monthly", day_of_month: 31 }), "day_of_month"],
    ["a time zone outside the list", () => ({ time_zone: "Europe/Paris" }), "time_zone"],
    ["a malformed time", () => ({ time_of_day: "7am" }), "time_of_day"],
    ["an unknown report type", () => ({ report_type: "alarms" }), "report_type"],
    ["another company's plant", () => ({ plant_ids: [ids.moncton] }), "plant_ids"],
  ])("refuses %s with 422 naming the field", async (_label, over, field) => {
    const body = report(over());
    const res = await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports`, {
      token: plantUser,
      body,
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}`));
  });
});
