/**
 * Effective notification templates (a company's override in the recipient's language, else the
 * built-in text of that language), their validation and their rendering. A template names
 * placeholders as `{{name}}`; only the type's own list (NOTIFICATION_TYPES in @plantwise/shared)
 * may be used, so a typo is refused when the template is saved instead of silently rendering as an
 * empty string in every later message.
 */
import { type Database, schema } from "@plantwise/db";
import {
  fillTemplate,
  LANGUAGE_CODE_LIST,
  type LanguageCode,
  languageCode,
  type NotificationChannel,
  notificationTypeInfo,
  templatePlaceholders,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors";
import { DEFAULT_TEMPLATES, type TemplateText } from "./default-templates";

const { notificationTemplates } = schema;

export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>;

/** The text of one type on both channels, in one language. */
export type ChannelTemplates = Record<NotificationChannel, TemplateText>;
/** The text of one type on both channels in every language, for recipients of mixed languages. */
export type LocalizedTemplates = Readonly<Record<LanguageCode, ChannelTemplates>>;

export function defaultTemplate(
  type: number,
  channel: NotificationChannel,
  language: LanguageCode = "en",
): TemplateText {
  const info = notificationTypeInfo(type);
  if (!info) throw new Error(`Unknown notification type ${type}`);
  return DEFAULT_TEMPLATES[language][info.key as keyof (typeof DEFAULT_TEMPLATES)["en"]][channel];
}

/**
 * Both channels' text of one type for one company in every language (null company: the built-in
 * texts only). A language the company did not write keeps the built-in text of that language: a
 * Spanish reader never gets the company's English wording, nor English built-in words.
 */
export async function localizedTemplates(
  db: Database,
  companyId: number | null,
  type: number,
): Promise<LocalizedTemplates> {
  const rows =
    companyId === null
      ? []
      : await db
          .select({
            channel: notificationTemplates.channel,
            language: notificationTemplates.language,
            subject: notificationTemplates.subject,
            body: notificationTemplates.body,
          })
          .from(notificationTemplates)
          .where(and(eq(notificationTemplates.company_id, companyId), eq(notificationTemplates.type, type)));
  const custom = new Map(
    rows.map((r) => [`${languageCode(r.language)}:${r.channel}`, { subject: r.subject, body: r.body }]),
  );
  const of = (language: LanguageCode): ChannelTemplates => ({
    email: custom.get(`${language}:email`) ?? defaultTemplate(type, "email", language),
    real_time: custom.get(`${language}:real_time`) ?? defaultTemplate(type, "real_time", language),
  });
  return Object.fromEntries(LANGUAGE_CODE_LIST.map((l) => [l, of(l)])) as LocalizedTemplates;
}

/**
 * Both channels' effective text of one type for one company in one language (a users.language id
 * or a code; English when absent).
 */
export async function effectiveTemplates(
  db: Database,
  companyId: number | null,
  type: number,
  language: number | LanguageCode = "en",
): Promise<ChannelTemplates> {
  return (await localizedTemplates(db, companyId, type))[languageCode(language)];
}

/** Placeholders of `text` that the type does not offer. */
export function unknownPlaceholders(type: number, text: string): string[] {
  const allowed = new Set(notificationTypeInfo(type)?.placeholders ?? []);
  return templatePlaceholders(text).filter((name) => !allowed.has(name));
}

/** 422 naming every unknown placeholder of the subject and of the body, field by field. */
export function assertKnownPlaceholders(type: number, text: TemplateText): void {
  const messages: string[][] = [];
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(type, text[field]);
    if (unknown.length > 0) {
      messages.push([`${field}: unknown placeholder${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}`]);
    }
  }
  if (messages.length > 0) {
    throw new AppError("BAD_REQUEST", messages.map((m) => m[0]).join("; "), { messages });
  }
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** The e-mail's HTML part: template and values escaped, line breaks kept, the link clickable. */
  html: string;
}

/**
 * Fills a template. Values come from plant data (names typed by users), so the HTML part escapes
 * both the template's own text and every value: a machine called `<b>` stays text.
 */
export function renderTemplate(template: TemplateText, values: TemplateValues): RenderedMessage {
  const subject = fillTemplate(template.subject, values).replace(/\s+/g, " ").trim();
  const text = fillTemplate(template.body, values);
  const escaped: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const safe = escapeHtml(String(value));
    escaped[name] =
      name === "link" && /^https?:\/\//.test(String(value)) ? `<a href="${safe}">${safe}</a>` : safe;
  }
  const html = `<div style="font-family:sans-serif;line-height:1.4">${fillTemplate(
    escapeHtml(template.body),
    escaped,
  ).replace(/\n/g, "<br>\n")}</div>`;
  return { subject, text, html };
}
