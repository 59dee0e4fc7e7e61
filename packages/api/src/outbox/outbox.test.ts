import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { schema, testDrivers } from "@plantwise/db";
import { eq } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { ConfigError, readConfig } from "../config";
import { configureMailer, deliverStoredEmails, disableMailer } from "../lib/mailer";
import { queueEmail, queueSms } from "../lib/outbox";

const { outboxAttachments, outboxMessages } = schema;

/** A minimal SMTP server on the loopback address that keeps what it receives. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
          else if (verb === "DATA") {
            inData = true;
            socket.write("354 go ahead\r\n");
          } else if (verb === "QUIT") {
            socket.end("221 bye\r\n");
          } else socket.write("250 ok\r\n");
        }
        index = buffer.indexOf("\r\n");
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    );
  });
}

describe("mail configuration", () => {
  it("reads SMTP_URL, MAIL_FROM, SECRET_KEY and APP_URL, refusing malformed ones", () => {
    const key = Buffer.alloc(32, 1).toString("base64");
    const config = readConfig({
      SMTP_URL: "smtp://user:pass@mail.example.test:587",
      MAIL_FROM: "Plantwise <ops@example.test>",
      SECRET_KEY: key,
      APP_URL: "https://plantwise.example.test",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtp://user:pass@mail.example.test:587",
      mailFrom: "Plantwise <ops@example.test>",
      secretKey: key,
      appUrl: "https://plantwise.example.test",
    });
    expect(readConfig({})).toMatchObject({ smtpUrl: undefined, secretKey: undefined });
    expect(() => readConfig({ SMTP_URL: "mail.example.test" })).toThrow(ConfigError);
    expect(() => readConfig({ SECRET_KEY: "c2hvcnQ=" })).toThrow(/SECRET_KEY/);
  });
});

describe.each(testDrivers())("outbox and mailer on %s", (driver) => {
  const app = useTestApp(driver);
  afterEach(() => {
    disableMailer();
  });

  const list = (token: string, input: Record<string, unknown> = {}) => app.query("outbox.list", input, token);

  async function statusOf(id: number) {
    const [row] = await app.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row!;
  }

  it("keeps messages as stored without SMTP_URL, and shows them to internal users newest first", async () => {
    const first = await queueEmail(app.handle.db, {
      to: "alice@example.test",
      subject: "Welcome aboard",
      text: "Hi",
    });
    const second = await queueSms(app.handle.db, { to: "+1 555 010 3333", text: "Your code is 123456" });
    const third = await queueEmail(app.handle.db, { to: "bob@example.test", subject: "Reset", text: "Link" });
    expect(await deliverStoredEmails()).toBe(0);
    expect((await statusOf(first)).status).toBe("stored");

    const staff = await app.signIn("superadmin@plantwise.demo");
    const all = await list(staff);
    expect(all.status).toBe(200);
    const page = all.body.result.data as { data: { id: number; channel: string }[]; meta: { total: number } };
    expect(page.data.slice(0, 3).map((m) => m.id)).toEqual([third, second, first]);
    expect(page.data[0]).toMatchObject({
      channel: "email",
      recipient: "bob@example.test",
      subject: "Reset",
      body: "Link",
      status: "stored",
    });
    expect(page.data[0]).toHaveProperty("created_at");

    const sms = (await list(staff, { channel: "sms" })).body.result.data;
    expect(sms.data.every((m: { channel: string }) => m.channel === "sms")).toBe(true);
    expect(sms.data.map((m: { id: number }) => m.id)).toContain(second);
    const byRecipient = (await list(staff, { q: "alice@" })).body.result.data;
    expect(byRecipient.data.map((m: { id: number }) => m.id)).toEqual([first]);
    const bySubject = (await list(staff, { q: "welcome" })).body.result.data;
    expect(bySubject.data.map((m: { id: number }) => m.id)).toEqual([first]);
    const paged = (await list(staff, { max: 1, page: 2 })).body.result.data;
    expect(paged.data.map((m: { id: number }) => m.id)).toEqual([second]);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1 });
  });

  it("refuses customers with 403", async () => {
    const token = await app.signIn("plantadmin@plantwise.demo");
    const res = await list(token);
    expect(res.status).toBe(403);
    expect((await list("")).status).toBe(401);
  });

  it("sends stored e-mails through the transport and marks them sent, or failed with the error", async () => {
    const sent: { to: unknown; subject: unknown }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    configureMailer(app.handle.db, {
      transport: {
        sendMail: async (mail: SendMailOptions) => {
          sent.push({ to: mail.to, subject: mail.subject });
          return json.sendMail(mail);
        },
      } as never,
      from: "Plantwise <ops@example.test>",
    });
    const id = await queueEmail(app.handle.db, { to: "carol@example.test", subject: "Hello", text: "Body" });
    // Queueing schedules a delivery run shortly after; no explicit call needed.
    await expect.poll(async () => (await statusOf(id)).status, { timeout: 3000 }).toBe("sent");
    expect((await statusOf(id)).sent_at).not.toBeNull();
    expect(sent).toContainEqual({ to: "carol@example.test", subject: "Hello" });

    configureMailer(app.handle.db, {
      transport: {
        sendMail: async () => {
          throw new Error("550 mailbox unavailable");
        },
      } as never,
    });
    const failing = await queueEmail(app.handle.db, { to: "dave@example.test", subject: "Hi", text: "x" });
    await deliverStoredEmails();
    const row = await statusOf(failing);
    expect(row.status).toBe("failed");
    expect(row.error).toContain("550 mailbox unavailable");
    // SMS are not e-mail: the mailer leaves them alone.
    const text = await queueSms(app.handle.db, { to: "+1 555 010 4444", text: "code" });
    await deliverStoredEmails();
    expect((await statusOf(text)).status).toBe("stored");
  });

  it("delivers a queued e-mail with its attachment: file name, content type and the exact bytes", async () => {
    // What nodemailer would put on the wire, as jsonTransport renders it (attachments in base64).
    const delivered: {
      to: { address: string }[];
      subject: string;
      attachments?: { filename: string; contentType: string; content: string; encoding: string }[];
    }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    configureMailer(app.handle.db, {
      transport: {
        sendMail: async (mail: SendMailOptions) => {
          const info = await json.sendMail(mail);
          delivered.push(JSON.parse(info.message as unknown as string));
          return info;
        },
      } as never,
      from: "Plantwise <ops@example.test>",
    });
    // A PDF header followed by every byte value: nothing may be re-encoded as text on the way.
    const pdf = Uint8Array.from([...Buffer.from("%PDF-1.4\n"), ...Array.from({ length: 256 }, (_, i) => i)]);
    const id = await queueEmail(app.handle.db, {
      to: "frank@example.test",
      subject: "Graphical digest: DE horizontal",
      text: "Your report is attached.",
      attachments: [{ filename: "digest-DE-horizontal.pdf", contentType: "application/pdf", content: pdf }],
    });
    await deliverStoredEmails();
    expect((await statusOf(id)).status).toBe("sent");
    const mail = delivered.find((m) => m.subject === "Graphical digest: DE horizontal");
    expect(mail?.to).toEqual([expect.objectContaining({ address: "frank@example.test" })]);
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({
      filename: "digest-DE-horizontal.pdf",
      contentType: "application/pdf",
      encoding: "base64",
    });
    expect([...Buffer.from(file!.content, "base64")]).toEqual([...pdf]);

    // A message without files is sent without an attachments list.
    const plain = await queueEmail(app.handle.db, { to: "gina@example.test", subject: "Plain", text: "x" });
    await deliverStoredEmails();
    expect((await statusOf(plain)).status).toBe("sent");
    expect(delivered.find((m) => m.subject === "Plain")?.attachments ?? []).toEqual([]);
  });

  it("queues an e-mail and its attachment in the caller's transaction: a rollback keeps neither", async () => {
    const before = await app.handle.db.select().from(outboxAttachments);
    await expect(
      app.handle.db.transaction(async (tx) => {
        await queueEmail(tx, {
          to: "hank@example.test",
          subject: "Never sent",
          text: "x",
          attachments: [
            { filename: "a.pdf", contentType: "application/pdf", content: Uint8Array.from([1, 2, 3]) },
          ],
        });
        throw new Error("the report failed after queueing");
      }),
    ).rejects.toThrow("the report failed after queueing");
    const kept = await app.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, "Never sent"));
    expect(kept).toEqual([]);
    expect(await app.handle.db.select().from(outboxAttachments)).toHaveLength(before.length);
  });

  it("delivers over SMTP when given an SMTP URL", async () => {
    const smtp = await fakeSmtpServer();
    try {
      expect(
        configureMailer(app.handle.db, {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          from: "ops@example.test",
        }),
      ).toBe(true);
      const id = await queueEmail(app.handle.db, {
        to: "erin@example.test",
        subject: "Over the wire",
        text: "Delivered by SMTP",
      });
      await deliverStoredEmails();
      expect((await statusOf(id)).status).toBe("sent");
      expect(smtp.received.join("\n")).toContain("Subject: Over the wire");
      expect(smtp.received.join("\n")).toContain("Delivered by SMTP");
    } finally {
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  });
});
