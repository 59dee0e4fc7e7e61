import {
  createTestDatabase,
  type DatabaseHandle,
  SECOND_COMPANY,
  schema,
  seedDatabase,
  testDrivers,
} from "@plantwise/db";
import { AlertType, NotificationType, PlatformRole } from "@plantwise/shared";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "../lib/job-runner";
import { dueSummaries, registerNotificationJobs } from "./daily-summary";
import {
  createHierarchy,
  createUser,
  type Hierarchy,
  plantNamed,
  roleId,
  settings,
} from "./notifications.fixtures";

/**
 * The daily summary at each user's local time in the plant's zone, driven by runDueJobs with an
 * injected `now`, across both 2026 daylight-saving changes of America/Chicago (8 March: 02:00 CST
 * → 03:00 CDT, UTC−6 → UTC−5; 1 November: back to UTC−6).
 */

const at = (iso: string) => new Date(iso);

describe("dueSummaries (pure)", () => {
  it("keeps the local time across both changes and resolves a skipped time after the gap", () => {
    const tz = "America/Chicago";
    expect(dueSummaries("07:00", tz, at("2026-03-07T13:00:00Z"))).toEqual([
      { date: "2026-03-07", at: at("2026-03-07T13:00:00Z") },
    ]);
    expect(dueSummaries("07:00", tz, at("2026-03-08T12:00:00Z"))).toEqual([
      { date: "2026-03-08", at: at("2026-03-08T12:00:00Z") },
    ]);
    expect(dueSummaries("07:00", tz, at("2026-03-08T11:59:00Z"))).toEqual([]);
    expect(dueSummaries("02:30", tz, at("2026-03-08T08:30:00Z"))).toEqual([
      { date: "2026-03-08", at: at("2026-03-08T08:30:00Z") },
    ]);
    expect(dueSummaries("07:00", tz, at("2026-11-01T12:00:00Z"))).toEqual([]);
    expect(dueSummaries("07:00", tz, at("2026-11-01T13:00:00Z"))).toEqual([
      { date: "2026-11-01", at: at("2026-11-01T13:00:00Z") },
    ]);
    // 23:30 summary just after local midnight: yesterday's, still within the catch-up window.
    expect(dueSummaries("23:30", tz, at("2026-06-02T05:10:00Z"))).toEqual([
      { date: "2026-06-01", at: at("2026-06-02T04:30:00Z") },
    ]);
    // Past the catch-up window, and malformed times: nothing.
    expect(dueSummaries("07:00", tz, at("2026-06-02T16:00:00Z"))).toEqual([]);
    expect(dueSummaries("7am", tz, at("2026-06-02T12:00:00Z"))).toEqual([]);
  });
});

