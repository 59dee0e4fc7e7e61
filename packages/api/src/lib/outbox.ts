import { type Database, rowsOf, schema } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { scheduleDelivery } from "./mailer";
import { sealMessage } from "./outbox-secrets";
import { scheduleSmsDelivery } from "./sms-delivery";

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
  /** Secrets in the text besides those recognised on their own (reset links): kept sealed. */
  secrets?: readonly string[];
}

export interface OutboundSms {
  to: string;
  text: string;
  userId?: number | null;
  /** Secrets in the text besides those recognised on their own (one-time codes): kept sealed. */
  secrets?: readonly string[];
}

/**
 * Every outbound e-mail and SMS is written to the outbox first, inside the caller's transaction
 * when it passes one, so nothing is sent for work that rolled back; an e-mail is one statement,
 * its attachments included. With SMTP_URL the mailer (lib/mailer.ts) sends stored e-mails once
 * committed and marks them "sent" or "failed"; SMS go through an SmsSender (lib/sms.ts). Without
 * either the message stays "stored" and internal users read it on /outbox.
 *
 * A message carrying a secret (a password or account link, a one-time code) is stored twice: `body`
 * and `html` with the secret replaced (what the outbox page shows), and `sealed`, the real text
 * encrypted with the server's key, which only the delivery path opens (lib/outbox-secrets.ts).
 */
export async function queueEmail(db: Database, message: OutboundEmail): Promise<number> {
  const insertMessage = db
    .insert(outboxMessages)
    .values({
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      ...sealMessage({ text: message.text, html: message.html ?? null }, message.secrets),
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
  const sealed = sealMessage({ text: message.text, html: null }, message.secrets, { codes: true });
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: "sms",
      recipient: message.to,
      body: sealed.body,
      sealed: sealed.sealed,
      user_id: message.userId ?? null,
    })
    .returning({ id: outboxMessages.id });
  scheduleSmsDelivery();
  return row!.id;
}
