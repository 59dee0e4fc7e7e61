import { DEMO_COMPANY, SECOND_COMPANY, schema, testDrivers } from "@plantwise/db";
import {
  NOTIFICATION_SENT_MESSAGE,
  NOTIFICATION_TYPES,
  NotificationType,
  PlatformRole,
} from "@plantwise/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type TestApp, useTestApp } from "../../test/harness";
import { notificationHub } from "./hub";
import {
  AlertType,
  changeAlarm,
  clearOpenAlarms,
  createHierarchy,
  createUser,
  type Hierarchy,
  incidentOf,
  mailsTo,
  notificationsOf,
  notificationsOfIncident,
  plantNamed,
  raiseAlarm,
  raiseAndRollBack,
  roleId,
  settings,
} from "./notifications.fixtures";
import { defaultTemplate, unknownPlaceholders } from "./templates";

/**
 * Notifications end to end: alarm fan-out (who receives what, on which channel, one notification
 * per incident and severity step), templates
 * (GET/POST with 422s), the test notification, the caller's bell procedures and the real-time
 * stream, through the HTTP app on each database driver.
 */

const TAG = "ntf";
const mail = (name: string) => `${name}.${TAG}@example.com`;

interface World {
  companyId: number;
  plantId: number;
  h: Hierarchy;
  users: Record<
    | "all"
    | "line1"
    | "line2"
    | "emailOnly"
    | "noPlant"
    | "otherPlant"
    | "inactive"
    | "otherCompany"
    | "staff",
    { id: number; token: string }
  >;
}

async function buildWorld(app: TestApp): Promise<World> {
  const db = app.handle.db;
  const plant = await plantNamed(db, "Hamilton Works");
  const calgary = await plantNamed(db, "Calgary Works");
  const [second] = await db.select().from(schema.companies).where(eq(schema.companies.name, SECOND_COMPANY));
  const h = await createHierarchy(db, plant, TAG, "Fan <b>1</b>");
  const plantUser = await roleId(db, PlatformRole.PLANT_USER);
  const staffRole = await roleId(db, PlatformRole.SUPER_ADMIN);
  const base = { companyId: plant.company_id, role: plantUser };
  const users = {
    all: await createUser(db, {
      ...base,
      email: mail("all"),
      notifiablePlants: [plant.id],
      settings: settings({ email: true }),
    }),
    line1: await createUser(db, {
      ...base,
      email: mail("line1"),
      notifiablePlants: [plant.id],
      settings: settings({ email: true, production_line_ids: [h.lines[0]] }),
    }),
    line2: await createUser(db, {
      ...base,
      email: mail("line2"),
      notifiablePlants: [plant.id],
      settings: settings({ production_line_ids: [h.lines[1]] }),
    }),
    emailOnly: await createUser(db, {
      ...base,
      email: mail("emailonly"),
      notifiablePlants: [plant.id],
      settings: settings({ email: true, real_time: false }),
    }),
    noPlant: await createUser(db, {
      ...base,
      email: mail("noplant"),
      notifiablePlants: [],
      settings: settings({ email: true }),
    }),
    otherPlant: await createUser(db, { ...base, email: mail("otherplant"), notifiablePlants: [calgary.id] }),
    inactive: await createUser(db, {
      ...base,
      email: mail("inactive"),
      notifiablePlants: [plant.id],
      settings: settings({ email: true }),
      active: false,
    }),
    // Another company's user whose notifiable plants (written behind the form's back) name our plant.
    otherCompany: await createUser(db, {
      companyId: second!.id,
      role: plantUser,
      email: mail("othercompany"),
      notifiablePlants: [plant.id],
      settings: settings({ email: true }),
    }),
    staff: await createUser(db, {
      companyId: null,
      role: staffRole,
      email: mail("staff"),
      notifiablePlants: [plant.id],
    }),
  };
  return { companyId: plant.company_id, plantId: plant.id, h, users };
}

