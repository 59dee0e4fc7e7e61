import { type Database, schema } from "@plantwise/db";
import { and, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { decryptSecret, encryptSecret } from "./secrets";

const { outboxMessages } = schema;

/**
 * Secrets in outbound messages. A password or account link and a one-time code are as good as the
 * account for as long as they are valid, so the outbox never keeps them readable: `body`/`html` hold
 * the message with each secret replaced by REDACTED (what the outbox page shows), and `sealed` holds
 * the real message encrypted with the server's key (lib/secrets.ts). Only the delivery path opens
 * it, and the sealed copy is dropped once the message is sent (or fails), or after
 * SECRET_RETENTION_MS when nothing sends it.
 */
export const REDACTED = "[redacted]";

/** How long an unsent message keeps its sealed copy: longer than any link or code stays valid. */
export const SECRET_RETENTION_MS = 24 * 3600_000;

/** The token of a password-reset or account-creation link. */
const LINK_TOKEN = /(\/login\/password\/reset\/)[A-Za-z0-9_-]+/g;
/** A one-time code in a text message: a run of 4 to 10 digits. */
const CODE = /\b\d{4,10}\b/g;

export interface MessageText {
  text: string;
  html: string | null;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text with every secret replaced: link tokens always, digit codes when asked, and `secrets`. */
export function redactSecrets(
  text: string,
  secrets: readonly string[] = [],
  options: { codes?: boolean } = {},
) {
  let out = text.replace(LINK_TOKEN, `$1${REDACTED}`);
  if (options.codes) out = out.replace(CODE, REDACTED);
  for (const secret of secrets) {
    if (secret) out = out.replace(new RegExp(escapeRegExp(secret), "g"), REDACTED);
  }
  return out;
}

/** The columns of a message to store: redacted text, and the sealed original when it differed. */
export function sealMessage(
  message: MessageText,
  secrets: readonly string[] = [],
  options: { codes?: boolean } = {},
): { body: string; html: string | null; sealed: Uint8Array | null } {
  const body = redactSecrets(message.text, secrets, options);
  const html = message.html === null ? null : redactSecrets(message.html, secrets, options);
  if (body === message.text && html === message.html) return { body, html, sealed: null };
  const plain = Buffer.from(JSON.stringify({ text: message.text, html: message.html }), "utf8");
  return { body, html, sealed: new Uint8Array(encryptSecret(plain)) };
}

/** The message as it is to be sent: the sealed original when there is one, else what is stored. */
export function openMessage(row: {
  body: string;
  html: string | null;
  sealed: Uint8Array | null;
}): MessageText {
  if (!row.sealed) return { text: row.body, html: row.html };
  const opened = JSON.parse(decryptSecret(row.sealed).toString("utf8")) as MessageText;
  return { text: opened.text, html: opened.html ?? null };
}

/**
 * Drops the sealed copy of messages older than the retention; those never sent are marked
 * "expired" (their links and codes have lapsed anyway). Run periodically. Returns how many.
 */
export async function purgeOutboxSecrets(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SECRET_RETENTION_MS);
  const rows = await db
    .update(outboxMessages)
    .set({
      sealed: null,
      status: sql`case when ${outboxMessages.status} in ('stored', 'sending') then 'expired' else ${outboxMessages.status} end`,
    })
    .where(and(isNotNull(outboxMessages.sealed), lt(outboxMessages.created_at, before)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Drops the sealed copies of messages that were handed over (sent) or given up on (failed). */
export async function forgetSealed(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(outboxMessages).set({ sealed: null }).where(inArray(outboxMessages.id, ids));
}