describe.each(testDrivers())("daily summary on %s", (driver) => {
  let handle: DatabaseHandle;
  let plant: { id: number; company_id: number; name: string };
  let h: Hierarchy;
  const users: Record<string, number> = {};
  const email = (name: string) => `${name}.daily@example.com`;

  const summariesTo = async (name: string) =>
    (
      await handle.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.recipient, email(name)))
    ).sort((a, b) => a.id - b.id);

  beforeAll(async () => {
    registerNotificationJobs();
    handle = await createTestDatabase(driver);
    await seedDatabase(handle.db, { demoUsers: true });
    const hamilton = await plantNamed(handle.db, "Hamilton Works");
    const [chicago] = await handle.db
      .insert(schema.plants)
      .values({ company_id: hamilton.company_id, name: "Chicago Works", time_zone: "America/Chicago" })
      .returning();
    plant = chicago!;
    h = await createHierarchy(handle.db, plant, "chi");
    const role = await roleId(handle.db, PlatformRole.PLANT_USER);
    const [second] = await handle.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.name, SECOND_COMPANY));
    const base = { companyId: plant.company_id, role, notifiablePlants: [plant.id] };
    const make = async (
      name: string,
      over: Parameters<typeof createUser>[1] extends infer O ? Partial<O> : never,
    ) => {
      users[name] = (await createUser(handle.db, { ...base, email: email(name), ...over })).id;
    };
    await make("seven", { settings: settings({ daily_summary_time: "07:00", real_time: true }) });
    await make("gap", { settings: settings({ daily_summary_time: "02:30", real_time: false }) });
    await make("line2", {
      settings: settings({ daily_summary_time: "07:00", production_line_ids: [h.lines[1]] }),
    });
    await make("none", { settings: settings({ daily_summary_time: null }) });
    await make("inactive", { settings: settings({ daily_summary_time: "07:00" }), active: false });
    await make("other", { companyId: second!.id, settings: settings({ daily_summary_time: "07:00" }) });

    // Alarms around the summary of 2026-03-08 07:00 CDT (12:00Z), all on line 1.
    const alarm = (alert_type: number, created: string, cleared: string | null) => ({
      company_id: plant.company_id,
      plant_id: plant.id,
      sensor_id: h.sensor,
      equipment_item_id: h.items[0],
      parameter_type: 1,
      alert_type,
      severity: alert_type === AlertType.warning ? 1 : 2,
      alert_rule: {},
      created_at: at(created),
      cleared_at: cleared ? at(cleared) : null,
    });
    await handle.db.insert(schema.alarms).values([
      alarm(AlertType.alarm, "2026-03-05T10:00:00Z", null), // open, old
      alarm(AlertType.warning, "2026-03-08T02:00:00Z", "2026-03-08T05:00:00Z"), // new and cleared
      alarm(AlertType.acute, "2026-03-07T20:00:00Z", null), // open and new
      alarm(AlertType.mixed, "2026-03-01T10:00:00Z", "2026-03-04T10:00:00Z"), // long gone
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("fires at 07:00 Chicago time before the spring change (13:00Z), once", async () => {
    await runDueJobs(handle.db, at("2026-03-07T12:59:00Z"));
    expect(await summariesTo("seven")).toEqual([]);
    await runDueJobs(handle.db, at("2026-03-07T13:00:00Z"));
    await runDueJobs(handle.db, at("2026-03-07T13:30:00Z"));
    const sent = await summariesTo("seven");
    expect(sent.map((m) => m.subject)).toEqual(["Daily summary for Chicago Works, 2026-03-07"]);
  });

  it("fires at 07:00 CDT (12:00Z) on the day of the change, with the right counts", async () => {
    await runDueJobs(handle.db, at("2026-03-08T11:59:00Z"));
    expect(await summariesTo("seven")).toHaveLength(1);
    await runDueJobs(handle.db, at("2026-03-08T12:00:00Z"));
    await runDueJobs(handle.db, at("2026-03-08T12:05:00Z"));
    const sent = await summariesTo("seven");
    expect(sent).toHaveLength(2);
    const today = sent[1]!;
    expect(today.subject).toBe("Daily summary for Chicago Works, 2026-03-08");
    expect(today.body).toContain(
      "open alarms: 2\nnew in the last 24 hours: 2\ncleared in the last 24 hours: 1",
    );
    // Listed by severity, then age; the warning cleared before the summary is not listed.
    expect(today.body).toContain(
      "Open alarms:\n- Alarm: chi Line 1 › Fan 1 › chi Bearing 1 (since 2026-03-05 04:00:00)\n- Acute:",
    );
    const [bell] = await handle.db
      .select()
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.user_id, users.seven!),
          eq(schema.notifications.type, NotificationType.daily_summary),
          eq(schema.notifications.dedupe_key, `daily_summary:${plant.id}:2026-03-08`),
        ),
      );
    expect(bell!.body).toBe("2 open, 2 new, 1 cleared (2026-03-08)");
  });

  it("narrows to the user's lines, skips the ones who asked for none, and other companies", async () => {
    const [line2] = (await summariesTo("line2")).filter((m) => m.subject?.endsWith("2026-03-08"));
    expect(line2!.body).toContain(
      "open alarms: 0\nnew in the last 24 hours: 0\ncleared in the last 24 hours: 0",
    );
    expect(line2!.body).toContain("No alarms are open.");
    for (const name of ["none", "inactive", "other"]) expect(await summariesTo(name)).toEqual([]);
  });

  it("sends a time skipped by spring-forward (02:30) at 03:30 CDT, e-mail only when real-time is off", async () => {
    const onTheDay = async () => (await summariesTo("gap")).filter((m) => m.subject?.endsWith("2026-03-08"));
    expect(await onTheDay()).toEqual([]); // 12:00Z, the runs above, was past its catch-up window
    await runDueJobs(handle.db, at("2026-03-08T08:29:00Z"));
    expect(await onTheDay()).toEqual([]);
    await runDueJobs(handle.db, at("2026-03-08T08:30:00Z"));
    expect(await onTheDay()).toHaveLength(1);
    const bell = await handle.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, users.gap!));
    expect(bell).toEqual([]);
    const [job] = await handle.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.dedupe_key, `daily_summary:${users.gap}:${plant.id}:2026-03-08`));
    expect(job!.run_at.toISOString()).toBe("2026-03-08T08:30:00.000Z");
  });

  it("fires at 07:00 CST (13:00Z) after the autumn change, not at 12:00Z", async () => {
    await runDueJobs(handle.db, at("2026-10-31T12:00:00Z"));
    await runDueJobs(handle.db, at("2026-11-01T12:00:00Z"));
    const before = (await summariesTo("seven")).map((m) => m.subject);
    expect(before.filter((s) => s?.endsWith("2026-10-31"))).toHaveLength(1);
    expect(before.filter((s) => s?.endsWith("2026-11-01"))).toHaveLength(0);
    await runDueJobs(handle.db, at("2026-11-01T13:00:00Z"));
    await runDueJobs(handle.db, at("2026-11-01T14:00:00Z"));
    const after = (await summariesTo("seven")).map((m) => m.subject);
    expect(after.filter((s) => s?.endsWith("2026-11-01"))).toHaveLength(1);
  });

  it("enqueues exactly one job per user, plant and local date", async () => {
    const jobs = await handle.db
      .select({ key: schema.jobs.dedupe_key, status: schema.jobs.status })
      .from(schema.jobs)
      .where(inArray(schema.jobs.user_id, [users.seven!]));
    expect(jobs.map((j) => j.key).sort()).toEqual(
      ["2026-03-07", "2026-03-08", "2026-10-31", "2026-11-01"].map(
        (d) => `daily_summary:${users.seven}:${plant.id}:${d}`,
      ),
    );
    expect(jobs.every((j) => j.status === "done")).toBe(true);
  });
});