describe("built-in templates", () => {
  it("exist for every type and channel and use only the type's placeholders", () => {
    for (const type of NOTIFICATION_TYPES) {
      for (const channel of ["email", "real_time"] as const) {
        const text = defaultTemplate(type.id, channel);
        expect(text.subject.trim(), `${type.key} ${channel}`).not.toBe("");
        expect(unknownPlaceholders(type.id, text.subject + text.body), `${type.key} ${channel}`).toEqual([]);
      }
    }
  });
});

describe.each(testDrivers())("notifications on %s", (driver) => {
  const app = useTestApp(driver);
  let w: World;
  let admin: string;

  const ours = (rows: { user_id: number | null }[]) => {
    const byId = new Map(Object.entries(w.users).map(([k, u]) => [u.id, k]));
    return rows
      .map((r) => byId.get(r.user_id ?? -1))
      .filter(Boolean)
      .sort();
  };
  const levelAlarm = (over: Record<string, unknown> = {}) =>
    raiseAlarm(app.handle.db, {
      company_id: w.companyId,
      plant_id: w.plantId,
      sensor_id: w.h.sensor,
      equipment_item_id: w.h.items[0],
      parameter_type: 1,
      axis: 1,
      alert_type: AlertType.high_alarm,
      value: 7.345,
      threshold: 7.1,
      ...over,
    });
  const trpc = async (token: string, path: string, input?: unknown, method: "GET" | "POST" = "GET") => {
    const query =
      method === "GET" && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
    const res = await app.call(method, `/trpc/${path}${query}`, {
      token,
      ...(method === "POST" ? { body: input ?? {} } : {}),
    });
    return { status: res.status, data: res.body?.result?.data, error: res.body?.error };
  };

  beforeAll(async () => {
    w = await buildWorld(app);
    admin = await app.signIn("plantadmin@plantwise.demo");
  });

  describe("alarm fan-out", () => {
    // Each test starts with no open incident: a raise opens one, and so notifies.
    beforeEach(() => clearOpenAlarms(app.handle.db, w.plantId));

    it("a raised level alarm reaches exactly the users of its company, plant and line", async () => {
      const alarmId = await levelAlarm();
      const incident = await incidentOf(app.handle.db, alarmId);
      const rows = await notificationsOf(app.handle.db, alarmId);
      expect(ours(rows)).toEqual(["all", "line1", "staff"]);
      expect(rows.every((r) => r.type === NotificationType.alarm_raised)).toBe(true);
      expect(
        rows.every(
          (r) => r.company_id === w.companyId && r.link === `/dashboard/alarms?incident=${incident.id}`,
        ),
      ).toBe(true);
      const mailed = await app.handle.db
        .select({ user_id: schema.outboxMessages.user_id })
        .from(schema.outboxMessages)
        .where(
          inArray(
            schema.outboxMessages.user_id,
            Object.values(w.users).map((u) => u.id),
          ),
        );
      expect(ours(mailed)).toEqual(["all", "emailOnly", "line1"]);
    });

    it("an alarm without a line (gateway offline) goes to everyone with the plant", async () => {
      const alarmId = await raiseAlarm(app.handle.db, {
        company_id: w.companyId,
        plant_id: w.plantId,
        controller_id: w.h.controller,
        alert_type: AlertType.controller_offline,
        value: 130,
      });
      const rows = await notificationsOf(app.handle.db, alarmId);
      expect(ours(rows)).toEqual(["all", "line1", "line2", "staff"]);
      expect(rows[0]!.type).toBe(NotificationType.controller_offline);
      expect(rows[0]!.title).toBe(`Gateway offline: ${TAG} Gateway`);
    });

    it("another company's user is never a recipient, whatever their notifiable plants say", async () => {
      const other = w.users.otherCompany.id;
      expect(
        await app.handle.db
          .select()
          .from(schema.notifications)
          .where(eq(schema.notifications.user_id, other)),
      ).toEqual([]);
      expect(await mailsTo(app.handle.db, mail("othercompany"))).toEqual([]);
    });

    it("mails the raise with the template filled in, the HTML part escaped", async () => {
      const [message] = await mailsTo(app.handle.db, mail("line1"));
      expect(message!.subject).toBe(`High alarm: ${TAG} Bearing 1 at Hamilton Works`);
      expect(message!.body).toContain(`Hello line1.${TAG} Tester,`);
      expect(message!.body).toContain(`Hamilton Works › ${TAG} Line 1 › Fan <b>1</b> › ${TAG} Bearing 1`);
      expect(message!.body).toContain("Parameter: Velocity RMS X");
      expect(message!.body).toContain("Value: 7.3 mm/s (threshold 7.1 mm/s)");
      expect(message!.body).toMatch(/Time: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(America\/Toronto\)/);
      expect(message!.body).toMatch(/Open in Plantwise: http:\/\/\S+\/dashboard\/alarms\?incident=\d+/);
      expect(message!.html).toContain("Fan &lt;b&gt;1&lt;/b&gt;");
      expect(message!.html).not.toContain("<b>1</b>");
    });

    it("a company's own template is used for its alarms", async () => {
      const saved = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: {
          type: NotificationType.alarm_raised,
          channel: "email",
          subject: "[{{plant_name}}] {{alert_type}} {{ machine_name }}",
          body: "{{user_name}}: {{sensor_name}} at {{value}} {{unit}}",
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.customised).toBe(true);
      await levelAlarm({ alert_type: AlertType.high_warning, value: 5 });
      const messages = await mailsTo(app.handle.db, mail("all"));
      const last = messages.sort((a, b) => a.id - b.id).at(-1)!;
      expect(last.subject).toBe("[Hamilton Works] High warning Fan <b>1</b>");
      expect(last.body).toBe(`all.${TAG} Tester: ${TAG} Sensor at 5 mm/s`);
      const reset = await trpc(admin, "notifications.resetTemplate", { type: 1, channel: "email" }, "POST");
      expect(reset.data.customised).toBe(false);
    });

    describe("in each recipient's language", () => {
      const setLanguage = (userId: number, language: number) =>
        app.handle.db.update(schema.users).set({ language }).where(eq(schema.users.id, userId));
      const lastMail = async (name: string) =>
        (await mailsTo(app.handle.db, mail(name))).sort((a, b) => a.id - b.id).at(-1)!;
      const bellOf = async (alarmId: number, userId: number) =>
        (await notificationsOf(app.handle.db, alarmId)).find((r) => r.user_id === userId)!;

      beforeEach(() => setLanguage(w.users.line1.id, 2));
      afterEach(() => setLanguage(w.users.line1.id, 1));

      it("a Spanish user reads the alarm in Spanish, an English user the same alarm in English", async () => {
        const alarmId = await levelAlarm();
        const spanishBell = await bellOf(alarmId, w.users.line1.id);
        expect(spanishBell.title).toBe(`Alarma por alto nivel: ${TAG} Bearing 1`);
        expect(spanishBell.body).toBe(
          `${TAG} Sensor Velocidad RMS X en 7.3 mm/s (Hamilton Works, ${TAG} Line 1)`,
        );
        const spanishMail = await lastMail("line1");
        expect(spanishMail.subject).toBe(`Alarma por alto nivel: ${TAG} Bearing 1 en Hamilton Works`);
        expect(spanishMail.body).toContain(`Hola line1.${TAG} Tester:`);
        expect(spanishMail.body).toContain("Parámetro: Velocidad RMS X");
        expect(spanishMail.body).toContain("Valor: 7.3 mm/s (umbral 7.1 mm/s)");
        expect(spanishMail.body).toMatch(/Abrir en Plantwise: http:\/\/\S+\/dashboard\/alarms\?incident=\d+/);
        expect(spanishMail.body).not.toMatch(/Hello|Parameter|Value|threshold|Open in/);

        const englishBell = await bellOf(alarmId, w.users.all.id);
        expect(englishBell.title).toBe(`High alarm: ${TAG} Bearing 1`);
        expect(englishBell.body).toBe(
          `${TAG} Sensor Velocity RMS X at 7.3 mm/s (Hamilton Works, ${TAG} Line 1)`,
        );
        const englishMail = await lastMail("all");
        expect(englishMail.subject).toBe(`High alarm: ${TAG} Bearing 1 at Hamilton Works`);
        expect(englishMail.body).toContain("Parameter: Velocity RMS X");
      });

      it("a company's template of one language reaches only the readers of that language", async () => {
        const saved = await app.call("POST", "/api/notifications/templates", {
          token: admin,
          body: {
            type: NotificationType.alarm_raised,
            channel: "real_time",
            language: 2,
            subject: "¡{{alert_type}}! {{machine_name}}",
            body: "{{parameter}} {{axis}}: {{value}} {{unit}}",
          },
        });
        expect(saved.status).toBe(200);
        expect(saved.body.data).toMatchObject({ language: 2, customised: true });
        try {
          const alarmId = await levelAlarm({ alert_type: AlertType.high_warning, value: 5 });
          const spanish = await bellOf(alarmId, w.users.line1.id);
          expect(spanish.title).toBe("¡Advertencia por alto nivel! Fan <b>1</b>");
          expect(spanish.body).toBe("Velocidad RMS X: 5 mm/s");
          // The company wrote no English text: the English reader keeps the built-in one.
          expect((await bellOf(alarmId, w.users.all.id)).title).toBe(`High warning: ${TAG} Bearing 1`);
        } finally {
          await trpc(
            admin,
            "notifications.resetTemplate",
            { type: NotificationType.alarm_raised, channel: "real_time", language: 2 },
            "POST",
          );
        }
      });
    });

    it("clears reach the bell only; an acknowledgement skips the one who acknowledged", async () => {
      const alarmId = await levelAlarm({ alert_type: AlertType.alarm });
      const mailsBefore = (await app.handle.db.select().from(schema.outboxMessages)).length;
      await changeAlarm(
        app.handle.db,
        { alarmId, action: "acknowledged", userId: w.users.all.id },
        { acknowledged_by: w.users.all.id, acknowledged_at: new Date(), acknowledge_note: "bearing greased" },
      );
      await changeAlarm(
        app.handle.db,
        { alarmId, action: "cleared" },
        { cleared_at: new Date(), clear_cause: "level" },
      );
      const rows = await notificationsOf(app.handle.db, alarmId);
      const ack = rows.filter((r) => r.type === NotificationType.alarm_acknowledged);
      expect(ours(ack)).toEqual(["line1", "staff"]);
      expect(ack[0]!.body).toBe(`by all.${TAG} Tester: bearing greased`);
      expect(ours(rows.filter((r) => r.type === NotificationType.alarm_cleared))).toEqual([
        "all",
        "line1",
        "staff",
      ]);
      expect((await app.handle.db.select().from(schema.outboxMessages)).length).toBe(mailsBefore);
    });

    it("the same change handed on twice notifies once; a rolled-back change notifies nobody", async () => {
      const alarmId = await levelAlarm({ alert_type: AlertType.acute });
      await changeAlarm(app.handle.db, { alarmId, action: "raised" }, {});
      expect(ours(await notificationsOf(app.handle.db, alarmId))).toEqual(["all", "line1", "staff"]);

      const before = (await app.handle.db.select().from(schema.notifications)).length;
      const chronic = {
        company_id: w.companyId,
        plant_id: w.plantId,
        sensor_id: w.h.sensor,
        alert_type: AlertType.chronic,
      };
      await expect(
        raiseAndRollBack(app.handle.db, chronic, "evaluation failed after the alarm"),
      ).rejects.toThrow("evaluation failed");
      expect((await app.handle.db.select().from(schema.notifications)).length).toBe(before);
    });
  });

  describe("incidents", () => {
    beforeEach(() => clearOpenAlarms(app.handle.db, w.plantId));
    const mailCount = async () => (await mailsTo(app.handle.db, mail("all"))).length;

    it("one fault notifies once; more alarms at that severity notify nobody, a rise notifies once more", async () => {
      const mailsBefore = await mailCount();
      const warning = await levelAlarm({ alert_type: AlertType.high_warning, value: 5 });
      const incident = await incidentOf(app.handle.db, warning);
      expect(incident).toMatchObject({ worst_severity: 1, notified_severity: 1, closed_at: null });
      expect(ours(await notificationsOfIncident(app.handle.db, incident.id))).toEqual([
        "all",
        "line1",
        "staff",
      ]);

      // Same fault, other axes and kinds at warning: they join, nobody hears of it.
      const chronic = await levelAlarm({ alert_type: AlertType.chronic, axis: 2, value: 5 });
      const other = await levelAlarm({ alert_type: AlertType.high_warning, axis: 3, value: 5 });
      expect((await incidentOf(app.handle.db, chronic)).id).toBe(incident.id);
      expect((await incidentOf(app.handle.db, other)).id).toBe(incident.id);
      expect(ours(await notificationsOfIncident(app.handle.db, incident.id))).toHaveLength(3);
      expect(await mailCount()).toBe(mailsBefore + 1);

      // Warning → alarm: one more notification (and mail), worded by the alarm that made it.
      const alarm = await levelAlarm({ alert_type: AlertType.high_alarm, value: 8 });
      const raised = (await notificationsOfIncident(app.handle.db, incident.id)).filter(
        (r) => r.alarm_id === alarm,
      );
      expect(ours(raised)).toEqual(["all", "line1", "staff"]);
      expect(raised[0]!.title).toBe(`High alarm: ${TAG} Bearing 1`);
      expect(await mailCount()).toBe(mailsBefore + 2);
      expect(await incidentOf(app.handle.db, alarm)).toMatchObject({
        id: incident.id,
        worst_severity: 2,
        notified_severity: 2,
      });

      // Further alarms, even at alarm level, notify nobody.
      await levelAlarm({ alert_type: AlertType.acute, value: 15 });
      expect(ours(await notificationsOfIncident(app.handle.db, incident.id))).toHaveLength(6);
      expect(await mailCount()).toBe(mailsBefore + 2);
    });

    it("closes with its last open alarm: one cleared notification; the next raise opens a new incident", async () => {
      const first = await levelAlarm({ alert_type: AlertType.high_alarm });
      const second = await levelAlarm({ alert_type: AlertType.alarm, axis: 2 });
      const incident = await incidentOf(app.handle.db, first);
      await changeAlarm(app.handle.db, { alarmId: first, action: "cleared" }, { cleared_at: new Date() });
      expect(await incidentOf(app.handle.db, first)).toMatchObject({ closed_at: null });
      const cleared = () =>
        notificationsOfIncident(app.handle.db, incident.id).then((rows) =>
          rows.filter((r) => r.type === NotificationType.alarm_cleared),
        );
      expect(await cleared()).toEqual([]);
      await changeAlarm(app.handle.db, { alarmId: second, action: "cleared" }, { cleared_at: new Date() });
      expect((await incidentOf(app.handle.db, first)).closed_at).not.toBeNull();
      expect(ours(await cleared())).toEqual(["all", "line1", "staff"]);

      const next = await levelAlarm({ alert_type: AlertType.high_warning });
      const reopened = await incidentOf(app.handle.db, next);
      expect(reopened.id).not.toBe(incident.id);
      expect(ours(await notificationsOfIncident(app.handle.db, reopened.id))).toEqual([
        "all",
        "line1",
        "staff",
      ]);
    });

    it("acknowledging the incident acknowledges its alarms and notifies once", async () => {
      const first = await levelAlarm({ alert_type: AlertType.high_alarm });
      const second = await levelAlarm({ alert_type: AlertType.chronic, axis: 2 });
      const incident = await incidentOf(app.handle.db, first);
      const res = await trpc(admin, "alarms.acknowledgeIncident", { id: incident.id, note: "on it" }, "POST");
      expect(res.status).toBe(200);
      expect(res.data.acknowledged).toEqual([first, second].sort((a, b) => a - b));
      const rows = await app.handle.db
        .select()
        .from(schema.alarms)
        .where(inArray(schema.alarms.id, [first, second]));
      expect(rows.every((r) => r.acknowledged_at !== null && r.acknowledge_note === "on it")).toBe(true);
      const acked = await incidentOf(app.handle.db, first);
      expect(acked.acknowledged_at).not.toBeNull();
      expect(acked.acknowledge_note).toBe("on it");
      const notices = (await notificationsOfIncident(app.handle.db, incident.id)).filter(
        (r) => r.type === NotificationType.alarm_acknowledged,
      );
      expect(ours(notices)).toEqual(["all", "line1", "staff"]);

      // Acknowledging again changes nothing and notifies nobody.
      const again = await trpc(admin, "alarms.acknowledgeIncident", { id: incident.id }, "POST");
      expect(again.data.acknowledged).toEqual([]);
      expect(
        ours(
          (await notificationsOfIncident(app.handle.db, incident.id)).filter(
            (r) => r.type === NotificationType.alarm_acknowledged,
          ),
        ),
      ).toHaveLength(3);
    });

    it("acknowledging every alarm one by one acknowledges the incident; getting worse needs it again", async () => {
      const warning = await levelAlarm({ alert_type: AlertType.high_warning });
      const incident = await incidentOf(app.handle.db, warning);
      await trpc(admin, "alarms.acknowledge", { id: warning }, "POST");
      expect((await incidentOf(app.handle.db, warning)).acknowledged_at).not.toBeNull();
      const alarm = await levelAlarm({ alert_type: AlertType.high_alarm });
      const worse = await incidentOf(app.handle.db, alarm);
      expect(worse).toMatchObject({ id: incident.id, worst_severity: 2, acknowledged_at: null });
    });

    it("gateway alarms group by gateway; a sensor's device alarm without an item by its sensor's gateway", async () => {
      const offline = await raiseAlarm(app.handle.db, {
        company_id: w.companyId,
        plant_id: w.plantId,
        controller_id: w.h.controller,
        alert_type: AlertType.controller_offline,
        value: 30,
      });
      const battery = await raiseAlarm(app.handle.db, {
        company_id: w.companyId,
        plant_id: w.plantId,
        sensor_id: w.h.sensor,
        alert_type: AlertType.battery_low,
        value: 20,
      });
      const incident = await incidentOf(app.handle.db, offline);
      expect(incident).toMatchObject({ controller_id: w.h.controller, equipment_item_id: null });
      expect((await incidentOf(app.handle.db, battery)).id).toBe(incident.id);
      expect(ours(await notificationsOfIncident(app.handle.db, incident.id))).toEqual([
        "all",
        "line1",
        "line2",
        "staff",
      ]);
    });

    it("two raises at once on one item make one incident", async () => {
      const [a, b] = await Promise.all([
        levelAlarm({ alert_type: AlertType.high_warning, axis: 1 }),
        levelAlarm({ alert_type: AlertType.high_warning, axis: 2 }),
      ]);
      const incident = await incidentOf(app.handle.db, a);
      expect((await incidentOf(app.handle.db, b)).id).toBe(incident.id);
      const open = await app.handle.db
        .select()
        .from(schema.alarmIncidents)
        .where(
          and(
            eq(schema.alarmIncidents.equipment_item_id, w.h.items[0]),
            isNull(schema.alarmIncidents.closed_at),
          ),
        );
      expect(open).toHaveLength(1);
      expect(ours(await notificationsOfIncident(app.handle.db, incident.id))).toEqual([
        "all",
        "line1",
        "staff",
      ]);
    });
  });

  describe("templates", () => {
    it("lists every type × channel with its effective text and placeholders", async () => {
      const res = await app.call("GET", "/api/notifications/templates", { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(NOTIFICATION_TYPES.length * 2);
      const test = res.body.data.find(
        (t: { key: string; channel: string }) => t.key === "test" && t.channel === "email",
      );
      expect(test).toMatchObject({
        type: 11,
        customised: false,
        placeholders: ["user_name", "company_name", "time"],
      });
      expect(test.subject).toBe(test.default_subject);
    });

    it("lists and saves each language's text on its own", async () => {
      const spanish = await app.call("GET", "/api/notifications/templates?language=2", { token: admin });
      expect(spanish.status).toBe(200);
      const entry = (rows: { key: string; channel: string }[]) =>
        rows.find((t) => t.key === "test" && t.channel === "real_time") as Record<string, unknown>;
      expect(entry(spanish.body.data)).toMatchObject({
        language: 2,
        label: "Notificación de prueba",
        subject: "Notificación de prueba",
        customised: false,
      });
      const saved = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: { type: 11, channel: "real_time", language: 2, subject: "Prueba", body: "{{time}}" },
      });
      expect(saved.status).toBe(200);
      try {
        const english = await app.call("GET", "/api/notifications/templates?language=1", { token: admin });
        expect(entry(english.body.data)).toMatchObject({
          language: 1,
          subject: "Test notification",
          customised: false,
        });
        const again = await app.call("GET", "/api/notifications/templates?language=2", { token: admin });
        expect(entry(again.body.data)).toMatchObject({ subject: "Prueba", customised: true });
        const bad = await app.call("GET", "/api/notifications/templates?language=3", { token: admin });
        expect(bad.status).toBe(422);
      } finally {
        await trpc(
          admin,
          "notifications.resetTemplate",
          { type: 11, channel: "real_time", language: 2 },
          "POST",
        );
      }
    });

    it("refuses unknown placeholders with 422 naming each, and empty texts", async () => {
      const res = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: {
          type: 11,
          channel: "email",
          subject: "Hi {{usr_name}}",
          body: "{{time}} {{plant}} {{ colour }}",
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.messages).toEqual([
        ["subject: unknown placeholder usr_name"],
        ["body: unknown placeholders plant, colour"],
      ]);
      const empty = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: { type: 11, channel: "real_time", subject: "  ", body: "x" },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.messages).toEqual([["subject: must be filled"]]);
      const badType = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: { type: 99, channel: "email", subject: "a", body: "b" },
      });
      expect(badType.status).toBe(422);
      expect(badType.body.messages[0][0]).toMatch(/^type: /);
    });

    it("needs the settings permission, and a customer cannot name another company", async () => {
      const user = await app.signIn("plantuser@plantwise.demo");
      expect((await app.call("GET", "/api/notifications/templates", { token: user })).status).toBe(403);
      const [second] = await app.handle.db
        .select()
        .from(schema.companies)
        .where(eq(schema.companies.name, SECOND_COMPANY));
      const res = await app.call("POST", "/api/notifications/templates", {
        token: admin,
        body: { company_id: second!.id, type: 11, channel: "email", subject: "x", body: "y" },
      });
      expect(res.status).toBe(404);
      const staff = await app.signIn("superadmin@plantwise.demo");
      const needsCompany = await app.call("GET", "/api/notifications/templates", { token: staff });
      expect(needsCompany.status).toBe(422);
      expect(needsCompany.body.messages).toEqual([["company_id: is required for provider staff"]]);
      const [northwind] = await app.handle.db
        .select()
        .from(schema.companies)
        .where(eq(schema.companies.name, DEMO_COMPANY));
      expect(
        (await app.call("GET", `/api/notifications/templates?company_id=${northwind!.id}`, { token: staff }))
          .status,
      ).toBe(200);
    });
  });

  describe("test notification", () => {
    it("sends to the caller through their channels and answers the spec's message", async () => {
      const res = await app.call("POST", "/api/notifications/emulate", {
        token: w.users.all.token,
        body: {},
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "ok", message: NOTIFICATION_SENT_MESSAGE });
      const [row] = await app.handle.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.id, res.body.data.notification_id));
      expect(row).toMatchObject({
        user_id: w.users.all.id,
        type: NotificationType.test,
        title: "Test notification",
      });
      const [email] = await app.handle.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.id, res.body.data.email_id));
      expect(email).toMatchObject({ recipient: mail("all"), subject: "Plantwise test notification" });
      expect(email!.body).toContain(`this is a test notification for ${DEMO_COMPANY}`);
    });

    it("reaches a user of the caller's company only, and only with edit_users", async () => {
      const ok = await app.call("POST", "/api/notifications/emulate", {
        token: admin,
        body: { user_id: w.users.line2.id },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.email_id).toBeNull();
      const other = await app.call("POST", "/api/notifications/emulate", {
        token: admin,
        body: { user_id: w.users.otherCompany.id },
      });
      expect(other.status).toBe(404);
      const byUser = await app.call("POST", "/api/notifications/emulate", {
        token: w.users.line1.token,
        body: { user_id: w.users.all.id },
      });
      expect(byUser.status).toBe(403);
      await app.handle.db
        .update(schema.users)
        .set({ notification_settings: settings({ real_time: false }) })
        .where(eq(schema.users.id, w.users.noPlant.id));
      const off = await app.call("POST", "/api/notifications/emulate", {
        token: w.users.noPlant.token,
        body: {},
      });
      expect(off.status).toBe(422);
      expect(off.body.messages).toEqual([
        ["user_id: has both e-mail and real-time notifications switched off"],
      ]);
    });
  });

  describe("the caller's notifications", () => {
    it("lists, counts, filters unread and marks read, the caller's own only", async () => {
      const token = w.users.line2.token;
      const count = await trpc(token, "notifications.unreadCount");
      expect(count.data.unread).toBeGreaterThan(0);
      const list = await trpc(token, "notifications.list", { unread: true, max: 100 });
      expect(list.data.meta.total).toBe(count.data.unread);
      const first = list.data.data[0];
      const marked = await trpc(token, "notifications.markRead", { ids: [first.id] }, "POST");
      expect(marked.data.unread).toBe(count.data.unread - 1);
      const [foreign] = await app.handle.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.user_id, w.users.all.id));
      const refused = await trpc(token, "notifications.markRead", { ids: [foreign!.id] }, "POST");
      expect(refused.status).toBe(404);
      const [still] = await app.handle.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.id, foreign!.id));
      expect(still!.read_at).toBeNull();
      await trpc(token, "notifications.markAllRead", undefined, "POST");
      expect((await trpc(token, "notifications.unreadCount")).data.unread).toBe(0);
      expect((await trpc(token, "notifications.list", { unread: false })).data.meta.total).toBeGreaterThan(0);
    });
  });

  describe("real-time stream", () => {
    it("needs a session", async () => {
      const res = await app.call("GET", "/api/notifications/stream");
      expect(res.status).toBe(401);
    });

    it("sends the unread count, then each notification once its transaction commits", async () => {
      const user = w.users.line1;
      const controller = new AbortController();
      const res = await fetch(`${app.url}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${user.token}` },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON events
      type StreamEvent = { event: string; data: any };
      const nextEvent = async (): Promise<StreamEvent> => {
        for (;;) {
          const end = buffer.indexOf("\n\n");
          if (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) return { event, data: JSON.parse(data) };
            continue;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error("stream ended");
          buffer += value;
        }
      };
      const first = await nextEvent();
      const unread = await trpc(user.token, "notifications.unreadCount");
      expect(first).toEqual({ event: "unread", data: { unread: unread.data.unread } });

      // A change that rolls back is never announced: the first notification to arrive is the
      // committed one, although the rolled-back NOTIFY was issued earlier.
      const mixed = {
        company_id: w.companyId,
        plant_id: w.plantId,
        sensor_id: w.h.sensor,
        equipment_item_id: w.h.items[0],
        alert_type: AlertType.mixed,
      };
      await raiseAndRollBack(app.handle.db, mixed, "rolled back").catch(() => undefined);
      await clearOpenAlarms(app.handle.db, w.plantId);
      expect(await nextEvent()).toMatchObject({
        event: "notification",
        data: { type: NotificationType.alarm_cleared },
      });
      expect((await nextEvent()).event).toBe("unread");
      const alarmId = await levelAlarm({ alert_type: AlertType.critical_alarm });
      const [stored] = (await notificationsOf(app.handle.db, alarmId)).filter((r) => r.user_id === user.id);

      const pushed = await nextEvent();
      expect(pushed.event).toBe("notification");
      expect(pushed.data).toMatchObject({
        id: stored!.id,
        alarm_id: alarmId,
        title: stored!.title,
        read_at: null,
      });
      expect(await nextEvent()).toEqual({ event: "unread", data: { unread: unread.data.unread + 2 } });

      // Closing the stream leaves no subscription behind.
      expect(notificationHub(app.handle.db).size()).toBeGreaterThan(0);
      controller.abort();
      await vi.waitFor(() => expect(notificationHub(app.handle.db).size()).toBe(0), {
        timeout: 5000,
        interval: 20,
      });
    });
  });
});
