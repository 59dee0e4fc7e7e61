/**
 * Delivering one notification to one user, inside the caller's transaction: the in-app row (bell
 * and notification centre) with a NOTIFY that PostgreSQL hands to listeners only when the
 * transaction commits, and the e-mail through the outbox. A rollback takes all three back, so a
 * browser is never told about a notification that does not exist.
 */
import { schema, type Tx } from "@plantwise/db";
import { type LanguageCode, languageCode } from "@plantwise/shared";
import { sql } from "drizzle-orm";
import { type EmailAttachment, queueEmail } from "../lib/outbox";
import { publicUrl } from "../lib/public-url";
import {
  type ChannelTemplates,
  type LocalizedTemplates,
  renderTemplate,
  type TemplateValues,
} from "./templates";

const { notifications } = schema;

export type NotificationSettings = NonNullable<(typeof schema.users.$inferSelect)["notification_settings"]>;

/** The LISTEN/NOTIFY channel of new notifications; the payload is `{"user_id":…,"id":…}`. */
export const NOTIFICATION_CHANNEL = "plantwise_notifications";

/**
 * Settings of a user who never saved the notification part of the user form: having a plant among
 * their notifiable plants is opt-in enough for the bell, not for e-mail.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: false,
  real_time: true,
  daily_summary_time: null,
  adding_notes: false,
  requisitions: false,
  production_line_ids: [],
};

export function settingsOf(stored: NotificationSettings | null | undefined): NotificationSettings {
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(stored ?? {}) };
}

export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_id: number | null;
  /** users.language: 1 English, 2 Spanish; every text the user receives is in it. */
  language: number;
  settings: NotificationSettings;
}

export interface Delivery {
  recipient: Recipient;
  type: number;
  companyId: number | null;
  plantId: number | null;
  alarmId?: number | null;
  /** Where the web app takes the user (a path); e-mails carry it as an absolute link. */
  path: string;
  /** One notification per user and key: a repeated delivery is a no-op. */
  dedupeKey: string;
  /**
   * The text: one language's (the caller already chose the recipient's), or every language's, of
   * which the recipient's own is used.
   */
  templates: ChannelTemplates | LocalizedTemplates;
  /** The values, or how to word them in a language (names of alarm kinds, parameters, dates…). */
  values: TemplateValues | ((language: LanguageCode) => TemplateValues);
  channels: { realTime: boolean; email: boolean };
  /** Files sent with the e-mail (a report's PDF). */
  attachments?: readonly EmailAttachment[];
}

export interface Delivered {
  notificationId: number | null;
  emailId: number | null;
}

export async function deliver(tx: Tx, d: Delivery): Promise<Delivered> {
  const { recipient } = d;
  const language = languageCode(recipient.language);
  const templates: ChannelTemplates = "en" in d.templates ? d.templates[language] : d.templates;
  const values: TemplateValues = {
    user_name: `${recipient.first_name} ${recipient.last_name}`.trim(),
    ...(typeof d.values === "function" ? d.values(language) : d.values),
    link: `${publicUrl()}${d.path}`,
  };
  let notificationId: number | null = null;
  let emailId: number | null = null;
  if (d.channels.realTime) {
    const shown = renderTemplate(templates.real_time, { ...values, link: d.path });
    const [row] = await tx
      .insert(notifications)
      .values({
        company_id: d.companyId,
        user_id: recipient.id,
        plant_id: d.plantId,
        type: d.type,
        title: shown.subject,
        body: shown.text.trim(),
        link: d.path,
        alarm_id: d.alarmId ?? null,
        dedupe_key: d.dedupeKey,
      })
      .onConflictDoNothing({ target: [notifications.user_id, notifications.dedupe_key] })
      .returning({ id: notifications.id });
    // Already delivered under this key: neither the push nor the e-mail is repeated.
    if (!row) return { notificationId: null, emailId: null };
    notificationId = row.id;
    await tx.execute(
      sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_id: recipient.id, id: row.id })})`,
    );
  }
  if (d.channels.email) {
    const mail = renderTemplate(templates.email, values);
    emailId = await queueEmail(tx, {
      to: recipient.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      userId: recipient.id,
      attachments: d.attachments,
    });
  }
  return { notificationId, emailId };
}
