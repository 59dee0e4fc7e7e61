import { type Database, schema } from "@plantwise/db";
import { scheduleDelivery } from "./mailer";

/** A file sent with an e-mail (a report PDF); stored in outbox_attachments with its message. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  userId?: number | null;
  attachments?: readonly EmailAttachment[];
}

export interface OutboundSms {
  to: string;
  text: string;
  userId?: number | null;
}

/**
 * Every outbound e-mail and SMS is written to the outbox first, inside the caller's transaction
 * when it passes one, so nothing is sent for work that rolled back. With SMTP_URL the mailer
 * (lib/mailer.ts) sends stored e-mails once committed and marks them "sent" or "failed"; SMS go
 * through an SmsSender (lib/sms.ts). Without either the message stays "stored" and internal users
 * read it on /outbox.
 */
export async function queueEmail(db: Database, message: OutboundEmail): Promise<number> {
  const [row] = await db
    .insert(schema.outboxMessages)
    .values({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      user_id: message.userId ?? null,
    })
    .returning({ id: schema.outboxMessages.id });
  // In the same transaction as the message: the mailer never sees a message without its files.
  if (message.attachments?.length) {
    await db.insert(schema.outboxAttachments).values(
      message.attachments.map((a) => ({
        message_id: row!.id,
        filename: a.filename,
        content_type: a.contentType,
        content: a.content,
      })),
    );
  }
  scheduleDelivery();
  return row!.id;
}

export async function queueSms(db: Database, message: OutboundSms): Promise<number> {
  const [row] = await db
    .insert(schema.outboxMessages)
    .values({ channel: "sms", recipient: message.to, body: message.text, user_id: message.userId ?? null })
    .returning({ id: schema.outboxMessages.id });
  return row!.id;
}
