/**
 * GET/POST /notifications/templates (part 2 §5): every notification type × channel with its
 * effective text, the placeholders it may use and whether the company customised it; saving one
 * type+channel for the caller's company; resetting it to the built-in text (tRPC only).
 *
 * Templates belong to a company. A customer works on their own company's (naming another company
 * answers NOT_FOUND); provider staff, who belong to none, name the company with `company_id`.
 */
import { schema } from "@plantwise/db";
import {
  type LanguageCode,
  languageCode,
  languageId,
  type NOTIFICATION_CHANNELS,
  notificationTypeInfo,
  notificationTypeLabel,
  type TemplateEntry,
} from "@plantwise/shared";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../access/auth-user";
import type { Context } from "../context";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { defaultTemplate } from "./templates";

const { companies } = schema;

/** The company whose templates the caller works on (customers: their own; provider staff: `company_id`). */
export async function templateCompany(ctx: Context & { user: AuthUser }, requested: number | undefined) {
  const own = ctx.user.company_id;
  if (own !== null) {
    if (requested !== undefined && requested !== own) throw new AppError("NOT_FOUND", "Company not found");
    return own;
  }
  if (requested === undefined) throw invalid("company_id", "is required for provider staff");
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, requested));
  if (!company) throw new AppError("NOT_FOUND", "Company not found");
  return company.id;
}

/** The language of the templates the caller works on: the one asked for, else their own. */
export function templateLanguage(ctx: { user: AuthUser }, requested: number | undefined): LanguageCode {
  return languageCode(requested ?? ctx.user.language);
}

/**
 * One type × channel in one language: its effective text, the built-in default of that language
 * and whether the company wrote its own.
 */
export function entry(
  type: number,
  channel: (typeof NOTIFICATION_CHANNELS)[number],
  language: LanguageCode,
  custom: { subject: string; body: string; updated_at: Date } | undefined,
): TemplateEntry {
  const info = notificationTypeInfo(type)!;
  const fallback = defaultTemplate(type, channel, language);
  return {
    type,
    key: info.key,
    label: notificationTypeLabel(type, language),
    channel,
    language: languageId(language),
    subject: custom?.subject ?? fallback.subject,
    body: custom?.body ?? fallback.body,
    default_subject: fallback.subject,
    default_body: fallback.body,
    placeholders: [...info.placeholders],
    customised: custom !== undefined,
    updated_at: custom?.updated_at ?? null,
  };
}
