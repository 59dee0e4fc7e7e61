/** Outbound e-mail and SMS, kept whether or not a mail server is configured. */
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./identity";

/**
 * Every outbound e-mail and SMS. Without SMTP_URL (or an SMS gateway) the message stays here as
 * "stored", readable by internal users on the outbox page with its secrets redacted; with one it is
 * also sent.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    /** "email" | "sms". */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    /** What the outbox page shows: secrets (links, codes) replaced by a placeholder. */
    body: text("body").notNull(),
    html: text("html"),
    /**
     * The message as sent, secrets included, encrypted with the server's key (lib/secrets.ts);
     * null once sent or past its retention, and for messages without a secret.
     */
    sealed: bytea("sealed"),
    /** "stored" | "sending" | "sent" | "failed" | "expired" (a secret message not sent in time). */
    status: text("status").notNull().default("stored"),
    error: text("error"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.created_at), index("outbox_recipient_idx").on(t.recipient)],
);

/** Files attached to an outbox e-mail (report PDFs); sent with it, downloadable from the outbox. */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    id: serial("id").primaryKey(),
    message_id: integer("message_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    content_type: text("content_type").notNull(),
    content: bytea("content").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("outbox_attachments_message_idx").on(t.message_id)],
);
