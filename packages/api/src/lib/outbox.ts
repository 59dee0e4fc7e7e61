import { type Database, rowsOf, schema } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { scheduleDelivery } from "./mailer";

const { outboxAttachments, outboxMessages } = schema;

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
 * when it passes one, so nothing is sent for work that rolled back; an e-mail is one statement,
 * its attachments included. With SMTP_URL the mailer (lib/mailer.ts) sends stored e-mails once
 * committed and marks them "sent" or "failed"; SMS go through an SmsSender (lib/sms.ts). Without
 * either the message stays "stored" and internal users read it on /outbox.
 */
export async function queueEmail(db: Database, message: OutboundEmail): Promise<number> {
  const insertMessage = db
    .insert(outboxMessages)
    .values({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      user_id: message.userId ?? null,
    })
    .returning({ id: outboxMessages.id });
  const attachments = message.attachments ?? [];
  let id: number;
  if (attachments.length === 0) {
    const [row] = await insertMessage;
    id = row!.id;
  } else {
    // The message and its files in one statement (a data-modifying CTE), so they are written
    // together even outside a transaction: the mailer never sees a message without its files.
    const files = sql.join(
      attachments.map((a) => sql`(${a.filename}::text, ${a.contentType}::text, ${a.content}::bytea)`),
      sql`, `,
    );
    const [row] = rowsOf<{ message_id: number }>(
      await db.execute(sql`with "m" as (${insertMessage.getSQL()})
        insert into ${outboxAttachments} ("message_id", "filename", "content_type", "content")
        select "m"."id", "f"."filename", "f"."content_type", "f"."content"
        from "m", (values ${files}) as "f" ("filename", "content_type", "content")
        returning "message_id"`),
    );
    id = Number(row!.message_id);
  }
  scheduleDelivery();
  return id;
}

export async function queueSms(db: Database, message: OutboundSms): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: "sms", recipient: message.to, body: message.text, user_id: message.userId ?? null })
    .returning({ id: outboxMessages.id });
  return row!.id;
}
