/**
 * What the app under test delivers, caught on this machine: a minimal SMTP sink for e-mail (the
 * app's SMTP_URL) and an HTTP endpoint for text messages (its SMS_WEBHOOK_URL). The outbox shows
 * links and codes redacted, so a test that follows a reset link or types a texted code reads them
 * here, as the recipient would.
 */
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer } from "node:net";

export interface Delivered {
  channel: "email" | "sms";
  to: string;
  /** The text as sent: an e-mail's whole message with quoted-printable undone, or the SMS text. */
  text: string;
}

export interface DeliveryCapture {
  smtpUrl: string;
  smsWebhookUrl: string;
  delivered: Delivered[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), leaving everything else as it is. */
function unquote(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export async function startDeliveryCapture(): Promise<DeliveryCapture> {
  const delivered: Delivered[] = [];

  // SMTP, just enough for nodemailer over a plain connection: no STARTTLS offered, no auth.
  const smtp = createTcpServer((socket) => {
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 capture ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = unquote(buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n."));
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) delivered.push({ channel: "email", to, text: message });
          recipients = [];
          reply("250 OK");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 capture");
        else if (verb === "RCPT") recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
          continue;
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        }
        if (verb !== "EHLO" && verb !== "HELO") reply("250 OK");
      }
    });
    socket.on("error", () => {});
  });

  const sms = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += String(chunk);
    });
    req.on("end", () => {
      const sent = JSON.parse(body) as { to: string; text: string };
      delivered.push({ channel: "sms", to: sent.to, text: sent.text });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });

  await Promise.all([
    new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve)),
    new Promise<void>((resolve) => sms.listen(0, "127.0.0.1", resolve)),
  ]);
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
    smsWebhookUrl: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`,
    delivered,
    async close() {
      await Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          sms.closeAllConnections();
          sms.close(resolve);
        }),
      ]);
    },
  };
}
