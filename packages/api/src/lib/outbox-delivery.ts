import { type Database, schema } from "@plantwise/db";
import { and, asc, eq } from "drizzle-orm";

const { outboxMessages } = schema;

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Messages one delivery run takes at most; the next run takes the rest. */
const RUN_SIZE = 100;

/**
 * One delivery run of a channel: each stored message is claimed first (stored → sending, so two
 * processes never send the same one), handed to `send`, then marked sent or failed with the
 * error. Either way its sealed copy (the text with its secrets, outbox-secrets.ts) is dropped.
 * Returns how many messages were handled.
 */
export async function deliverChannel(
  db: Database,
  channel: "email" | "sms",
  send: (row: OutboxRow) => Promise<void>,
): Promise<number> {
  let handled = 0;
  const pending = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, channel), eq(outboxMessages.status, "stored")))
    .orderBy(asc(outboxMessages.id))
    .limit(RUN_SIZE);
  for (const { id } of pending) {
    const [row] = await db
      .update(outboxMessages)
      .set({ status: "sending" })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "stored")))
      .returning();
    if (!row) continue;
    try {
      await send(row);
      await db
        .update(outboxMessages)
        .set({ status: "sent", sent_at: new Date(), error: null, sealed: null })
        .where(eq(outboxMessages.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxMessages)
        .set({ status: "failed", error: message.slice(0, 1000), sealed: null })
        .where(eq(outboxMessages.id, id));
    }
    handled++;
  }
  return handled;
}
