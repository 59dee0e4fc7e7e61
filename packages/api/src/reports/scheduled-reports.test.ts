import { schema, testDrivers } from "@plantwise/db";
import { REPORT_REQUEST_MESSAGE } from "@plantwise/shared";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { runDueJobs } from "../lib/job-runner";
import { seedOtherTenant } from "../users/users.fixtures";
import { registerReportJobs } from "./jobs";
import {
  nextOccurrence,
  occurrenceAt,
  occurrencesBetween,
  type ReportSchedule,
  reportPeriod,
  zonedTimeToUtc,
} from "./next-run";

const TORONTO = "America/Toronto";
const iso = (d: Date) => d.toISOString();
const at = (s: string) => new Date(s);
const schedule = (over: Partial<ReportSchedule>): ReportSchedule => ({
  starts_at: at("2026-03-01T10:00:00Z"),
  every: 1,
  unit: "day",
  time_zone: TORONTO,
  ...over,
});

describe("scheduled reports: schedule math", () => {
  it("steps minutes and hours as fixed durations", () => {
    const quarter = schedule({ every: 15, unit: "minute" });
    expect(iso(occurrenceAt(quarter, 3))).toBe("2026-03-01T10:45:00.000Z");
    expect(iso(nextOccurrence(quarter, at("2026-03-01T10:07:00Z")))).toBe("2026-03-01T10:15:00.000Z");
    expect(iso(nextOccurrence(quarter, at("2026-03-01T10:15:00Z")))).toBe("2026-03-01T10:15:00.000Z");
    expect(iso(nextOccurrence(quarter, at("2026-02-01T00:00:00Z")))).toBe("2026-03-01T10:00:00.000Z");
    // Fixed durations do not follow the wall clock: 2 h steps straight through the spring-forward night.
    const twoHours = schedule({ every: 2, unit: "hour", starts_at: at("2026-03-08T05:00:00Z") });
    expect([1, 2, 3].map((n) => iso(occurrenceAt(twoHours, n)))).toEqual([
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T09:00:00.000Z",
      "2026-03-08T11:00:00.000Z",
    ]);
  });

  it.each([
    // Spring forward in Toronto on 2026-03-08: 09:00 is 14:00Z before, 13:00Z after.
    ["daily across spring-forward", "2026-03-07T14:00:00Z", 1, 1, "2026-03-08T13:00:00Z"],
    // Fall back on 2026-11-01: 09:00 is 13:00Z before, 14:00Z after.
    ["daily across fall-back", "2026-10-31T13:00:00Z", 1, 1, "2026-11-01T14:00:00Z"],
    ["every 7 days keeps the weekday and time", "2026-03-02T22:15:00Z", 7, 1, "2026-03-09T21:15:00Z"],
    // 02:30 local does not exist on 2026-03-08: that run is 03:30 EDT, the next one 02:30 EDT again.
    ["a time skipped by the gap moves past it", "2026-03-07T07:30:00Z", 1, 1, "2026-03-08T07:30:00Z"],
    ["and comes back the day after", "2026-03-07T07:30:00Z", 1, 2, "2026-03-09T06:30:00Z"],
  ] as const)("day steps keep the local time: %s", (_label, start, every, n, expected) => {
    const s = schedule({ starts_at: at(start), every });
    expect(iso(occurrenceAt(s, n))).toBe(iso(at(expected)));
    // nextOccurrence finds the same run from just after the previous one.
    expect(iso(nextOccurrence(s, new Date(occurrenceAt(s, n - 1).getTime() + 1)))).toBe(iso(at(expected)));
  });

  it("lists due runs up to a limit and says where the schedule continues", () => {
    const hourly = schedule({ unit: "hour", starts_at: at("2026-03-01T00:00:00Z") });
    const all = occurrencesBetween(hourly, at("2026-03-01T00:00:00Z"), at("2026-03-01T05:30:00Z"), 100);
    expect(all.runs.map(iso)).toEqual([0, 1, 2, 3, 4, 5].map((h) => `2026-03-01T0${h}:00:00.000Z`));
    expect(iso(all.next)).toBe("2026-03-01T06:00:00.000Z");
    const some = occurrencesBetween(hourly, at("2026-03-01T00:00:00Z"), at("2026-03-01T05:30:00Z"), 2);
    expect(some.runs.map(iso)).toEqual(["2026-03-01T00:00:00.000Z", "2026-03-01T01:00:00.000Z"]);
    expect(iso(some.next)).toBe("2026-03-01T02:00:00.000Z");
  });

  it("covers the local day, week or month before a run, or the custom range", () => {
    const spec = { time_zone: TORONTO };
    // 09:00 EDT on the spring-forward day: the day back starts at 09:00 EST, 23 hours earlier.
    const run = at("2026-03-08T13:00:00Z");
    expect(reportPeriod({ ...spec, period: "day" }, run)).toEqual({
      from: at("2026-03-07T14:00:00Z"),
      to: run,
    });
    expect(reportPeriod({ ...spec, period: "week" }, run).from).toEqual(at("2026-03-01T14:00:00Z"));
    // A month back from 31 March is the last day of February.
    const endOfMarch = at("2026-03-31T13:00:00Z");
    expect(reportPeriod({ ...spec, period: "month" }, endOfMarch).from).toEqual(at("2026-02-28T14:00:00Z"));
    const range = { from: at("2026-01-01T05:00:00Z"), to: at("2026-02-01T05:00:00Z") };
    expect(
      reportPeriod({ ...spec, period: "custom_range", period_from: range.from, period_to: range.to }, run),
    ).toEqual(range);
  });

  it("converts wall-clock times of other zones and UTC", () => {
    expect(iso(zonedTimeToUtc(2026, 7, 1, 8, 0, "America/Vancouver"))).toBe("2026-07-01T15:00:00.000Z");
    expect(iso(zonedTimeToUtc(2026, 12, 32, 0, 0, "UTC"))).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe.each(testDrivers())("scheduled reports over REST on %s", (driver) => {
  const app = useTestApp(driver);
  let admin: string;
  let plantUser: string;
  let ids: {
    admin: number;
    plantUser: number;
    stranger: number;
    hamilton: number;
    calgary: number;
    moncton: number;
    sensor: number;
    calgarySensor: number;
    foreignSensor: number;
  };
  const future = () => new Date(Date.now() + 3_600_000).toISOString();

  const report = (over: Record<string, unknown> = {}) => ({
    name: "Monday plant summary",
    report_type: "plant_summary",
    starts_at: future(),
    every: 7,
    unit: "day",
    period: "week",
    time_zone: TORONTO,
    plant_ids: [ids.hamilton],
    ...over,
  });

  beforeAll(async () => {
    registerReportJobs();
    admin = await app.signIn("plantadmin@plantwise.demo");
    plantUser = await app.signIn("plantuser@plantwise.demo");
    const db = app.handle.db;
    const users = await db.select().from(schema.users);
    const plants = await db.select().from(schema.plants);
    const { plant: moncton, user: stranger } = await seedOtherTenant(db);
    const hamilton = plants.find((p) => p.name === "Hamilton Works")!;
    const calgary = plants.find((p) => p.name === "Calgary Works")!;
    await db
      .insert(schema.teams)
      .values({ name: "Boiler crew", company_id: hamilton.company_id, plant_id: hamilton.id });
    // A sensor at Calgary: the admin sees it, the plant user (Hamilton only) does not.
    const [calgarySensor] = await db
      .insert(schema.sensors)
      .values({
        company_id: calgary.company_id,
        plant_id: calgary.id,
        name: "Calgary test sensor",
        serial_number: "CAL-T-1",
        family: "NCD",
        type: 5,
      })
      .returning();
    const sensors = await db.select().from(schema.sensors);
    ids = {
      admin: users.find((u) => u.email === "plantadmin@plantwise.demo")!.id,
      plantUser: users.find((u) => u.email === "plantuser@plantwise.demo")!.id,
      stranger: stranger.id,
      hamilton: hamilton.id,
      calgary: calgary.id,
      moncton: moncton.id,
      sensor: sensors.find((s) => s.plant_id === hamilton.id)!.id,
      calgarySensor: calgarySensor!.id,
      foreignSensor: sensors.find((s) => s.company_id !== hamilton.company_id)!.id,
    };
  });

  it("lets a user create, list, edit, start and delete their own report", async () => {
    const base = `/api/users/${ids.plantUser}/scheduled-reports`;
    const startsAt = future();
    const created = await app.call("POST", base, { token: plantUser, body: report({ starts_at: startsAt }) });
    expect(created.status).toBe(200);
    const r = created.body.data;
    expect(r).toMatchObject({
      user_id: ids.plantUser,
      every: 7,
      unit: "day",
      period: "week",
      plant_ids: [ids.hamilton],
    });
    // The first run is the start itself (to the minute).
    expect(r.next_run_at).toBe(new Date(Math.floor(Date.parse(startsAt) / 60_000) * 60_000).toISOString());
    const list = await app.call("GET", base, { token: plantUser });
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect(list.body.meta.total).toBe(1);

    const edited = await app.call("PUT", `${base}/${r.id}`, {
      token: plantUser,
      body: report({
        name: "Quarter-hourly summary",
        starts_at: r.starts_at,
        every: 15,
        unit: "minute",
        period: "custom_range",
        period_from: "2026-01-01T00:00:00Z",
        period_to: "2026-02-01T00:00:00Z",
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: "Quarter-hourly summary",
      every: 15,
      unit: "minute",
      period: "custom_range",
      period_from: "2026-01-01T00:00:00.000Z",
      period_to: "2026-02-01T00:00:00.000Z",
    });

    const start = await app.call("POST", `${base}/${r.id}/start`, { token: plantUser });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ status: "ok", message: REPORT_REQUEST_MESSAGE });
    // Queued, not sent inside the request: the runner sends it.
    const mails = () =>
      app.handle.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.recipient, "plantuser@plantwise.demo"))
        .orderBy(desc(schema.outboxMessages.id));
    const before = (await mails()).length;
    await runDueJobs(app.handle.db);
    const [mail] = await mails();
    expect((await mails()).length).toBe(before + 1);
    expect(mail!.subject).toBe("Plantwise report: Quarter-hourly summary");
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

  it("keeps a start already in the past when an update leaves it alone, and refuses moving it into the past", async () => {
    const [old] = await app.handle.db
      .insert(schema.scheduledReports)
      .values({
        user_id: ids.plantUser,
        name: "Old daily",
        report_type: "plant_summary",
        starts_at: new Date("2025-01-01T12:00:00Z"),
        next_run_at: new Date("2025-01-02T12:00:00Z"),
        time_zone: "UTC",
      })
      .returning();
    const path = `/api/users/${ids.plantUser}/scheduled-reports/${old!.id}`;
    const body = report({
      starts_at: "2025-01-01T12:00:00Z",
      every: 1,
      unit: "day",
      period: "day",
      time_zone: "UTC",
    });
    const kept = await app.call("PUT", path, { token: plantUser, body: { ...body, name: "Renamed" } });
    expect(kept.status).toBe(200);
    // Same schedule: the pending run stays pending (it is not skipped by the save).
    expect(kept.body.data.next_run_at).toBe("2025-01-02T12:00:00.000Z");
    const moved = await app.call("PUT", path, {
      token: plantUser,
      body: { ...body, starts_at: "2025-06-01T12:00:00Z" },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.messages.flat()[0]).toMatch(/^starts_at: /);
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
      .values({ user_id: ids.stranger, name: "Theirs", report_type: "plant_summary", starts_at: new Date() })
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
    const jobs = await app.handle.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.kind, "scheduled_report"), eq(schema.jobs.user_id, ids.stranger)));
    expect(jobs).toEqual([]);
  });

  it.each([
    ["a start in the past", () => ({ starts_at: "2020-01-01T00:00:00Z" }), "starts_at"],
    ["a missing start", () => ({ starts_at: undefined }), "starts_at"],
    ["a malformed start", () => ({ starts_at: "next monday" }), "starts_at"],
    ["a zero-length schedule", () => ({ every: 0 }), "every"],
    ["a repeat below 15 minutes", () => ({ every: 14, unit: "minute" }), "every"],
    ["an unknown unit", () => ({ unit: "week" }), "unit"],
    [
      "a custom range ending at its start",
      () => ({
        period: "custom_range",
        period_from: "2026-01-01T00:00:00Z",
        period_to: "2026-01-01T00:00:00Z",
      }),
      "period_to",
    ],
    [
      "a custom range without its start",
      () => ({ period: "custom_range", period_to: "2026-01-01T00:00:00Z" }),
      "period_from",
    ],
    ["a time zone outside the list", () => ({ time_zone: "Europe/Paris" }), "time_zone"],
    ["an unknown report type", () => ({ report_type: "maintenance" }), "report_type"],
    ["another company's plant", () => ({ plant_ids: [ids.moncton] }), "plant_ids"],
    [
      "a digest without sensors or plants",
      () => ({ report_type: "graphical_digest", plant_ids: [] }),
      "sensor_ids",
    ],
    ["an unknown sensor", () => ({ report_type: "graphical_digest", sensor_ids: [987654] }), "sensor_ids"],
    [
      "another company's sensor",
      () => ({ report_type: "graphical_digest", sensor_ids: [ids.foreignSensor] }),
      "sensor_ids",
    ],
  ])("refuses %s with 422 naming the field", async (_label, over, field) => {
    const body = report(over());
    const res = await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports`, {
      token: plantUser,
      body,
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}: `));
  });

  it("refuses a sensor of the company outside the owner's plants", async () => {
    // The admin sees Calgary, but the plant user (the owner) works at Hamilton only.
    const res = await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports`, {
      token: admin,
      body: report({ report_type: "graphical_digest", sensor_ids: [ids.calgarySensor] }),
    });
    expect(res.status).toBe(422);
    expect(res.body.messages.flat()[0]).toMatch(/^sensor_ids: /);
  });

  it("accepts a digest of the owner's sensor", async () => {
    const res = await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports`, {
      token: plantUser,
      body: report({
        report_type: "graphical_digest",
        sensor_ids: [ids.sensor],
        every: 1,
        unit: "hour",
        period: "day",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ report_type: "graphical_digest", sensor_ids: [ids.sensor] });
  });
});
