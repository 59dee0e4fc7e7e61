import { schema, testDrivers } from "@plantwise/db";
import { NotificationType, REPORT_REQUEST_MESSAGE } from "@plantwise/shared";
import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { loadAuthUser } from "../access/auth-user";
import { createSession } from "../access/sessions";
import { enqueueJob, retryDelayMs, runDueJobs } from "../lib/job-runner";
import { appRouter } from "../root";
import { createCallerFactory } from "../trpc";
import { loadDigestSection } from "./digest-data";
import { renderDigestPdf } from "./digest-pdf";
import { CATCH_UP_PER_TICK, registerReportJobs, SCHEDULED_REPORT_JOB } from "./jobs";

/**
 * Scheduled reports and graphical digests on the job runner: each due run is sent once however
 * often (or concurrently) the runner passes, missed runs are all sent after downtime, a broken job
 * is retried then failed, "start now" and the digest request queue and run once, and the PDF is a
 * PDF about the sensor, attached to the outbox e-mail.
 */

const { jobs, outboxAttachments, outboxMessages, scheduledReports } = schema;
const T0 = new Date("2026-03-02T14:00:00Z");
const HOUR = 3_600_000;
const PLANT_USER = "plantuser@plantwise.demo";

/**
 * The text lines of an uncompressed PDF: pdfkit writes each line as a TJ array of hex glyph codes
 * split by kerning adjustments; joining the hex runs gives the line back (WinAnsi is Latin-1 here).
 */
function pdfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString("latin1");
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      Buffer.from([...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join(""), "hex").toString("latin1"),
    )
    .join("\n");
}

