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
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  notificationTypeInfo,
  resetTemplateInput,
  saveTemplateInput,
  type TemplateEntry,
  templateEntry,
  templatesInput,
  templatesOutput,
} from "@plantwise/shared";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../access/auth-user";
import type { Context } from "../context";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { permitted } from "../trpc";
import { assertKnownPlaceholders, defaultTemplate } from "./templates";

const { companies, notificationTemplates } = schema;

async function templateCompany(ctx: Context & { user: AuthUser }, requested: number | undefined) {
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

function entry(
  type: number,
  channel: (typeof NOTIFICATION_CHANNELS)[number],
  custom: { subject: string; body: string; updated_at: Date } | undefined,
): TemplateEntry {
  const info = notificationTypeInfo(type)!;
  const fallback = defaultTemplate(type, channel);
  return {
    type,
    key: info.key,
    label: info.label,
    channel,
    subject: custom?.subject ?? fallback.subject,
    body: custom?.body ?? fallback.body,
    default_subject: fallback.subject,
    default_body: fallback.body,
    placeholders: [...info.placeholders],
    customised: custom !== undefined,
    updated_at: custom?.updated_at ?? null,
  };
}

export const templates = permitted("view_settings")
  .input(templatesInput)
  .output(templatesOutput)
  .query(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    const rows = await ctx.db
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.company_id, companyId));
    const custom = new Map(rows.map((r) => [`${r.type}:${r.channel}`, r]));
    return NOTIFICATION_TYPES.flatMap((t) =>
      NOTIFICATION_CHANNELS.map((channel) => entry(t.id, channel, custom.get(`${t.id}:${channel}`))),
    );
  });

export const saveTemplate = permitted("edit_settings")
  .input(saveTemplateInput)
  .output(templateEntry)
  .mutation(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    assertKnownPlaceholders(input.type, { subject: input.subject, body: input.body });
    const now = new Date();
    const [row] = await ctx.db
      .insert(notificationTemplates)
      .values({
        company_id: companyId,
        type: input.type,
        channel: input.channel,
        subject: input.subject,
        body: input.body,
        updated_by: ctx.user.id,
      })
      .onConflictDoUpdate({
        target: [notificationTemplates.company_id, notificationTemplates.type, notificationTemplates.channel],
        set: { subject: input.subject, body: input.body, updated_by: ctx.user.id, updated_at: now },
      })
      .returning();
    return entry(input.type, input.channel, row);
  });

export const resetTemplate = permitted("edit_settings")
  .input(resetTemplateInput)
  .mutation(async ({ ctx, input }) => {
    const companyId = await templateCompany(ctx, input.company_id);
    await ctx.db
      .delete(notificationTemplates)
      .where(
        and(
          eq(notificationTemplates.company_id, companyId),
          eq(notificationTemplates.type, input.type),
          eq(notificationTemplates.channel, input.channel),
        ),
      );
    return entry(input.type, input.channel, undefined);
  });
