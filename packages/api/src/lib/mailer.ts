import { type Database, schema } from "@plantwise/db";
import { asc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { deliverChannel } from "./outbox-delivery";
import { openMessage } from "./outbox-secrets";

/**
 * E-mail delivery on top of the outbox (lib/outbox.ts). Every message is first written to
 * outbox_messages (status "stored"). Without SMTP_URL that is all: internal users read it on the
 * outbox page. With SMTP_URL (nodemailer's SMTP transport) the stored e-mails are sent shortly after
 * they are committed and marked "sent", or "failed" with the error.
 */
export interface MailerConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; nodemailer's connection URL. */
  smtpUrl?: string | undefined;
  /** The From address; defaults to `Plantwise <no-reply@HOST>`. */
  from?: string | undefined;
  /** A ready transport instead of smtpUrl (tests: nodemailer's jsonTransport or a failing stub). */
  transport?: Pick<Transporter, "sendMail"> | undefined;
}

interface MailerState {
  transport: Pick<Transporter, "sendMail">;
  from: string;
  db: Database;
}

let state: MailerState | null = null;
let scheduled: NodeJS.Timeout | null = null;
let running: Promise<number> | null = null;

/** Turns SMTP delivery on for `db` (main.ts with SMTP_URL); without a transport it stays off. */
export function configureMailer(db: Database, config: MailerConfig): boolean {
  const transport = config.transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null);
  if (!transport) {
    state = null;
    return false;
  }
  const host = config.smtpUrl ? safeHost(config.smtpUrl) : "localhost";
  state = { transport, from: config.from ?? `Plantwise <no-reply@${host}>`, db };
  return true;
}

export function disableMailer(): void {
  state = null;
  if (scheduled) clearTimeout(scheduled);
  scheduled = null;
}

export function mailerEnabled(): boolean {
  return state !== null;
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * Asks for a delivery run soon. Called after queueing an e-mail; the short delay lets the caller's
 * transaction commit first (a message of a transaction still open is picked up by the next run).
 */
export function scheduleDelivery(delayMs = 25): void {
  if (!state || scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = null;
    void deliverStoredEmails().catch((error) => console.error("[mailer] delivery run failed", error));
  }, delayMs);
  scheduled.unref();
}

/**
 * Sends every stored e-mail through the transport (deliverChannel: each row claimed first, so two
 * processes never send the same message). Returns how many were handled.
 */
export async function deliverStoredEmails(): Promise<number> {
  if (!state) return 0;
  if (running) return running;
  const { db, transport, from } = state;
  const { outboxAttachments } = schema;
  running = deliverChannel(db, "email", async (row) => {
    const files = await db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.message_id, row.id))
      .orderBy(asc(outboxAttachments.id));
    // The real text, secrets included, is opened here and nowhere else (outbox-secrets.ts).
    const message = openMessage(row);
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject ?? "",
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(files.length
        ? {
            attachments: files.map((f) => ({
              filename: f.filename,
              contentType: f.content_type,
              content: Buffer.from(f.content),
            })),
          }
        : {}),
    });
  });
  try {
    return await running;
  } finally {
    running = null;
  }
}
