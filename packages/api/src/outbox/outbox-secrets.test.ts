import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { startDelivery } from "../lib/delivery";
import { deliverStoredEmails } from "../lib/mailer";
import { queueEmail, queueSms } from "../lib/outbox";
import { purgeOutboxSecrets, REDACTED, SECRET_RETENTION_MS } from "../lib/outbox-secrets";
import { deliverStoredSms } from "../lib/sms-delivery";

const { outboxMessages } = schema;
const LINK = "https://plantwise.example.test/login/password/reset/abcdefghijklmnopqrstuvwxyz234567";

/**
 * Secrets in the outbox: reset links and one-time codes are stored redacted, sealed for the
 * delivery path only, dropped once sent or after the retention; and SMS go through the gateway
 * wired by startDelivery the same way on either database.
 */
describe.each(testDrivers())("outbox secrets on %s", (driver) => {
  const app = useTestApp(driver);
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });
  const row = async (id: number) =>
    (await app.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it("stores reset links and SMS codes redacted, and shows them redacted in the outbox", async () => {
    const mail = await queueEmail(app.handle.db, {
      to: "reset@example.test",
      subject: "Reset your password",
      text: `Open ${LINK} within the hour.`,
      html: `<a href="${LINK}">Reset</a>`,
    });
    const sms = await queueSms(app.handle.db, {
      to: "+1 555 010 7777",
      text: "Your Plantwise code is 482913.",
    });
    const stored = await row(mail);
    expect(stored.body).toBe(
      `Open https://plantwise.example.test/login/password/reset/${REDACTED} within the hour.`,
    );
    expect(stored.html).not.toContain("abcdefghijklmnop");
    expect(stored.sealed).not.toBeNull();
    expect(Buffer.from(stored.sealed!).toString("utf8")).not.toContain("abcdefghijklmnop");
    expect((await row(sms)).body).toBe(`Your Plantwise code is ${REDACTED}.`);

    const staff = await app.signIn("superadmin@plantwise.demo");
    const listed = JSON.stringify((await app.query("outbox.list", { max: 100 }, staff)).body);
    expect(listed).not.toContain("abcdefghijklmnop");
    expect(listed).not.toContain("482913");
    expect(listed).not.toContain("sealed");
  });

  it("sends the real text, then forgets it; unsent secrets expire after the retention", async () => {
    const sent: SendMailOptions[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const texts: { to: string; text: string }[] = [];
    const delivery = startDelivery(
      app.handle.db,
      {},
      {
        mailTransport: {
          sendMail: async (m: SendMailOptions) => {
            sent.push(m);
            return json.sendMail(m);
          },
        } as never,
        smsTransport: { send: async (m) => void texts.push(m) },
      },
    );
    stop = delivery.stop;
    expect(delivery).toMatchObject({ email: true, smsGateway: true });
    const mail = await queueEmail(app.handle.db, { to: "real@example.test", subject: "Reset", text: LINK });
    const sms = await queueSms(app.handle.db, { to: "+1 555 010 8888", text: "Your code is 123987." });
    await deliverStoredEmails();
    await deliverStoredSms();
    expect(sent.find((m) => m.to === "real@example.test")?.text).toBe(LINK);
    expect(texts).toContainEqual({ to: "+1 555 010 8888", text: "Your code is 123987." });
    for (const id of [mail, sms]) expect(await row(id)).toMatchObject({ status: "sent", sealed: null });
    stop();
    stop = null;

    const waiting = await queueSms(app.handle.db, { to: "+1 555 010 9999", text: "Your code is 555444." });
    expect((await row(waiting)).sealed).not.toBeNull();
    await purgeOutboxSecrets(app.handle.db, new Date(Date.now() + SECRET_RETENTION_MS - 60_000));
    expect((await row(waiting)).sealed).not.toBeNull();
    await purgeOutboxSecrets(app.handle.db, new Date(Date.now() + SECRET_RETENTION_MS + 60_000));
    expect(await row(waiting)).toMatchObject({ status: "expired", sealed: null });
  });

  it("texts a phone code through the configured gateway, wired by startDelivery", async () => {
    const texts: { to: string; text: string }[] = [];
    stop = startDelivery(app.handle.db, {}, { smsTransport: { send: async (m) => void texts.push(m) } }).stop;
    const token = await app.signIn("oee@plantwise.demo");
    const phone = "+52 55 7777 0001";
    expect((await app.call("POST", "/api/users/phone-number/code", { token, body: { phone } })).status).toBe(
      200,
    );
    await expect.poll(() => texts.length, { timeout: 3000 }).toBe(1);
    expect(texts[0]!.to).toBe(phone);
    expect(texts[0]!.text).toMatch(/\b\d{6}\b/);
  });

  it("lets only internal users holding view_settings read the outbox", async () => {
    const customer = await app.signIn("plantadmin@plantwise.demo");
    expect((await app.query("outbox.list", {}, customer)).status).toBe(403);
    const [role] = await app.handle.db
      .insert(schema.roles)
      .values({ name: "Staff without settings", type: 1 })
      .returning({ id: schema.roles.id });
    const [user] = await app.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "superadmin@plantwise.demo"));
    await app.handle.db.insert(schema.users).values({
      email: "staff-nosettings@example.test",
      first_name: "No",
      last_name: "Settings",
      role_id: role!.id,
      password_hash: user!.password_hash,
    });
    const staff = await app.signIn("staff-nosettings@example.test");
    const refused = await app.query("outbox.list", {}, staff);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("view_settings");
  });
});