describe.each(testDrivers())("report jobs on %s", (driver) => {
  const app = useTestApp(driver);
  let ids: { plantUser: number; hamilton: number; sensor: number; sensorName: string; foreignSensor: number };

  beforeAll(async () => {
    registerReportJobs();
    const db = app.handle.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, PLANT_USER));
    const [hamilton] = await db.select().from(schema.plants).where(eq(schema.plants.name, "Hamilton Works"));
    const sensors = await db.select().from(schema.sensors).orderBy(asc(schema.sensors.id));
    const sensor = sensors.find((s) => s.plant_id === hamilton!.id)!;
    ids = {
      plantUser: user!.id,
      hamilton: hamilton!.id,
      sensor: sensor.id,
      sensorName: sensor.name,
      foreignSensor: sensors.find((s) => s.company_id !== hamilton!.company_id)!.id,
    };
    // A day of velocity readings on axis 1, one every 10 minutes, rising to 9 mm/s, and an alarm.
    const readings = Array.from({ length: 144 }, (_, i) => ({
      sensor_id: sensor.id,
      parameter_type: 1,
      axis: 1,
      ts: new Date(T0.getTime() - 24 * HOUR + i * 600_000),
      value: 1 + (8 * i) / 143,
    }));
    await db.insert(schema.sensorReadings).values(readings);
    await db.insert(schema.alarms).values({
      company_id: hamilton!.company_id,
      plant_id: hamilton!.id,
      sensor_id: sensor.id,
      parameter_type: 1,
      axis: 1,
      alert_type: 2,
      severity: 2,
      alert_rule: { rule: "level" },
      value: 8.2,
      created_at: new Date(T0.getTime() - 3 * HOUR),
    });
  });
  beforeEach(async () => {
    await app.handle.db.delete(jobs);
    await app.handle.db.delete(scheduledReports);
    await app.handle.db.delete(outboxMessages).where(eq(outboxMessages.recipient, PLANT_USER));
  });

  async function addReport(over: Partial<typeof scheduledReports.$inferInsert> = {}) {
    const [row] = await app.handle.db
      .insert(scheduledReports)
      .values({
        user_id: ids.plantUser,
        name: "Hourly digest",
        report_type: "plant_summary",
        starts_at: T0,
        every: 1,
        unit: "hour",
        period: "day",
        time_zone: "America/Toronto",
        plant_ids: [ids.hamilton],
        next_run_at: T0,
        ...over,
      })
      .returning();
    return row!;
  }

  const mails = () =>
    app.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, PLANT_USER))
      .orderBy(asc(outboxMessages.id));
  const reportJobs = (reportId: number) =>
    app.handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SCHEDULED_REPORT_JOB), like(jobs.dedupe_key, `report:${reportId}:%`)))
      .orderBy(asc(jobs.run_at));

  it("sends a run due at T once, however often and however concurrently the runner passes", async () => {
    const report = await addReport();
    expect(await runDueJobs(app.handle.db, new Date(T0.getTime() - 1))).toBe(0);
    await Promise.all([runDueJobs(app.handle.db, T0), runDueJobs(app.handle.db, T0)]);
    await runDueJobs(app.handle.db, T0);
    expect(await mails()).toHaveLength(1);
    const queued = await reportJobs(report.id);
    expect(queued.map((j) => [j.dedupe_key, j.status])).toEqual([
      [`report:${report.id}:${T0.toISOString()}`, "done"],
    ]);
    expect(queued[0]!.payload).toMatchObject({
      from: new Date(T0.getTime() - 24 * HOUR).toISOString(),
      to: T0.toISOString(),
    });
    const [row] = await app.handle.db
      .select()
      .from(scheduledReports)
      .where(eq(scheduledReports.id, report.id));
    expect(row!.next_run_at).toEqual(new Date(T0.getTime() + HOUR));
    expect(row!.last_run_at).toEqual(T0);
  });

  it("sends every run missed during downtime once, and nothing more", async () => {
    const report = await addReport();
    const back = new Date(T0.getTime() + 5 * HOUR + 10 * 60_000);
    await runDueJobs(app.handle.db, back);
    await runDueJobs(app.handle.db, back);
    const runs = await reportJobs(report.id);
    expect(runs.map((j) => j.run_at.getTime())).toEqual(
      [0, 1, 2, 3, 4, 5].map((h) => T0.getTime() + h * HOUR),
    );
    expect(runs.every((j) => j.status === "done")).toBe(true);
    expect(await mails()).toHaveLength(6);
    const [row] = await app.handle.db
      .select()
      .from(scheduledReports)
      .where(eq(scheduledReports.id, report.id));
    expect(row!.next_run_at).toEqual(new Date(T0.getTime() + 6 * HOUR));
  });

  it("catches up a long downtime in slices without losing a run", async () => {
    const report = await addReport({ every: 15, unit: "minute" });
    // Two days at 15 minutes: 193 runs, more than one tick queues.
    const back = new Date(T0.getTime() + 48 * HOUR);
    expect(CATCH_UP_PER_TICK).toBeLessThan(193);
    await runDueJobs(app.handle.db, back);
    expect((await reportJobs(report.id)).length).toBe(CATCH_UP_PER_TICK);
    await runDueJobs(app.handle.db, back);
    await runDueJobs(app.handle.db, back);
    const runs = await reportJobs(report.id);
    expect(runs.length).toBe(193);
    expect(new Set(runs.map((j) => j.run_at.getTime())).size).toBe(193);
    expect(await mails()).toHaveLength(193);
  }, 120_000);

  it("queues nothing for a paused report", async () => {
    const report = await addReport({ is_active: false });
    await runDueJobs(app.handle.db, new Date(T0.getTime() + 2 * HOUR));
    expect(await reportJobs(report.id)).toEqual([]);
  });

  it("retries a run whose handler throws, then marks it failed", async () => {
    const { id } = await enqueueJob(app.handle.db, {
      kind: SCHEDULED_REPORT_JOB,
      payload: { report_id: "not a number" },
      runAt: T0,
      maxAttempts: 2,
    });
    await runDueJobs(app.handle.db, T0);
    let [job] = await app.handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    await runDueJobs(app.handle.db, new Date(T0.getTime() + retryDelayMs(1)));
    [job] = await app.handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "failed", attempts: 2 });
    expect(job!.last_error).toContain("report_id");
    expect(await mails()).toHaveLength(0);
  });

  it("'start now' queues one run and the runner sends it once", async () => {
    const report = await addReport({ report_type: "alarms", is_active: false, next_run_at: null });
    const token = await app.signIn(PLANT_USER);
    const path = `/api/users/${ids.plantUser}/scheduled-reports/${report.id}/start`;
    const first = await app.call("POST", path, { token });
    const second = await app.call("POST", path, { token });
    expect(first.body).toMatchObject({ status: "ok", message: REPORT_REQUEST_MESSAGE });
    expect(second.body.data.job_id).toBe(first.body.data.job_id);
    await runDueJobs(app.handle.db);
    await runDueJobs(app.handle.db);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("Hamilton Works: 1 alarms, 1 still open");
    const files = await app.handle.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.message_id, sent[0]!.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.content_type).toBe("application/pdf");
    expect(Buffer.from(files[0]!.content).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("words the report e-mail with the company's template and tells the owner's bell", async () => {
    const db = app.handle.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, ids.plantUser));
    await db.insert(schema.notificationTemplates).values({
      company_id: user!.company_id!,
      type: NotificationType.scheduled_report,
      channel: "email",
      subject: "Numbers for {{report_name}}",
      body: "{{user_name}}, from {{period_from}} to {{period_to}}:\n{{summary}}\n{{link}}",
    });
    try {
      await addReport({ name: "Night shift" });
      await runDueJobs(db, T0);
      const [mail] = await mails();
      expect(mail!.subject).toBe("Numbers for Night shift");
      expect(mail!.body).toMatch(
        /^Priya Natarajan, from 2026-03-01 \d\d:\d\d to 2026-03-02 \d\d:\d\d \(America\/Toronto\):/,
      );
      expect(mail!.body).toContain("Hamilton Works (America/Toronto)");
      expect(mail!.body).toMatch(/http:\/\/\S+\/dashboard\/plant/);
      const bell = await db
        .select()
        .from(schema.notifications)
        .where(
          and(
            eq(schema.notifications.user_id, ids.plantUser),
            eq(schema.notifications.type, NotificationType.scheduled_report),
          ),
        );
      expect(bell.map((n) => n.title)).toContain("Report ready: Night shift");
    } finally {
      await db
        .delete(schema.notificationTemplates)
        .where(eq(schema.notificationTemplates.company_id, user!.company_id!));
    }
  });

  it("attaches a graphical digest PDF naming the sensor to the report e-mail", async () => {
    await addReport({ report_type: "graphical_digest", name: "Motor digest", sensor_ids: [ids.sensor] });
    await runDueJobs(app.handle.db, T0);
    const [mail] = await mails();
    expect(mail!.body).toContain(ids.sensorName);
    const [file] = await app.handle.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.message_id, mail!.id));
    expect(file!.filename).toBe("motor-digest-2026-03-02.pdf");
    const pdf = Buffer.from(file!.content);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The document information (never compressed) names the report and its sensors.
    expect(pdf.toString("latin1")).toContain(`(${ids.sensorName})`);
  });

  it("draws the sensor's header, statistics, trend and alarms into the PDF", async () => {
    const section = await loadDigestSection(
      app.handle.db,
      ids.sensor,
      new Date(T0.getTime() - 24 * HOUR),
      T0,
    );
    expect(section).not.toBeNull();
    expect(section!.plant).toBe("Hamilton Works");
    const velocity = section!.parameters.find((p) => p.series.parameter_type === 1 && p.series.axis === 1)!;
    expect(velocity.count).toBe(144);
    expect(velocity.min).toBeCloseTo(1, 9);
    expect(velocity.max).toBeCloseTo(9, 9);
    expect(velocity.mean).toBeCloseTo(5, 9);
    expect(section!.alarms).toHaveLength(1);
    const pdf = await renderDigestPdf([section!], { compress: false });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(`Graphical digest: ${ids.sensorName}`);
    expect(pdfText(pdf)).toContain("Hamilton Works");
    expect(pdfText(pdf)).toContain("Velocity RMS · X (mm/s)");
    expect(pdfText(pdf)).toContain("Alarms in the period");
    expect(pdfText(pdf)).toContain("8.2");
    expect(pdfText(pdf)).not.toContain("No alarms in this period.");
    // Every page carries the footer, and writing the footers adds no page of their own.
    const pages =
      Buffer.from(pdf)
        .toString("latin1")
        .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(0);
    for (let page = 1; page <= pages; page++) expect(pdfText(pdf)).toContain(`page ${page} of ${pages}`);
  });

  it("answers a digest request with the spec's message and e-mails the PDF to the caller", async () => {
    const token = await app.signIn(PLANT_USER);
    const res = await app.call("POST", `/api/sensors/${ids.sensor}/graphical-digest-reports`, {
      token,
      body: { period: "custom_range", from: T0.getTime() - 24 * HOUR, to: T0.toISOString() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", message: REPORT_REQUEST_MESSAGE });
    expect(await mails()).toHaveLength(0);
    await runDueJobs(app.handle.db);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Plantwise graphical digest: ${ids.sensorName}`);
    const [file] = await app.handle.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.message_id, mail!.id));
    expect(Buffer.from(file!.content).subarray(0, 5).toString()).toBe("%PDF-");
    expect(Buffer.from(file!.content).toString("latin1")).toContain(`(Graphical digest: ${ids.sensorName})`);
  });

  it("caps a digest's range at 366 days and a user's waiting requests at 5", async () => {
    const token = await app.signIn(PLANT_USER);
    const ask = (from: number, to: number) =>
      app.call("POST", `/api/sensors/${ids.sensor}/graphical-digest-reports`, {
        token,
        headers: { "accept-language": "en" },
        body: { period: "custom_range", from, to },
      });
    const DAY = 24 * HOUR;
    const long = await ask(T0.getTime() - 367 * DAY, T0.getTime());
    expect(long.status).toBe(422);
    expect(long.body.messages).toEqual([["to: The range may span at most 366 days"]]);
    await app.handle.db.delete(jobs);
    for (let i = 0; i < 5; i++)
      expect((await ask(T0.getTime() - (i + 1) * DAY, T0.getTime())).status).toBe(200);
    const sixth = await ask(T0.getTime() - 366 * DAY, T0.getTime());
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      "You already have 5 reports waiting. Try again once one of them has been sent.",
    );
    // Once the runner has sent them there is room again.
    await runDueJobs(app.handle.db);
    expect((await ask(T0.getTime() - 366 * DAY, T0.getTime())).status).toBe(200);
    await runDueJobs(app.handle.db);
  });

  it("writes reports in the owner's language: e-mail, summary, PDF and file name", async () => {
    const db = app.handle.db;
    const setLanguage = (language: number) =>
      db.update(schema.users).set({ language }).where(eq(schema.users.id, ids.plantUser));
    await setLanguage(2);
    try {
      const token = await app.signIn(PLANT_USER);
      const report = await addReport({
        report_type: "alarms",
        name: "Turno",
        is_active: false,
        next_run_at: null,
      });
      await app.call("POST", `/api/users/${ids.plantUser}/scheduled-reports/${report.id}/start`, { token });
      await app.call("POST", `/api/sensors/${ids.sensor}/graphical-digest-reports`, {
        token,
        body: { period: "custom_range", from: T0.getTime() - 24 * HOUR, to: T0.toISOString() },
      });
      await runDueJobs(db);
      const sent = await mails();
      const alarms = sent.find((m) => m.subject === "Informe de Plantwise: Turno")!;
      expect(alarms.body).toContain("Hola Priya Natarajan:");
      expect(alarms.body).toContain("Hamilton Works: 1 alarmas, 1 aún abiertas");
      expect(alarms.body).toMatch(/La lista completa va adjunta \(turno-\d{4}-\d\d-\d\d\.pdf\)/);
      const digest = sent.find((m) => m.subject === `Resumen gráfico de Plantwise: ${ids.sensorName}`)!;
      expect(digest.body).toContain(`se adjunta el resumen gráfico de ${ids.sensorName}`);
      const [file] = await db
        .select()
        .from(outboxAttachments)
        .where(eq(outboxAttachments.message_id, digest.id));
      expect(file!.filename).toMatch(/^resumen-/);
    } finally {
      await setLanguage(1);
    }
  });

  it("refuses a digest of another company's sensor and bad periods", async () => {
    const token = await app.signIn(PLANT_USER);
    const foreign = await app.call("POST", `/api/sensors/${ids.foreignSensor}/graphical-digest-reports`, {
      token,
      body: { period: "day" },
    });
    expect(foreign.status).toBe(404);
    for (const [body, field] of [
      [{ period: "custom_range", to: T0.toISOString() }, "from"],
      [{ period: "custom_range", from: T0.toISOString(), to: T0.toISOString() }, "to"],
      [{ period: "fortnight" }, "period"],
    ] as const) {
      const res = await app.call("POST", `/api/sensors/${ids.sensor}/graphical-digest-reports`, {
        token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.messages.flat()[0]).toMatch(new RegExp(`^${field}: `));
    }
    expect(await app.handle.db.select().from(jobs)).toEqual([]);
  });

  it("lists attachments on the outbox and lets internal users download one", async () => {
    await addReport({ report_type: "alarms", name: "Alarm list" });
    await runDueJobs(app.handle.db, T0);
    const [mail] = await mails();
    const [staff] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "superadmin@plantwise.demo"));
    const caller = async (userId: number) => {
      const { session } = await createSession(app.handle.db, userId);
      const user = await loadAuthUser(app.handle.db, userId);
      return createCallerFactory(appRouter)({
        db: app.handle.db,
        driver: app.handle.driver,
        session,
        user: user!,
        scope: null,
        ip: "127.0.0.1",
        userAgent: "test",
        deviceToken: undefined,
      });
    };
    const internal = await caller(staff!.id);
    const list = await internal.outbox.list({ q: "Alarm list" });
    const listed = list.data.find((m) => m.id === mail!.id)!;
    expect(listed.attachments).toEqual([
      expect.objectContaining({ filename: "alarm-list-2026-03-02.pdf", content_type: "application/pdf" }),
    ]);
    const file = await internal.outbox.attachment({ id: listed.attachments[0]!.id });
    expect(Buffer.from(file.content_base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(listed.attachments[0]!.size).toBe(Buffer.from(file.content_base64, "base64").length);
    const customer = await caller(ids.plantUser);
    await expect(customer.outbox.attachment({ id: listed.attachments[0]!.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
