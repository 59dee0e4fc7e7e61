import { type Database, schema } from "@plantwise/db";
import { and, asc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";

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
 * Sends every stored e-mail through the transport. Each row is claimed first (status
 * stored → sending) so two processes never send the same message. Returns how many were handled.
 */
export async function deliverStoredEmails(): Promise<number> {
  if (!state) return 0;
  if (running) return running;
  const { db, transport, from } = state;
  const { outboxAttachments, outboxMessages } = schema;
  running = (async () => {
    let handled = 0;
    const pending = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, "email"), eq(outboxMessages.status, "stored")))
      .orderBy(asc(outboxMessages.id))
      .limit(100);
    for (const { id } of pending) {
      const [row] = await db
        .update(outboxMessages)
        .set({ status: "sending" })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "stored")))
        .returning();
      if (!row) continue;
      try {
        const files = await db
          .select()
          .from(outboxAttachments)
          .where(eq(outboxAttachments.message_id, id))
          .orderBy(asc(outboxAttachments.id));
        await transport.sendMail({
          from,
          to: row.recipient,
          subject: row.subject ?? "",
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
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
        await db
          .update(outboxMessages)
          .set({ status: "sent", sent_at: new Date(), error: null })
          .where(eq(outboxMessages.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outboxMessages)
          .set({ status: "failed", error: message.slice(0, 1000) })
          .where(eq(outboxMessages.id, id));
      }
      handled++;
    }
    return handled;
  })();
  try {
    return await running;
  } finally {
    running = null;
  }
}
