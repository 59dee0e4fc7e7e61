/** Fixtures of the sign-in suites: what the outbox sent a user, read straight from the database. */
import { type Database, schema } from "@plantwise/db";
import { and, desc, eq } from "drizzle-orm";
import { openMessage } from "../lib/outbox-secrets";

const { outboxMessages } = schema;

/**
 * The newest message queued for `recipient` on a channel ("sms" or "email"), if any, with its text
 * as the provider receives it: the stored body has its links and codes redacted, the real text is
 * sealed beside it (lib/outbox-secrets.ts).
 */
export async function latestOutboxMessage(db: Database, channel: "sms" | "email", recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, channel), eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) return undefined;
  const sent = openMessage(row);
  return { ...row, body: sent.text, html: sent.html };
}

/** The 6-digit code of the newest text message to `phone`. */
export async function latestSmsCode(db: Database, phone: string): Promise<string> {
  const sms = await latestOutboxMessage(db, "sms", phone);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}
